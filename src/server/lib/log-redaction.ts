import type { FastifyRequest } from 'fastify';

// Mail links carry one-time secrets in the URL (`/reset-password?token=`, better-auth's
// `/api/auth/verify-email?token=` and `/api/auth/reset-password/<token>`): whoever reads the
// logs must not be able to take over an account with them.
const TOKEN_PARAM = /([?&]token=)[^&#]*/gi;
const TOKEN_PATH = /(\/api\/auth\/reset-password\/)[^/?#]+/i;

export function redactUrl(url: string): string {
  return url.replace(TOKEN_PARAM, '$1[redacted]').replace(TOKEN_PATH, '$1[redacted]');
}

/** Fastify's own request log fields, with the URL's tokens redacted. */
export function requestLogFields(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

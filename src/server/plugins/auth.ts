import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fromNodeHeaders } from 'better-auth/node';
import { userProfileFieldsSchema } from '../../shared/schemas/account';
import type { ErrorBody } from '../../shared/schemas/common';
import { hasControlCharacters } from '../../shared/schemas/safe-input';
import { createAuth, type Auth } from '../auth/auth';
import { clearSignInFailures, recordSignInFailure, signInLockedFor } from '../auth/sign-in-lock';
import { BadRequestError, ForbiddenError, UnauthorizedError } from '../errors';
import { boundedWork } from '../lib/bounded-work';
import { createMailer } from '../mail/mailer';
import { CLIENT_IP_HEADER } from './client-ip';

/** better-auth's own session type for our configuration (the `role` field included). */
type Session = Auth['$Infer']['Session'] | null;
export type SessionUser = NonNullable<Session>['user'];

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
  }
  interface FastifyRequest {
    /** The signed-in user's session (cookie or bearer token), looked up once per request. */
    session(): Promise<Session>;
  }
}

const sessions = new WeakMap<FastifyRequest, Promise<Session>>();

/** The signed-in user, or a 401. */
export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  const session = await request.session();
  if (!session) throw new UnauthorizedError();
  return session.user;
}

/** A signed-in moderator, or a 401/403. */
export async function requireModerator(request: FastifyRequest): Promise<SessionUser> {
  const user = await requireUser(request);
  if (user.role !== 'moderator') throw new ForbiddenError('Only moderators can do this');
  return user;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The request's headers for better-auth, with the client address Fastify resolved (TRUST_PROXY). */
function authHeaders(request: FastifyRequest): Headers {
  const headers = fromNodeHeaders(request.headers);
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

/** Where the first string (or key) holding a control character is in a parsed body or query, if any. */
function controlCharacterPath(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return hasControlCharacters(value) ? path.join('.') : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    if (hasControlCharacters(key)) return [...path, key].join('.');
    const found = controlCharacterPath(child, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}

function invalid(part: string, path: string, message: string): BadRequestError {
  return new BadRequestError(`Invalid ${part} "${path}": ${message}`, [{ path, message }]);
}

// Where better-auth sends the browser afterwards. better-auth checks them against its trusted
// origins, but not under a test runner, and a value that is not a URL made it throw (500).
const REDIRECT_FIELDS = ['callbackURL', 'errorCallbackURL', 'newUserCallbackURL', 'redirectTo'] as const;

/** A path on this site ("/x", not "//host" nor "/\\host"), or an absolute URL of the site's own origin. */
function isSiteAddress(value: unknown, siteOrigin: string): boolean {
  if (typeof value !== 'string') return false;
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  return URL.canParse(value) && new URL(value).origin === siteOrigin;
}

// better-auth takes these two fields from the user as they come; ours are checked first.
const PROFILE_ENDPOINTS = new Set(['sign-up/email', 'update-user']);

/**
 * better-auth validates its own bodies, but lets through what PostgreSQL refuses (NUL) and what
 * the site should not store (a name of a megabyte, a `javascript:` picture): 400 before it runs.
 */
function checkAuthInput(endpoint: string, query: unknown, body: unknown, siteOrigin: string): void {
  const inQuery = controlCharacterPath(query);
  if (inQuery !== null) throw invalid('query parameter', inQuery, 'must not contain control characters');
  const inBody = controlCharacterPath(body);
  if (inBody !== null) throw invalid('field', inBody, 'must not contain control characters');
  for (const [part, values] of [
    ['query parameter', query],
    ['field', body],
  ] as const) {
    if (values === null || typeof values !== 'object') continue;
    for (const field of REDIRECT_FIELDS) {
      const value = (values as Record<string, unknown>)[field];
      if (value !== undefined && !isSiteAddress(value, siteOrigin)) {
        throw invalid(part, field, `${field} must be a path on this site`);
      }
    }
  }
  if (PROFILE_ENDPOINTS.has(endpoint) && body !== null && typeof body === 'object') {
    const parsed = userProfileFieldsSchema.safeParse(body);
    const issue = parsed.error?.issues[0];
    if (issue) throw invalid('field', issue.path.join('.'), issue.message);
  }
}

/**
 * better-auth's endpoints that hash or check a password: scrypt, 50-70 ms of one of libuv's four
 * threads each, the threads that also compress answers and read files. Measured at 1M: 30 failed
 * sign-ins a second from as many addresses (as a credential-stuffing run sends) held them all, and
 * a compressed page and a static file waited 5-7 s behind them.
 */
const PASSWORD_ENDPOINTS = new Set(['sign-in/email', 'sign-up/email', 'change-password', 'reset-password', 'delete-user']);
const PASSWORD_RETRY_AFTER_SECONDS = 5;

function emailOf(body: unknown): string | null {
  const email = body !== null && typeof body === 'object' ? (body as { email?: unknown }).email : undefined;
  return typeof email === 'string' && email.length > 0 ? email : null;
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  const mailer = createMailer(app.config, app.log);
  if (!mailer) app.log.warn('SMTP_URL is not set: password reset and email verification mails are off');
  const auth = createAuth(app.config, app.db, { mailer, log: app.log });
  app.decorate('auth', auth);
  // A few at a time, the rest in a short line; past it a 503 at once (plugins/auth.ts, PASSWORD_ENDPOINTS).
  const passwordWork = boundedWork(app.config.auth.passwordWork);
  const siteOrigin = new URL(app.config.publicUrl).origin;
  const trustedOrigins = new Set(app.config.trustedOrigins);

  app.decorateRequest('session', function (this: FastifyRequest) {
    let pending = sessions.get(this);
    if (!pending) {
      pending = auth.api.getSession({ headers: authHeaders(this) });
      sessions.set(this, pending);
    }
    return pending;
  });

  // State-changing requests from another site are refused (cross-site request forgery). Scripts
  // that send no Origin authenticate with a bearer token, which a browser never adds by itself.
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    const site = request.headers['sec-fetch-site'];
    const sameHost = origin !== undefined && origin === `${request.protocol}://${request.host}`;
    if (site === 'cross-site' || (origin !== undefined && !trustedOrigins.has(origin) && !sameHost)) {
      return reply.code(403).send({ message: 'Cross-origin request refused' });
    }
  });

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    async handler(request, reply) {
      const endpoint = (request.params as { '*': string })['*'];
      checkAuthInput(endpoint, request.query, request.body, siteOrigin);
      const signInEmail = endpoint === 'sign-in/email' ? emailOf(request.body) : null;
      if (signInEmail !== null) {
        const wait = await signInLockedFor(app.db, signInEmail, new Date());
        if (wait > 0) {
          return reply
            .code(429)
            .header('retry-after', wait)
            .send({
              code: 'ACCOUNT_LOCKED',
              message: `Too many failed sign-ins for this account. Try again in ${wait} seconds, or reset the password.`,
            });
        }
      }
      const endTurn = PASSWORD_ENDPOINTS.has(endpoint) ? await passwordWork.enter() : () => {};
      if (!endTurn) {
        return reply
          .code(503)
          .header('retry-after', PASSWORD_RETRY_AFTER_SECONDS)
          .send({ message: 'Too many sign-ins at once; please try again in a moment' } satisfies ErrorBody);
      }
      let response: Response;
      try {
        const url = new URL(request.url, app.config.publicUrl);
        response = await auth.handler(
          new Request(url, {
            method: request.method,
            headers: authHeaders(request),
            body: request.method === 'POST' && request.body !== undefined ? JSON.stringify(request.body) : undefined,
          }),
        );
      } finally {
        endTurn();
      }
      if (signInEmail !== null) {
        if (response.status === 401) await recordSignInFailure(app.db, signInEmail, new Date());
        else if (response.ok) await clearSignInFailures(app.db, signInEmail);
      }
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie') reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);
      return reply.send(response.body ? await response.text() : null);
    },
  });
});

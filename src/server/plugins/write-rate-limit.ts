import type {} from '@fastify/rate-limit';
import type { FastifyContextConfig, FastifyRequest } from 'fastify';

/**
 * Route config for write endpoints: 30 writes a minute per signed-in user (or per address for
 * anonymous attempts, which are refused anyway). Registered through @fastify/rate-limit with
 * `global: false` in app.ts.
 */
export const writeRateLimit: FastifyContextConfig = {
  rateLimit: {
    max: 30,
    timeWindow: 60_000,
    keyGenerator: async (request: FastifyRequest) => {
      const session = await request.session();
      return session ? `user:${session.user.id}` : `ip:${request.ip}`;
    },
  },
};

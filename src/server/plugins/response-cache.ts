import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { TOTAL_COUNT_HEADER } from '../../shared/schemas/common';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Public GET whose response depends only on its URL: micro-cached per process. */
    publicCache?: boolean;
  }
  interface FastifyInstance {
    responseCache: { clear(): void };
  }
}

interface CachedResponse {
  body: string;
  totalCount: string | undefined;
}

/**
 * Micro-cache of public GET responses for a few seconds, keyed by URL. Any successful write in
 * this process clears it, so a user sees their own change at once; other processes catch up
 * within the TTL. It holds nothing another process needs (DESIGN.md section 9).
 */
export const responseCachePlugin = fp(async (app: FastifyInstance, options: { ttlMs: number }) => {
  const cache = new LRUCache<string, CachedResponse>({ max: 5000, ttl: Math.max(options.ttlMs, 1) });
  const enabled = options.ttlMs > 0;
  app.decorate('responseCache', { clear: () => cache.clear() });

  app.addHook('onRequest', async (request, reply) => {
    if (!enabled || request.method !== 'GET' || !request.routeOptions.config.publicCache) return;
    const hit = cache.get(request.url);
    if (!hit) return;
    if (hit.totalCount !== undefined) reply.header(TOTAL_COUNT_HEADER, hit.totalCount);
    reply.header('x-cache', 'hit').type('application/json; charset=utf-8');
    return reply.send(hit.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET') {
      if (reply.statusCode < 400) cache.clear();
      return payload;
    }
    if (
      enabled &&
      request.routeOptions.config.publicCache &&
      reply.statusCode === 200 &&
      typeof payload === 'string' &&
      reply.getHeader('x-cache') !== 'hit'
    ) {
      const totalCount = reply.getHeader(TOTAL_COUNT_HEADER);
      cache.set(request.url, { body: payload, totalCount: totalCount === undefined ? undefined : String(totalCount) });
    }
    return payload;
  });
});

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { TOTAL_COUNT_HEADER } from '../../shared/schemas/common';
import { changedPublicData, mayWrite } from '../lib/data-writes';
import { acceptedEncoding, COMPRESSION_THRESHOLD, compressBody, varyOnEncoding, type Encoding } from '../lib/compression';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Public GET whose response depends only on its URL: micro-cached per process. */
    publicCache?: boolean;
  }
  interface FastifyInstance {
    responseCache: ResponseCache;
  }
}

/** A response as sent: replayed as it is on a hit. */
export interface CachedResponse {
  status: number;
  headers: Record<string, string>;
  body: string | Buffer;
}

/** What the cache holds for a key: a response, one being computed, or nothing yet. */
export type Lookup =
  | { kind: 'hit'; response: CachedResponse }
  | { kind: 'wait'; response: Promise<CachedResponse | undefined> }
  /**
   * The caller computes it and must call `complete` in every case: with its answer, which the
   * waiters get and which is kept unless it is a 5xx, or undefined when it has none to share
   * (the waiters then compute their own).
   */
  | { kind: 'miss'; complete: (response: CachedResponse | undefined) => void };

export interface ResponseCache {
  lookup(key: string): Lookup;
  /** The cached response if there is one; never waits, never claims the key. */
  peek(key: string): CachedResponse | undefined;
  /** The cached response, or `load()`'s; one load per key at a time, others wait for it. */
  fetch(key: string, load: () => Promise<CachedResponse>): Promise<CachedResponse>;
  /** Keeps a key's next answer as if it had been asked for before (it is about to be read again). */
  want(key: string): void;
  clear(): void;
}

/**
 * A key being computed. The promise its waiters share is made when the first of them comes: one
 * made for every miss and resolved with the response kept the response alive past two
 * scavenges in the server (promoted: 230 MB over 12,000 deep ranking pages against 46 MB
 * without, each scavenge 6-8 ms against 3-4), and at scale most misses have no waiter.
 */
interface InFlight {
  waiting?: Promise<CachedResponse | undefined>;
  settle?: (response: CachedResponse | undefined) => void;
}

/** What the cached bodies may weigh in all, in bytes. */
const CACHE_MAX_BYTES = 64 * 1024 * 1024;
// A body's compressed copies (kept beside it, one per encoding asked for; browsers all ask for
// brotli) weigh under a third of it each.
const WITH_COPIES = 1.4;

/**
 * The one per-process micro-cache of public responses (API JSON and rendered pages), a few
 * seconds. A successful write in this process clears it, so a user sees their own change at
 * once; other processes catch up within the TTL. It holds nothing another process needs
 * (DESIGN.md section 9).
 */
export const responseCachePlugin = fp(async (app: FastifyInstance, options: { ttlMs: number }) => {
  const enabled = options.ttlMs > 0;
  // Bounded by size as well as count: a rendered page (its inline stylesheet and embedded data)
  // weighs 100-200 KB, and distinct URLs (query strings) are free to make.
  const store = new LRUCache<string, CachedResponse>({
    max: 5000,
    maxSize: CACHE_MAX_BYTES,
    sizeCalculation: (response) => Math.max(Math.ceil(response.body.length * WITH_COPIES), 1),
    ttl: Math.max(options.ttlMs, 1),
  });
  // An answer is kept from the second time its key is computed within two TTLs (nginx's
  // proxy_cache_min_uses 2): at 1M creatives most URLs are asked for once, and keeping each of
  // those answers for the TTL made the collector copy and promote 64 MB of them over and over
  // (deep pages 1,287-1,439 a second with the cache against 1,539-1,637 without it).
  const seen = new LRUCache<string, true>({ max: 50_000, ttl: Math.max(options.ttlMs, 1) * 2 });
  const inFlight = new Map<string, InFlight>();
  // A clear during a load makes its result stale: it is then neither stored nor shared.
  let generation = 0;

  function lookup(key: string): Lookup {
    const hit = store.get(key);
    if (hit) return { kind: 'hit', response: hit };
    const pending = inFlight.get(key);
    if (pending) {
      pending.waiting ??= new Promise((resolve) => {
        pending.settle = resolve;
      });
      return { kind: 'wait', response: pending.waiting };
    }
    const startedIn = generation;
    const computing: InFlight = {};
    inFlight.set(key, computing);
    return {
      kind: 'miss',
      complete(response) {
        if (inFlight.get(key) === computing) inFlight.delete(key);
        // A 5xx goes to those who asked at the same moment, not to those who come after: when
        // the server is overloaded or its database out of reach, a popular page's waiters each
        // computing it again would be a stampede at the worst time.
        if (response && response.status < 500 && startedIn === generation) {
          if (seen.has(key)) store.set(key, response);
          else seen.set(key, true);
        }
        computing.settle?.(response);
      },
    };
  }

  const cache: ResponseCache = {
    lookup,
    peek: (key) => (enabled ? store.get(key) : undefined),
    async fetch(key, load) {
      if (!enabled) return load();
      const found = lookup(key);
      if (found.kind === 'hit') return found.response;
      if (found.kind === 'wait') return (await found.response) ?? load();
      try {
        const response = keptOutsideTheHeap(await load());
        found.complete(response);
        return response;
      } catch (error) {
        found.complete(undefined);
        throw error;
      }
    },
    want(key) {
      seen.set(key, true);
    },
    clear() {
      generation += 1;
      store.clear();
      inFlight.clear();
    },
  };
  app.decorate('responseCache', cache);

  // The API's public GETs: the handler's 200 is what the first request for a URL sends; the
  // requests that arrive while it runs wait for it and replay it.
  const computing = new WeakMap<FastifyRequest, (response: CachedResponse | undefined) => void>();

  app.addHook('onRequest', async (request, reply) => {
    if (!enabled || request.method !== 'GET' || !request.routeOptions.config.publicCache) return;
    const found = lookup(request.url);
    if (found.kind === 'miss') {
      computing.set(request, found.complete);
      return;
    }
    const response = found.kind === 'hit' ? found.response : await found.response;
    if (response) return sendCached(reply, response);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (mayWrite(request)) {
      if (changedPublicData(request, reply)) cache.clear();
      return payload;
    }
    const resolve = computing.get(request);
    if (resolve) {
      computing.delete(request);
      const response = typeof payload === 'string' ? shareable(reply, payload) : undefined;
      resolve(response);
      // Compressed here, the copy is kept for the next requests that accept the same encoding.
      if (response?.status === 200) return encodedFor(reply, response);
    }
    return payload;
  });

  // A request that ends without a reply (client gone) must not leave the others waiting.
  const release = async (request: FastifyRequest) => {
    computing.get(request)?.(undefined);
    computing.delete(request);
  };
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);
});

/**
 * A response as the cache keeps and shares it: its body as bytes outside the JavaScript heap. Kept as strings,
 * up to 64 MB of bodies lived through the young generation's collections into the old one, and
 * every collection cost more with them (decision 0021's finding for the card store): at 1M, a
 * window's first pages (four in five from the cache) ran 4,690 a second with p99 43 ms against
 * 5,621 and 28 with bytes, countries 3,585 and 45 against 4,376 and 34 (the same hour). Sent as
 * bytes, a hit is not encoded again either.
 */
function keptOutsideTheHeap(response: CachedResponse): CachedResponse {
  return typeof response.body === 'string' ? { ...response, body: Buffer.from(response.body) } : response;
}

/** What an API answer's waiters get: a 200 (kept too) or a 503 (shared only), else nothing (each computes its own). */
function shareable(reply: FastifyReply, payload: string): CachedResponse | undefined {
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
  if (reply.statusCode === 200) {
    const totalCount = reply.getHeader(TOTAL_COUNT_HEADER);
    if (totalCount !== undefined) headers[TOTAL_COUNT_HEADER] = String(totalCount);
    return keptOutsideTheHeap({ status: 200, headers, body: payload });
  }
  if (reply.statusCode === 503) {
    const retryAfter = reply.getHeader('retry-after');
    if (retryAfter !== undefined) headers['retry-after'] = String(retryAfter);
    return keptOutsideTheHeap({ status: 503, headers, body: payload });
  }
  return undefined;
}

const encodedCopies = new WeakMap<CachedResponse, Partial<Record<Encoding, Promise<Buffer>>>>();

/**
 * The body to send for a kept response: compressed for the request's accepted encoding once,
 * then that copy for every request that accepts it (a cache hit compressed anew each time cost
 * more than the hit itself). Sets the reply's encoding headers; @fastify/compress then leaves it.
 */
async function encodedFor(reply: FastifyReply, response: CachedResponse): Promise<string | Buffer> {
  const type = response.headers['content-type'] ?? '';
  if (response.body.length < COMPRESSION_THRESHOLD || !/^(application\/json|text\/)/u.test(type)) return response.body;
  const encoding = acceptedEncoding(reply.request);
  if (!encoding) return response.body;
  const copies = encodedCopies.get(response) ?? {};
  if (!encodedCopies.has(response)) encodedCopies.set(response, copies);
  // Requests that want the same copy while it is being made wait for it; a failed one is not kept.
  const kind = type.startsWith('text/html') ? 'page' : 'data';
  const copy = (copies[encoding] ??= compressBody(response.body, encoding, kind).catch((error: unknown) => {
    delete copies[encoding];
    throw error;
  }));
  const vary = reply.getHeader('vary');
  reply.header('content-encoding', encoding).header('vary', varyOnEncoding(vary === undefined ? undefined : String(vary)));
  return copy;
}

/** Sends a kept response (the micro-cache's, a rendered page, a search's answer) as it was first sent. */
export async function sendKept(reply: FastifyReply, response: CachedResponse): Promise<FastifyReply> {
  reply.code(response.status).headers(response.headers);
  return reply.send(await encodedFor(reply, response));
}

/** Sends a cached response as it was first sent, marked `x-cache: hit`. */
export function sendCached(reply: FastifyReply, response: CachedResponse): Promise<FastifyReply> {
  return sendKept(reply.header('x-cache', 'hit'), response);
}

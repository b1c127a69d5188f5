import zlib from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyRequest } from 'fastify';

/** What the server compresses to, best first: the @fastify/compress registration (app.ts) and kept responses alike. */
export const ENCODINGS = ['br', 'gzip', 'deflate'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/** Bodies smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD = 1024;

// Quality 5, not the plugin's 4: a page 7% smaller for a third more time (1.3 ms for a 126 KB
// creative page), enough for most pages to arrive in a new connection's first round trip.
export const BROTLI_OPTIONS: zlib.BrotliOptions = {
  params: { [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
};

/**
 * The encoding a request accepts best, or null (none, identity only, or none of ours). As
 * @fastify/compress reads the header: `*` and `x-gzip` stand for gzip.
 */
export function acceptedEncoding(request: FastifyRequest): Encoding | null {
  const header = request.headers['accept-encoding'];
  if (!header) return null;
  return negotiate(header.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'), [...ENCODINGS]);
}

/** A page's HTML (what a new visitor's first round trips carry), or data the app asks for. */
export type BodyKind = 'page' | 'data';

// Larger pages (about a millisecond of brotli) are compressed on libuv's threads, not on the one
// thread that serves every request; smaller bodies cost less than the trip.
const OFF_THREAD_FROM = 16 * 1024;
// Data is compressed on that thread at any size up to this: a ranking's page of 50 (18 KB of JSON)
// takes 0.04 ms there at quality 1, against 0.26 ms of CPU at quality 5 on libuv's threads (the
// stream and the hops included), for 3.9 KB against 3.1.
const DATA_INLINE_UNTIL = 256 * 1024;
// What is compressed on that thread is at brotli's quality 1: half the time of 5, for a body that
// arrives in the same one or two packets either way (a creative: 1,360 bytes against 1,117).
const INLINE_BROTLI_QUALITY = 1;

/**
 * A body compressed whole, in one call: no stream machinery for what is already in memory. Brotli
 * is told the size and given a window just large enough for it (2^bits - 16 bytes; the output is
 * within 2 bytes of the default's): with its default 4 MB window a 20 KB answer cost twice as
 * much to compress.
 */
export async function compressBody(body: string | Buffer, encoding: Encoding, kind: BodyKind): Promise<Buffer> {
  const size = Buffer.byteLength(body);
  const window = Math.min(
    Math.max(Math.ceil(Math.log2(size + 16)), zlib.constants.BROTLI_MIN_WINDOW_BITS),
    zlib.constants.BROTLI_DEFAULT_WINDOW,
  );
  const inline = size < (kind === 'data' ? DATA_INLINE_UNTIL : OFF_THREAD_FROM);
  const brotli = {
    params: {
      ...BROTLI_OPTIONS.params,
      ...(inline ? { [zlib.constants.BROTLI_PARAM_QUALITY]: INLINE_BROTLI_QUALITY } : {}),
      [zlib.constants.BROTLI_PARAM_LGWIN]: window,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  };
  if (inline) {
    if (encoding === 'br') return zlib.brotliCompressSync(body, brotli);
    return encoding === 'gzip' ? zlib.gzipSync(body) : zlib.deflateSync(body);
  }
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, result: Buffer) => (error ? reject(error) : resolve(result));
    if (encoding === 'br') zlib.brotliCompress(body, brotli, done);
    else if (encoding === 'gzip') zlib.gzip(body, done);
    else zlib.deflate(body, done);
  });
}

/** A Vary header value with `accept-encoding` added once. */
export function varyOnEncoding(vary: string | undefined): string {
  if (!vary) return 'accept-encoding';
  return /(^|,)\s*accept-encoding\s*(,|$)/iu.test(vary) ? vary : `${vary}, accept-encoding`;
}

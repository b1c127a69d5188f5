import zlib from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { acceptedEncoding, BROTLI_OPTIONS, compressBody, varyOnEncoding } from '../../src/server/lib/compression';

const asking = (header?: string) => ({ headers: header === undefined ? {} : { 'accept-encoding': header } }) as FastifyRequest;

describe('acceptedEncoding', () => {
  it('picks brotli from what a browser sends, and what a client accepts best otherwise', () => {
    expect(acceptedEncoding(asking('gzip, deflate, br, zstd'))).toBe('br');
    expect(acceptedEncoding(asking('GZIP'))).toBe('gzip');
    expect(acceptedEncoding(asking('br;q=0, gzip;q=0.5, deflate;q=0.9'))).toBe('deflate');
    expect(acceptedEncoding(asking('x-gzip'))).toBe('gzip');
    expect(acceptedEncoding(asking('*'))).toBe('gzip');
  });

  it('is null when a client accepts none of ours', () => {
    expect(acceptedEncoding(asking())).toBeNull();
    expect(acceptedEncoding(asking(''))).toBeNull();
    expect(acceptedEncoding(asking('identity'))).toBeNull();
    expect(acceptedEncoding(asking('zstd'))).toBeNull();
  });
});

describe('compressBody', () => {
  // Seeded noise over a small alphabet: compressible, but with no short period for brotli to ride.
  const text = (size: number) => {
    let seed = 12345;
    return Array.from({ length: size }, () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return 'abcdefgh ,"{}:0123'[seed % 18];
    }).join('');
  };

  it.each([0, 1, 1007, 1008, 1009, 8175, 8176, 8177, 16_383])(
    'gives back %i bytes of text exactly, compressed on the spot',
    async (size) => {
      const body = text(size);
      expect(zlib.brotliDecompressSync(await compressBody(body, 'br', 'page')).toString()).toBe(body);
    },
  );

  // Around the edges of a brotli window (2^bits - 16 bytes) and past the default one.
  it.each([16_384, 32_751, 32_752, 32_753, 70_000, 5_000_000])(
    'gives back %i bytes of text exactly, as small as brotli at the same quality with its default window',
    async (size) => {
      const body = text(size);
      const compressed = await compressBody(body, 'br', 'page');
      expect(zlib.brotliDecompressSync(compressed).toString()).toBe(body);
      expect(compressed.length).toBeLessThanOrEqual(zlib.brotliCompressSync(body, BROTLI_OPTIONS).length + 2);
    },
  );

  // Data of any size up to 256 KB is compressed at brotli's quickest quality; a page from 16 KB harder.
  it.each([16_384, 100_000, 262_143, 262_144, 300_000])('gives back %i bytes of data exactly, quickly made up to 256 KB', async (size) => {
    const body = text(size);
    const data = await compressBody(body, 'br', 'data');
    expect(zlib.brotliDecompressSync(data).toString()).toBe(body);
    const quickest = zlib.brotliCompressSync(body, { params: { ...BROTLI_OPTIONS.params, [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } });
    const page = await compressBody(body, 'br', 'page');
    if (size < 262_144) expect(Math.abs(data.length - quickest.length)).toBeLessThanOrEqual(2);
    else expect(data.length).toBe(page.length);
  });

  it.each([40, 1000])('writes gzip and deflate as zlib reads them, from strings and buffers (%i objects)', async (count) => {
    const body = '{"name":"Elena Sarmiento","points":300}'.repeat(count);
    expect(zlib.gunzipSync(await compressBody(body, 'gzip', 'data')).toString()).toBe(body);
    expect(zlib.inflateSync(await compressBody(Buffer.from(body), 'deflate', 'page')).toString()).toBe(body);
  });
});

describe('varyOnEncoding', () => {
  it('adds accept-encoding once to what the response varies on', () => {
    expect(varyOnEncoding(undefined)).toBe('accept-encoding');
    expect(varyOnEncoding('Accept-Language, Cookie')).toBe('Accept-Language, Cookie, accept-encoding');
    expect(varyOnEncoding('Accept-Encoding, Cookie')).toBe('Accept-Encoding, Cookie');
    expect(varyOnEncoding('accept-encodings')).toBe('accept-encodings, accept-encoding');
  });
});

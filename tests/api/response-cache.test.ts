import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CachedResponse } from '../../src/server/plugins/response-cache';
import type { OwnAward } from '../../src/shared/schemas/award';
import type { Creative } from '../../src/shared/schemas/creative';
import type { Festival } from '../../src/shared/schemas/festival';
import type { OwnProfile } from '../../src/shared/schemas/profile';
import { createTestApp, TEST_MODERATOR_EMAIL, type TestApp } from '../helpers/test-app';
import { signUp } from '../helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { responseCacheTtlMs: 60_000 } });
});
afterAll(() => t.close());

const URL = '/api/creatives?limit=2&offset=3';

async function isCached(path: string) {
  const response = await t.request(path);
  await response.arrayBuffer();
  return response.headers.get('x-cache') === 'hit';
}

describe('what the micro-cache keeps', () => {
  it("keeps a URL's answer from the second time it is asked for, not one asked for once", async () => {
    const path = '/api/creatives?limit=2&offset=7';
    expect(await isCached(path)).toBe(false);
    expect(await isCached(path)).toBe(false);
    expect(await isCached(path)).toBe(true);
    expect(await isCached('/api/creatives?limit=2&offset=8')).toBe(false);
  });
});

describe('what clears the micro-cache', () => {
  it('stays warm through HEAD, OPTIONS, health checks and an anonymous sign-out', async () => {
    t.app.responseCache.clear(); // whatever the tests before it cached
    expect(await isCached(URL)).toBe(false);
    expect(await isCached(URL)).toBe(false);
    expect(await isCached(URL)).toBe(true);

    expect((await t.request(URL, { method: 'HEAD' })).status).toBe(200);
    expect(await isCached(URL)).toBe(true);
    await t.request(URL, { method: 'OPTIONS' });
    expect((await t.request('/healthz')).status).toBe(200);
    expect((await t.request('/readyz')).status).toBe(200);
    const signOut = await t.request('/api/auth/sign-out', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: '{}',
    });
    expect(signOut.status).toBeLessThan(400);
    expect(await isCached(URL)).toBe(true);
  });

  it('stays warm through signing up and in', async () => {
    await isCached(URL);
    await signUp(t);
    expect(await isCached(URL)).toBe(true);
  });

  it('is cleared by a moderator verifying an award, so the new points show at once', async () => {
    const moderator = await signUp(t, { email: TEST_MODERATOR_EMAIL });
    const user = await signUp(t);
    const creative = (await user.send<OwnProfile>('POST', '/api/creatives', { name: 'Cache Buster' })).body;
    const cannes = (await t.get<Festival>('/api/festivals/slug/cannes-lions')).body;
    const award = (
      await user.send<OwnAward>('POST', '/api/awards', {
        festivalId: cannes.id,
        categoryId: cannes.categories[0]!.id,
        title: 'Cached no more',
        year: 2026,
        type: 'gold',
      })
    ).body;
    const path = `/api/creatives/${creative.id}`;
    expect(await isCached(path)).toBe(false);
    expect(await isCached(path)).toBe(false);
    expect(await isCached(path)).toBe(true);

    expect((await moderator.send('POST', `/api/moderation/awards/${award.id}`, { decision: 'approve' })).status).toBe(204);
    const after = await t.request(path);
    expect(after.headers.get('x-cache')).toBeNull();
    expect(((await after.json()) as Creative).totalPoints).toBeGreaterThan(0);
  });
});

describe('concurrent misses of one key', () => {
  const response: CachedResponse = { status: 200, headers: { 'content-type': 'application/json' }, body: '[]' };

  it('computes the first and lets the others wait for it', async () => {
    t.app.responseCache.want('coalesce-me');
    const first = t.app.responseCache.lookup('coalesce-me');
    const second = t.app.responseCache.lookup('coalesce-me');
    expect(first.kind).toBe('miss');
    expect(second.kind).toBe('wait');
    if (first.kind !== 'miss' || second.kind !== 'wait') return;
    first.complete(response);
    expect(await second.response).toEqual(response);
    expect(t.app.responseCache.lookup('coalesce-me')).toEqual({ kind: 'hit', response });
  });

  it('lets the others compute it themselves when the first has nothing to share', async () => {
    const first = t.app.responseCache.lookup('uncacheable');
    const second = t.app.responseCache.lookup('uncacheable');
    if (first.kind !== 'miss' || second.kind !== 'wait') throw new Error(`expected miss then wait, got ${first.kind}, ${second.kind}`);
    first.complete(undefined);
    expect(await second.response).toBeUndefined();
    expect(t.app.responseCache.lookup('uncacheable').kind).toBe('miss');
  });

  it('gives a 5xx to those who waited for it, and keeps it for no one after', async () => {
    const unavailable: CachedResponse = { status: 503, headers: { 'retry-after': '5' }, body: '{"message":"busy"}' };
    t.app.responseCache.want('overloaded');
    const first = t.app.responseCache.lookup('overloaded');
    const second = t.app.responseCache.lookup('overloaded');
    if (first.kind !== 'miss' || second.kind !== 'wait') throw new Error(`expected miss then wait, got ${first.kind}, ${second.kind}`);
    first.complete(unavailable);
    expect(await second.response).toEqual(unavailable);
    expect(t.app.responseCache.lookup('overloaded').kind).toBe('miss');
  });

  it('computes a page once for the requests that ask for it at the same moment, its failure too', async () => {
    let loads = 0;
    const load = async (): Promise<CachedResponse> => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { status: 503, headers: {}, body: 'busy' };
    };
    const answers = await Promise.all(Array.from({ length: 10 }, () => t.app.responseCache.fetch('page en /busy', load)));
    expect(loads).toBe(1);
    expect(answers.every((answer) => answer.status === 503)).toBe(true);
    await t.app.responseCache.fetch('page en /busy', load);
    expect(loads).toBe(2);
  });

  it('does not keep a response computed before a write cleared the cache', () => {
    const first = t.app.responseCache.lookup('stale');
    if (first.kind !== 'miss') throw new Error(`expected a miss, got ${first.kind}`);
    t.app.responseCache.clear();
    const after = t.app.responseCache.lookup('stale');
    expect(after.kind).toBe('miss');
    first.complete(response);
    expect(t.app.responseCache.lookup('stale').kind).toBe('wait');
  });
});

describe('compressed answers', () => {
  const get = async (path: string, acceptEncoding: string) => {
    const response = await t.request(path, { headers: { 'accept-encoding': acceptEncoding } });
    // fetch decodes the body; the headers say how it came.
    return { headers: response.headers, body: await response.text() };
  };

  it('sends a kept answer compressed as each client accepts, decoding to the very answer', async () => {
    t.app.responseCache.clear();
    const path = '/api/creatives?limit=20&offset=1';
    t.app.responseCache.want(path);
    const first = await get(path, 'gzip, deflate, br, zstd');
    expect(first.headers.get('x-cache')).toBeNull();
    const again = await get(path, 'gzip, deflate, br, zstd');
    const gzipped = await get(path, 'gzip');
    const plain = await get(path, 'identity');
    expect([again, gzipped, plain].map((answer) => answer.headers.get('x-cache'))).toEqual(['hit', 'hit', 'hit']);
    expect([first, again, gzipped, plain].map((answer) => answer.headers.get('content-encoding'))).toEqual(['br', 'br', 'gzip', null]);
    expect(first.headers.get('vary')).toBe('accept-encoding');
    expect(again.headers.get('x-total-count')).toBe(plain.headers.get('x-total-count'));
    expect(plain.body.length).toBeGreaterThan(1024);
    for (const answer of [first, again, gzipped]) expect(answer.body).toBe(plain.body);
  });

  it('compresses a kept answer once for each encoding, not for every request', async () => {
    t.app.responseCache.clear();
    const brotli = vi.spyOn(zlib, 'brotliCompressSync');
    try {
      t.app.responseCache.want('/api/creatives?limit=30&offset=2');
      for (let i = 0; i < 4; i++) await get('/api/creatives?limit=30&offset=2', 'br');
      expect(brotli).toHaveBeenCalledTimes(1);
    } finally {
      brotli.mockRestore();
    }
  });

  it('does not keep a copy that failed to be made: the next request compresses afresh', async () => {
    t.app.responseCache.clear();
    const path = '/api/creatives?limit=20&offset=4';
    const brotli = vi.spyOn(zlib, 'brotliCompressSync').mockImplementationOnce(() => {
      throw new Error('no memory for the encoder');
    });
    try {
      expect((await t.request(path, { headers: { 'accept-encoding': 'br' } })).status).toBe(500);
      const again = await get(path, 'br');
      expect(again.headers.get('content-encoding')).toBe('br');
      expect(JSON.parse(again.body)).toHaveLength(20);
    } finally {
      brotli.mockRestore();
    }
  });

  it('sends answers under a kilobyte as they are', async () => {
    const answer = await get('/api/creatives?limit=1&offset=2', 'br');
    expect(answer.body.length).toBeLessThan(1024);
    expect(answer.headers.get('content-encoding')).toBeNull();
  });
});

describe('what the micro-cache holds', () => {
  it('weighs at most 64 MB of bodies and their compressed copies, however many distinct URLs: the least recent go first', async () => {
    const body = 'x'.repeat(1024 * 1024);
    for (let i = 0; i < 70; i++) {
      t.app.responseCache.want(`big ${i}`);
      await t.app.responseCache.fetch(`big ${i}`, () => Promise.resolve<CachedResponse>({ status: 200, headers: {}, body }));
    }
    expect(t.app.responseCache.lookup('big 69').kind).toBe('hit');
    const oldest = t.app.responseCache.lookup('big 0');
    expect(oldest.kind).toBe('miss');
    if (oldest.kind === 'miss') oldest.complete(undefined);
  });

  it('holds the bodies as bytes outside the JavaScript heap, sent as they were first sent', async () => {
    const path = '/api/creatives?limit=3&offset=11';
    t.app.responseCache.want(path);
    const first = await t.request(path);
    const sent = await first.text();
    const kept = t.app.responseCache.peek(path);
    expect(Buffer.isBuffer(kept?.body)).toBe(true);
    expect(kept?.body.toString()).toBe(sent);
    const again = await t.request(path);
    expect([again.headers.get('x-cache'), again.headers.get('content-type'), await again.text()]).toEqual([
      'hit',
      first.headers.get('content-type'),
      sent,
    ]);
  });
});

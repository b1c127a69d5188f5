import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { rowsOf } from '../../src/server/lib/sql';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy';
import { createTestApp, type TestApp } from '../helpers/test-app';

// A database server that goes away (a restart, a failover, a network cut) and one too busy to
// answer: PostgreSQL only (PGlite lives in the process and cannot be out of reach).
const template = inject('postgresTemplate');

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><!--head--><title>Palmarés</title></head><body><div id="root"></div></body></html>';
const CLIENT_FILES = { 'index.html': INDEX_HTML };

/** A page's status, headers and HTML. */
async function page(t: TestApp, url: string) {
  const response = await t.request(url);
  return { status: response.status, headers: response.headers, html: await response.text() };
}

/** What an unavailable page must be: not the page (no HTML of the app, no state), not indexed, asked again later. */
function expectAppOnly(p: Awaited<ReturnType<typeof page>>, status: number) {
  expect(p.status).toBe(status);
  expect(p.headers.get('x-robots-tag')).toBe('noindex');
  expect(p.html).toContain('<div id="root"></div>');
  expect(p.html).not.toContain('palmares-state');
}

/** Holds the app's costly share (one connection) busy with a sleep, until the returned function ends it. */
async function holdCostlyShare(t: TestApp): Promise<() => Promise<void>> {
  const held = Promise.resolve(t.app.costlyDb.execute(sql`select pg_sleep(60)`)).catch(() => 'cancelled');
  const sleeping = async () =>
    rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and state = 'active' and query like 'select pg_sleep%'`),
    )[0]!.n;
  await expect.poll(sleeping, { interval: 20, timeout: 5000 }).toBe(1);
  return async () => {
    await t.db.execute(sql`select pg_cancel_backend(pid) from pg_stat_activity
      where datname = current_database() and query like 'select pg_sleep%' and pid <> pg_backend_pid()`);
    expect(await held).toBe('cancelled');
  };
}

describe.skipIf(!template)('the database out of reach', () => {
  let proxy: TcpProxy;
  let t: TestApp;
  beforeAll(async () => {
    const server = new URL(template!.url);
    proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port) });
    t = await createTestApp({
      clientFiles: CLIENT_FILES,
      database: { connectVia: (url) => proxy.through(url), connectTimeoutMs: 1000 },
    });
  });
  afterAll(async () => {
    await t.close();
    await proxy.close();
  });

  it('answers 503 with Retry-After, quickly, and everything again once it is back', async () => {
    const creative = await t.get<{ username: string }>('/api/creatives/41');
    expect(creative.status).toBe(200);
    const { username } = creative.body;

    await proxy.cut();
    const started = Date.now();
    // Pooled reads, the pipelined reads of a profile, the costly share, a write's transaction.
    for (const path of [
      '/api/creatives?limit=5',
      '/api/creatives/42',
      `/api/creatives/username/${username}`,
      '/api/search?q=ana',
      '/api/festivals',
    ]) {
      const answer = await t.get<{ message: string }>(path);
      expect(answer.status, path).toBe(503);
      expect(answer.headers.get('retry-after'), path).toBe('5');
      expect(answer.body.message, path).not.toMatch(/ECONN|terminated|127\.0\.0\.1|pg/i);
    }
    expect((await t.get('/readyz')).status).toBe(503);
    const profile = await page(t, `/creative/${username}`);
    expectAppOnly(profile, 503);
    expect(profile.headers.get('retry-after')).toBe('5');
    expectAppOnly(await page(t, '/people?country=ES'), 503);
    // Refused connections fail at once: nothing waited for a timeout.
    expect(Date.now() - started).toBeLessThan(5000);

    await proxy.restore();
    await expect.poll(async () => (await t.get('/readyz')).status, { interval: 50, timeout: 5000 }).toBe(200);
    for (const path of ['/api/creatives?limit=5', '/api/creatives/42', `/api/creatives/username/${username}`, '/api/search?q=ana']) {
      expect((await t.get(path)).status, path).toBe(200);
    }
    const back = await page(t, `/creative/${username}`);
    expect(back.status).toBe(200);
    expect(back.html).toContain('palmares-state');
  });

  it('answers 503 for the reads whose connections are ended under them, and goes on', async () => {
    // Every other session of the app's database ended, as by a restart or a failover: each pool
    // finds out on its next query. Concurrent reads, so that the pools' other connections answer.
    await t.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid()`);
    const answers = await Promise.all(['/api/creatives?limit=5', '/api/creatives/43', '/api/search?q=mar'].map((path) => t.get(path)));
    for (const answer of answers) expect([200, 503]).toContain(answer.status);
    await expect.poll(async () => (await t.get('/api/creatives?limit=6')).status, { interval: 50, timeout: 5000 }).toBe(200);
  });
});

describe.skipIf(!template)('a page whose reads are shed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      clientFiles: CLIENT_FILES,
      database: { costlyPoolSize: 1, connectTimeoutMs: 300 },
      config: { responseCacheTtlMs: 60_000 },
    });
  });
  afterAll(() => t.close());

  it('is a 503 with Retry-After and the app alone, not the page with an error kept and indexed as a 200', async () => {
    const release = await holdCostlyShare(t);
    const shed = await page(t, '/people?country=ES');
    expectAppOnly(shed, 503);
    expect(shed.headers.get('retry-after')).toBe('5');
    // Asked for at the same moment, a shed read is waited for once: the others get its 503 (the
    // micro-cache's replay), not each a wait of their own in the busy share.
    const same = await Promise.all(Array.from({ length: 6 }, () => t.request('/api/creatives?country=US&limit=5')));
    expect(same.map((answer) => answer.status)).toEqual(Array(6).fill(503));
    expect(same.every((answer) => answer.headers.get('retry-after') === '2')).toBe(true);
    expect(same.filter((answer) => answer.headers.get('x-cache') === 'hit')).toHaveLength(5);
    await release();
    const served = await page(t, '/people?country=ES');
    expect(served.status).toBe(200);
    expect((await t.request('/api/creatives?country=US&limit=5')).status).toBe(200);
    expect(served.html).toContain('palmares-state');
  });
});

describe.skipIf(!template)('more pages at once than the process renders', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      clientFiles: CLIENT_FILES,
      database: { costlyPoolSize: 1, connectTimeoutMs: 2000 },
      config: { pageRendersMax: 1 },
    });
  });
  afterAll(() => t.close());

  it('sheds the pages past the bound at once (503, the app alone), and renders them again once there is room', async () => {
    const { username } = (await t.get<{ username: string }>('/api/creatives/41')).body;
    // A render held in flight: its list waits for the costly share, busy with the tests' sleep.
    const release = await holdCostlyShare(t);
    const costlyPool = (t.app.costlyDb as unknown as { $client: { waitingCount: number } }).$client;
    const rendering = page(t, '/people?country=ES');
    await expect.poll(() => costlyPool.waitingCount).toBe(1);

    const shed = await page(t, `/creative/${username}`);
    expectAppOnly(shed, 503);
    expect(shed.headers.get('retry-after')).toBe('5');
    // The API is not a page: it answers as ever.
    expect((await t.get(`/api/creatives/username/${username}`)).status).toBe(200);

    await release();
    expect((await rendering).status).toBe(200);
    const served = await page(t, `/creative/${username}`);
    expect(served.status).toBe(200);
    expect(served.html).toContain('palmares-state');
  });
});

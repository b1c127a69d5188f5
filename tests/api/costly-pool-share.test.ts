import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { rowsOf } from '../../src/server/lib/sql';
import type { RankingWindows } from '../../src/shared/schemas/ranking';
import { createTestApp, type TestApp } from '../helpers/test-app';

// The costly share of the pool is a pool of its own on the PostgreSQL server only (PGlite has one
// connection): work that can scan waits there, and the rest of the site does not wait with it.
const onPostgres = Boolean(inject('postgresTemplate'));

/** Connections of the app's database running the tests' `pg_sleep`: a share held busy. */
async function sleepingConnections(t: TestApp): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await t.db.execute(sql`select count(*)::int as n from pg_stat_activity
      where datname = current_database() and state = 'active' and query like 'select pg_sleep%'`),
  );
  return row?.n ?? 0;
}

describe.skipIf(!onPostgres)('costly work has a bounded share of the pool', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Both connections pooled: the short reads' pipelined connection would take the ranking's page.
    t = await createTestApp({ database: { costlyPoolSize: 2, costlyPipelinedConnections: 0, connectTimeoutMs: 300 } });
  });
  afterAll(() => t.close());

  it('keeps festivals and creatives answering while the share is held, and sheds costly requests with 503', async () => {
    // Every connection of the share busy, as with a burst of slow searches, until the test ends it.
    // Drizzle's queries run when awaited: Promise.resolve starts them now.
    const held = [1, 2].map(() => Promise.resolve(t.app.costlyDb.execute(sql`select pg_sleep(60)`)).catch(() => 'cancelled'));
    await expect.poll(() => sleepingConnections(t), { interval: 20, timeout: 5000 }).toBe(2);

    const festival = await t.get<{ slug: string }>('/api/festivals/slug/cannes-lions');
    const creative = await t.get<{ id: number }>('/api/creatives/41');
    expect(festival.status).toBe(200);
    expect(festival.body.slug).toBe('cannes-lions');
    expect(creative.status).toBe(200);
    expect(creative.body.id).toBe(41);

    // The costly routes wait at most the connect timeout, then say so.
    const ranking = await t.get<unknown[]>('/api/creatives?limit=5&country=ES');
    expect(ranking.status).toBe(503);
    expect(ranking.headers.get('retry-after')).toBe('2');
    const search = await t.get<{ message: string }>('/api/search?q=ana');
    expect(search.status).toBe(503);
    expect(search.body.message).not.toMatch(/pool|timeout|pg_/i);

    // A window's festival is looked up outside the share: a wrong one is answered at once, not
    // after a wait in the share's queue (and a right one waits there once, for the page itself).
    const unknownWindow = await t.get<{ message: string }>('/api/creatives?festival=no-such-festival&limit=5');
    expect(unknownWindow.status).toBe(400);
    expect(unknownWindow.body.message).toContain('no festival "no-such-festival"');
    expect((await t.get('/api/rankings/agencies?festival=no-such-festival')).status).toBe(400);
    expect((await t.get('/api/festivals/no-such-festival/winners')).status).toBe(404);

    await t.db.execute(sql`select pg_cancel_backend(pid) from pg_stat_activity
      where datname = current_database() and query like 'select pg_sleep%' and pid <> pg_backend_pid()`);
    expect(await Promise.all(held)).toEqual(['cancelled', 'cancelled']);
    expect((await t.get('/api/search?q=ana')).status).toBe(200);
  });
});

describe.skipIf(!onPostgres)('whole-window sorts have a smaller share of their own', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database: { costlyPoolSize: 2, sortingPoolSize: 1, connectTimeoutMs: 300 } });
  });
  afterAll(() => t.close());

  it('keeps every other list answering while the share is held, and sheds such sorts with 503', async () => {
    const { body: windows } = await t.get<RankingWindows>('/api/rankings/windows');
    const year = windows.years[0]!;
    const held = Promise.resolve(t.app.sortingDb.execute(sql`select pg_sleep(60)`)).catch(() => 'cancelled');
    await expect.poll(() => sleepingConnections(t), { interval: 20, timeout: 5000 }).toBe(1);

    // A window in points order, every list of all time, search: the costly share, free.
    for (const path of [`/api/creatives?year=${year}&limit=5`, '/api/creatives?sort=name&limit=5', '/api/search?q=ana']) {
      expect((await t.get(path)).status, path).toBe(200);
    }
    // A window by another order or by a text, as a list or a file: the sorting share, busy.
    for (const path of [
      `/api/creatives?year=${year}&sort=name&limit=5`,
      `/api/creatives?festival=cannes-lions&q=mu&limit=5`,
      `/api/creatives.csv?year=${year}&sort=newest`,
    ]) {
      const response = await t.get<{ message: string }>(path);
      expect(response.status, path).toBe(503);
      expect(response.headers.get('retry-after'), path).toBe('2');
    }

    await t.db.execute(sql`select pg_cancel_backend(pid) from pg_stat_activity
      where datname = current_database() and query like 'select pg_sleep%' and pid <> pg_backend_pid()`);
    expect(await held).toBe('cancelled');
    expect((await t.get(`/api/creatives?year=${year}&sort=name&limit=5`)).status).toBe(200);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OwnAward } from '../../src/shared/schemas/award';
import { creativeListQuerySchema, type CreativeSummary } from '../../src/shared/schemas/creative';
import type { Database } from '../../src/server/db/client';
import type { Festival } from '../../src/shared/schemas/festival';
import type { OwnProfile } from '../../src/shared/schemas/profile';
import { listWindowCreatives, type WindowKey } from '../../src/server/modules/creatives/creative.repository';
import { createTestApp, TEST_MODERATOR_EMAIL, type TestApp } from '../helpers/test-app';
import { signUp, type TestUser } from '../helpers/users';

// A window's pages in points order take its segments and rank ladders from the process's ranking
// list store (src/server/ranking/ranking-list-store.ts), kept fresh by migration 0055's and 0058's notices.

let t: TestApp;
let moderator: TestUser;
let cannes: Festival;
const owners: { user: TestUser; id: number }[] = [];
// Years no demo award has: their windows hold what these tests add.
const YEAR = 1930;
const WINDOW = `/api/creatives?year=${YEAR}&festival=cannes-lions`;

interface WindowsState {
  held: number;
  loading: boolean;
  listening: boolean;
}

const windows = async () => (await t.get<{ rankingLists: WindowsState | null }>('/readyz')).body.rankingLists;

async function page(path = WINDOW) {
  const { status, body, headers } = await t.get<CreativeSummary[]>(path);
  expect(status, path).toBe(200);
  return {
    items: body.map((c) => ({ id: c.id, points: c.windowPoints, rank: c.rank, change: c.rankChange })),
    total: headers.get('x-total-count'),
  };
}

async function win(owner: { user: TestUser }, year: number, type: 'gold' | 'silver' | 'bronze') {
  const { status, body } = await owner.user.send<OwnAward>('POST', '/api/awards', {
    festivalId: cannes.id,
    categoryId: cannes.categories[0]!.id,
    title: `${type} ${year}`,
    year,
    type,
  });
  expect(status).toBe(201);
  expect((await moderator.send('POST', `/api/moderation/awards/${body.id}`, { decision: 'approve' })).status).toBe(204);
  return body.id;
}

/** The repository's page, read through the store (`t.db`) or wholly from the database (a handle the store is not attached to). */
async function repositoryPage(window: WindowKey, query: Record<string, unknown>, fromStore: boolean) {
  const db = fromStore ? t.db : (Object.create(t.db) as Database);
  return listWindowCreatives(db, creativeListQuerySchema.parse(query), window);
}

beforeAll(async () => {
  t = await createTestApp();
  moderator = await signUp(t, { email: TEST_MODERATOR_EMAIL });
  cannes = (await t.get<Festival>('/api/festivals/slug/cannes-lions')).body;
  for (const name of ['Wendy Store', 'Walt Store', 'Wes Store']) {
    const user = await signUp(t);
    const { body } = await user.send<OwnProfile>('POST', '/api/creatives', { name, country: 'PT' });
    owners.push({ user, id: body.id });
  }
  await win(owners[0]!, YEAR - 1, 'gold');
  await win(owners[0]!, YEAR, 'silver');
  await win(owners[1]!, YEAR, 'gold');
  await vi.waitFor(async () => expect((await windows())?.loading).toBe(false), { timeout: 10_000 });
});
afterAll(() => t.close());

describe("a window's pages through the ranking list store", () => {
  it('answer as the pages read wholly from the database, every page of every window', async () => {
    expect((await windows())?.listening).toBe(true);
    expect((await windows())?.held).toBeGreaterThan(0);
    const latest = new Date().getUTCFullYear() - 1;
    const keys: WindowKey[] = [
      { year: 0, festivalId: 0 },
      { year: latest, festivalId: 0 },
      { year: 0, festivalId: cannes.id },
      { year: YEAR, festivalId: cannes.id },
      { year: YEAR - 1, festivalId: cannes.id },
      { year: 1800, festivalId: 0 },
    ];
    let compared = 0;
    for (const window of keys) {
      for (const limit of [1, 7, 50]) {
        const { total } = await repositoryPage(window, { limit }, false);
        for (let offset = 0; offset <= total + limit; offset += limit) {
          const query = { limit, offset };
          expect(await repositoryPage(window, query, true), JSON.stringify({ window, query })).toEqual(
            await repositoryPage(window, query, false),
          );
          compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('are read from the store: a change it was not told of does not show until a notice names it', async () => {
    const before = await page();
    expect(before.items.map((c) => [c.id, c.rank])).toEqual([
      [owners[1]!.id, 1],
      [owners[0]!.id, 2],
    ]);
    // A rank written by hand, its notice off: the page keeps the held ladder's.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`alter table window_rank_ladder disable trigger window_rank_ladder_update_notice`);
      await tx.execute(
        sql`update window_rank_ladder set rank = 9 where year = ${YEAR} and festival_id = ${cannes.id} and basis = 'current'`,
      );
      await tx.execute(sql`alter table window_rank_ladder enable trigger window_rank_ladder_update_notice`);
    });
    expect(await page()).toEqual(before);
    await t.db.execute(sql`select pg_notify('ranking_lists', ${`window:${YEAR}:${cannes.id}`})`);
    await expect.poll(async () => (await page()).items.map((c) => c.rank), { timeout: 5000 }).toEqual([9, 9]);
    // A `*` forgets every window; the rebuild writes the true ranks back and its notices follow.
    await t.db.execute(sql`select pg_notify('ranking_lists', '*')`);
    await t.db.execute(sql`select rebuild_ranking_windows()`);
    await expect.poll(page, { timeout: 5000 }).toEqual(before);
  });

  it("show the writer's own change at once: a new entry, ranks and changes moved", async () => {
    await win(owners[2]!, YEAR, 'gold');
    await win(owners[2]!, YEAR, 'bronze');
    expect((await page()).items).toEqual([
      { id: owners[2]!.id, points: 400, rank: 1, change: null },
      { id: owners[1]!.id, points: 300, rank: 2, change: null },
      { id: owners[0]!.id, points: 200, rank: 3, change: -2 },
    ]);
    expect((await page(`${WINDOW}&limit=1&offset=2`)).items.map((c) => c.id)).toEqual([owners[0]!.id]);
    expect((await page()).total).toBe('3');
  });

  it('follow a change written by another process, once it commits', async () => {
    await t.db.execute(sql`delete from awards where creative_id = ${owners[2]!.id} and year = ${YEAR}`);
    await expect
      .poll(async () => (await page()).items.map((c) => [c.id, c.rank]), { timeout: 5000 })
      .toEqual([
        [owners[1]!.id, 1],
        [owners[0]!.id, 2],
      ]);
    expect((await page()).total).toBe('2');
  });

  it('forget every window when the listening session is lost, reading pages from the database meanwhile', async (context) => {
    if (t.handle.kind !== 'postgres') context.skip();
    await t.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
      where application_name = 'palmares notices ranking_lists' and datname = current_database()`);
    await expect.poll(async () => (await windows())?.listening, { timeout: 10_000 }).toBe(true);
    await vi.waitFor(async () => expect((await windows())?.loading).toBe(false), { timeout: 10_000 });
    await win(owners[2]!, YEAR, 'bronze');
    expect((await page()).items.map((c) => c.id)).toEqual([owners[1]!.id, owners[0]!.id, owners[2]!.id]);
  });
});

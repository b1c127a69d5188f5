import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { rowsOf } from '../../src/server/lib/sql';
import { listHeldCreatives } from '../../src/server/modules/creatives/creative.repository';
import { listCreativesJson } from '../../src/server/modules/creatives/creative.service';
import { AWARD_POINTS } from '../../src/shared/constants';
import type { OwnAward } from '../../src/shared/schemas/award';
import { creativeListQuerySchema, type CreativeSummary } from '../../src/shared/schemas/creative';
import type { Festival } from '../../src/shared/schemas/festival';
import type { OwnProfile } from '../../src/shared/schemas/profile';
import { createTestApp, TEST_MODERATOR_EMAIL, type TestApp } from '../helpers/test-app';
import { signUp, type TestUser } from '../helpers/users';

// The people lists by points take their segments and the all-time rank ladder from the process's
// ranking list store (src/server/ranking/ranking-list-store.ts), kept fresh by migration 0058's notices.

const GRAND_PRIX_POINTS = AWARD_POINTS.grand_prix;

let t: TestApp;
let moderator: TestUser;
let cannes: Festival;

interface StoreState {
  held: number;
  loading: boolean;
  listening: boolean;
}

const peopleLists = async () => (await t.get<{ rankingLists: StoreState | null }>('/readyz')).body.rankingLists;

async function page(path: string) {
  const { status, body, headers } = await t.get<CreativeSummary[]>(path);
  expect(status, path).toBe(200);
  return {
    items: body.map((c) => ({ id: c.id, points: c.totalPoints, rank: c.rank, change: c.rankChange })),
    total: headers.get('x-total-count'),
  };
}

/** A list's page as the API sends it, read through the stores (`t.db`) or wholly from the database (a handle no store is attached to). */
async function servicePage(query: Record<string, unknown>, fromStores: boolean) {
  const db = fromStores ? t.db : (Object.create(t.db) as Database);
  const { json, total } = await listCreativesJson(db, creativeListQuerySchema.parse(query));
  return { items: JSON.parse(json) as CreativeSummary[], total };
}

async function win(user: TestUser, type: 'gold' | 'grand_prix') {
  const { status, body } = await user.send<OwnAward>('POST', '/api/awards', {
    festivalId: cannes.id,
    categoryId: cannes.categories[0]!.id,
    title: `${type} for the store`,
    year: 2021,
    type,
  });
  expect(status).toBe(201);
  expect((await moderator.send('POST', `/api/moderation/awards/${body.id}`, { decision: 'approve' })).status).toBe(204);
}

const loaded = () => vi.waitFor(async () => expect((await peopleLists())?.loading).toBe(false), { timeout: 10_000 });

beforeAll(async () => {
  t = await createTestApp();
  moderator = await signUp(t, { email: TEST_MODERATOR_EMAIL });
  cannes = (await t.get<Festival>('/api/festivals/slug/cannes-lions')).body;
  // Segments of 4 in groups of 3, so that every list has many and pages cross them (a `*` notice).
  await t.db.execute(sql`select rebuild_ranking_segments(4, false, 3)`);
  await t.heard();
  await loaded();
});
afterAll(() => t.close());

describe('the people lists by points through the ranking list store', () => {
  it('answer as the pages read wholly from the database, every page of every list', async () => {
    expect((await peopleLists())?.listening).toBe(true);
    const [busiest] = rowsOf<{ country: string; discipline: string }>(
      await t.db.execute(sql`select country_code as country, discipline from creatives where total_points > 0
        group by 1, 2 order by count(*) desc limit 1`),
    );
    const { country, discipline } = busiest!;
    const filters = [{}, { country }, { category: discipline }, { country, category: discipline }, { country: 'AQ' }];
    let compared = 0;
    for (const filter of filters) {
      for (const limit of [1, 7, 50]) {
        const { total } = await servicePage({ ...filter, limit }, false);
        for (let offset = 0; offset <= total + limit; offset += limit) {
          const query = { ...filter, limit, offset };
          // A list a notice named since the store read it in is read again when first asked for.
          await vi.waitFor(async () => expect(await listHeldCreatives(t.db, creativeListQuerySchema.parse(query))).toBeDefined());
          expect(await servicePage(query, true), JSON.stringify(query)).toEqual(await servicePage(query, false));
          compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('are not read from the store in another order, with a text, or through a handle it is not attached to', async () => {
    const read = (query: Record<string, unknown>, db: Database = t.db) => listHeldCreatives(db, creativeListQuerySchema.parse(query));
    expect(await read({ sort: 'name' })).toBeUndefined();
    expect(await read({ q: 'ana' })).toBeUndefined();
    expect(await read({}, Object.create(t.db) as Database)).toBeUndefined();
  });

  it('are read from the store: a rank it was not told of does not show until a notice names the ladder', async () => {
    const before = await page('/api/creatives?limit=3');
    expect(before.items[0]!.rank).toBe(1);
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`alter table rank_ladder disable trigger rank_ladder_update_notice`);
      await tx.execute(sql`update rank_ladder set rank = rank + 100 where basis = 'current'`);
      await tx.execute(sql`alter table rank_ladder enable trigger rank_ladder_update_notice`);
    });
    expect(await page('/api/creatives?limit=3')).toEqual(before);
    await t.db.execute(sql`select pg_notify('ranking_lists', 'ladder')`);
    await expect
      .poll(async () => (await page('/api/creatives?limit=3')).items.map((c) => c.rank), { timeout: 5000 })
      .toEqual(before.items.map((c) => c.rank! + 100));
    // Written back by a statement whose notice is on: the true ranks show again.
    await t.db.execute(sql`update rank_ladder set rank = rank - 100 where basis = 'current'`);
    await expect.poll(() => page('/api/creatives?limit=3'), { timeout: 5000 }).toEqual(before);
  });

  it("show the writer's own change at once: a new creative at the top of the ranking and of its country", async () => {
    const { total } = await page('/api/creatives?limit=1&country=IS');
    const user = await signUp(t);
    const { body: profile } = await user.send<OwnProfile>('POST', '/api/creatives', { name: 'Stella Storewright', country: 'IS' });
    const { items: top } = await page('/api/creatives?limit=1');
    const best = top[0]!.points;
    for (let points = 0; points <= best; points += GRAND_PRIX_POINTS) await win(user, 'grand_prix');
    const first = await page('/api/creatives?limit=2');
    expect(first.items[0]).toMatchObject({ id: profile.id, rank: 1 });
    expect(first.items[1]!.rank).toBe(2);
    const inCountry = await page('/api/creatives?limit=1&country=IS');
    expect(inCountry.items[0]).toMatchObject({ id: profile.id, rank: 1 });
    expect(inCountry.total).toBe(String(Number(total) + 1));
  });

  it('follow a change written by another process, once it commits', async () => {
    const { items, total } = await page('/api/creatives?limit=1');
    await t.db.execute(sql`delete from creatives where id = ${items[0]!.id}`);
    await expect.poll(async () => (await page('/api/creatives?limit=1')).total, { timeout: 5000 }).toBe(String(Number(total) - 1));
    expect((await page('/api/creatives?limit=1')).items[0]!.id).not.toBe(items[0]!.id);
  });

  it('forget every list when the listening session is lost, reading pages from the database meanwhile', async (context) => {
    if (t.handle.kind !== 'postgres') context.skip();
    await t.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
      where application_name = 'palmares notices ranking_lists' and datname = current_database()`);
    await expect.poll(async () => (await peopleLists())?.listening, { timeout: 10_000 }).toBe(true);
    await loaded();
    await vi.waitFor(async () => expect(await listHeldCreatives(t.db, creativeListQuerySchema.parse({ offset: 3 }))).toBeDefined());
    const query = { limit: 7, offset: 3 };
    expect(await servicePage(query, true)).toEqual(await servicePage(query, false));
  });
});

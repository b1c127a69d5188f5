import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/server/lib/sql';
import { splitOversizedSegments } from '../../src/server/ranking/ranking.repository';
import type { OwnAward } from '../../src/shared/schemas/award';
import type { CreativeSummary } from '../../src/shared/schemas/creative';
import type { OwnProfile } from '../../src/shared/schemas/profile';
import type { Festival } from '../../src/shared/schemas/festival';
import { segmentDrift, segmentGroupDrift } from '../helpers/segment-groups';
import { createTestApp, TEST_MODERATOR_EMAIL, type TestApp } from '../helpers/test-app';
import { signUp } from '../helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Segments of 4 in groups of 3 instead of 250 in groups of 16, so that the seeded ranking has
  // many of both and pages cross them.
  await t.db.execute(sql`select rebuild_ranking_segments(4, false, 3)`);
  await t.db.execute(sql`select rebuild_ranking_segments(4, true, 3)`);
});
afterAll(() => t.close());

/** Every page of `limit` at every offset step gives the plain order's slice and its total. */
async function expectPagesLikePlainOrder(query: string, expected: number[], limit: number) {
  for (let offset = 0; offset <= expected.length + limit; offset += 3) {
    const { status, body, headers } = await t.get<CreativeSummary[]>(`/api/creatives?limit=${limit}&offset=${offset}${query}`);
    expect(status).toBe(200);
    expect(
      body.map((c) => c.id),
      `${query} offset ${offset}`,
    ).toEqual(expected.slice(offset, offset + limit));
    expect(headers.get('x-total-count')).toBe(String(expected.length));
  }
}

/** A window's ranking by a plain ORDER BY over the awards table (year and festival id, 0 for all). */
async function plainWindowOrder(year: number, festivalId: number) {
  const result = await t.db.execute(sql`
    select a.creative_id as id from awards a join creatives c on c.id = a.creative_id
    where a.verified and (${year}::int = 0 or a.year = ${year}) and (${festivalId}::int = 0 or a.festival_id = ${festivalId})
    group by a.creative_id, c.name having sum(a.points) > 0
    order by sum(a.points) desc, count(*) desc, c.name, a.creative_id`);
  return rowsOf<{ id: number }>(result).map((row) => row.id);
}

/** A window's list in another order or of one country, by a plain ORDER BY over the awards table. */
async function plainFilteredWindowOrder(year: number, festivalId: number, filter: { country?: string; sort: 'points' | 'name' }) {
  const order = filter.sort === 'name' ? sql`c.name, a.creative_id` : sql`sum(a.points) desc, count(*) desc, c.name, a.creative_id`;
  const result = await t.db.execute(sql`
    select a.creative_id as id from awards a join creatives c on c.id = a.creative_id
    where a.verified and (${year}::int = 0 or a.year = ${year}) and (${festivalId}::int = 0 or a.festival_id = ${festivalId})
      and (${filter.country ?? null}::text is null or c.country_code = ${filter.country ?? null})
    group by a.creative_id, c.name having sum(a.points) > 0
    order by ${order}`);
  return rowsOf<{ id: number }>(result).map((row) => row.id);
}

async function expectEveryWindowLikePlainOrder(limit: number) {
  const cannes = (await t.get<Festival>('/api/festivals/slug/cannes-lions')).body;
  for (const [query, year, festivalId] of [
    ['&year=2025', 2025, 0],
    ['&year=2026', 2026, 0],
    ['&festival=cannes-lions', 0, cannes.id],
    ['&festival=cannes-lions&year=2026', 2026, cannes.id],
  ] as const) {
    await expectPagesLikePlainOrder(query, await plainWindowOrder(year, festivalId), limit);
  }
}

async function filters() {
  const result = await t.db.execute(sql`
    select array(select distinct country_code from creatives where country_code is not null order by 1 limit 3) as countries,
      array(select distinct discipline from creatives where discipline is not null order by 1) as disciplines`);
  const [row] = rowsOf<{ countries: string[]; disciplines: string[] }>(result);
  return row!;
}

const SORTS = ['points', 'awards', 'name', 'newest'] as const;

/** Ids of a people list in one of its orders by a plain ORDER BY over the table, independent of the segments. */
async function plainOrder(sort: (typeof SORTS)[number] = 'points', filter: { country?: string; discipline?: string } = {}) {
  const order = {
    points: sql`total_points desc, total_awards desc, name, id`,
    awards: sql`total_awards desc, total_points desc, name, id`,
    name: sql`name, id`,
    newest: sql`created_at desc, id desc`,
  }[sort];
  const result = await t.db.execute(sql`
    select id from creatives
    where (${filter.country ?? null}::text is null or country_code = ${filter.country ?? null})
      and (${filter.discipline ?? null}::text is null or discipline = ${filter.discipline ?? null})
    order by ${order}`);
  return rowsOf<{ id: number }>(result).map((row) => row.id);
}

/** The whole list, three countries', every discipline's and the first country's every discipline's. */
async function peopleLists() {
  const { countries, disciplines } = await filters();
  expect(countries.length).toBeGreaterThan(0);
  expect(disciplines.length).toBeGreaterThan(0);
  return [
    { query: '', filter: {} },
    ...countries.map((country) => ({ query: `&country=${country}`, filter: { country } })),
    ...disciplines.map((discipline) => ({ query: `&category=${discipline}`, filter: { discipline } })),
    ...disciplines.map((discipline) => ({
      query: `&country=${countries[0]}&category=${discipline}`,
      filter: { country: countries[0], discipline },
    })),
  ];
}

/** Every people list in every order pages as a plain OFFSET would (each is segmented: migration 0050). */
async function expectEveryListLikePlainOrder(limit: number) {
  for (const { query, filter } of await peopleLists()) {
    for (const sort of SORTS) await expectPagesLikePlainOrder(`&sort=${sort}${query}`, await plainOrder(sort, filter), limit);
  }
}

describe("a window's list in another order or of one country", () => {
  it('gives the same pages as a plain OFFSET in both halves of the list, and past its end', async () => {
    // The demo data's largest country; these lists are read from the nearer end of their index.
    const country = 'GB';
    for (const [query, year] of [
      ['&year=2025', 2025],
      ['&year=2026', 2026],
    ] as const) {
      const ofCountry = await plainFilteredWindowOrder(year, 0, { country, sort: 'points' });
      expect(ofCountry.length, `${query} ${country}`).toBeGreaterThan(0);
      await expectPagesLikePlainOrder(`${query}&country=${country}`, ofCountry, 3);
      await expectPagesLikePlainOrder(`${query}&sort=name`, await plainFilteredWindowOrder(year, 0, { sort: 'name' }), 4);
    }
  });
});

describe('ranking pages at any offset (seek by segment)', () => {
  it('gives the same pages as a plain OFFSET, every people list in every order', async () => {
    await expectEveryListLikePlainOrder(5);
  });

  it("gives a window's pages as a plain OFFSET over the awards would", async () => {
    await expectEveryWindowLikePlainOrder(5);
  });

  it('keeps ties across page and segment edges in the same order', async () => {
    const user = await signUp(t);
    // Same points, awards and name: only the id orders them, across several segments of 4.
    for (let i = 0; i < 9; i += 1) {
      const other = i === 0 ? user : await signUp(t);
      expect((await other.send('POST', '/api/creatives', { name: 'Tie Twin', country: 'ES', discipline: 'film' })).status).toBe(201);
    }
    const order = await plainOrder();
    const twins = rowsOf<{ id: number }>(await t.db.execute(sql`select id from creatives where name = 'Tie Twin' order by id`)).map(
      (r) => r.id,
    );
    expect(order.filter((id) => twins.includes(id))).toEqual(twins);
    await expectPagesLikePlainOrder('', order, 4);
    await expectPagesLikePlainOrder('&country=ES', await plainOrder('points', { country: 'ES' }), 4);
    await expectPagesLikePlainOrder(
      '&country=ES&category=film&sort=name',
      await plainOrder('name', { country: 'ES', discipline: 'film' }),
      4,
    );
  });

  it('stays exact after a creative is renamed and moves to another country and discipline', async () => {
    const user = await signUp(t);
    const created = await user.send<OwnProfile>('POST', '/api/creatives', { name: 'Zed Renamed', country: 'ES', discipline: 'film' });
    expect(created.status).toBe(201);
    const expectListsLikePlainOrder = async (filters: { country: string; discipline?: string }[]) => {
      for (const sort of SORTS) {
        for (const filter of filters) {
          const query = `&sort=${sort}&country=${filter.country}${filter.discipline ? `&category=${filter.discipline}` : ''}`;
          await expectPagesLikePlainOrder(query, await plainOrder(sort, filter), 4);
        }
      }
    };
    // Renamed alone: it moves in the name orders only, within the same lists.
    expect(
      (await user.send('PUT', `/api/creatives/${created.body.id}`, { name: 'Aaron Renamed', country: 'ES', discipline: 'film' })).status,
    ).toBe(200);
    await expectListsLikePlainOrder([{ country: 'ES', discipline: 'film' }, { country: 'ES' }]);
    await expectPagesLikePlainOrder('&sort=name', await plainOrder('name'), 4);
    const moved = { name: 'Aaron Renamed', country: 'PT', discipline: 'design' };
    expect((await user.send('PUT', `/api/creatives/${created.body.id}`, moved)).status).toBe(200);
    await expectListsLikePlainOrder([{ country: 'ES', discipline: 'film' }, { country: 'PT', discipline: 'design' }, { country: 'PT' }]);
    expect(await plainOrder('name', { country: 'PT', discipline: 'design' })).toContain(created.body.id);
    await expectEveryListLikePlainOrder(4);
    expect(await segmentGroupDrift(t.db)).toBe(0);
  });

  it('splits the segments that sign-ups grew past twice their size, and every list still pages exactly', async () => {
    // Sign-ups enter the last segment of their lists by points and awards, and the first by newest.
    for (let i = 0; i < 10; i += 1) {
      const user = await signUp(t);
      const created = await user.send('POST', '/api/creatives', { name: `Grower ${i}`, country: 'ES', discipline: 'design' });
      expect(created.status).toBe(201);
    }
    const biggest = async () =>
      rowsOf<{ list: string; creatives: number }>(
        await t.db.execute(
          sql`select list, creatives from ranking_segments where list not like 'window:%' order by creatives desc limit 1`,
        ),
      )[0]!;
    expect((await biggest()).creatives).toBeGreaterThan(8);
    const cut = { maxSize: 8, size: 4, perGroup: 2 };
    expect(await splitOversizedSegments(t.db, 100, cut)).toBeGreaterThan(0);
    expect((await biggest()).creatives).toBeLessThanOrEqual(8);
    const crowded = rowsOf<{ list: string; segments: number }>(
      await t.db.execute(sql`select g.list, (select count(*)::int from ranking_segments s where s.list = g.list
          and (s.neg_points, s.neg_awards, s.name, s.id) >= (g.neg_points, g.neg_awards, g.name, g.id)
          and not exists (select 1 from ranking_segment_groups n where n.list = g.list
            and (n.neg_points, n.neg_awards, n.name, n.id) > (g.neg_points, g.neg_awards, g.name, g.id)
            and (n.neg_points, n.neg_awards, n.name, n.id) <= (s.neg_points, s.neg_awards, s.name, s.id))) as segments
        from ranking_segment_groups g order by 2 desc limit 1`),
    )[0]!;
    expect(crowded.segments).toBeLessThanOrEqual(2 * cut.perGroup);
    expect(await segmentDrift(t.db)).toEqual([]);
    expect(await segmentGroupDrift(t.db)).toBe(0);
    await expectEveryListLikePlainOrder(4);
    // A window's list too: every segment of 4 split in two.
    await t.db.execute(sql`select split_ranking_segments('window:0:0', 3, 2, 3)`);
    expect(await segmentGroupDrift(t.db)).toBe(0);
    await expectEveryWindowLikePlainOrder(3);
  });

  it('stays exact after creatives enter and move up (the segments follow the writes)', async () => {
    const moderator = await signUp(t, { email: TEST_MODERATOR_EMAIL });
    const cannes = (await t.get<Festival>('/api/festivals/slug/cannes-lions')).body;
    for (const [name, type] of [
      ['Mover Alpha', 'grand_prix'],
      ['Mover Beta', 'silver'],
    ] as const) {
      const user = await signUp(t);
      expect((await user.send('POST', '/api/creatives', { name, country: 'ES', discipline: 'digital' })).status).toBe(201);
      const award = await user.send<OwnAward>('POST', '/api/awards', {
        festivalId: cannes.id,
        categoryId: cannes.categories[0]!.id,
        title: `${name} wins`,
        year: 2026,
        type,
      });
      expect(award.status).toBe(201);
      expect((await moderator.send('POST', `/api/moderation/awards/${award.body.id}`, { decision: 'approve' })).status).toBe(204);
    }
    await expectEveryListLikePlainOrder(6);
    await expectEveryWindowLikePlainOrder(6);
    expect(await segmentGroupDrift(t.db)).toBe(0);
  });
});

describe('the lists as cut by default', () => {
  it('are cut at 250 rows and split past 500 at the 250th, pages unchanged', async () => {
    const own = await createTestApp();
    try {
      const segments = async () =>
        rowsOf<{ creatives: number }>(
          await own.db.execute(sql`select creatives from ranking_segments where list = 'all' order by neg_points, neg_awards, name, id`),
        ).map((row) => row.creatives);
      await own.db.execute(sql`insert into creatives (name, username) select 'Cut ' || n, 'cut-' || n from generate_series(1, 600) n`);
      await own.db.execute(sql`select rebuild_ranking_segments()`);
      const cut = await segments();
      const total = cut.reduce((sum, n) => sum + n, 0);
      expect(cut).toEqual([...Array<number>(Math.floor(total / 250)).fill(250), total % 250].filter((n) => n > 0));
      // Sign-ups without points, last by name: they all enter the list's last segment.
      await own.db.execute(
        sql`insert into creatives (name, username) select 'Zz Cut ' || n, 'zz-cut-' || n from generate_series(1, 400) n`,
      );
      expect((await segments()).at(-1)).toBeGreaterThan(500);
      expect(await splitOversizedSegments(own.db, 100)).toBeGreaterThan(0);
      const split = await segments();
      expect(split.slice(0, cut.length - 1)).toEqual(cut.slice(0, -1));
      expect(split.slice(cut.length - 1, -1).every((n) => n === 250)).toBe(true);
      expect(split.at(-1)).toBeLessThanOrEqual(500);
      expect(split.reduce((sum, n) => sum + n, 0)).toBe(total + 400);
      const { body, headers } = await own.get<CreativeSummary[]>(`/api/creatives?limit=3&offset=${total + 397}`);
      expect(headers.get('x-total-count')).toBe(String(total + 400));
      expect(body.map((c) => c.name)).toEqual(['Zz Cut 97', 'Zz Cut 98', 'Zz Cut 99']);
    } finally {
      await own.close();
    }
  });
});

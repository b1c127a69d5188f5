import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { rowsOf } from '../../src/server/lib/sql';
import { refreshRankingStandings } from '../../src/server/ranking/standings.repository';
import type { Agency } from '../../src/shared/schemas/agency';
import type { OwnAward } from '../../src/shared/schemas/award';
import type { Festival } from '../../src/shared/schemas/festival';
import type { OwnProfile } from '../../src/shared/schemas/profile';
import type { AgencyRankingEntry, CountryRankingEntry } from '../../src/shared/schemas/ranking';
import { createTestApp, TEST_MODERATOR_EMAIL, type TestApp } from '../helpers/test-app';
import { signUp, type TestUser } from '../helpers/users';

// The agencies' and countries' rankings read kept standings for the windows that did not change
// since their last refresh (migration 0016), and rank live the others: the answers must be the
// same either way, and a change must show at once.
const onPostgres = inject('postgresTemplate') !== null;

let t: TestApp;
let moderator: TestUser;
let cannes: Festival;
let lumen: Agency;
let latest: number;

beforeAll(async () => {
  t = await createTestApp();
  moderator = await signUp(t, { email: TEST_MODERATOR_EMAIL });
  cannes = (await t.get<Festival>('/api/festivals/slug/cannes-lions')).body;
  lumen = (await t.get<Agency>('/api/agencies/slug/lumen-and-vale')).body;
  latest = rowsOf<{ year: number }>(await t.db.execute(sql`select max(year)::int as year from awards where verified`))[0]!.year;
});
afterAll(() => t.close());

async function refreshAll(): Promise<void> {
  while ((await refreshRankingStandings(t.db, 50)) > 0);
}

async function changedWindows(): Promise<string[]> {
  const rows = rowsOf<{ key: string }>(
    await t.db.execute(sql`select distinct year || ':' || festival_id as key from ranking_window_changes order by 1`),
  );
  return rows.map((row) => row.key);
}

/** Every answer of the agencies' and countries' rankings over a few windows, pages and filters, with the totals. */
async function answers() {
  const windows = ['', `year=${latest}`, `year=${latest - 1}`, 'festival=cannes-lions', `festival=cannes-lions&year=${latest}`];
  const pages = [
    '',
    'limit=3&offset=2',
    `country=${lumen.headquartersCountryCode}`,
    `country=${lumen.headquartersCountryCode}&limit=1&offset=1`,
  ];
  const result: Record<string, unknown> = {};
  for (const window of windows) {
    for (const page of pages) {
      const path = `/api/rankings/agencies?${[window, page].filter(Boolean).join('&')}`;
      const response = await t.get<unknown>(path);
      expect(response.status, path).toBe(200);
      result[path] = { total: response.headers.get('x-total-count'), body: response.body };
    }
    const path = `/api/rankings/countries?${window}`;
    result[path] = (await t.get<unknown>(path)).body;
  }
  return result;
}

async function win(agencyId: number | null, type: 'grand_prix' | 'gold', creative = { name: `Standing ${type}`, country: 'PT' }) {
  const user = await signUp(t);
  const profile = await user.send<OwnProfile>('POST', '/api/creatives', creative);
  const award = await user.send<OwnAward>('POST', '/api/awards', {
    festivalId: cannes.id,
    categoryId: cannes.categories[0]!.id,
    title: `Standing ${type}`,
    year: latest,
    type,
    agencyId,
  });
  expect(award.status).toBe(201);
  return { ...award.body, creativeId: profile.body.id };
}

describe('kept agency and country standings', () => {
  it('answer as the live ranking does, at any page and filter, and are what is read once refreshed', async () => {
    expect((await changedWindows()).length).toBeGreaterThan(0);
    const live = await answers();
    await refreshAll();
    expect(await changedWindows()).toEqual([]);
    const kept = await answers();
    expect(kept).toEqual(live);
    expect(Object.values(live).some((answer) => JSON.stringify(answer).includes('"rank"'))).toBe(true);

    // The unchanged window is read from its standings, not ranked again.
    await t.db.execute(sql`update agency_window_standings set rank = rank + 1000 where year = 0 and festival_id = 0 and position = 1`);
    const [first] = (await t.get<AgencyRankingEntry[]>('/api/rankings/agencies?limit=1')).body;
    const [liveFirst] = (live['/api/rankings/agencies?'] as { body: AgencyRankingEntry[] }).body;
    expect(first!.rank).toBe(liveFirst!.rank + 1000);
    // An agency's page reads its all-time place there too.
    expect((await t.get<Agency>(`/api/agencies/slug/${first!.agency.slug}`)).body.rank).toBe(liveFirst!.rank + 1000);
    await t.db.execute(sql`update agency_window_standings set rank = rank - 1000 where year = 0 and festival_id = 0 and position = 1`);
  });

  it('count a verification at once, in its windows and the next year, and keep it after the next refresh', async () => {
    await refreshAll();
    const before = (await t.get<AgencyRankingEntry[]>('/api/rankings/agencies?limit=100')).body.find((e) => e.agency.id === lumen.id);
    const award = await win(lumen.id, 'grand_prix');
    expect((await moderator.send('POST', `/api/moderation/awards/${award.id}`, { decision: 'approve' })).status).toBe(204);

    expect(await changedWindows()).toEqual(
      [`0:0`, `${latest}:0`, `0:${cannes.id}`, `${latest}:${cannes.id}`, `${latest + 1}:0`, `${latest + 1}:${cannes.id}`].sort(),
    );
    const live = await answers();
    const after = (live['/api/rankings/agencies?'] as { body: AgencyRankingEntry[] }).body.find((e) => e.agency.id === lumen.id);
    expect(after!.points).toBe(before!.points + 500);
    const page = (await t.get<Agency>(`/api/agencies/slug/${lumen.slug}`)).body;
    expect([page.totalPoints, page.rank, page.rankChange]).toEqual([after!.points, after!.rank, after!.rankChange]);
    await refreshAll();
    expect(await answers()).toEqual(live);
  });

  it("follow an agency's new name and country", async () => {
    await refreshAll();
    await t.db.execute(sql`update agencies set name = 'Aaa First By Name', headquarters_country_code = 'PT' where id = ${lumen.id}`);
    await t.heard();
    expect((await changedWindows()).length).toBeGreaterThan(0);
    const live = await answers();
    await refreshAll();
    expect(await answers()).toEqual(live);
    const portuguese = (await t.get<AgencyRankingEntry[]>('/api/rankings/agencies?country=PT')).body;
    expect(portuguese.map((e) => e.agency.id)).toContain(lumen.id);
    // The entry shows the agency as it is now (its card, kept by triggers).
    expect(portuguese.find((e) => e.agency.id === lumen.id)!.agency).toEqual({
      id: lumen.id,
      slug: lumen.slug,
      name: 'Aaa First By Name',
      logo: lumen.logo,
      headquarters: lumen.headquarters,
    });
    await t.db.execute(
      sql`update agencies set name = ${lumen.name}, headquarters_country_code = ${lumen.headquartersCountryCode} where id = ${lumen.id}`,
    );
  });

  it("read each country's first creative and agency from the standings, and follow a rename among tied creatives", async () => {
    await refreshAll();
    const countries = async (window = '') => (await t.get<CountryRankingEntry[]>(`/api/rankings/countries?${window}`)).body;
    const [live] = await countries();
    await t.db.execute(sql`update country_window_standings
      set top_creative_points = top_creative_points + 1000, top_agency_points = top_agency_points + 1000
      where year = 0 and festival_id = 0 and position = 1`);
    const [kept] = await countries();
    expect([kept!.topCreative!.points, kept!.topAgency!.points]).toEqual([
      live!.topCreative!.points + 1000,
      live!.topAgency!.points + 1000,
    ]);
    await t.db.execute(sql`update country_window_standings
      set top_creative_points = top_creative_points - 1000, top_agency_points = top_agency_points - 1000
      where year = 0 and festival_id = 0 and position = 1`);

    // Two Icelanders tied on points and awards at this Cannes: the first by name leads the country.
    const tied = [await win(null, 'gold', { name: 'Abe Tie', country: 'IS' }), await win(null, 'gold', { name: 'Zed Tie', country: 'IS' })];
    for (const award of tied)
      expect((await moderator.send('POST', `/api/moderation/awards/${award.id}`, { decision: 'approve' })).status).toBe(204);
    await refreshAll();
    const edition = `festival=cannes-lions&year=${latest}`;
    const iceland = async () => (await countries(edition)).find((entry) => entry.countryCode === 'IS')!.topCreative!.name;
    expect(await iceland()).toBe('Abe Tie');
    await t.db.execute(sql`update creatives set name = 'Zzz Tie' where id = ${tied[0]!.creativeId}`);
    expect(await changedWindows()).toContain(`${latest}:${cannes.id}`);
    expect(await iceland()).toBe('Zed Tie');
    await refreshAll();
    expect(await iceland()).toBe('Zed Tie');
  });

  it('are refreshed only from one snapshot (a repeatable read transaction)', async () => {
    const failure = await t.db.execute(sql`select refresh_ranking_standings(10)`).then(
      () => null,
      (error: Error) => error,
    );
    expect((failure?.cause as Error | undefined)?.message).toMatch(/needs a repeatable read transaction/);
  });
});

describe.skipIf(!onPostgres)('kept standings beside concurrent writes (PostgreSQL)', () => {
  it('leave a window changed when its change commits after the refresh took its snapshot', async () => {
    await refreshAll();
    const refresher = new pg.Client({ connectionString: (t.db as unknown as { $client: pg.Pool }).$client.options.connectionString });
    await refresher.connect();
    const bump = (points: number) =>
      t.db.execute(
        sql`update agency_window_points set points = points + ${points} where year = 0 and festival_id = 0 and agency_id = ${lumen.id}`,
      );
    try {
      await bump(0);
      await refresher.query('begin isolation level repeatable read');
      await refresher.query('select 1');
      // Counted after the refresh's snapshot, committed before it runs: the refresh accounts for the first change only.
      await bump(1000);
      const { rows } = await refresher.query<{ refreshed: number }>('select refresh_ranking_standings(50) as refreshed');
      await refresher.query('commit');
      expect(rows[0]!.refreshed).toBe(1);
    } finally {
      await refresher.end();
    }
    expect(await changedWindows()).toEqual(['0:0']);
    const ranked = (await t.get<AgencyRankingEntry[]>('/api/rankings/agencies?limit=1')).body;
    expect(ranked[0]!.agency.id).toBe(lumen.id);
    await bump(-1000);
  });
});

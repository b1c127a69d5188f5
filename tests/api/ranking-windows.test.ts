import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/server/lib/sql';
import type { AwardType } from '../../src/shared/constants';
import type { Agency } from '../../src/shared/schemas/agency';
import type { OwnAward } from '../../src/shared/schemas/award';
import type { ErrorBody } from '../../src/shared/schemas/common';
import type { Creative, CreativeSummary } from '../../src/shared/schemas/creative';
import type { Festival } from '../../src/shared/schemas/festival';
import type { OwnProfile } from '../../src/shared/schemas/profile';
import {
  festivalWinnerSchema,
  type AgencyRankingEntry,
  type CountryRankingEntry,
  type FestivalWinner,
  type RankingWindows,
  type RankingYears,
} from '../../src/shared/schemas/ranking';
import { NO_DRIFT, windowDrift } from '../helpers/ranking-windows';
import { createTestApp, TEST_MODERATOR_EMAIL, type TestApp } from '../helpers/test-app';
import { TEST_NOW } from '../helpers/test-clock';
import { signUp, type TestUser } from '../helpers/users';

let t: TestApp;
let moderator: TestUser;
let cannes: Festival;
let dandad: Festival;
let lumen: Agency;
let casa: Agency;

beforeAll(async () => {
  t = await createTestApp();
  moderator = await signUp(t, { email: TEST_MODERATOR_EMAIL });
  cannes = (await t.get<Festival>('/api/festivals/slug/cannes-lions')).body;
  dandad = (await t.get<Festival>('/api/festivals/slug/dandad')).body;
  lumen = (await t.get<Agency>('/api/agencies/slug/lumen-and-vale')).body;
  casa = (await t.get<Agency>('/api/agencies/slug/casa-tinta')).body;
});
afterAll(() => t.close());

interface Person {
  user: TestUser;
  id: number;
}

async function person(name: string, country: string, agency?: string): Promise<Person> {
  const user = await signUp(t);
  const { body } = await user.send<OwnProfile>('POST', '/api/creatives', { name, country, agency });
  return { user, id: body.id };
}

async function submit(who: Person, award: { festival: Festival; year: number; type: AwardType; agencyId?: number | null }) {
  const { status, body } = await who.user.send<OwnAward>('POST', '/api/awards', {
    festivalId: award.festival.id,
    categoryId: award.festival.categories[0]!.id,
    title: `${award.type} ${award.year}`,
    year: award.year,
    type: award.type,
    ...(award.agencyId === undefined ? {} : { agencyId: award.agencyId }),
  });
  expect(status).toBe(201);
  return body;
}

async function decide(awardId: number, decision: 'approve' | 'reject') {
  const reason = decision === 'reject' ? 'Not on the official results' : undefined;
  return (await moderator.send('POST', `/api/moderation/awards/${awardId}`, { decision, reason })).status;
}

async function win(who: Person, award: Parameters<typeof submit>[1]) {
  const submitted = await submit(who, award);
  expect(await decide(submitted.id, 'approve')).toBe(204);
  return submitted;
}

async function list<T>(path: string): Promise<{ items: T[]; total: number }> {
  const { status, body, headers } = await t.get<T[]>(path);
  expect(status, path).toBe(200);
  return { items: body, total: Number(headers.get('x-total-count')) };
}

const brief = (c: CreativeSummary) => ({ id: c.id, points: c.windowPoints, awards: c.windowAwards, rank: c.rank, change: c.rankChange });

describe('ranking windows, built from awards won in them', () => {
  // Years no demo award has: these windows hold only what the tests add.
  let ana: Person;
  let bea: Person;
  let carl: Person;

  beforeAll(async () => {
    ana = await person('Ana Window', 'ES', lumen.name);
    bea = await person('Bea Window', 'ES');
    carl = await person('Carl Window', 'FR', casa.name);
    await win(ana, { festival: cannes, year: 1950, type: 'gold' });
    await win(bea, { festival: dandad, year: 1950, type: 'gold' });
    await win(carl, { festival: cannes, year: 1950, type: 'silver' });
    await win(carl, { festival: cannes, year: 1951, type: 'gold' });
    await win(ana, { festival: cannes, year: 1951, type: 'bronze' });
  });

  it('ranks a year, ties sharing a rank, new entries without a change', async () => {
    const year = await list<CreativeSummary>('/api/creatives?year=1950');
    expect(year.total).toBe(3);
    expect(year.items.map(brief)).toEqual([
      { id: ana.id, points: 300, awards: 1, rank: 1, change: null },
      { id: bea.id, points: 300, awards: 1, rank: 1, change: null },
      { id: carl.id, points: 200, awards: 1, rank: 3, change: null },
    ]);
    // The all-time totals ride along.
    expect(year.items[0]).toMatchObject({ totalPoints: 400, totalAwards: 2 });
  });

  it('gives the rank change against the year before', async () => {
    const year = await list<CreativeSummary>('/api/creatives?year=1951');
    expect(year.items.map(brief)).toEqual([
      { id: carl.id, points: 300, awards: 1, rank: 1, change: 2 },
      { id: ana.id, points: 100, awards: 1, rank: 2, change: -1 },
    ]);
  });

  it("lists a window by a text and in every order, each row with its window's rank and change", async () => {
    const ids = async (query: string) =>
      (await list<CreativeSummary>(`/api/creatives?year=1950&${query}`)).items.map((c) => [c.id, c.rank]);
    expect(await ids('q=bea')).toEqual([[bea.id, 1]]);
    expect(await ids('q=window&sort=name')).toEqual([
      [ana.id, 1],
      [bea.id, 1],
      [carl.id, 3],
    ]);
    // Texts without three letters in a row match word starts (the read model of word starts), with the total.
    const wi = await list<CreativeSummary>('/api/creatives?year=1950&q=WI&limit=2&offset=1');
    expect(wi.total).toBe(3);
    expect(wi.items.map((c) => [c.id, c.rank])).toEqual([
      [bea.id, 1],
      [carl.id, 3],
    ]);
    expect(await ids('q=in')).toEqual([]);
    expect(await ids('q=%25%25')).toEqual([]);
    expect(await ids('sort=newest')).toEqual([
      [carl.id, 3],
      [bea.id, 1],
      [ana.id, 1],
    ]);
    expect(await ids('sort=awards&limit=2&offset=1')).toEqual([
      [bea.id, 1],
      [carl.id, 3],
    ]);
    const later = await list<CreativeSummary>('/api/creatives?year=1951&festival=cannes-lions&q=carl');
    expect(later.items.map(brief)).toEqual([{ id: carl.id, points: 300, awards: 1, rank: 1, change: 1 }]);
  });

  it("ranks one festival's year, and keeps the window's rank under a country filter", async () => {
    const edition = await list<CreativeSummary>('/api/creatives?year=1950&festival=cannes-lions');
    expect(edition.items.map(brief)).toEqual([
      { id: ana.id, points: 300, awards: 1, rank: 1, change: null },
      { id: carl.id, points: 200, awards: 1, rank: 2, change: null },
    ]);
    const spanish = await list<CreativeSummary>('/api/creatives?year=1950&country=ES');
    expect(spanish.total).toBe(2);
    expect(spanish.items.map((c) => [c.id, c.rank])).toEqual([
      [ana.id, 1],
      [bea.id, 1],
    ]);
    const paged = await list<CreativeSummary>('/api/creatives?year=1950&limit=1&offset=2');
    expect([paged.items.map((c) => [c.id, c.rank]), paged.total]).toEqual([[[carl.id, 3]], 3]);
  });

  it("lists a window's creatives of one discipline, following a creative who changes it", async () => {
    const film = async (query = '') => {
      const page = await list<CreativeSummary>(`/api/creatives?year=1950&category=film${query}`);
      return [page.items.map((c) => [c.id, c.rank]), page.total];
    };
    expect(await film()).toEqual([[], 0]);
    const profile = (who: Person, name: string, country: string, discipline: string, agency?: string) =>
      who.user.send<OwnProfile>('PUT', `/api/creatives/${who.id}`, { name, country, agency, discipline });
    expect((await profile(bea, 'Bea Window', 'ES', 'film')).status).toBe(200);
    expect((await profile(carl, 'Carl Window', 'FR', 'film', casa.name)).status).toBe(200);
    // The window's ranks, as under a country filter.
    expect(await film()).toEqual([
      [
        [bea.id, 1],
        [carl.id, 3],
      ],
      2,
    ]);
    expect(await film('&country=FR')).toEqual([[[carl.id, 3]], 1]);
    expect(await film('&sort=name&limit=1&offset=1')).toEqual([[[carl.id, 3]], 2]);
    expect(await film('&sort=newest')).toEqual([
      [
        [carl.id, 3],
        [bea.id, 1],
      ],
      2,
    ]);
    expect(await film('&q=bea')).toEqual([[[bea.id, 1]], 1]);
    expect((await profile(bea, 'Bea Window', 'ES', 'design')).status).toBe(200);
    expect(await film()).toEqual([[[carl.id, 3]], 1]);
    expect(await windowDrift(t.db)).toEqual(NO_DRIFT);
  });

  it('ranks the agencies where the awards were won, and the countries of the creatives', async () => {
    const agencies = await list<AgencyRankingEntry>('/api/rankings/agencies?year=1950');
    expect(agencies.total).toBe(2);
    expect(agencies.items[0]).toEqual({
      rank: 1,
      rankChange: null,
      agency: { id: lumen.id, slug: lumen.slug, name: lumen.name, logo: lumen.logo, headquarters: lumen.headquarters },
      points: 300,
      awards: 1,
      levels: { grandPrix: 0, gold: 1, silver: 0, bronze: 0, shortlist: 0 },
      creatives: 1,
    });
    expect(agencies.items.slice(1).map((e) => [e.rank, e.agency.id, e.points, e.levels.silver, e.creatives])).toEqual([
      [2, casa.id, 200, 1, 1],
    ]);
    const later = await list<AgencyRankingEntry>('/api/rankings/agencies?year=1951');
    expect(later.items.map((e) => [e.agency.id, e.rank, e.rankChange])).toEqual([
      [casa.id, 1, 1],
      [lumen.id, 2, -1],
    ]);
    const spanishAgencies = await list<AgencyRankingEntry>(`/api/rankings/agencies?year=1951&country=${casa.headquartersCountryCode}`);
    expect(spanishAgencies.items.map((e) => [e.agency.id, e.rank])).toEqual([[casa.id, 1]]);

    const countries = (await t.get<CountryRankingEntry[]>('/api/rankings/countries?year=1950')).body;
    expect(countries[0]).toEqual({
      rank: 1,
      rankChange: null,
      countryCode: 'ES',
      country: 'Spain',
      points: 600,
      awards: 2,
      creatives: 2,
      topCreative: { id: ana.id, name: 'Ana Window', username: 'ana-window', points: 300 },
      topAgency: { id: casa.id, slug: casa.slug, name: casa.name, points: 200 },
    });
    expect(countries.slice(1).map((c) => [c.rank, c.countryCode, c.points, c.creatives, c.topCreative?.id, c.topAgency])).toEqual([
      [2, 'FR', 200, 1, carl.id, null],
    ]);
    const countriesLater = (await t.get<CountryRankingEntry[]>('/api/rankings/countries?year=1951')).body;
    expect(countriesLater.map((c) => [c.countryCode, c.rank, c.rankChange])).toEqual([
      ['FR', 1, 1],
      ['ES', 2, -1],
    ]);
  });

  it('leaves the awards won at an agency with it when the creative moves', async () => {
    const moved = await ana.user.send<OwnProfile>('PUT', `/api/creatives/${ana.id}`, {
      name: 'Ana Window',
      country: 'ES',
      agency: casa.name,
    });
    expect(moved.status).toBe(200);
    const award = await win(ana, { festival: cannes, year: 1951, type: 'shortlist' });
    expect(award.agency).toEqual({ id: casa.id, slug: casa.slug, name: casa.name });

    const agencies = await list<AgencyRankingEntry>('/api/rankings/agencies?year=1951');
    expect(agencies.items.map((e) => [e.agency.id, e.points, e.awards, e.creatives])).toEqual([
      [casa.id, 350, 2, 2],
      [lumen.id, 100, 1, 1],
    ]);
    const profile = (await t.get<Creative>(`/api/creatives/${ana.id}`)).body;
    expect(profile.totalPoints).toBe(450);
    expect(profile.awards.map((a) => a.agency?.id)).toEqual([casa.id, lumen.id, lumen.id]);
    expect(await windowDrift(t.db)).toEqual(NO_DRIFT);
    // A renamed agency is named anew in the award lists that credit it.
    await t.db.execute(sql`update agencies set name = 'Lumen & Vale Renamed' where id = ${lumen.id}`);
    const renamed = (await t.get<Creative>(`/api/creatives/${ana.id}`)).body.awards.map((a) => a.agency?.name);
    expect(renamed).toEqual([casa.name, 'Lumen & Vale Renamed', 'Lumen & Vale Renamed']);
    await t.db.execute(sql`update agencies set name = ${lumen.name} where id = ${lumen.id}`);
  });

  it('takes an award rejected after verification out of every window', async () => {
    const dan = await person('Dan Window', 'PT', lumen.name);
    const award = await win(dan, { festival: cannes, year: 1952, type: 'grand_prix' });
    expect((await list<CreativeSummary>('/api/creatives?year=1952')).items.map(brief)).toEqual([
      { id: dan.id, points: 500, awards: 1, rank: 1, change: null },
    ]);
    expect(await decide(award.id, 'reject')).toBe(204);
    expect(await decide(award.id, 'reject')).toBe(409);

    expect(await list<CreativeSummary>('/api/creatives?year=1952')).toEqual({ items: [], total: 0 });
    expect(await list<CreativeSummary>('/api/creatives?festival=cannes-lions&year=1952')).toEqual({ items: [], total: 0 });
    expect(await list<AgencyRankingEntry>('/api/rankings/agencies?year=1952')).toEqual({ items: [], total: 0 });
    expect((await t.get<CountryRankingEntry[]>('/api/rankings/countries?year=1952')).body).toEqual([]);
    expect((await t.get<RankingWindows>('/api/rankings/windows')).body.years).not.toContain(1952);
    expect((await t.get<Creative>(`/api/creatives/${dan.id}`)).body).toMatchObject({ totalPoints: 0, totalAwards: 0, rank: null });
    expect(await windowDrift(t.db)).toEqual(NO_DRIFT);
  });

  it("follows a year's rank change as the year before is won and rejected after it", async () => {
    const fay = await person('Fay Window', 'DE');
    const gus = await person('Gus Window', 'DE');
    await win(fay, { festival: cannes, year: 1961, type: 'gold' });
    await win(gus, { festival: cannes, year: 1960, type: 'gold' });
    await win(gus, { festival: cannes, year: 1961, type: 'bronze' });
    const changes = async () =>
      Promise.all(
        ['year=1961', 'festival=cannes-lions&year=1961'].map(async (window) =>
          (await list<CreativeSummary>(`/api/creatives?${window}`)).items.map((c) => [c.id, c.rank, c.rankChange]),
        ),
      );
    const both = (rows: unknown[][]) => [rows, rows];
    expect(await changes()).toEqual(
      both([
        [fay.id, 1, null],
        [gus.id, 2, -1],
      ]),
    );
    // Won after the year that follows it: the later year's rows take it in.
    const silver = await win(fay, { festival: cannes, year: 1960, type: 'silver' });
    expect(await changes()).toEqual(
      both([
        [fay.id, 1, 1],
        [gus.id, 2, -1],
      ]),
    );
    expect(await decide(silver.id, 'reject')).toBe(204);
    expect(await changes()).toEqual(
      both([
        [fay.id, 1, null],
        [gus.id, 2, -1],
      ]),
    );
    expect(await windowDrift(t.db)).toEqual(NO_DRIFT);
  });

  it('takes the awards of a creative removed from the database out of every window', async () => {
    const eve = await person('Eve Window', 'IT', casa.name);
    await win(eve, { festival: dandad, year: 1953, type: 'gold' });
    expect((await list<CreativeSummary>('/api/creatives?year=1953')).total).toBe(1);
    // No screen deletes a creative; the database cascades to the awards, whose trigger counts them out.
    await t.db.execute(sql`delete from creatives where id = ${eve.id}`);
    await t.heard();
    expect(await list<CreativeSummary>('/api/creatives?year=1953')).toEqual({ items: [], total: 0 });
    expect(await list<AgencyRankingEntry>('/api/rankings/agencies?year=1953')).toEqual({ items: [], total: 0 });
    expect((await t.get<CountryRankingEntry[]>('/api/rankings/countries?year=1953')).body).toEqual([]);
    expect(await windowDrift(t.db)).toEqual(NO_DRIFT);
  });
});

describe('POST /api/awards agencyId', () => {
  it("credits the creative's agency when omitted, the one given, or none; 400 for an unknown one", async () => {
    const eve = await person('Eve Credit', 'GB', lumen.name);
    expect((await submit(eve, { festival: cannes, year: 2020, type: 'bronze' })).agency).toEqual({
      id: lumen.id,
      slug: lumen.slug,
      name: lumen.name,
    });
    expect((await submit(eve, { festival: cannes, year: 2020, type: 'bronze', agencyId: casa.id })).agency?.id).toBe(casa.id);
    expect((await submit(eve, { festival: cannes, year: 2020, type: 'bronze', agencyId: null })).agency).toBeNull();
    const bad = await eve.user.send<ErrorBody>('POST', '/api/awards', {
      festivalId: cannes.id,
      categoryId: cannes.categories[0]!.id,
      title: 'Nowhere',
      year: 2020,
      type: 'bronze',
      agencyId: 99_999,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.map((e) => e.path)).toEqual(['agencyId']);
    const own = (await eve.user.send<OwnProfile>('GET', '/api/my-profile')).body;
    expect(own.awards.map((a) => a.agency?.id ?? null).sort()).toEqual([casa.id, lumen.id, null].sort());
  });
});

interface AwardFact {
  creativeId: number;
  agencyId: number | null;
  festivalId: number;
  year: number;
  type: AwardType;
  points: number;
  country: string | null;
  hq: string | null;
}

/** Every counted award, read from the awards table itself: the oracle the read models must match. */
async function countedAwards(): Promise<AwardFact[]> {
  return rowsOf<AwardFact>(
    await t.db.execute(sql`select a.creative_id as "creativeId", a.agency_id as "agencyId", a.festival_id as "festivalId",
      a.year, a.type, a.points, c.country_code as country, g.headquarters_country_code as hq
      from awards a join creatives c on c.id = a.creative_id left join agencies g on g.id = a.agency_id where a.verified`),
  );
}

/** Rank of each key by its points (ties share: 1 + how many have more), keys with points only. */
function ranks<K>(points: Map<K, number>): Map<K, number> {
  const values = [...points.values()].filter((p) => p > 0);
  return new Map([...points].filter(([, p]) => p > 0).map(([key, p]) => [key, 1 + values.filter((v) => v > p).length]));
}

function sums<K>(awards: AwardFact[], key: (a: AwardFact) => K | null): Map<K, number> {
  const totals = new Map<K, number>();
  for (const award of awards) {
    const k = key(award);
    if (k !== null) totals.set(k, (totals.get(k) ?? 0) + award.points);
  }
  return totals;
}

/** What the API must say for a window: each key's points, rank and rank change. */
function expected<K>(awards: AwardFact[], window: { year: number; festivalId: number }, key: (a: AwardFact) => K | null) {
  const basis = TEST_NOW.getUTCFullYear();
  const inFestival = (a: AwardFact) => window.festivalId === 0 || a.festivalId === window.festivalId;
  const current = awards.filter((a) => inFestival(a) && (window.year === 0 || a.year === window.year));
  const previous = awards.filter((a) => inFestival(a) && (window.year === 0 ? a.year < basis : a.year === window.year - 1));
  const points = sums(current, key);
  const rank = ranks(points);
  const previousRank = ranks(sums(previous, key));
  return new Map(
    [...rank].map(([k, r]) => [k, { points: points.get(k)!, rank: r, rankChange: previousRank.has(k) ? previousRank.get(k)! - r : null }]),
  );
}

async function everyPage<T>(path: string): Promise<T[]> {
  const items: T[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = await list<T>(`${path}${path.includes('?') ? '&' : '?'}limit=100&offset=${offset}`);
    items.push(...page.items);
    if (page.items.length < 100) {
      expect(items).toHaveLength(page.total);
      return items;
    }
  }
}

describe('every window of every ranking agrees with the awards table', () => {
  it('for the creatives, the agencies and the countries, ties included', async () => {
    const awards = await countedAwards();
    const latest = Math.max(...awards.map((a) => a.year));
    const windows = [
      { query: '', year: 0, festivalId: 0 },
      { query: `year=${latest}`, year: latest, festivalId: 0 },
      { query: `year=${latest - 1}`, year: latest - 1, festivalId: 0 },
      { query: 'festival=cannes-lions', year: 0, festivalId: cannes.id },
      { query: `festival=cannes-lions&year=${latest}`, year: latest, festivalId: cannes.id },
    ];
    let ties = 0;
    for (const window of windows) {
      const creatives = expected(awards, window, (a) => a.creativeId);
      const listed = await everyPage<CreativeSummary>(`/api/creatives?${window.query}`);
      const listedWindow = window.year === 0 && window.festivalId === 0 ? listed.filter((c) => c.rank !== null) : listed;
      expect(
        new Map(listedWindow.map((c) => [c.id, { points: c.windowPoints, rank: c.rank, rankChange: c.rankChange }])),
        window.query,
      ).toEqual(creatives);
      expect(listedWindow.map((c) => c.windowPoints)).toEqual(listedWindow.map((c) => c.windowPoints).sort((a, b) => b - a));
      ties += listedWindow.length - new Set(listedWindow.map((c) => c.rank)).size;

      const agencies = expected(awards, window, (a) => a.agencyId);
      const agencyRows = await everyPage<AgencyRankingEntry>(`/api/rankings/agencies?${window.query}`);
      expect(
        new Map(agencyRows.map((e) => [e.agency.id, { points: e.points, rank: e.rank, rankChange: e.rankChange }])),
        window.query,
      ).toEqual(agencies);
      for (const entry of agencyRows) {
        const won = awards.filter(
          (a) =>
            a.agencyId === entry.agency.id &&
            (window.year === 0 || a.year === window.year) &&
            (window.festivalId === 0 || a.festivalId === window.festivalId),
        );
        expect(entry.awards).toBe(won.length);
        expect(Object.values(entry.levels).reduce((sum, n) => sum + n, 0)).toBe(won.length);
        expect(entry.levels.gold).toBe(won.filter((a) => a.type === 'gold').length);
        expect(entry.creatives).toBe(new Set(won.map((a) => a.creativeId)).size);
      }

      const countries = expected(awards, window, (a) => a.country);
      const countryRows = (await t.get<CountryRankingEntry[]>(`/api/rankings/countries?${window.query}`)).body;
      expect(
        new Map(countryRows.map((e) => [e.countryCode, { points: e.points, rank: e.rank, rankChange: e.rankChange }])),
        window.query,
      ).toEqual(countries);
      for (const entry of countryRows) {
        const best = Math.max(...listedWindow.filter((c) => c.countryCode === entry.countryCode).map((c) => c.windowPoints));
        expect(entry.topCreative?.points).toBe(best);
        const hqAgencies = agencyRows.filter(
          (e) => e.agency.headquarters !== null && awards.some((a) => a.agencyId === e.agency.id && a.hq === entry.countryCode),
        );
        expect(entry.topAgency?.points ?? null).toBe(hqAgencies.length > 0 ? Math.max(...hqAgencies.map((e) => e.points)) : null);
      }
    }
    expect(ties).toBeGreaterThan(0);
  });

  it("gives an agency's page its all-time rank, change and points, as the agencies' ranking does", async () => {
    const ranked = await everyPage<AgencyRankingEntry>('/api/rankings/agencies');
    for (const entry of ranked.slice(0, 5)) {
      const agency = (await t.get<Agency>(`/api/agencies/slug/${entry.agency.slug}`)).body;
      expect({ totalPoints: agency.totalPoints, rank: agency.rank, rankChange: agency.rankChange }).toEqual({
        totalPoints: entry.points,
        rank: entry.rank,
        rankChange: entry.rankChange,
      });
      expect(agency.totalAwards).toBe(entry.awards);
    }
  });
});

describe('GET /api/rankings/windows', () => {
  it('offers the years with counted awards, newest first, and the festivals that have them', async () => {
    const awards = await countedAwards();
    const { body } = await t.get<RankingWindows>('/api/rankings/windows');
    expect(body.years).toEqual([...new Set(awards.map((a) => a.year))].sort((a, b) => b - a));
    const festivalIds = new Set(awards.map((a) => a.festivalId));
    expect(body.festivals).toHaveLength(festivalIds.size);
    expect(body.festivals).toContainEqual({ slug: 'cannes-lions', name: cannes.name });
    const ofCannes = (await t.get<RankingWindows>('/api/rankings/windows?festival=cannes-lions')).body.years;
    expect(ofCannes).toEqual([...new Set(awards.filter((a) => a.festivalId === cannes.id).map((a) => a.year))].sort((a, b) => b - a));
  });

  it('gives the years alone at /api/rankings/years, with the festival asked for named', async () => {
    const all = (await t.get<RankingWindows>('/api/rankings/windows')).body;
    expect((await t.get<RankingYears>('/api/rankings/years')).body).toEqual({ years: all.years, festival: null });
    const ofCannes = (await t.get<RankingWindows>('/api/rankings/windows?festival=cannes-lions')).body;
    expect((await t.get<RankingYears>('/api/rankings/years?festival=cannes-lions')).body).toEqual({
      years: ofCannes.years,
      festival: { slug: 'cannes-lions', name: cannes.name },
    });
    expect(ofCannes.years.length).toBeGreaterThan(0);
  });

  it('answers 400 naming `festival` for an unknown festival, in every ranking', async () => {
    for (const path of [
      '/api/rankings/windows?festival=nope',
      '/api/rankings/years?festival=nope',
      '/api/rankings/agencies?festival=nope',
      '/api/rankings/countries?festival=nope&year=2024',
      '/api/creatives?festival=nope',
    ]) {
      const { status, body } = await t.get<ErrorBody>(path);
      expect(status, path).toBe(400);
      expect(
        body.errors?.map((e) => e.path),
        path,
      ).toEqual(['festival']);
    }
    expect((await t.get<ErrorBody>('/api/rankings/agencies?year=nineteen')).body.errors?.map((e) => e.path)).toEqual(['year']);
  });
});

describe('GET /api/festivals/{slug}/winners', () => {
  it("pages the latest year's counted awards, best level first", async () => {
    const awards = (await countedAwards()).filter((a) => a.festivalId === cannes.id);
    const latest = Math.max(...awards.map((a) => a.year));
    const all = await list<FestivalWinner>('/api/festivals/cannes-lions/winners?limit=100');
    expect(all.total).toBe(awards.filter((a) => a.year === latest).length);
    expect(all.items.every((w) => w.year === latest)).toBe(true);
    const levels = ['grand_prix', 'gold', 'silver', 'bronze', 'shortlist'];
    expect(all.items.map((w) => levels.indexOf(w.type))).toEqual(all.items.map((w) => levels.indexOf(w.type)).sort((a, b) => a - b));
    // Level, then category name, title and id: pages of any size cut the same list.
    const order = (w: FestivalWinner) => [levels.indexOf(w.type), w.category.name, w.title, w.id] as const;
    const sorted = [...all.items].sort((x, y) => {
      const [a, b] = [order(x), order(y)];
      const at = a.findIndex((value, i) => value !== b[i]);
      return at < 0 ? 0 : a[at]! < b[at]! ? -1 : 1;
    });
    expect(all.items).toEqual(sorted);
    expect(new Set(all.items.map((w) => w.category.id)).size).toBeGreaterThan(1);
    const paged: FestivalWinner[] = [];
    for (let offset = 0; offset < all.total + 3; offset += 3) {
      paged.push(...(await list<FestivalWinner>(`/api/festivals/cannes-lions/winners?limit=3&offset=${offset}`)).items);
    }
    expect(paged).toEqual(all.items);
    for (const winner of all.items) expect(festivalWinnerSchema.strict().parse(winner)).toEqual(winner);
    // What a page shows of each award is its row's (read from the winners index, not the table).
    const rows = rowsOf<{ id: number; creativeId: number; agencyId: number | null; points: number; year: number }>(
      await t.db.execute(sql`select id, creative_id as "creativeId", agency_id as "agencyId", points, year from awards
        where id in ${all.items.map((w) => w.id)}`),
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(
      all.items.map((w) => ({ id: w.id, creativeId: w.creative.id, agencyId: w.agency?.id ?? null, points: w.points, year: w.year })),
    ).toEqual(all.items.map((w) => byId.get(w.id)));
  });

  it('narrows to one level, one category or both, and names a bad filter', async () => {
    const all = await list<FestivalWinner>('/api/festivals/cannes-lions/winners?limit=100');
    const [type, category] = [all.items[0]!.type, all.items.at(-1)!.category.id];
    const cases = [
      [`type=${type}`, (w: FestivalWinner) => w.type === type],
      [`category=${category}`, (w: FestivalWinner) => w.category.id === category],
      [`type=${type}&category=${category}`, (w: FestivalWinner) => w.type === type && w.category.id === category],
    ] as const;
    for (const [query, keep] of cases) {
      const expected = all.items.filter(keep);
      expect(await list<FestivalWinner>(`/api/festivals/cannes-lions/winners?limit=100&${query}`), query).toEqual({
        items: expected,
        total: expected.length,
      });
      // Paged the same way as the whole list.
      const second = await list<FestivalWinner>(`/api/festivals/cannes-lions/winners?limit=1&offset=1&${query}`);
      expect(second.items, query).toEqual(expected.slice(1, 2));
    }
    expect(all.items.some((w) => w.type !== type) && all.items.some((w) => w.category.id !== category)).toBe(true);
    // Another festival's category has nothing here.
    const other = dandad.categories[0]!.id;
    expect(await list<FestivalWinner>(`/api/festivals/cannes-lions/winners?category=${other}`)).toEqual({ items: [], total: 0 });
    for (const [query, field] of [
      ['type=platinum', 'type'],
      ['category=abc', 'category'],
      ['category=0', 'category'],
      ['category=99999999999', 'category'],
    ] as const) {
      const { status, body } = await t.get<ErrorBody>(`/api/festivals/cannes-lions/winners?${query}`);
      expect(status, query).toBe(400);
      expect(
        body.errors?.map((e) => e.path),
        query,
      ).toEqual([field]);
    }
  });

  it('counts an edition as its awards are verified, rejected after verification and deleted', async () => {
    const total = async () => (await list<FestivalWinner>('/api/festivals/dandad/winners?year=1962')).total;
    const first = await person('Gil Counted', 'PT', casa.name);
    const pending = await submit(first, { festival: dandad, year: 1962, type: 'silver' });
    expect(await total()).toBe(0);
    expect(await decide(pending.id, 'approve')).toBe(204);
    expect(await total()).toBe(1);
    const second = await person('Ada Counted', 'PT');
    await win(second, { festival: dandad, year: 1962, type: 'gold' });
    const both = await list<FestivalWinner>('/api/festivals/dandad/winners?year=1962');
    expect(both.items.map((w) => [w.creative.id, w.type])).toEqual([
      [second.id, 'gold'],
      [first.id, 'silver'],
    ]);
    expect(await decide(pending.id, 'reject')).toBe(204);
    expect(await total()).toBe(1);
    await t.db.execute(sql`delete from creatives where id = ${second.id}`);
    await t.heard();
    expect(await total()).toBe(0);
    // The kept counts are exactly what counting the awards gives, for every edition of the test database.
    const drift = await t.db.execute(sql`
      (select festival_id, year, type, category_id, awards from festival_winner_runs where awards > 0
        except select festival_id, year, type, category_id, count(*)::int from awards where verified group by 1, 2, 3, 4)
      union all
      (select festival_id, year, type, category_id, count(*)::int from awards where verified group by 1, 2, 3, 4
        except select festival_id, year, type, category_id, awards from festival_winner_runs where awards > 0)`);
    expect(rowsOf(drift)).toEqual([]);
  });

  it("shows an award's title and its category's name exactly, whatever they hold", async () => {
    // Each award is written as JSON field by field in SQL: quotes, backslashes, control characters
    // and text that reads as the next fields must come out as they went in.
    const title = 'The "Quote" \\ back\\slash </script> ,"points":1} é 🎉';
    // Categories are the festival's own, written by moderators or the import: a tab and a newline
    // would break the statement's lines if they were not escaped.
    const categoryName = 'Film "Craft" \\ ,"name":"x"}\t\n\u2028';
    const [category] = rowsOf<{ id: number }>(
      await t.db.execute(sql`insert into categories (festival_id, name) values (${dandad.id}, ${categoryName}) returning id`),
    );
    const winner = await person('Hal Hostile', 'IT');
    const { status, body } = await winner.user.send<OwnAward>('POST', '/api/awards', {
      festivalId: dandad.id,
      categoryId: category!.id,
      title,
      year: 1958,
      type: 'gold',
    });
    expect(status).toBe(201);
    expect(await decide(body.id, 'approve')).toBe(204);
    const { items } = await list<FestivalWinner>('/api/festivals/dandad/winners?year=1958');
    expect(items.map((w) => ({ id: w.id, title: w.title, category: w.category, type: w.type, points: w.points, year: w.year }))).toEqual([
      { id: body.id, title, category: { id: category!.id, name: categoryName }, type: 'gold', points: 300, year: 1958 },
    ]);
    expect(festivalWinnerSchema.strict().parse(items[0])).toEqual(items[0]);
  });

  it('answers a given year, an empty one, and 404 for an unknown festival', async () => {
    const person1 = await person('Fay Winner', 'IT', casa.name);
    await win(person1, { festival: dandad, year: 1960, type: 'gold' });
    const person2 = await person('Gus Freelance', 'IT');
    await win(person2, { festival: dandad, year: 1960, type: 'bronze' });
    const year = await list<FestivalWinner>('/api/festivals/dandad/winners?year=1960');
    expect(year.items.map((w) => [w.creative.id, w.agency?.id, w.points])).toEqual([
      [person1.id, casa.id, 300],
      [person2.id, undefined, 100],
    ]);
    // An award won at no agency says so (null), as the schema has it.
    expect(year.items[1]!.agency).toBeNull();
    for (const winner of year.items) expect(festivalWinnerSchema.strict().parse(winner)).toEqual(winner);
    expect(await list<FestivalWinner>('/api/festivals/dandad/winners?year=1961')).toEqual({ items: [], total: 0 });
    expect((await t.get('/api/festivals/nope/winners')).status).toBe(404);
  });
});

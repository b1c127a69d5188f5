import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countryName } from '../../src/shared/countries';
import { agencySchema, type Agency, type AgencySummary } from '../../src/shared/schemas/agency';
import { awardSchema, type OwnAward } from '../../src/shared/schemas/award';
import {
  creativeSchema,
  creativeSummarySchema,
  projectSchema,
  type Creative,
  type CreativeSummary,
} from '../../src/shared/schemas/creative';
import type { OwnProfile } from '../../src/shared/schemas/profile';
import { rowsOf } from '../../src/server/lib/sql';
import { writeCountryNames } from '../../src/server/modules/countries/country.repository';
import { awardsOfCreative } from '../../src/server/modules/creatives/creative.repository';
import { toAward } from '../../src/server/modules/creatives/creative.service';
import { createTestApp, TEST_MODERATOR_EMAIL, type TestApp } from '../helpers/test-app';
import { signUp, type TestUser } from '../helpers/users';

// The public profile is one statement over read models kept by triggers (migration 0008): these
// tests hold it to the response schema and to what the awards and creatives tables say.

let t: TestApp;
let moderator: TestUser;
let cannes: { id: number; categories: { id: number }[] };

beforeAll(async () => {
  t = await createTestApp();
  moderator = await signUp(t, { email: TEST_MODERATOR_EMAIL });
  cannes = (await t.get<typeof cannes>('/api/festivals/slug/cannes-lions')).body;
});
afterAll(() => t.close());

const keysOf = (schema: { shape: object }) => Object.keys(schema.shape).sort();

async function wholeRanking(): Promise<Map<number, CreativeSummary>> {
  const all = new Map<number, CreativeSummary>();
  for (let offset = 0; ; offset += 100) {
    const { body } = await t.get<CreativeSummary[]>(`/api/creatives?limit=100&offset=${offset}`);
    for (const creative of body) all.set(creative.id, creative);
    if (body.length < 100) return all;
  }
}

describe('GET /api/creatives/:id (one statement over the read models)', () => {
  it('sends every field of the schema and no other, for every creative, with the awards the awards table holds', async () => {
    const ranking = await wholeRanking();
    expect(ranking.size).toBe(60);
    for (const [id, summary] of ranking) {
      const { status, body, headers } = await t.get<Creative>(`/api/creatives/${id}`);
      expect(status).toBe(200);
      expect(headers.get('content-type')).toMatch(/^application\/json/);
      expect(creativeSchema.parse(body)).toEqual(body);
      expect(Object.keys(body).sort()).toEqual(keysOf(creativeSchema));
      for (const award of body.awards) expect(Object.keys(award).sort()).toEqual(keysOf(awardSchema));
      for (const project of body.projects) expect(Object.keys(project).sort()).toEqual(keysOf(projectSchema));
      // The same creative through the list's code path: summary fields, rank and rank change agree.
      expect(body).toMatchObject(summary);
      const awards = await awardsOfCreative(t.db, id, { verifiedOnly: true });
      expect(body.awards).toEqual(awards.map(toAward));
    }
  });

  it('answers the same document by username, and 404 for an unknown one', async () => {
    const byId = (await t.get<Creative>('/api/creatives/41')).body;
    expect(byId.projects.length).toBeGreaterThan(0);
    expect((await t.get<Creative>(`/api/creatives/username/${byId.username}`)).body).toEqual(byId);
    const missing = await t.get<{ message: string }>('/api/creatives/username/nobody-at-all');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toContain('nobody-at-all');
  });

  it("names a creative's country in lists and profile as country_names does, when a name changes or comes after the cards", async () => {
    const namedAs = async (name: string, limit: number) => {
      const { body: listed } = await t.get<CreativeSummary[]>(`/api/creatives?country=ES&limit=${limit}`);
      expect(listed.length).toBeGreaterThan(0);
      for (const creative of listed) expect(creative.country).toBe(name);
      expect((await t.get<Creative>(`/api/creatives/${listed[0]!.id}?limit=${limit}`)).body.country).toBe(name);
    };
    await namedAs(countryName('ES'), 100);
    // A Node upgrade that names a country otherwise: the next start writes the new name.
    // Each written past the app: a list's cards (the card store's) follow once its notices are heard.
    await t.db.execute(sql`update country_names set name = 'Spain (renamed)' where code = 'ES'`);
    await t.heard();
    await namedAs('Spain (renamed)', 99);
    // Cards written before any name (a dataset loaded before the first start), then the names.
    await t.db.execute(sql`delete from country_names where code = 'ES'`);
    await t.db.execute(sql`update creatives c set card = creative_card(c) where country_code = 'ES'`);
    await t.heard();
    await namedAs('ES', 98);
    await writeCountryNames(t.db);
    await t.heard();
    await namedAs(countryName('ES'), 97);
  });

  it('shows an award once a moderator verifies it, with its points in the rank, and a renamed festival by its new name', async () => {
    const user = await signUp(t);
    const profile = (await user.send<OwnProfile>('POST', '/api/creatives', { name: 'Read Model', country: 'ES' })).body;
    const award = (
      await user.send<OwnAward>('POST', '/api/awards', {
        festivalId: cannes.id,
        categoryId: cannes.categories[0]!.id,
        title: 'Counted',
        year: 2024,
        type: 'gold',
      })
    ).body;
    expect((await t.get<Creative>(`/api/creatives/${profile.id}`)).body.awards).toEqual([]);

    expect((await moderator.send('POST', `/api/moderation/awards/${award.id}`, { decision: 'approve' })).status).toBe(204);
    const verified = (await t.get<Creative>(`/api/creatives/${profile.id}`)).body;
    expect(verified.awards.map((a) => [a.id, a.title, a.points])).toEqual([[award.id, 'Counted', 300]]);
    expect(verified.totalPoints).toBe(300);
    expect(verified.rank).toBe((await wholeRanking()).get(profile.id)!.rank);

    await t.db.execute(sql`update festivals set name = 'Cannes Lions Renamed' where id = ${cannes.id}`);
    expect((await t.get<Creative>(`/api/creatives/${profile.id}`)).body.awards[0]!.festival.name).toBe('Cannes Lions Renamed');
    const other = await awardsOfCreative(t.db, 41, { verifiedOnly: true });
    expect((await t.get<Creative>('/api/creatives/41')).body.awards).toEqual(other.map(toAward));
  });
});

describe('GET /api/creatives (pages as the database writes them)', () => {
  it.each([
    '',
    '&country=ES',
    '&category=film',
    '&country=US&category=advertising',
    '&sort=name',
    '&sort=newest&country=GB',
    '&sort=awards',
    '&q=an',
  ])('sends each listed creative with exactly the summary fields, for %s', async (query) => {
    const { body, headers } = await t.get<CreativeSummary[]>(`/api/creatives?limit=100${query}`);
    expect(headers.get('content-type')).toMatch(/^application\/json/);
    expect(body.length).toBeGreaterThan(0);
    for (const creative of body) {
      expect(creativeSummarySchema.parse(creative)).toEqual(creative);
      expect(Object.keys(creative).sort()).toEqual(keysOf(creativeSummarySchema));
      expect(creative.country).toBe(creative.countryCode ? countryName(creative.countryCode) : null);
    }
  });

  it('answers an empty array past the end, with the total', async () => {
    const { body, headers } = await t.get<CreativeSummary[]>('/api/creatives?limit=10&offset=5000&country=ES');
    expect(body).toEqual([]);
    expect(Number(headers.get('x-total-count'))).toBeGreaterThan(0);
  });
});

describe('people filter totals (kept counts)', () => {
  const total = async (query: string) => Number((await t.get(`/api/creatives?${query}`)).headers.get('x-total-count'));

  it('agree with a count over the table for every country and discipline filter', async () => {
    const rows = rowsOf<{ country_code: string | null; discipline: string | null; any_country: number; any_discipline: number; n: number }>(
      await t.db.execute(sql`select country_code, discipline, grouping(country_code) as any_country,
        grouping(discipline) as any_discipline, count(*)::int as n
      from creatives group by grouping sets ((country_code), (discipline), (country_code, discipline))`),
    );
    // A filter names a value: groups of creatives without a country or discipline have no filter.
    const filters = rows.filter(
      (row) => (row.any_country === 1 || row.country_code !== null) && (row.any_discipline === 1 || row.discipline !== null),
    );
    expect(filters.length).toBeGreaterThan(20);
    for (const row of filters) {
      const query = [row.any_country === 0 && `country=${row.country_code}`, row.any_discipline === 0 && `category=${row.discipline}`]
        .filter(Boolean)
        .join('&');
      if (!query) continue;
      expect(await total(`${query}&sort=name`), query).toBe(row.n);
    }
  });

  it('follow a new profile and a profile that moves country', async () => {
    const before = { pt: await total('country=PT&category=design&sort=newest'), br: await total('country=BR&sort=awards') };
    const user = await signUp(t);
    const created = (await user.send<OwnProfile>('POST', '/api/creatives', { name: 'Counted Person', country: 'PT', discipline: 'design' }))
      .body;
    expect(await total('country=PT&category=design&sort=newest')).toBe(before.pt + 1);

    const moved = await user.send('PUT', `/api/creatives/${created.id}`, { name: 'Counted Person', country: 'BR', discipline: 'design' });
    expect(moved.status).toBe(200);
    expect(await total('country=PT&category=design&sort=newest')).toBe(before.pt);
    expect(await total('country=BR&sort=awards')).toBe(before.br + 1);
  });
});

describe('GET /api/agencies/slug/:slug (one statement)', () => {
  it('sends every field of the schema and no other, for every agency, as the list summarises it', async () => {
    const { body: listed } = await t.get<AgencySummary[]>('/api/agencies?limit=100');
    expect(listed.length).toBeGreaterThan(10);
    for (const summary of listed) {
      const { status, body } = await t.get<Agency>(`/api/agencies/slug/${summary.slug}`);
      expect(status).toBe(200);
      expect(agencySchema.parse(body)).toEqual(body);
      expect(Object.keys(body).sort()).toEqual(keysOf(agencySchema));
      expect(body).toMatchObject(summary);
      expect(body.countries).toEqual(body.countryCodes.map(countryName));
      const years = body.portfolio.map((item) => item.year ?? -Infinity);
      expect(years).toEqual([...years].sort((a, b) => b - a));
      expect((await t.get<Agency>(`/api/agencies/slug/${body.id}`)).body).toEqual(body);
    }
    expect((await t.get('/api/agencies/slug/no-such-agency')).status).toBe(404);
  });
});

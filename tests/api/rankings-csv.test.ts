import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../src/shared/schemas/common';
import type { AgencyRankingEntry, CountryRankingEntry, RankingWindows } from '../../src/shared/schemas/ranking';
import { openApiDocument } from '../helpers/openapi';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let year: number;

beforeAll(async () => {
  t = await createTestApp();
  year = (await t.get<RankingWindows>('/api/rankings/windows')).body.years[0]!;
});
afterAll(() => t.close());

/** The CSV's rows as objects of strings (empty cells: ''), after checking the response is a CSV download. */
async function csvRows(url: string, filename: RegExp): Promise<Record<string, string>[]> {
  const response = await t.request(url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(response.headers.get('content-disposition')).toMatch(filename);
  return parse<Record<string, string>>(await response.text(), { bom: true, columns: true });
}

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));

async function allAgencies(query: string): Promise<AgencyRankingEntry[]> {
  const entries: AgencyRankingEntry[] = [];
  for (let offset = 0; ; offset += 100) {
    const { body } = await t.get<AgencyRankingEntry[]>(`/api/rankings/agencies?${query}&limit=100&offset=${offset}`);
    entries.push(...body);
    if (body.length < 100) return entries;
  }
}

describe('GET /api/rankings/agencies.csv', () => {
  it.each(['', 'year=YEAR', 'festival=cannes-lions', 'country=US'])('holds the JSON ranking (%s), flattened, in its order', async (raw) => {
    const query = raw.replace('YEAR', String(year));
    const json = await allAgencies(query);
    expect(json.length).toBeGreaterThan(0);
    const rows = await csvRows(`/api/rankings/agencies.csv?${query}`, /^attachment; filename="agencies.*\.csv"$/);
    expect(rows).toEqual(
      json.map((entry) => ({
        rank: text(entry.rank),
        rankChange: text(entry.rankChange),
        agencyId: text(entry.agency.id),
        agencySlug: entry.agency.slug,
        agencyName: entry.agency.name,
        headquarters: text(entry.agency.headquarters),
        points: text(entry.points),
        awards: text(entry.awards),
        grandPrix: text(entry.levels.grandPrix),
        gold: text(entry.levels.gold),
        silver: text(entry.levels.silver),
        bronze: text(entry.levels.bronze),
        shortlist: text(entry.levels.shortlist),
        creatives: text(entry.creatives),
      })),
    );
  });

  it('keeps offset and limit', async () => {
    const { body } = await t.get<AgencyRankingEntry[]>('/api/rankings/agencies?offset=2&limit=3');
    const rows = await csvRows('/api/rankings/agencies.csv?offset=2&limit=3', /agencies\.csv/);
    expect(rows.map((row) => Number(row.agencyId))).toEqual(body.map((entry) => entry.agency.id));
  });

  it('answers 400 naming an unknown festival or a bad limit', async () => {
    const festival = await t.request('/api/rankings/agencies.csv?festival=no-such-festival');
    expect(festival.status).toBe(400);
    expect(((await festival.json()) as ErrorBody).errors?.[0]?.path).toBe('festival');
    const limit = await t.request('/api/rankings/agencies.csv?limit=0');
    expect(limit.status).toBe(400);
    expect(((await limit.json()) as ErrorBody).message).toMatch(/limit/);
  });
});

describe('GET /api/rankings/countries.csv', () => {
  it.each(['', 'year=YEAR', 'festival=cannes-lions'])('holds the JSON ranking (%s), flattened, in its order', async (raw) => {
    const query = raw.replace('YEAR', String(year));
    const { body: json } = await t.get<CountryRankingEntry[]>(`/api/rankings/countries?${query}`);
    expect(json.length).toBeGreaterThan(0);
    const rows = await csvRows(`/api/rankings/countries.csv?${query}`, /^attachment; filename="countries.*\.csv"$/);
    expect(rows).toEqual(
      json.map((entry) => ({
        rank: text(entry.rank),
        rankChange: text(entry.rankChange),
        countryCode: entry.countryCode,
        country: entry.country,
        points: text(entry.points),
        awards: text(entry.awards),
        creatives: text(entry.creatives),
        topCreativeUsername: text(entry.topCreative?.username),
        topCreativeName: text(entry.topCreative?.name),
        topCreativePoints: text(entry.topCreative?.points),
        topAgencySlug: text(entry.topAgency?.slug),
        topAgencyName: text(entry.topAgency?.name),
        topAgencyPoints: text(entry.topAgency?.points),
      })),
    );
  });

  it('answers 400 naming an unknown festival', async () => {
    const response = await t.request('/api/rankings/countries.csv?festival=no-such-festival');
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).errors?.[0]?.path).toBe('festival');
  });
});

it('documents both exports in the OpenAPI document as text/csv', async () => {
  const body = await openApiDocument(t);
  for (const path of ['/api/rankings/agencies.csv', '/api/rankings/countries.csv']) {
    expect(Object.keys(body.paths[path]?.get?.responses?.['200']?.content ?? {}), path).toEqual(['text/csv']);
  }
});

import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { awards, creatives } from '../../src/server/db/schema';
import { AGENCY_SIZE_RANGES, AGENCY_SIZES } from '../../src/shared/constants';
import type { Agency, AgencySummary } from '../../src/shared/schemas/agency';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let all: AgencySummary[];
beforeAll(async () => {
  t = await createTestApp();
  all = (await t.get<AgencySummary[]>('/api/agencies?limit=100')).body;
});
afterAll(() => t.close());

describe('GET /api/agencies', () => {
  it('lists at least 12 agencies, most awarded first, with the total', async () => {
    const { status, body, headers } = await t.get<AgencySummary[]>('/api/agencies');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(12);
    expect(headers.get('x-total-count')).toBe(String(all.length));
    expect(body.map((a) => a.totalAwards)).toEqual(body.map((a) => a.totalAwards).sort((a, b) => b - a));
  });

  it('returns country codes and their English names', () => {
    const agency = all.find((a) => a.countryCodes.length > 3)!;
    expect(agency, 'an agency in more than 3 countries').toBeDefined();
    expect(agency.countries).toHaveLength(agency.countryCodes.length);
    expect(agency.countries.every((name) => name.length > 2)).toBe(true);
  });

  it.each(AGENCY_SIZES)('filters by size %s', async (size) => {
    const [min, max] = AGENCY_SIZE_RANGES[size];
    const { body } = await t.get<AgencySummary[]>(`/api/agencies?size=${encodeURIComponent(size)}`);
    expect(body.length).toBeGreaterThan(0);
    for (const agency of body) {
      expect(agency.employees!).toBeGreaterThanOrEqual(min);
      if (max !== null) expect(agency.employees!).toBeLessThanOrEqual(max);
    }
    expect(body.length).toBe(all.filter((a) => a.employees! >= min && (max === null || a.employees! <= max)).length);
  });

  it('filters by any country the agency works in', async () => {
    const code = all[0]!.countryCodes.at(-1)!;
    const { body } = await t.get<AgencySummary[]>(`/api/agencies?country=${code}&limit=100`);
    expect(body.map((a) => a.id).sort()).toEqual(
      all
        .filter((a) => a.countryCodes.includes(code))
        .map((a) => a.id)
        .sort(),
    );
  });

  it('searches names', async () => {
    const target = all[3]!;
    const { body } = await t.get<AgencySummary[]>(`/api/agencies?q=${encodeURIComponent(target.name.slice(0, 5).toLowerCase())}`);
    expect(body.map((a) => a.id)).toContain(target.id);
  });

  it.each([
    ['size=7', 'size'],
    ['limit=-1', 'limit'],
    ['limit=abc', 'limit'],
    ['offset=-5', 'offset'],
    ['country=Narnia', 'country'],
  ])('answers 400 naming the parameter for %s', async (query, parameter) => {
    const { status, body } = await t.get<{ message: string; errors: { path: string }[] }>(`/api/agencies?${query}`);
    expect(status).toBe(400);
    expect(body.message).toContain(parameter);
  });
});

describe('GET /api/agencies/slug/:slug', () => {
  it('returns the agency with its portfolio, clients and award counts', async () => {
    const summary = all[0]!;
    const { status, body } = await t.get<Agency>(`/api/agencies/slug/${summary.slug}`);
    expect(status).toBe(200);
    expect(body.name).toBe(summary.name);
    expect(body.portfolio.length).toBeGreaterThan(0);
    expect(body.clients.length).toBeGreaterThan(0);
    expect(body.totalAwards).toBeGreaterThanOrEqual(body.grandPrixAwards + body.goldAwards + body.silverAwards + body.bronzeAwards);
    expect(body.claimed).toBe(false);
  });

  it('counts its shortlists too: the five award types add up to the total, list and page alike', async () => {
    const summary = all.find((agency) => agency.totalAwards > 0)!;
    const { body } = await t.get<Agency>(`/api/agencies/slug/${summary.slug}`);
    const [row] = await t.db
      .select({ shortlists: count() })
      .from(awards)
      .innerJoin(creatives, eq(creatives.id, awards.creativeId))
      .where(and(eq(creatives.agencyId, summary.id), eq(awards.verified, true), eq(awards.type, 'shortlist')));
    expect(row!.shortlists).toBeGreaterThan(0);
    for (const agency of [summary, body]) {
      expect(agency.shortlistAwards).toBe(row!.shortlists);
      const { grandPrixAwards, goldAwards, silverAwards, bronzeAwards, shortlistAwards } = agency;
      expect(grandPrixAwards + goldAwards + silverAwards + bronzeAwards + shortlistAwards).toBe(agency.totalAwards);
    }
  });

  it('also finds an agency by id, as the cards link when there is no slug', async () => {
    const summary = all[1]!;
    const { status, body } = await t.get<Agency>(`/api/agencies/slug/${summary.id}`);
    expect(status).toBe(200);
    expect(body.slug).toBe(summary.slug);
  });

  it('answers 404 for an unknown slug', async () => {
    const { status, body } = await t.get<{ message: string }>('/api/agencies/slug/no-such-agency');
    expect(status).toBe(404);
    expect(body.message).toMatch(/not found/i);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { festivalStatus } from '../../src/shared/festival-status';
import type { Category, Festival, FestivalSummary } from '../../src/shared/schemas/festival';
import type { FestivalWinner } from '../../src/shared/schemas/ranking';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_TODAY } from '../helpers/test-clock';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/festivals', () => {
  it('lists the 12 demo festivals with the total in X-Total-Count', async () => {
    const { status, body, headers } = await t.get<FestivalSummary[]>('/api/festivals');
    expect(status).toBe(200);
    expect(body).toHaveLength(12);
    expect(headers.get('x-total-count')).toBe('12');
  });

  it('derives each status from the dates and today', async () => {
    const { body } = await t.get<FestivalSummary[]>('/api/festivals');
    for (const festival of body) expect(festival.status).toBe(festivalStatus(festival, TEST_TODAY));
    const statuses = new Set(body.map((f) => f.status));
    expect(statuses).toEqual(new Set(['open', 'upcoming', 'closed', 'unknown']));
  });

  it('gives cards at most 3 categories and the full count', async () => {
    const { body } = await t.get<FestivalSummary[]>('/api/festivals');
    for (const festival of body) {
      expect(festival.categories.length).toBe(Math.min(3, festival.categoryCount));
      expect(festival.categoryCount).toBeGreaterThan(0);
    }
  });

  it.each(['open', 'upcoming', 'closed', 'unknown'] as const)('filters by status=%s', async (status) => {
    const { body, headers } = await t.get<FestivalSummary[]>(`/api/festivals?status=${status}`);
    expect(body.length).toBeGreaterThan(0);
    expect(body.every((f) => f.status === status)).toBe(true);
    expect(headers.get('x-total-count')).toBe(String(body.length));
  });

  it('excludes dateless festivals when a dated status is chosen', async () => {
    for (const status of ['open', 'upcoming', 'closed']) {
      const { body } = await t.get<FestivalSummary[]>(`/api/festivals?status=${status}`);
      expect(body.every((f) => f.registrationOpenDate && f.registrationCloseDate)).toBe(true);
    }
  });

  it('filters by country given as a code, an English or a Spanish name', async () => {
    const all = (await t.get<FestivalSummary[]>('/api/festivals')).body;
    const code = all.find((f) => f.countryCode === 'GB') ? 'GB' : all[0]!.countryCode!;
    const expected = all
      .filter((f) => f.countryCode === code)
      .map((f) => f.id)
      .sort();
    for (const value of [code, code.toLowerCase(), code === 'GB' ? 'Reino Unido' : code, code === 'GB' ? 'United Kingdom' : code]) {
      const { body } = await t.get<FestivalSummary[]>(`/api/festivals?country=${encodeURIComponent(value)}`);
      expect(body.map((f) => f.id).sort()).toEqual(expected);
    }
  });

  it('searches names case- and accent-insensitively', async () => {
    const { body } = await t.get<FestivalSummary[]>('/api/festivals?q=CANNES');
    expect(body.map((f) => f.slug)).toContain('cannes-lions');
    const iberoamerica = await t.get<FestivalSummary[]>('/api/festivals?q=iberoamerica');
    expect(iberoamerica.body.some((f) => f.name.includes('Iberoamérica'))).toBe(true);
  });

  it('sorts by nearest deadline with dateless festivals last', async () => {
    const { body } = await t.get<FestivalSummary[]>('/api/festivals?sort=deadline');
    const closes = body.map((f) => f.registrationCloseDate);
    const dated = closes.filter((c): c is string => c !== null);
    expect(dated).toEqual([...dated].sort());
    expect(closes.at(-1)).toBeNull();
  });

  it('pages with limit and offset', async () => {
    const all = (await t.get<FestivalSummary[]>('/api/festivals?sort=name')).body;
    const page = await t.get<FestivalSummary[]>('/api/festivals?sort=name&limit=5&offset=10');
    expect(page.body.map((f) => f.id)).toEqual(all.slice(10, 15).map((f) => f.id));
    expect(page.headers.get('x-total-count')).toBe('12');
  });

  it.each([
    ['limit=-1', 'limit'],
    ['limit=abc', 'limit'],
    ['limit=1.5', 'limit'],
    ['limit=101', 'limit'],
    ['offset=-5', 'offset'],
    ['offset=abc', 'offset'],
    ['country=Narnia', 'country'],
    ['status=maybe', 'status'],
    ['sort=random', 'sort'],
  ])('answers 400 naming the parameter for %s', async (query, parameter) => {
    const { status, body } = await t.get<{ message: string; errors: { path: string }[] }>(`/api/festivals?${query}`);
    expect(status).toBe(400);
    expect(body.message).toContain(parameter);
    expect(body.errors.map((e) => e.path)).toContain(parameter);
  });
});

describe('GET /api/festivals/slug/:slug', () => {
  it('returns the festival with all its categories and derived status', async () => {
    const { status, body } = await t.get<Festival>('/api/festivals/slug/cannes-lions');
    expect(status).toBe(200);
    expect(body.name).toMatch(/^Cannes Lions/);
    expect(body.categories.length).toBe(body.categoryCount);
    expect(body.status).toBe(festivalStatus(body, TEST_TODAY));
    expect(body.country).toBe('France');
  });

  it('answers 404 with a message for an unknown slug', async () => {
    const { status, body } = await t.get<{ message: string }>('/api/festivals/slug/no-such-festival');
    expect(status).toBe(404);
    expect(body.message).toMatch(/not found/i);
  });
});

describe('a festival named by its slug in a URL', () => {
  it("is its own database's festival, however another database names its festivals", async () => {
    const other = await createTestApp();
    try {
      const winners = async (app: TestApp, slug: string) =>
        (await app.get<FestivalWinner[]>(`/api/festivals/${slug}/winners?limit=100`)).body;
      const cannes = await winners(t, 'cannes-lions');
      const dandad = await winners(t, 'dandad');
      expect(cannes.length).toBeGreaterThan(0);
      expect(dandad.length).toBeGreaterThan(0);
      expect(dandad).not.toEqual(cannes);
      // The other database (the same demo data) swaps the two slugs the first app has just read.
      const rename = (from: string, to: string) => other.db.execute(sql`update festivals set slug = ${to} where slug = ${from}`);
      await rename('cannes-lions', 'swapping');
      await rename('dandad', 'cannes-lions');
      await rename('swapping', 'dandad');
      expect(await winners(other, 'cannes-lions')).toEqual(dandad);
      expect(await winners(other, 'dandad')).toEqual(cannes);
      expect(await winners(t, 'cannes-lions')).toEqual(cannes);
    } finally {
      await other.close();
    }
  });
});

describe('GET /api/categories', () => {
  it('lists categories with their festival, paged', async () => {
    const { status, body, headers } = await t.get<Category[]>('/api/categories?limit=10');
    expect(status).toBe(200);
    expect(body).toHaveLength(10);
    expect(Number(headers.get('x-total-count'))).toBeGreaterThan(10);
  });

  it("filters by festivalId: exactly that festival's categories", async () => {
    const festival = (await t.get<Festival>('/api/festivals/slug/cannes-lions')).body;
    const { body } = await t.get<Category[]>(`/api/categories?festivalId=${festival.id}&limit=100`);
    expect(body.map((c) => c.id).sort()).toEqual(festival.categories.map((c) => c.id).sort());
    expect(body.every((c) => c.festivalId === festival.id)).toBe(true);
  });

  it('answers 400 for a bad festivalId', async () => {
    const { status, body } = await t.get<{ message: string }>('/api/categories?festivalId=abc');
    expect(status).toBe(400);
    expect(body.message).toContain('festivalId');
  });
});

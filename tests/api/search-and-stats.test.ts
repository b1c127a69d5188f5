import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResult } from '../../src/shared/schemas/search';
import type { Stats } from '../../src/shared/schemas/stats';
import { foldText } from '../../src/shared/text';
import { rowsOf } from '../../src/server/lib/sql';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/search', () => {
  it('returns creatives, agencies and festivals, at most 5 of each', async () => {
    const { status, body } = await t.get<SearchResult>('/api/search?q=an');
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['agencies', 'creatives', 'festivals']);
    expect(body.creatives.length).toBe(5);
    expect(body.agencies.length).toBeLessThanOrEqual(5);
    expect(body.festivals.length).toBeLessThanOrEqual(5);
  });

  it('ignores case and accents in both directions', async () => {
    const rows = rowsOf<{ name: string }>(await t.db.execute(sql`select name from creatives where name <> f_unaccent(name) order by id limit 1`));
    const name = rows[0]!.name;
    const word = name.split(' ').find((w) => foldText(w) !== w.toLowerCase())!;
    for (const q of [foldText(word), word.toUpperCase(), word]) {
      const { body } = await t.get<SearchResult>(`/api/search?q=${encodeURIComponent(q)}`);
      expect(body.creatives.map((c) => c.name), q).toContain(name);
    }
  });

  it('puts word-start matches before matches inside a word', async () => {
    const { body } = await t.get<SearchResult>('/api/search?q=an');
    const starts = body.creatives.map((c) => foldText(c.name).split(/\s+/).some((w) => w.startsWith('an')));
    const firstInside = starts.indexOf(false);
    if (firstInside !== -1) expect(starts.slice(firstInside).every((s) => !s)).toBe(true);
  });

  it('finds festivals by short name with their status', async () => {
    const { body } = await t.get<SearchResult>('/api/search?q=d%26ad');
    expect(body.festivals[0]?.slug).toBe('dandad');
    expect(['open', 'upcoming', 'closed', 'unknown']).toContain(body.festivals[0]?.status);
  });

  it('returns empty sections when nothing matches', async () => {
    const { status, body } = await t.get<SearchResult>('/api/search?q=zzqqxx');
    expect(status).toBe(200);
    expect(body).toEqual({ creatives: [], agencies: [], festivals: [] });
  });

  it.each([
    ['q=a', 'at least 2'],
    ['q=%20a%20', 'at least 2'],
    ['', 'q'],
  ])('answers 400 for %s', async (query, text) => {
    const { status, body } = await t.get<{ message: string }>(`/api/search?${query}`);
    expect(status).toBe(400);
    expect(body.message).toContain('q');
    expect(body.message).toContain(text);
  });
});

describe('GET /api/stats', () => {
  it('counts creatives, verified awards, countries and festivals', async () => {
    const { status, body } = await t.get<Stats>('/api/stats');
    expect(status).toBe(200);
    const [row] = rowsOf<Stats>(
      await t.db.execute(sql`select
        (select count(*) from creatives)::int as "totalCreatives",
        (select count(*) from awards where verified)::int as "totalAwards",
        (select count(distinct country_code) from creatives)::int as "totalCountries",
        (select count(*) from festivals)::int as "totalFestivals"`),
    );
    expect(body).toEqual(row);
    expect(body.totalCreatives).toBe(60);
    expect(body.totalAwards).toBeGreaterThanOrEqual(200);
    expect(body.totalCountries).toBeGreaterThanOrEqual(9);
    expect(body.totalFestivals).toBe(12);
  });
});

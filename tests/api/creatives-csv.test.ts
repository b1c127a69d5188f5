import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keysetCreativesCsv } from '../../src/server/modules/creatives/creative.service';
import type { ErrorBody } from '../../src/shared/schemas/common';
import { CREATIVE_CSV_COLUMNS, type CreativeSummary } from '../../src/shared/schemas/creative';
import type { RankingWindows } from '../../src/shared/schemas/ranking';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signUp } from '../helpers/users';
import { openApiDocument } from '../helpers/openapi';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NUMBERS = new Set<string>(['id', 'totalPoints', 'totalAwards', 'windowPoints', 'windowAwards', 'rank', 'rankChange']);

/** The CSV read back into the JSON list's items: empty cells are null, numbers and booleans typed. */
async function csvItems(query: string) {
  const response = await t.request(`/api/creatives.csv${query}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="creatives.*\.csv"$/);
  const text = await response.text();
  const [header, ...rows] = parse(text, { bom: true });
  expect(header).toEqual(CREATIVE_CSV_COLUMNS);
  return rows.map((row) =>
    Object.fromEntries<string | number | boolean | null>(
      CREATIVE_CSV_COLUMNS.map((column, i) => {
        const cell = row[i]!;
        if (cell === '') return [column, null];
        if (NUMBERS.has(column)) return [column, Number(cell)];
        if (column === 'verified') return [column, cell === 'true'];
        return [column, cell];
      }),
    ),
  );
}

async function allPages(query: string): Promise<CreativeSummary[]> {
  const items: CreativeSummary[] = [];
  for (let offset = 0; ; offset += 100) {
    const { body } = await t.get<CreativeSummary[]>(`/api/creatives?${query}&limit=100&offset=${offset}`);
    items.push(...body);
    if (body.length < 100) return items;
  }
}

describe('GET /api/creatives.csv', () => {
  it.each(['sort=points', 'sort=awards', 'sort=name', 'sort=newest', 'country=ES', 'country=España&sort=name', 'category=film', 'q=mu'])(
    'holds the same rows as the JSON list (%s), in its order',
    async (query) => {
      const json = await allPages(query);
      expect(json.length).toBeGreaterThan(0);
      expect(await csvItems(`?${query}`)).toEqual(json);
    },
  );

  it('follows the ranking windows of the JSON list: a year, a festival, both', async () => {
    const { body: windows } = await t.get<RankingWindows>('/api/rankings/windows?festival=cannes-lions');
    const year = windows.years[0]!;
    for (const query of [
      `year=${year}`,
      'festival=cannes-lions',
      `festival=cannes-lions&year=${year}&sort=awards`,
      `year=${year}&country=ES`,
      // Orders and a text no window index keeps: the export's batches, not the list's pages.
      `year=${year}&sort=name`,
      `festival=cannes-lions&sort=newest`,
      `year=${year}&q=mu`,
    ]) {
      const json = await allPages(query);
      expect(json.length, query).toBeGreaterThan(0);
      expect(await csvItems(`?${query}`), query).toEqual(json);
    }
    const { body } = await t.get<CreativeSummary[]>(`/api/creatives?year=${year}&offset=2&limit=3`);
    expect(await csvItems(`?year=${year}&offset=2&limit=3`)).toEqual(body);
    // From an offset in the back half of the list (read from its other end), to the end and for a few rows.
    const byName = await allPages(`year=${year}&sort=name`);
    const from = Math.ceil(byName.length * 0.7);
    expect(await csvItems(`?year=${year}&sort=name&offset=${from}`)).toEqual(byName.slice(from));
    expect(await csvItems(`?year=${year}&sort=name&offset=${from}&limit=4`)).toEqual(byName.slice(from, from + 4));
    expect(await csvItems(`?year=${year}&sort=name&offset=${byName.length + 5}`)).toEqual([]);
  });

  it('refuses an unknown festival before the file starts: 400 naming festival', async () => {
    const response = await t.request('/api/creatives.csv?festival=no-such-festival');
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).errors?.[0]?.path).toBe('festival');
  });

  it('keeps the window of the JSON list: offset and limit', async () => {
    const { body } = await t.get<CreativeSummary[]>('/api/creatives?offset=7&limit=9&sort=awards');
    expect(await csvItems('?offset=7&limit=9&sort=awards')).toEqual(body);
    expect(await csvItems('?offset=100000')).toEqual([]);
  });

  it.each(['points', 'awards', 'name', 'newest'] as const)(
    'seeks batch after batch without losing or repeating a row (sort=%s)',
    async (sort) => {
      // Ties of points and awards cross the small batches' edges.
      let text = '';
      for await (const piece of keysetCreativesCsv(t.db, { sort, offset: 3, limit: 50 }, 4)) text += piece;
      const [, ...rows] = parse(text, { bom: true });
      const { body } = await t.get<CreativeSummary[]>(`/api/creatives?sort=${sort}&offset=3&limit=50`);
      expect(rows.map((row) => Number(row[0]))).toEqual(body.map((item) => item.id));
    },
  );

  it('neutralises text cells a spreadsheet would read as a formula', async () => {
    const user = await signUp(t);
    expect((await user.send('POST', '/api/creatives', { name: '=HYPERLINK("http://evil.example")', country: 'ES' })).status).toBe(201);
    const text = await (await t.request('/api/creatives.csv?q=hyperlink')).text();
    const [, row] = parse(text, { bom: true });
    expect(row![CREATIVE_CSV_COLUMNS.indexOf('name')]).toBe('\'=HYPERLINK("http://evil.example")');
    expect(row![CREATIVE_CSV_COLUMNS.indexOf('username')]).toBe('hyperlink-http-evil-example');
  });

  it('answers 400 naming a bad parameter', async () => {
    const response = await t.request('/api/creatives.csv?sort=shoe');
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).message).toMatch(/sort/);
  });

  it('is in the OpenAPI document as text/csv', async () => {
    const body = await openApiDocument(t);
    expect(Object.keys(body.paths['/api/creatives.csv']?.get?.responses?.['200']?.content ?? {})).toEqual(['text/csv']);
  });
});

const SLOW_PACE = 2000;

describe('what every download of a process shares', () => {
  let slow: TestApp;
  beforeAll(async () => {
    // One slot, and a pace at which the whole list takes seconds: the first download stays open.
    slow = await createTestApp({
      config: { exports: { slots: 1, bytesPerSecond: SLOW_PACE } },
      // The sitemaps are served beside the site's pages.
      clientFiles: { 'index.html': '<!doctype html><html lang="en"><head><!--head--></head><body><div id="root"></div></body></html>' },
    });
  });
  afterAll(() => slow.close());

  it('refuses a download past the slots (503, Retry-After), and serves the next once one ends', async () => {
    const whole = await (await t.request('/api/creatives.csv')).text();
    expect(whole.length).toBeGreaterThan(2 * SLOW_PACE);
    const first = await slow.request('/api/creatives.csv');
    expect(first.status).toBe(200);
    for (const path of ['/api/creatives.csv?limit=3', '/api/rankings/countries.csv', '/api/rankings/agencies.csv']) {
      const refused = await slow.get<ErrorBody>(path);
      expect(refused.status, path).toBe(503);
      expect(refused.headers.get('retry-after'), path).toBe('10');
      expect(refused.body.message, path).toBe('Too many downloads at once; please try again shortly');
    }
    // A sitemap file is a download too; refused, it is no file and nothing a crawler keeps.
    const sitemap = await slow.request('/sitemaps/creatives-1.xml');
    expect(sitemap.status).toBe(503);
    expect(sitemap.headers.get('content-type')).toMatch(/^application\/json/);
    expect(sitemap.headers.get('cache-control')).toBeNull();
    expect(await sitemap.json()).toEqual({ message: 'Too many downloads at once; please try again shortly' });
    // The JSON lists are no downloads.
    expect((await slow.get('/api/creatives?limit=3')).status).toBe(200);
    // The client leaves: its slot is given back.
    await first.body!.cancel();
    await expect
      .poll(
        async () => {
          const next = await slow.request('/api/creatives.csv?limit=3');
          const text = await next.text();
          return next.status === 200 ? parse(text, { bom: true }).length : next.status;
        },
        { timeout: 10_000 },
      )
      .toBe(4);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agency, AgencySummary } from '../../src/shared/schemas/agency';
import type { AgencyRankingEntry } from '../../src/shared/schemas/ranking';
import type { Creative } from '../../src/shared/schemas/creative';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { openApiDocument } from '../helpers/openapi';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /badge/creative/{username}.svg', () => {
  it("shows the creative's rank and points, with a title for screen readers", async () => {
    const creative = (await t.get<Creative>('/api/creatives/1')).body;
    const response = await t.request(`/badge/creative/${creative.username}.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    const svg = await response.text();
    const points = creative.totalPoints.toLocaleString('en');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]* role="img" aria-label="[^"]+">/);
    expect(svg).toContain(`<title>${creative.name} on Palmarés: ranked #${creative.rank} with ${points} points</title>`);
    expect(svg).toContain(`>#${creative.rank} · ${points} pts</text>`);
  });

  it('is cacheable: an ETag, and 304 when it has not changed', async () => {
    const first = await t.request('/badge/creative/lucia-munoz.svg');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=300');
    const again = await t.request('/badge/creative/lucia-munoz.svg', { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const other = await t.request('/badge/creative/lucia-munoz.svg', { headers: { 'if-none-match': '"stale"' } });
    expect(other.status).toBe(200);
  });

  it('answers 404 for an unknown username', async () => {
    expect((await t.request('/badge/creative/nobody-at-all.svg')).status).toBe(404);
  });
});

describe('GET /badge/agency/{slug}.svg', () => {
  it("shows the agency's all-time place and points in the agencies' ranking, escaped", async () => {
    const { body: agencies } = await t.get<AgencySummary[]>('/api/agencies?limit=100');
    const { slug } = agencies.find((candidate) => candidate.name.includes('&'))!;
    const agency = (await t.get<Agency>(`/api/agencies/slug/${slug}`)).body;
    const ranked = (await t.get<AgencyRankingEntry[]>('/api/rankings/agencies?limit=100')).body.find(
      (entry) => entry.agency.slug === slug,
    )!;
    expect([agency.rank, agency.totalPoints]).toEqual([ranked.rank, ranked.points]);
    const points = ranked.points.toLocaleString('en');
    const svg = await (await t.request(`/badge/agency/${slug}.svg`)).text();
    expect(svg).toContain(
      `<title>${agency.name.replace('&', '&amp;')} on Palmarés: agency ranked #${ranked.rank} with ${points} points</title>`,
    );
    expect(svg).toContain(`>#${ranked.rank} · ${points} pts</text>`);
  });

  it('answers 404 for an unknown slug', async () => {
    expect((await t.request('/badge/agency/nowhere.svg')).status).toBe(404);
  });

  it('both badges are in the OpenAPI document', async () => {
    const body = await openApiDocument(t);
    expect(Object.keys(body.paths)).toEqual(expect.arrayContaining(['/badge/creative/{username}.svg', '/badge/agency/{slug}.svg']));
  });
});

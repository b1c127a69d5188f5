import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgencySummary as Agency } from '../../src/shared/schemas/agency';
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
  it("shows the agency's place in the agencies ranking and its awards, escaped", async () => {
    const { body: agencies } = await t.get<Agency[]>('/api/agencies?limit=100');
    const agency = agencies.find((candidate) => candidate.name.includes('&'))!;
    const rank = 1 + agencies.filter((other) => other.totalAwards > agency.totalAwards).length;
    const svg = await (await t.request(`/badge/agency/${agency.slug}.svg`)).text();
    expect(svg).toContain(
      `<title>${agency.name.replace('&', '&amp;')} on Palmarés: agency ranked #${rank} with ${agency.totalAwards} awards</title>`,
    );
    expect(svg).toContain(`>#${rank} · ${agency.totalAwards} awards</text>`);
  });

  it('answers 404 for an unknown slug', async () => {
    expect((await t.request('/badge/agency/nowhere.svg')).status).toBe(404);
  });

  it('both badges are in the OpenAPI document', async () => {
    const body = await openApiDocument(t);
    expect(Object.keys(body.paths)).toEqual(expect.arrayContaining(['/badge/creative/{username}.svg', '/badge/agency/{slug}.svg']));
  });
});

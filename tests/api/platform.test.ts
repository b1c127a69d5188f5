import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreativeSummary } from '../../src/shared/schemas/creative';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { responseCacheTtlMs: 60_000 } });
});
afterAll(() => t.close());

describe('health', () => {
  it('answers /healthz while the process is up', async () => {
    expect((await t.get('/healthz')).status).toBe(200);
  });

  it('answers /readyz when the database answers', async () => {
    const { status, body } = await t.get<{ status: string }>('/readyz');
    expect(status).toBe(200);
    expect(body.status).toBe('ready');
  });
});

describe('OpenAPI', () => {
  it('describes every read endpoint at /api/openapi.json', async () => {
    const { status, body } = await t.get<{ openapi: string; paths: Record<string, unknown> }>('/api/openapi.json');
    expect(status).toBe(200);
    expect(body.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/stats',
      '/api/creatives',
      '/api/creatives/{id}',
      '/api/creatives/username/{username}',
      '/api/creatives/agency/{agencyName}',
      '/api/agencies',
      '/api/agencies/slug/{slug}',
      '/api/festivals',
      '/api/festivals/slug/{slug}',
      '/api/categories',
      '/api/search',
    ]) {
      expect(body.paths, path).toHaveProperty([path]);
    }
  });

  it('serves a browsable page at /api/docs', async () => {
    const response = await t.request('/api/docs');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
  });
});

describe('errors and headers', () => {
  it('answers an unknown API path with a JSON 404', async () => {
    const { status, body } = await t.get<{ message: string }>('/api/nothing-here');
    expect(status).toBe(404);
    expect(body.message).toMatch(/not found/i);
  });

  it('sends security headers', async () => {
    const response = await t.request('/api/stats');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('compresses large responses', async () => {
    const response = await t.request('/api/creatives?limit=100', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(((await response.json()) as CreativeSummary[]).length).toBe(60);
  });
});

describe('response cache', () => {
  it('serves a repeated public GET from the cache with the same body and total', async () => {
    const first = await t.request('/api/creatives?limit=3&offset=1');
    await t.request('/api/creatives?limit=3&offset=1');
    const second = await t.request('/api/creatives?limit=3&offset=1');
    expect(first.headers.get('x-cache')).toBeNull();
    expect(second.headers.get('x-cache')).toBe('hit');
    expect(second.headers.get('x-total-count')).toBe(first.headers.get('x-total-count'));
    expect(await second.json()).toEqual(await first.json());
  });

  it('never caches an error', async () => {
    await t.request('/api/creatives/999999');
    const again = await t.request('/api/creatives/999999');
    expect(again.status).toBe(404);
    expect(again.headers.get('x-cache')).toBeNull();
  });
});

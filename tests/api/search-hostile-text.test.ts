import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResult } from '../../src/shared/schemas/search';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Found by `npm run bench` (hostile search texts): `^` and `` ` `` are diacritics, so these texts
// fold to a leading space and an empty first word, which once sent the server into an endless loop.
describe('GET /api/search with texts that fold to an empty first word', () => {
  it.each(['^ qxz', '` qxz', '^^ ab', '¨ ma'])('answers %j', async (q) => {
    const { status, body } = await t.get<SearchResult>(`/api/search?q=${encodeURIComponent(q)}`);
    expect(status).toBe(200);
    expect(Array.isArray(body.creatives)).toBe(true);
  });
});

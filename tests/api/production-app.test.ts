import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

describe('what production serves', () => {
  it('has no benchmark route in production, and keeps the API docs public', async () => {
    t = await createTestApp({ config: { env: 'production' } });
    expect((await t.get('/api/bench/baseline')).status).toBe(404);
    expect((await t.get('/api/openapi.json')).status).toBe(200);
    expect((await t.request('/api/docs/')).status).toBe(200);
  });

  it('hides the API docs with API_DOCS=false', async () => {
    t = await createTestApp({ config: { env: 'production', apiDocs: false } });
    expect((await t.get('/api/openapi.json')).status).toBe(404);
    expect((await t.request('/api/docs/')).status).toBe(404);
    expect((await t.get('/api/festivals?limit=1')).status).toBe(200);
  });

  it('keeps the benchmark route outside production', async () => {
    t = await createTestApp();
    expect((await t.get('/api/bench/baseline')).status).toBe(200);
  });

  it('accepts sign-up from every trusted loopback origin and refuses others', async () => {
    const origins = ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'];
    t = await createTestApp({ config: { trustedOrigins: origins } });
    for (const [i, origin] of origins.entries()) {
      const response = await t.request('/api/auth/sign-up/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({ email: `loopback${i}@palmares.test`, password: 'secret123', name: 'Loop Back' }),
      });
      expect(response.status, origin).toBe(200);
    }
    const foreign = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://evil.example' },
      body: JSON.stringify({ email: 'evil@palmares.test', password: 'secret123', name: 'Evil' }),
    });
    expect(foreign.status).toBe(403);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../src/shared/schemas/account';
import { createTestApp, RATE_LIMITED_AUTH, TEST_MODERATOR_EMAIL, type TestApp } from '../helpers/test-app';
import { signUp } from '../helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('sign-up and sign-in', () => {
  it('signs up with email and password and reads the user with the spec’s fields', async () => {
    const user = await signUp(t, { name: 'Ana Test' });
    const { status, body: me } = await user.send<CurrentUser>('GET', '/api/auth/user');
    expect(status).toBe(200);
    expect(me.email).toBe(user.email);
    expect(me.displayName).toBe('Ana Test');
    expect(me.uid).toBe(me.id);
    expect(me.isAnonymous).toBe(false);
    expect(me.providerData).toEqual([{ providerId: 'credential' }]);
    expect(me.role).toBe('user');
    expect(me.creativeId).toBeNull();
    for (const key of ['photoURL', 'emailVerified', 'phoneNumber', 'tenantId', 'createdAt', 'lastLoginAt']) expect(me).toHaveProperty(key);
  });

  it('sets an httpOnly, SameSite=Lax session cookie', async () => {
    const response = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: JSON.stringify({ email: 'cookie@example.com', password: 'secret123', name: 'Cookie' }),
    });
    const cookie = response.headers.getSetCookie().find((c) => c.includes('session_token'))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('refuses a password shorter than 6 characters', async () => {
    const response = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: JSON.stringify({ email: 'short@example.com', password: '12345', name: 'Short' }),
    });
    expect(response.status).toBe(400);
  });

  it('signs in with the password and rejects a wrong one', async () => {
    await signUp(t, { email: 'signin@example.com', password: 'right-password' });
    const post = (password: string) =>
      t.request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
        body: JSON.stringify({ email: 'signin@example.com', password }),
      });
    expect((await post('wrong-password')).status).toBe(401);
    expect((await post('right-password')).status).toBe(200);
  });

  it('accepts the session token as a bearer token', async () => {
    const response = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: JSON.stringify({ email: 'bearer@example.com', password: 'secret123', name: 'Bearer' }),
    });
    const { token } = (await response.json()) as { token: string };
    const me = await t.request('/api/auth/user', { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
  });

  it('answers 401 for the current user when signed out', async () => {
    expect((await t.get('/api/auth/user')).status).toBe(401);
  });

  it('makes ADMIN_EMAILS moderators at sign-up', async () => {
    const moderator = await signUp(t, { email: TEST_MODERATOR_EMAIL });
    expect((await moderator.send<CurrentUser>('GET', '/api/auth/user')).body.role).toBe('moderator');
  });

  it('never lets sign-up choose a role', async () => {
    const response = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: JSON.stringify({ email: 'sneaky@example.com', password: 'secret123', name: 'Sneaky', role: 'moderator' }),
    });
    const cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const me = await t.request('/api/auth/user', { headers: { cookie } });
    expect(response.status === 400 || ((await me.json()) as CurrentUser).role === 'user').toBe(true);
  });
});

describe('GET /api/login', () => {
  it('redirects home with the sign-in dialog open and where to return', async () => {
    const response = await t.request('/api/login?returnTo=%2Fdashboard', { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/?signin=1&returnTo=%2Fdashboard');
  });

  it('never redirects to another site', async () => {
    for (const evil of ['https://evil.example/x', '//evil.example', '/\\evil.example']) {
      const response = await t.request(`/api/login?returnTo=${encodeURIComponent(evil)}`, { redirect: 'manual' });
      expect(response.headers.get('location')).toBe('/?signin=1&returnTo=%2F');
    }
  });
});

describe('GET /api/auth/providers', () => {
  it('lists only the configured sign-in methods', async () => {
    const { body } = await t.get('/api/auth/providers');
    expect(body).toEqual({ emailPassword: true, google: false, twitter: false, linkedin: false, microsoft: false, oidc: null });
  });
});

describe('cross-site requests', () => {
  it('refuses a state-changing request from another origin', async () => {
    const user = await signUp(t);
    const response = await t.request('/api/creatives', {
      method: 'POST',
      headers: { cookie: user.cookie, origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Evil' }),
    });
    expect(response.status).toBe(403);
    expect((await user.send('GET', '/api/my-profile')).status).toBe(404);
  });
});

describe('rate limits', () => {
  it('limits password sign-in attempts per address', async () => {
    const limited = await createTestApp({
      config: {
        auth: RATE_LIMITED_AUTH,
      },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const response = await limited.request('/api/auth/sign-in/email', {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
          // A new account each time: the per-account lock (sign-in-lock.test.ts) stays out of this.
          body: JSON.stringify({ email: `nobody${i}@example.com`, password: 'wrong-password' }),
        });
        statuses.push(response.status);
      }
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(10)).toEqual([429, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('rate limits per client', () => {
  it('counts sign-in attempts per client address behind a trusted proxy, not site-wide', async () => {
    const limited = await createTestApp({
      config: {
        trustProxy: ['127.0.0.1'],
        auth: RATE_LIMITED_AUTH,
      },
    });
    // A new account each time: the per-account lock (sign-in-lock.test.ts) stays out of this.
    let account = 0;
    const attempt = (ip: string) =>
      limited.request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: 'http://localhost:3000',
          'x-forwarded-for': ip,
          'x-palmares-client-ip': '9.9.9.9',
        },
        body: JSON.stringify({ email: `nobody${++account}@example.com`, password: 'wrong-password' }),
      });
    try {
      for (let i = 0; i < 10; i++) await attempt('203.0.113.1');
      expect((await attempt('203.0.113.1')).status).toBe(429);
      expect((await attempt('203.0.113.2')).status).toBe(401);
    } finally {
      await limited.close();
    }
  });
});

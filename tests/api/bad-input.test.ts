import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggableError } from '../../src/server/errors';
import type { ErrorBody } from '../../src/shared/schemas/common';
import type { OwnProfile } from '../../src/shared/schemas/profile';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signUp, type TestUser } from '../helpers/users';

let t: TestApp;
let user: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  user = await signUp(t);
});
afterAll(() => t.close());

const ORIGIN = 'http://localhost:3000';

async function postJson<T = unknown>(path: string, body: string, headers: Record<string, string> = {}) {
  const response = await t.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN, ...headers },
    body,
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

describe('control characters in text', () => {
  it.each([
    ['/api/search?q=a%00b', 'q'],
    ['/api/creatives?q=a%00b', 'q'],
    ['/api/agencies?q=a%00b', 'q'],
    ['/api/festivals?q=a%00b', 'q'],
    ['/api/creatives?country=E%00S', 'country'],
    ['/api/festivals/slug/cannes%00lions', 'slug'],
    ['/api/agencies/slug/a%00b', 'slug'],
    ['/api/creatives/username/a%00b', 'username'],
    ['/api/creatives/agency/a%1Bb', 'agencyName'],
    ['/api/login?returnTo=%2F%00', 'returnTo'],
  ])('GET %s is a 400 naming %s', async (path, field) => {
    const { status, body } = await t.get<ErrorBody>(path);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.path).toBe(field);
    expect(body.message).toContain(field);
  });

  it('refuses a NUL in a write body, naming the field', async () => {
    const { status, body } = await user.send<ErrorBody>('POST', '/api/creatives', { name: 'Ana\u0000Paz' });
    expect(status).toBe(400);
    expect(body.errors?.[0]?.path).toBe('name');
  });

  it('keeps line breaks in multi-line texts and refuses other controls there', async () => {
    const withLines = await user.send<OwnProfile>('POST', '/api/creatives', { name: 'Ana Paz', bio: 'One line.\r\nAnother\tone.' });
    expect(withLines.status).toBe(201);
    const { status, body } = await user.send<ErrorBody>('PUT', `/api/creatives/${withLines.body.id}`, {
      name: 'Ana Paz',
      bio: 'bell\u0007',
    });
    expect(status).toBe(400);
    expect(body.errors?.[0]?.path).toBe('bio');
  });

  it('refuses control characters in better-auth bodies and queries, naming the field', async () => {
    const update = await user.send<ErrorBody>('POST', '/api/auth/update-user', { name: 'Mallory\u0000' });
    expect(update.status).toBe(400);
    expect(update.body.errors?.[0]?.path).toBe('name');
    const signIn = await postJson<ErrorBody>(
      '/api/auth/sign-in/email',
      JSON.stringify({ email: 'a\u0000@example.com', password: 'secret123' }),
    );
    expect(signIn.status).toBe(400);
    expect(signIn.body.errors?.[0]?.path).toBe('email');
    const verify = await t.get<ErrorBody>('/api/auth/verify-email?token=a%00b');
    expect(verify.status).toBe(400);
    expect(verify.body.errors?.[0]?.path).toBe('token');
  });
});

describe('a path that is not valid percent-encoding', () => {
  it.each(['/api/creatives/username/%C0%AF', '/assets/%FF%FE.js', '/api/festivals/slug/%E0%A4%A'])(
    'GET %s is a 400 in the contract, with the security headers',
    async (path) => {
      const { status, body, headers } = await t.get<ErrorBody>(path);
      expect(status).toBe(400);
      expect(body).toEqual({ message: expect.stringContaining('Invalid URL') as string });
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('content-security-policy')).toContain("default-src 'self'");
    },
  );
});

describe('where better-auth redirects to', () => {
  it.each(['xxxx', 'http%3A%2F%2Fevil.example%2F', '%2F%2Fevil.example', '%2F%5Cevil.example', 'javascript%3Aalert(1)'])(
    'refuses callbackURL=%s with a 400 naming it',
    async (callbackURL) => {
      const { status, body } = await t.get<ErrorBody>(`/api/auth/verify-email?token=abc&callbackURL=${callbackURL}`);
      expect(status).toBe(400);
      expect(body.errors?.[0]?.path).toBe('callbackURL');
    },
  );

  it('follows a path on the site, or the site itself', async () => {
    const relative = await t.request('/api/auth/verify-email?token=abc&callbackURL=%2Femail-verified', { redirect: 'manual' });
    expect(relative.status).toBe(302);
    expect(relative.headers.get('location')).toMatch(/^\/email-verified\?error=/);
    const absolute = await t.request(`/api/auth/verify-email?token=abc&callbackURL=${encodeURIComponent(`${ORIGIN}/x`)}`, {
      redirect: 'manual',
    });
    expect(absolute.status).toBe(302);
    const reset = await postJson<ErrorBody>(
      '/api/auth/request-password-reset',
      JSON.stringify({ email: user.email, redirectTo: 'https://evil.example/' }),
    );
    expect(reset.status).toBe(400);
    expect(reset.body.errors?.[0]?.path).toBe('redirectTo');
  });
});

describe('ids bounded to the integer column', () => {
  it('refuses a festivalId of 2^31 in a body', async () => {
    const { status, body } = await user.send<ErrorBody>('POST', '/api/awards', {
      festivalId: 2147483648,
      categoryId: 1,
      title: 'Big',
      year: 2020,
      type: 'gold',
    });
    expect(status).toBe(400);
    expect(body.errors?.[0]?.path).toBe('festivalId');
  });

  it.each(['/api/creatives/2147483648', '/api/creatives?offset=2147483648', '/api/categories?festivalId=99999999999'])(
    'refuses %s with a 400',
    async (path) => {
      expect((await t.get(path)).status).toBe(400);
    },
  );

  it.each([
    ['/api/creatives/0', 'id'],
    ['/api/creatives/007', 'id'],
    ['/api/categories?festivalId=0', 'festivalId'],
  ])('refuses %s, not a positive whole number as written, naming %s', async (path, field) => {
    const { status, body } = await t.get<ErrorBody>(path);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.path).toBe(field);
  });
});

describe('nesting depth', () => {
  const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

  it('refuses 5,000-deep JSON on /api/auth/* with a 400', async () => {
    const { status, body } = await postJson<ErrorBody>('/api/auth/sign-in/email', `{"email":${deep(5000)}}`);
    expect(status).toBe(400);
    expect(body.message).toMatch(/nested/);
  });

  it('refuses deep JSON on the API too, but not brackets inside strings', async () => {
    expect((await postJson('/api/creatives', `{"name":${deep(40)}}`, { cookie: user.cookie })).status).toBe(400);
    const quoted = await user.send('POST', '/api/auth/update-user', { name: `Ana ${'['.repeat(100)}` });
    expect(quoted.status).toBe(200);
  });
});

describe('account name and picture', () => {
  const signUpWith = (fields: Record<string, unknown>) =>
    postJson<ErrorBody>(
      '/api/auth/sign-up/email',
      JSON.stringify({ email: `x${Date.now()}${Math.random()}@example.com`, password: 'secret123', ...fields }),
    );

  it('refuses a 900,000-character name at sign-up', async () => {
    const { status, body } = await signUpWith({ name: 'a'.repeat(900_000) });
    expect(status).toBe(400);
    expect(body.errors?.[0]?.path).toBe('name');
  });

  it.each(['javascript:alert(1)', 'http://example.com/a.png', 'data:image/png;base64,AAAA', `https://example.com/${'a'.repeat(600)}`])(
    'refuses the picture %s at sign-up',
    async (image) => {
      const { status, body } = await signUpWith({ name: 'Ana', image });
      expect(status).toBe(400);
      expect(body.errors?.[0]?.path).toBe('image');
    },
  );

  it('accepts an https picture, and checks update-user the same way', async () => {
    expect((await signUpWith({ name: 'Ana', image: 'https://example.com/ana.png' })).status).toBe(200);
    const { status, body } = await user.send<ErrorBody>('POST', '/api/auth/update-user', { image: 'javascript:alert(1)' });
    expect(status).toBe(400);
    expect(body.errors?.[0]?.path).toBe('image');
    expect((await user.send('POST', '/api/auth/update-user', { name: 'b'.repeat(121) })).status).toBe(400);
  });
});

describe('what a 500 logs', () => {
  it('keeps the SQL text and its parameters out of a database error', async () => {
    const error = await t.db.execute(sql`select ${'private-value\u0000'}::text as leaked`).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    const logged = JSON.stringify(loggableError(error));
    expect(logged).not.toContain('private-value');
    expect(logged).not.toMatch(/select|leaked/i);
    expect(logged).toContain('22021');
  });
});

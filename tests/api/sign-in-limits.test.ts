import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../src/server/db/schema';
import type { AppConfig } from '../../src/server/config';
import type { AuthErrorBody } from '../../src/shared/schemas/common';
import { FAILURES_BEFORE_LOCK } from '../../src/server/auth/sign-in-lock';
import { linkIn, startMailbox, type Mailbox } from '../helpers/mailbox';
import { createTestApp, RATE_LIMITED_AUTH, type TestApp } from '../helpers/test-app';
import { signUp } from '../helpers/users';

const PUBLIC_URL = 'http://localhost:3000';

function signIn(t: TestApp, email: string, password: string, forwardedFor?: string) {
  return t.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: PUBLIC_URL,
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    body: JSON.stringify({ email, password }),
  });
}

/** The client addresses better-auth counted sign-ins for (its rate-limit keys end with the path). */
async function countedAddresses(t: TestApp): Promise<Set<string>> {
  const rows = await t.db.select({ key: rateLimits.key }).from(rateLimits);
  return new Set(rows.map((row) => row.key.replace(/\|?\/sign-in\/email$/, '')));
}

describe('client address behind a proxy (TRUST_PROXY)', () => {
  // The test client connects from 127.0.0.1: that is the proxy here.
  it.each([
    ['the proxy address', ['127.0.0.1']],
    ['a hop count of 1', 1],
  ] as const)('with %s, counts the address the proxy saw, not the one the client wrote', async (_name, trustProxy) => {
    const t = await createTestApp({ config: { trustProxy: trustProxy as AppConfig['trustProxy'], auth: RATE_LIMITED_AUTH } });
    try {
      const statuses: number[] = [];
      for (let n = 1; n <= 14; n++) {
        // Leftmost: what the client wrote (a new one each time); rightmost: what the proxy appended.
        const response = await signIn(t, `nobody${n}@example.com`, 'wrong-password', `10.9.${n}.1, 203.0.113.7`);
        statuses.push(response.status);
      }
      expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
      expect(statuses.slice(10)).toEqual([429, 429, 429, 429]);
      const counted = await countedAddresses(t);
      expect([...counted].some((key) => key.includes('203.0.113.7'))).toBe(true);
      expect([...counted].some((key) => key.includes('10.9.'))).toBe(false);
    } finally {
      await t.close();
    }
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    const t = await createTestApp({ config: { trustProxy: ['10.0.0.0/8'], auth: RATE_LIMITED_AUTH } });
    try {
      await signIn(t, 'nobody@example.com', 'wrong-password', '203.0.113.9');
      const counted = [...(await countedAddresses(t))];
      expect(counted.some((key) => key.includes('203.0.113.9'))).toBe(false);
      expect(counted.some((key) => key.includes('127.0.0.1'))).toBe(true);
    } finally {
      await t.close();
    }
  });
});

describe('per-account sign-in lock', () => {
  let t: TestApp;
  let mailbox: Mailbox;
  beforeAll(async () => {
    mailbox = await startMailbox();
    t = await createTestApp({
      config: {
        trustProxy: ['127.0.0.1'],
        auth: RATE_LIMITED_AUTH,
        mail: { smtpUrl: mailbox.url, from: 'Palmarés <no-reply@palmares.test>' },
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await mailbox.close();
  });

  it('locks an account after wrong passwords from 14 addresses; the right password then waits; others are unaffected', async () => {
    const victim = await signUp(t, { password: 'right-password' });
    const bystander = await signUp(t, { password: 'right-password' });
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let n = 1; n <= 14; n++) {
      const response = await signIn(t, victim.email, 'wrong-password', `198.51.100.${n}`);
      statuses.push(response.status);
      if (response.status === 429) retryAfter = response.headers.get('retry-after');
    }
    expect(statuses.slice(0, FAILURES_BEFORE_LOCK)).toEqual(Array(FAILURES_BEFORE_LOCK).fill(401));
    expect(statuses.slice(FAILURES_BEFORE_LOCK).every((status) => status === 429)).toBe(true);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(Number(retryAfter)).toBeLessThanOrEqual(30);

    const right = await signIn(t, victim.email, 'right-password', '198.51.100.200');
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await right.json()) as AuthErrorBody).code).toBe('ACCOUNT_LOCKED');
    // The email is matched however it is written.
    expect((await signIn(t, victim.email.toUpperCase(), 'right-password', '198.51.100.201')).status).toBe(429);

    expect((await signIn(t, bystander.email, 'right-password', '198.51.100.202')).status).toBe(200);
  });

  it('lifts the lock when the password is reset by mail', async () => {
    const user = await signUp(t, { password: 'old-password-1' });
    for (let n = 1; n <= FAILURES_BEFORE_LOCK; n++) await signIn(t, user.email, 'wrong-password', `192.0.2.${n}`);
    expect((await signIn(t, user.email, 'old-password-1', '192.0.2.100')).status).toBe(429);

    const post = (path: string, body: unknown) =>
      t.request(path, { method: 'POST', headers: { 'content-type': 'application/json', origin: PUBLIC_URL }, body: JSON.stringify(body) });
    expect((await post('/api/auth/request-password-reset', { email: user.email, redirectTo: '/reset-password' })).status).toBe(200);
    const mail = await mailbox.next(user.email, (m) => m.subject.includes('Reset'));
    const token = new URL(linkIn(mail, `${PUBLIC_URL}/reset-password?`)).searchParams.get('token')!;
    expect((await post('/api/auth/reset-password', { token, newPassword: 'new-password-2' })).status).toBe(200);

    expect((await signIn(t, user.email, 'new-password-2', '192.0.2.101')).status).toBe(200);
  });

  it('forgets the failures after a successful sign-in', async () => {
    const user = await signUp(t, { password: 'right-password' });
    for (let n = 1; n < FAILURES_BEFORE_LOCK; n++) await signIn(t, user.email, 'wrong-password', `192.0.2.${10 + n}`);
    expect((await signIn(t, user.email, 'right-password', '192.0.2.20')).status).toBe(200);
    for (let n = 1; n < FAILURES_BEFORE_LOCK; n++) {
      expect((await signIn(t, user.email, 'wrong-password', `192.0.2.${30 + n}`)).status).toBe(401);
    }
  });
});

describe('password work at once', () => {
  it('checks a few passwords at a time with a short line, and answers 503 with Retry-After past it', async () => {
    const t = await createTestApp({
      config: { auth: { ...RATE_LIMITED_AUTH, rateLimit: false, passwordWork: { running: 1, waiting: 2 } } },
    });
    try {
      // As a credential-stuffing run: many accounts at once, none of them locked yet.
      const answers = await Promise.all(Array.from({ length: 16 }, (_, n) => signIn(t, `nobody-${n}@example.com`, 'wrong-password')));
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.every((status) => status === 401 || status === 503)).toBe(true);
      expect(statuses.filter((status) => status === 401).length).toBeGreaterThanOrEqual(3);
      const shed = answers.filter((answer) => answer.status === 503);
      expect(shed.length).toBeGreaterThan(0);
      expect(shed.every((answer) => answer.headers.get('retry-after') === '5')).toBe(true);
      expect(((await shed[0]!.json()) as { message: string }).message).toBe('Too many sign-ins at once; please try again in a moment');
      // The line empties: the next one is checked.
      expect((await signIn(t, 'nobody-again@example.com', 'wrong-password')).status).toBe(401);
    } finally {
      await t.close();
    }
  });
});

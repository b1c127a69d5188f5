import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../src/shared/schemas/account';
import type { Agency, AgencySummary } from '../../src/shared/schemas/agency';
import type { Claim } from '../../src/shared/schemas/claim';
import type { AuthErrorBody } from '../../src/shared/schemas/common';
import { linkIn, startMailbox, type Mailbox } from '../helpers/mailbox';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signUp, type TestUser } from '../helpers/users';

// The app sends through a real SMTP server on loopback; each test reads the mail it received
// and follows its link the way a mail client would.
const PUBLIC_URL = 'http://localhost:3000';

let t: TestApp;
let mailbox: Mailbox;
beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp({ config: { mail: { smtpUrl: mailbox.url, from: 'Palmarés <no-reply@palmares.test>' } } });
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
});

const json = { 'content-type': 'application/json', origin: PUBLIC_URL };
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  t.request(path, { method: 'POST', headers: { ...json, ...headers }, body: JSON.stringify(body) });

/** A link from a mail, aimed at the test server (links are built from PUBLIC_URL). */
const local = (link: string) => {
  expect(link.startsWith(`${PUBLIC_URL}/`)).toBe(true);
  return link.slice(PUBLIC_URL.length);
};

const me = async (user: TestUser) => (await user.send<CurrentUser>('GET', '/api/auth/user')).body;

async function signIn(email: string, password: string) {
  return post('/api/auth/sign-in/email', { email, password });
}

describe('email verification', () => {
  it('mails a link after sign-up; following it verifies the email and lands on the confirmation page', async () => {
    const user = await signUp(t, { name: 'Vera Mail' });
    expect((await me(user)).emailVerified).toBe(false);

    const mail = await mailbox.next(user.email, (m) => m.subject.includes('Confirm'));
    expect(mail.subject).toBe('Confirm your email for Palmarés');
    expect(mail.text).toContain('Hello Vera Mail,');
    expect(mail.html).toContain('<html lang="en">');
    const link = linkIn(mail, `${PUBLIC_URL}/api/auth/verify-email?`);
    expect(mail.html).toContain(link.replaceAll('&', '&amp;'));

    const response = await t.request(local(link), { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`${PUBLIC_URL}/email-verified?lang=en`);
    expect((await me(user)).emailVerified).toBe(true);
  });

  it('writes in Spanish when the client asks for it', async () => {
    const email = `es-${Date.now()}@example.com`;
    const response = await post('/api/auth/sign-up/email', {
      email,
      password: 'secret123',
      name: 'Elena <b>Ruiz</b>',
      callbackURL: '/email-verified?lang=es',
    });
    expect(response.status).toBe(200);
    const mail = await mailbox.next(email);
    expect(mail.subject).toBe('Confirma tu correo electrónico en Palmarés');
    expect(mail.text).toContain('Hola, Elena <b>Ruiz</b>:');
    expect(mail.html).toContain('Hola, Elena &lt;b&gt;Ruiz&lt;/b&gt;:');
    const link = linkIn(mail, `${PUBLIC_URL}/api/auth/verify-email?`);
    const followed = await t.request(local(link), { redirect: 'manual' });
    expect(followed.headers.get('location')).toBe(`${PUBLIC_URL}/email-verified?lang=es`);
  });

  it('resends the mail to a signed-in user who asks from the account page', async () => {
    const user = await signUp(t);
    const first = await mailbox.next(user.email);
    const resent = await user.send('POST', '/api/auth/send-verification-email', {
      email: user.email,
      callbackURL: '/email-verified?lang=en',
    });
    expect(resent.status).toBe(200);
    const second = await mailbox.next(user.email, (mail) => mail !== first);
    await t.request(local(linkIn(second, `${PUBLIC_URL}/api/auth/verify-email?`)), { redirect: 'manual' });
    expect((await me(user)).emailVerified).toBe(true);
    expect((await user.send<AuthErrorBody>('POST', '/api/auth/send-verification-email', { email: user.email })).body.code).toBe(
      'EMAIL_ALREADY_VERIFIED',
    );
  });

  it('sends a tampered link to the confirmation page with an error, verifying nothing', async () => {
    const user = await signUp(t);
    const link = linkIn(await mailbox.next(user.email), `${PUBLIC_URL}/api/auth/verify-email?`);
    const url = new URL(link);
    url.searchParams.set('token', `${url.searchParams.get('token')}x`);
    const response = await t.request(local(url.toString()), { redirect: 'manual' });
    expect(response.headers.get('location')).toBe(`${PUBLIC_URL}/email-verified?lang=en&error=INVALID_TOKEN`);
    expect((await me(user)).emailVerified).toBe(false);
  });

  it('lets a verified email at an agency’s domain claim it at once', async () => {
    const list = (await t.get<AgencySummary[]>('/api/agencies?limit=100')).body;
    const withSite = (await Promise.all(list.map(async (a) => (await t.get<Agency>(`/api/agencies/slug/${a.slug}`)).body))).filter(
      (agency) => agency.website && !agency.claimed,
    );
    const agency = withSite.at(-1)!;
    const user = await signUp(t, { email: `founder@${new URL(agency.website!).hostname.replace(/^www\./, '')}` });
    await t.request(local(linkIn(await mailbox.next(user.email), `${PUBLIC_URL}/api/auth/verify-email?`)), { redirect: 'manual' });
    const { status, body } = await user.send<Claim>('POST', `/api/agencies/${agency.id}/claim`, {
      reason: 'I run this agency and can prove it.',
    });
    expect(status).toBe(201);
    expect(body.status).toBe('approved');
  });
});

describe('password reset', () => {
  it('mails a one-time link; the new password works, the old one and old sessions do not', async () => {
    const user = await signUp(t, { name: 'Rosa Reset', password: 'old-password-1' });
    const response = await post('/api/auth/request-password-reset', { email: user.email, redirectTo: '/reset-password?lang=en' });
    expect(response.status).toBe(200);

    const mail = await mailbox.next(user.email, (m) => m.subject.includes('Reset'));
    expect(mail.subject).toBe('Reset your Palmarés password');
    expect(mail.text).toContain('expires in 1 hour');
    const link = new URL(linkIn(mail, `${PUBLIC_URL}/reset-password?`));
    expect(link.searchParams.get('lang')).toBe('en');
    const token = link.searchParams.get('token')!;
    expect(token).toMatch(/^\w{20,}$/);
    // The link is the client's page: the server serves it (a noindex private page).
    expect((await t.request(local(link.toString()))).status).not.toBe(500);

    const reset = await post('/api/auth/reset-password', { token, newPassword: 'new-password-2' });
    expect(reset.status).toBe(200);
    expect((await signIn(user.email, 'old-password-1')).status).toBe(401);
    expect((await signIn(user.email, 'new-password-2')).status).toBe(200);
    expect((await user.send('GET', '/api/auth/user')).status).toBe(401);

    const again = await post('/api/auth/reset-password', { token, newPassword: 'third-password-3' });
    expect(again.status).toBe(400);
    expect(((await again.json()) as AuthErrorBody).code).toBe('INVALID_TOKEN');
  });

  it('writes the reset mail in Spanish when asked', async () => {
    const user = await signUp(t, { name: 'Pablo' });
    await post('/api/auth/request-password-reset', { email: user.email, redirectTo: '/reset-password?lang=es' });
    const mail = await mailbox.next(user.email, (m) => m.subject.includes('contraseña'));
    expect(mail.subject).toBe('Restablece tu contraseña de Palmarés');
    expect(mail.text).toContain('caduca en 1 hora');
    expect(new URL(linkIn(mail, `${PUBLIC_URL}/reset-password?`)).searchParams.get('lang')).toBe('es');
  });

  it('answers an unknown email exactly as a known one, and mails nobody', async () => {
    const known = await signUp(t);
    const unknown = `nobody-${Date.now()}@example.com`;
    const answer = async (email: string) => {
      const response = await post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password?lang=en' });
      return { status: response.status, body: (await response.json()) as unknown };
    };
    const forUnknown = await answer(unknown);
    const forKnown = await answer(known.email);
    expect(forUnknown).toEqual(forKnown);
    expect(forKnown.status).toBe(200);
    await mailbox.next(known.email, (m) => m.subject.includes('Reset'));
    expect(mailbox.mails.filter((mail) => mail.to.includes(unknown))).toEqual([]);
  });

  it('mails one account at most 3 reset links an hour, answering every request the same', async () => {
    const target = await signUp(t);
    const answers = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await post('/api/auth/request-password-reset', { email: target.email, redirectTo: '/reset-password?lang=en' });
      answers.push({ status: response.status, body: (await response.json()) as unknown });
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    // Another account's mail, asked for afterwards, is the marker that the earlier ones are out.
    const other = await signUp(t);
    await post('/api/auth/request-password-reset', { email: other.email, redirectTo: '/reset-password?lang=en' });
    await mailbox.next(other.email, (mail) => mail.subject.includes('Reset'));
    await expect
      .poll(() => mailbox.mails.filter((mail) => mail.to.includes(target.email) && mail.subject.includes('Reset')).length)
      .toBe(3);
    expect(mailbox.mails.filter((mail) => mail.to.includes(target.email) && mail.subject.includes('Reset'))).toHaveLength(3);
  });

  it('refuses a made-up token', async () => {
    const response = await post('/api/auth/reset-password', { token: 'not-a-token-at-all-000', newPassword: 'whatever-1' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as AuthErrorBody).code).toBe('INVALID_TOKEN');
  });
});

describe('production without SMTP_URL', () => {
  it('turns the mail flows off with a clear code instead of pretending to send', async () => {
    const prod = await createTestApp({ config: { env: 'production', mail: { smtpUrl: null, from: 'x <x@palmares.test>' } } });
    try {
      const response = await prod.request('/api/auth/request-password-reset', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email: 'someone@example.com' }),
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as AuthErrorBody).code).toBe('RESET_PASSWORD_DISABLED');
      // better-auth tells the operator why, at error level; expected here, so not a test failure.
      const logged = vi.mocked(console.error).mock.calls.map((call) => call.join(' '));
      expect(logged).toEqual([expect.stringContaining("Reset password isn't enabled")]);
      vi.mocked(console.error).mockClear();
    } finally {
      await prod.close();
    }
  });
});

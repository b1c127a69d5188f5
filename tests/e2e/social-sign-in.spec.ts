import type { Page } from '@playwright/test';
import { OIDC_CLIENT_ID, OIDC_NAME, OIDC_USER, SOCIAL_CLIENTS } from './auth-server';
import { expect, expectToast, test } from './auth-fixtures';

// Social sign-in (DESIGN.md section 7) on the account tests' server, which has every provider
// configured: dummy clients for the named ones (the browser is stopped at their authorization
// endpoint: no internet here) and a local OpenID Connect server for a full round trip.

const NAMED_PROVIDERS = [
  {
    id: 'google',
    label: 'Google',
    endpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
    scopes: ['email', 'profile', 'openid'],
    pkce: true,
  },
  {
    id: 'twitter',
    label: 'Twitter',
    endpoint: 'https://x.com/i/oauth2/authorize',
    scopes: ['users.read', 'tweet.read', 'offline.access', 'users.email'],
    pkce: true,
  },
  {
    id: 'linkedin',
    label: 'LinkedIn',
    endpoint: 'https://www.linkedin.com/oauth/v2/authorization',
    scopes: ['profile', 'email', 'openid'],
    pkce: false,
  },
  {
    id: 'microsoft',
    label: 'Microsoft',
    endpoint: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize',
    scopes: ['openid', 'profile', 'email', 'User.Read', 'offline_access'],
    pkce: true,
  },
] as const;

async function openSignInDialog(page: Page) {
  await page.goto('/');
  await page.getByRole('link', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome to Palmarés' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The state sent to the provider is the one the server bound to this browser (its signed cookie). */
async function expectStateBoundToBrowser(page: Page, baseURL: string, state: string | null) {
  expect(state).toMatch(/^[A-Za-z0-9_-]{16,}$/);
  const cookies = await page.context().cookies(baseURL);
  const stateCookie = cookies.find((cookie) => cookie.name.endsWith('.state'));
  expect(stateCookie, 'the state cookie').toBeDefined();
  expect(decodeURIComponent(stateCookie?.value ?? '').split('.')[0]).toBe(state);
}

for (const provider of NAMED_PROVIDERS) {
  test(`"Continue with ${provider.label}" goes to ${provider.label}'s authorization endpoint with our client, callback, scopes and state`, async ({
    page,
    baseURL,
  }) => {
    const endpoint = new URL(provider.endpoint);
    // Stop the browser at the provider: answer for it instead of going out.
    await page.route(`${endpoint.origin}/**`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Provider</title>' }),
    );
    const dialog = await openSignInDialog(page);
    const authorization = page.waitForRequest((request) => request.url().startsWith(provider.endpoint));
    await dialog.getByRole('button', { name: `Continue with ${provider.label}` }).click();
    const url = new URL((await authorization).url());

    expect(`${url.origin}${url.pathname}`).toBe(provider.endpoint);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('client_id')).toBe(SOCIAL_CLIENTS[provider.id].id);
    expect(url.searchParams.get('redirect_uri')).toBe(`${baseURL}/api/auth/callback/${provider.id}`);
    expect(url.searchParams.get('scope')?.split(' ').sort()).toEqual([...provider.scopes].sort());
    if (provider.pkce) expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    await expectStateBoundToBrowser(page, baseURL ?? '', url.searchParams.get('state'));
  });
}

test('Microsoft and the OpenID Connect provider are offered only when configured, next to the spec’s three', async ({ page }) => {
  const dialog = await openSignInDialog(page);
  const buttons = dialog.getByRole('button', { name: /^Continue with / });
  await expect(buttons).toHaveText([
    'Continue with Google',
    'Continue with Twitter',
    'Continue with LinkedIn',
    'Continue with Microsoft',
    `Continue with ${OIDC_NAME}`,
  ]);
});

test('signs in through the OpenID Connect provider: a full round trip against a local server', async ({ page, baseURL, authServer }) => {
  const dialog = await openSignInDialog(page);
  // Hold the browser at the provider long enough to compare the state with the browser's
  // state cookie (the callback consumes it a moment later), then let the round trip go on.
  let authorizeUrl: URL | null = null;
  let cookieState: string | undefined;
  await page.route(`${authServer.oidcIssuer}/authorize**`, async (route) => {
    authorizeUrl = new URL(route.request().url());
    const cookies = await page.context().cookies(baseURL);
    cookieState = decodeURIComponent(cookies.find((cookie) => cookie.name.endsWith('.state'))?.value ?? '').split('.')[0];
    await route.continue();
  });
  const callback = page.waitForRequest((request) => request.url().startsWith(`${baseURL}/api/auth/callback/oidc`));
  await dialog.getByRole('button', { name: `Continue with ${OIDC_NAME}` }).click();

  // The provider sends the browser back with a code and the same state; the server exchanges it.
  const returned = new URL((await callback).url());
  const url = authorizeUrl as URL | null;
  if (!url) throw new Error('The browser never reached the provider');
  expect(url.searchParams.get('client_id')).toBe(OIDC_CLIENT_ID);
  expect(url.searchParams.get('redirect_uri')).toBe(`${baseURL}/api/auth/callback/oidc`);
  expect(url.searchParams.get('scope')?.split(' ').sort()).toEqual(['email', 'openid', 'profile']);
  expect(url.searchParams.get('code_challenge_method')).toBe('S256');
  const state = url.searchParams.get('state');
  expect(state).toMatch(/^[A-Za-z0-9_-]{16,}$/);
  expect(cookieState).toBe(state);
  expect(returned.searchParams.get('state')).toBe(state);
  expect(returned.searchParams.get('code')).toBeTruthy();

  await expectToast(page, 'Welcome!', 'You have successfully signed in.');
  await expect(page).toHaveURL((address) => address.pathname === '/' && !address.searchParams.has('welcome'));
  await page.getByRole('button', { name: `Account menu: ${OIDC_USER.name}` }).click();
  await page.getByRole('link', { name: 'My account' }).click();
  await expect(page.getByTestId('account-details')).toContainText(OIDC_USER.email);
  await expect(page.getByTestId('linked-methods')).toContainText(OIDC_NAME);
  await expect(page.getByTestId('change-password')).toHaveCount(0);
  await expect(page.getByText(`You sign in through ${OIDC_NAME}: this account has no password to change.`)).toBeVisible();
});

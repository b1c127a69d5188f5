import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { SESSION_HINT_KEY } from '../../src/client/features/auth/session-hint';
import { MODERATOR_EMAIL, startAuthServer, type AuthServer } from './auth-server';
import { test as base, type ConsoleErrors } from './fixtures';

export { expectToast } from './auth-toast';

export { expect };

export interface TestUser {
  name: string;
  email: string;
  password: string;
}

export const TEST_PASSWORD = 'palmares-e2e-7';

let sequence = 0;

/** A user nobody has signed up yet (unique per call). */
export function newUser(prefix = 'user'): TestUser {
  sequence += 1;
  const id = `${Date.now().toString(36)}${sequence}${Math.random().toString(36).slice(2, 6)}`;
  return { name: `E2E ${prefix} ${id}`, email: `${prefix}-${id}@example.com`, password: TEST_PASSWORD };
}

export const MODERATOR: TestUser = { name: 'E2E Moderator', email: MODERATOR_EMAIL, password: TEST_PASSWORD };

/** A client address of its own: better-auth limits sign-ins per address and path. */
function nextClientAddress(workerIndex: number): string {
  sequence += 1;
  return `10.${(workerIndex % 250) + 1}.${Math.floor(sequence / 250) % 250}.${(sequence % 250) + 1}`;
}

/**
 * Signs a browser context in through the API (its cookie jar is the browser's), signing the
 * user up first when asked, and tells the page it has a session (see session-hint.ts).
 */
export async function signInContext(
  context: BrowserContext,
  baseURL: string,
  user: TestUser,
  { signUp, clientAddress }: { signUp: boolean | 'if-needed'; clientAddress: string },
): Promise<void> {
  const headers = { 'x-forwarded-for': clientAddress };
  const signInRequest = () =>
    context.request.post(`${baseURL}/api/auth/sign-in/email`, { data: { email: user.email, password: user.password }, headers });
  let response = signUp === true ? null : await signInRequest();
  if (signUp === true || (signUp === 'if-needed' && response?.status() === 401)) {
    response = await context.request.post(`${baseURL}/api/auth/sign-up/email`, { data: user, headers });
    // Another test on this server may have signed the same user up a moment ago.
    if (signUp === 'if-needed' && !response.ok()) response = await signInRequest();
  }
  expect(response?.ok(), `signing ${user.email} in: ${response?.status()} ${await response?.text()}`).toBeTruthy();
  await context.addInitScript((key) => {
    // Init scripts run in every document, and one without storage (about:blank) throws.
    if (window.origin !== 'null') window.localStorage.setItem(key, '1');
  }, SESSION_HINT_KEY);
}

interface AuthFixtures {
  /** This test's client address (sent as X-Forwarded-For, which the account server trusts). */
  clientAddress: string;
  /** Signs the test's page in as `user`, signing the user up first unless `signUp: false`. */
  signIn: (user: TestUser, options?: { signUp?: boolean; page?: Page }) => Promise<void>;
  /** A page of its own browser context, signed in as `user` (signed up first). */
  newUserPage: (user: TestUser, options?: { locale?: string }) => Promise<Page>;
  /** A page of its own browser context, signed in as the moderator (ADMIN_EMAILS). */
  moderatorPage: Page;
}

interface AuthWorkerFixtures {
  authServer: AuthServer;
}

async function newContext(
  browser: Browser,
  consoleErrors: ConsoleErrors,
  baseURL: string,
  clientAddress: string,
  locale = 'en-US',
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    locale,
    viewport: { width: 1440, height: 900 },
    extraHTTPHeaders: { 'x-forwarded-for': clientAddress },
  });
  consoleErrors.watch(context);
  return context;
}

/**
 * The account tests run against their own server (auth-server.ts), started once per worker;
 * `page`, `request` and the `api` fixture point at it.
 */
export const test = base.extend<AuthFixtures, AuthWorkerFixtures>({
  // A signed-in user without a creative profile gets 404 from /api/my-profile: the API's answer
  // for "none yet", which the browser logs as a failed resource.
  // (An override keeps the base fixture's `auto`.)
  consoleErrors: async ({ consoleErrors }, use) => {
    consoleErrors.allowFailedResponses(404, '/api/my-profile');
    await use(consoleErrors);
  },
  authServer: [
    async ({}, use) => {
      const server = await startAuthServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ authServer }, use) => {
    await use(authServer.url);
  },
  clientAddress: async ({}, use, testInfo) => {
    await use(nextClientAddress(testInfo.workerIndex));
  },
  extraHTTPHeaders: async ({ clientAddress }, use) => {
    await use({ 'x-forwarded-for': clientAddress });
  },
  signIn: async ({ page, authServer, clientAddress }, use) => {
    await use(async (user, options = {}) => {
      const target = options.page ?? page;
      await signInContext(target.context(), authServer.url, user, { signUp: options.signUp ?? true, clientAddress });
    });
  },
  newUserPage: async ({ browser, authServer, consoleErrors }, use, testInfo) => {
    const contexts: BrowserContext[] = [];
    await use(async (user, options = {}) => {
      const clientAddress = nextClientAddress(testInfo.workerIndex);
      const context = await newContext(browser, consoleErrors, authServer.url, clientAddress, options.locale);
      contexts.push(context);
      await signInContext(context, authServer.url, user, { signUp: true, clientAddress });
      return context.newPage();
    });
    for (const context of contexts) await context.close();
  },
  moderatorPage: async ({ browser, authServer, consoleErrors }, use, testInfo) => {
    const clientAddress = nextClientAddress(testInfo.workerIndex);
    const context = await newContext(browser, consoleErrors, authServer.url, clientAddress);
    await signInContext(context, authServer.url, MODERATOR, { signUp: 'if-needed', clientAddress });
    await use(await context.newPage());
    await context.close();
  },
});

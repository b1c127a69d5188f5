import type { Page } from '@playwright/test';
import type { CreativeSummary } from '../../src/shared/schemas/creative';
import { expect, expectToast, newUser, test } from './auth-fixtures';
import type { Api } from './fixtures';

// What a signed-in user is offered next (issue 11): claims only where they can succeed, the
// server's reason when one fails, a pending claim on the dashboard. (Sign-up landing on the
// dashboard: accounts.spec.ts.)
// On the accounts server (auth-fixtures.ts); each test claims demo creatives no other test uses.

async function creativeAt(api: Api, offset: number): Promise<CreativeSummary> {
  const creative = (await api.creatives({ sort: 'points', offset, limit: 1 })).body[0];
  if (!creative) throw new Error(`No demo creative at ${offset}`);
  return creative;
}

/** Claims `creative` from its page through the dialog, as the signed-in user of `page`. */
async function claimThroughDialog(page: Page, creative: CreativeSummary): Promise<void> {
  await page.goto(`/creative/${creative.username}`);
  await page.getByRole('button', { name: 'Claim This Profile' }).click();
  const dialog = page.getByRole('dialog', { name: `Claim ${creative.name}` });
  await dialog.getByLabel('Reason').fill('This is my profile.');
  await dialog.getByRole('button', { name: 'Submit claim' }).click();
  await expectToast(page, 'Claim submitted for review');
}

test('a user with a profile is not offered to claim another creative; the server’s 409 reaches them if they try', async ({
  page,
  api,
  signIn,
  baseURL,
  consoleErrors,
}) => {
  consoleErrors.allowFailedResponses(409, '/claim');
  const other = await creativeAt(api, 30);
  const user = newUser('has-profile');
  await signIn(user);

  // The dialog is opened while the user has no profile yet...
  await page.goto(`/creative/${other.username}`);
  // The server's HTML shows the button before it answers clicks.
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Claim This Profile' }).click();
  const dialog = page.getByRole('dialog', { name: `Claim ${other.name}` });
  await dialog.getByLabel('Reason').fill('These are my awards.');
  // ...and a profile is created meanwhile (another tab): the server refuses a second one.
  const created = await page.context().request.post(`${baseURL}/api/creatives`, { data: { name: user.name } });
  expect(created.status()).toBe(201);
  await dialog.getByRole('button', { name: 'Submit claim' }).click();
  await expectToast(page, 'Claim Failed', 'You already have a creative profile');
  await expect(dialog).toBeVisible();

  // With the profile known, no creative is offered any more; agencies still are.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: other.name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Claim This Profile' })).toHaveCount(0);
  const agency = await api.firstAgency({ sort: 'name', offset: 2 });
  await page.goto(`/agency/${agency.slug}`);
  await expect(page.getByRole('button', { name: 'Claim This Profile' })).toBeVisible();
});

test('after claiming a creative, the dashboard shows the pending claim, not an invitation to a second profile', async ({
  page,
  api,
  signIn,
}) => {
  const creative = await creativeAt(api, 31);
  await signIn(newUser('claimant-dashboard'));
  await claimThroughDialog(page, creative);

  await page.goto('/dashboard');
  const claim = page.getByTestId('dashboard-pending-claim');
  await expect(claim.getByRole('heading', { name: `Your claim on ${creative.name} is waiting for a moderator` })).toBeVisible();
  await expect(claim.getByRole('link', { name: `View ${creative.name}’s profile` })).toHaveAttribute('href', `/creative/${creative.id}`);
  await expect(page.getByText('You have no creative profile yet.')).toHaveCount(0);
  await expect(page.getByTestId('profile-form')).toHaveCount(0);
});

test('a click on the claim card before its code has come is answered once it has: the dialog, or sign-in', async ({
  page,
  api,
  signIn,
  browser,
}) => {
  // The card is on the page's first screen, but its code is loaded after the page (on demand).
  const holdCardCode = async (target: Page) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await target.route(/\/assets\/claim-profile-button-[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    return release;
  };
  const creative = await creativeAt(api, 33);

  await signIn(newUser('claimant-early'));
  let release = await holdCardCode(page);
  await page.goto(`/creative/${creative.username}`);
  await expect(page.locator('[data-late-part="waiting"] [data-testid="claim-profile"]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Claim This Profile' }).click();
  release();
  await expect(page.getByRole('dialog', { name: `Claim ${creative.name}` })).toBeVisible();

  const visitor = await browser.newPage();
  release = await holdCardCode(visitor);
  await visitor.goto(`/creative/${creative.username}`);
  await expect(visitor.locator('html[data-hydrated]')).toHaveCount(1);
  await expect(visitor.locator('[data-late-part="waiting"] [data-testid="claim-profile"]')).toHaveCount(1);
  await visitor.getByRole('button', { name: 'Claim This Profile' }).click();
  release();
  await expect(visitor.getByRole('dialog', { name: 'Welcome to Palmarés' })).toBeVisible();
  await visitor.close();
});

/** The account screens this issue changed, at 390 and 1280 px (test-results/screens). */
test('screens: the pending claim on the dashboard and the sign-up field errors', async ({ page, api, signIn, consoleErrors }) => {
  test.skip(!process.env.SCREENS, 'set SCREENS=1 to write the screenshots');
  // Signed out again below, the page still holds its session hint and asks once.
  consoleErrors.allowFailedResponses(401, '/api/auth/user');
  const creative = await creativeAt(api, 32);
  await signIn(newUser('screens'));
  await claimThroughDialog(page, creative);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    await page.goto('/dashboard');
    await expect(page.getByTestId('dashboard-pending-claim')).toBeVisible();
    await page.screenshot({ path: `test-results/screens/dashboard-claim-${width}.png` });
  }
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    await page.goto('/api/login');
    const signUp = page.getByRole('dialog', { name: 'Welcome to Palmarés' });
    await signUp.getByRole('tab', { name: 'Sign up' }).click();
    await signUp.getByLabel('Email').fill('not-an-email');
    await signUp.getByLabel('Password', { exact: true }).fill('123');
    await signUp.getByRole('button', { name: 'Create account' }).click();
    await expectToast(page, 'Invalid email', 'Enter a valid email address, like name@example.com.');
    await page.screenshot({ path: `test-results/screens/sign-up-errors-${width}.png` });
  }
});

// A tab opened before a deploy: its build's chunks may be gone from the server when it asks for
// the next page's code (the server keeps one release back). It reloads into the build the server has.
import type { Page } from '@playwright/test';
import { expect, test, type ConsoleErrors } from './fixtures';

const PEOPLE_CHUNK = /\/assets\/people-page-[^/]+\.js$/;

/** Answers the People page's chunk 404 (a server without the old build's files) the first `times` it is asked for. */
async function goneFor(page: Page, consoleErrors: ConsoleErrors, times: number): Promise<void> {
  let refused = 0;
  await page.route(PEOPLE_CHUNK, (route) => (refused++ < times ? route.fulfill({ status: 404, body: 'gone' }) : route.continue()));
  consoleErrors.allow(/status of 404 .*\/assets\/people-page-|Failed to fetch dynamically imported module/);
}

/** Counts the documents the tab asks the server for from now on (a reload is one; a move in the app none). */
function countDocuments(page: Page): () => number {
  let documents = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents++;
  });
  return () => documents;
}

const openPeople = (page: Page) =>
  page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'People', exact: true }).click();

test.describe('after a deploy', () => {
  test('a page whose code is gone reloads into the build the server has', async ({ page, gotoPage, consoleErrors }) => {
    await goneFor(page, consoleErrors, 1);
    await gotoPage('/rankings');
    const documents = countDocuments(page);
    await openPeople(page);
    await expect(page.getByTestId('people-grid')).toBeVisible();
    await expect.poll(documents).toBe(1);
    // The new document hydrates: its filters answer.
    await expect(page.locator('html')).toHaveAttribute('data-hydrated');
    await page.getByRole('searchbox', { name: 'Search' }).fill('zzqxjv');
    await expect(page).toHaveURL('/people?q=zzqxjv');
  });

  test('code that still cannot load reloads once, into the server-rendered page', async ({ page, gotoPage, consoleErrors }) => {
    await goneFor(page, consoleErrors, Infinity);
    await gotoPage('/rankings');
    const documents = countDocuments(page);
    await openPeople(page);
    await expect.poll(documents).toBe(1);
    await expect(page.getByTestId('people-grid')).toBeVisible();
    await page.waitForTimeout(1_500);
    expect(documents()).toBe(1);
  });
});

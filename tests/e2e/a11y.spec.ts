import { expect, expectNoA11yViolations, test } from './fixtures';

// Every public screen of this suite's scope, in English at 1440 px and Spanish at 375 px
// (detail pages: detail-pages.spec.ts).
const PAGES = ['/', '/people', '/agencies', '/festivals', '/privacy', '/terms', '/cookies', '/no-such-page'];

for (const path of PAGES) {
  test(`axe finds no serious violation on ${path}`, async ({ page, gotoPage, consoleErrors }) => {
    test.slow(); // axe takes seconds per page on a 2-core machine
    if (path === '/no-such-page') consoleErrors.allowFailedResponses(404);
    await page.setViewportSize({ width: 1440, height: 900 });
    await gotoPage(path, { lang: 'en' });
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    await expectNoA11yViolations(page);

    await page.setViewportSize({ width: 375, height: 812 });
    await gotoPage(path, { lang: 'es' });
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    await expectNoA11yViolations(page);
  });
}

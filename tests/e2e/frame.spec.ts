import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, renderInBrowserOnly, test } from './fixtures';

test.describe('header', () => {
  test('shows the logo, the four tabs with the active one marked, search and Login', async ({ page, gotoPage }) => {
    await gotoPage('/people');
    const header = page.locator('header');
    await expect(header.getByRole('link', { name: 'Palmarés home' })).toBeVisible();
    const nav = header.getByRole('navigation', { name: 'Main navigation' });
    for (const tab of ['Rankings', 'People', 'Agencies', 'Festivals']) {
      await expect(nav.getByRole('link', { name: tab, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'People', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Rankings', exact: true })).not.toHaveAttribute('aria-current', 'page');
    await expect(header.getByRole('combobox', { name: 'Search creatives, agencies and festivals' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/api/login');

    await nav.getByRole('link', { name: 'Festivals', exact: true }).click();
    await expect(page).toHaveURL('/festivals');
    await expect(nav.getByRole('link', { name: 'Festivals', exact: true })).toHaveAttribute('aria-current', 'page');
  });

  test('on a tablet the tabs stay and search opens from its button, its whole placeholder in view', async ({ page, gotoPage }) => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await gotoPage('/people');
    const header = page.locator('header');
    await expect(
      header.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Festivals', exact: true }),
    ).toBeVisible();
    const search = header.getByRole('combobox', { name: 'Search creatives, agencies and festivals' });
    await expect(search).toBeHidden();
    await header.getByRole('button', { name: 'Open search' }).click();
    await expect(search).toBeFocused();
    // Squeezed beside the tabs it read "Searc".
    expect(await search.evaluate((input: HTMLInputElement) => input.clientWidth)).toBeGreaterThan(400);
  });

  test('marks Rankings active on / and /rankings', async ({ page, gotoPage }) => {
    for (const path of ['/', '/rankings']) {
      await gotoPage(path);
      await expect(
        page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Rankings', exact: true }),
      ).toHaveAttribute('aria-current', 'page');
    }
  });
});

test.describe('language', () => {
  test('switches to Spanish, remembers it and switches back', async ({ page, gotoPage }) => {
    await gotoPage('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('button', { name: 'Español' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ranking creativo global');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Creativos' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ranking creativo global');

    await page.getByRole('button', { name: 'Idioma: Español' }).click();
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Global Creative Rankings');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Global Creative Rankings');
  });

  test('?lang= forces the language over the remembered one', async ({ page, gotoPage }) => {
    await gotoPage('/', { lang: 'es' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ranking creativo global');
    await gotoPage('/people', { lang: 'en' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Creative People');
  });

  test.describe('first visit with a Spanish browser', () => {
    test.use({ locale: 'es-ES' });
    test('follows the browser language', async ({ page, gotoPage }) => {
      await gotoPage('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ranking creativo global');
      await expect(page.locator('footer')).toContainText('Política de privacidad');
    });
  });
});

test.describe('live ticker', () => {
  // The page clock runs naturally after install; runFor() jumps it ahead. So the tests
  // assert "moved on" / "did not move" rather than exact positions after a jump.
  const position = async (page: Page) =>
    Number(await page.getByTestId('live-ticker').locator('[data-ticker-index]').getAttribute('data-ticker-index'));

  test('shows eight items from the API and advances every 4 seconds', async ({ page, gotoPage, api }) => {
    const { body: items } = await api.get<{ text: { en: string } }[]>('/api/ticker');
    expect(items).toHaveLength(8);
    await page.clock.install();
    await gotoPage('/');
    const ticker = page.getByRole('region', { name: 'Live news' });
    await expect(ticker.getByText('LIVE', { exact: true })).toBeVisible();
    await expect(ticker).toContainText(/Item \d of 8/);
    // The server drew it; it rotates once its code has come (after the page, when the browser is
    // idle). Paused before that, its clock would never start.
    await expect(page.locator('[data-late-part]').filter({ has: ticker })).toHaveAttribute('data-late-part', 'hydrated');
    // From here the page's time moves only when the test says: a slow machine cannot skip an item.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5000);
    await page.mouse.move(0, 700);
    const before = await position(page);
    await expect(ticker).toContainText(items[before]!.text.en);
    await page.clock.runFor(4000);
    await expect.poll(() => position(page)).not.toBe(before);
    const after = await position(page);
    await expect(ticker).toContainText(items[after]!.text.en);
    await expect(ticker).toContainText(`Item ${after + 1} of 8`);
  });

  test('its LIVE dot pulses three times, then rests', async ({ page, gotoPage }) => {
    await gotoPage('/');
    const dot = page.getByText('LIVE', { exact: true }).locator('span[aria-hidden="true"]');
    await expect(dot).toHaveCSS('animation-name', 'pulse');
    await expect(dot).toHaveCSS('animation-iteration-count', '3');
    await expect.poll(() => dot.evaluate((element) => element.getAnimations().length), { timeout: 10_000 }).toBe(0);
  });

  test('pauses while hovered and with the pause button', async ({ page, gotoPage }) => {
    await page.clock.install();
    await gotoPage('/');
    const ticker = page.getByRole('region', { name: 'Live news' });
    await expect(ticker).toContainText(/Item \d of 8/);
    // A hover before the ticker is hydrated reaches no handler: the server's HTML does not pause.
    await expect(page.locator('[data-late-part="hydrated"]').filter({ has: ticker })).toHaveCount(1);
    await ticker.hover();
    const hovered = await position(page);
    await page.clock.runFor(12_000);
    expect(await position(page)).toBe(hovered);

    await page.mouse.move(0, 700);
    await page.clock.runFor(4000);
    await expect.poll(() => position(page)).not.toBe(hovered);

    await ticker.getByRole('button', { name: 'Pause news ticker' }).click();
    await page.mouse.move(0, 700);
    await page.locator('body').click({ position: { x: 5, y: 700 } });
    const paused = await position(page);
    await page.clock.runFor(12_000);
    expect(await position(page)).toBe(paused);
    await ticker.getByRole('button', { name: 'Next news item' }).click();
    await expect.poll(() => position(page)).toBe((paused + 1) % 8);
    await expect(ticker.getByRole('button', { name: 'Resume news ticker' })).toBeVisible();
  });

  test('does not rotate for visitors who prefer reduced motion', async ({ page, gotoPage }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await gotoPage('/');
    const ticker = page.getByRole('region', { name: 'Live news' });
    await expect(ticker).toContainText('Item 1 of 8');
    await page.mouse.move(0, 700);
    await page.clock.runFor(12_000);
    await expect(ticker).toContainText('Item 1 of 8');
    await expect(ticker.getByRole('button', { name: 'Pause news ticker' })).toHaveCount(0);
    await ticker.getByRole('button', { name: 'Next news item' }).click();
    await expect(ticker).toContainText('Item 2 of 8');
  });

  test('shows the Spanish text in Spanish', async ({ page, gotoPage, api }) => {
    const { body: items } = await api.get<{ text: { es: string } }[]>('/api/ticker');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoPage('/', { lang: 'es' });
    const ticker = page.getByRole('region', { name: 'Noticias en directo' });
    await expect(ticker.getByText('EN VIVO', { exact: true })).toBeVisible();
    await expect(ticker).toContainText(items[0]!.text.es);
    await expect(ticker).toContainText('Noticia 1 de 8');
  });

  test('falls back to built-in items when the ticker API fails', async ({ page, gotoPage, consoleErrors }) => {
    consoleErrors.allowFailedResponses(500);
    await page.route('**/api/ticker', (route) => route.fulfill({ status: 500, json: { message: 'down' } }));
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await renderInBrowserOnly(page);
    await gotoPage('/');
    const ticker = page.getByRole('region', { name: 'Live news' });
    await expect(ticker).toContainText('Item 1 of 8');
    await expect(ticker).toContainText('Cannes Lions 2027');
  });
});

test.describe('footer', () => {
  test('has the copyright year, legal links and social links', async ({ page, gotoPage }) => {
    await gotoPage('/');
    const footer = page.locator('footer');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Palmarés`);
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    await expect(footer.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/cookies');
    for (const name of ['Twitter', 'LinkedIn', 'Instagram']) {
      const link = footer.getByRole('link', { name: new RegExp(`^${name}`) });
      await expect(link).toHaveAttribute('href', /^https:\/\//);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
  });

  test('is translated', async ({ page, gotoPage }) => {
    await gotoPage('/', { lang: 'es' });
    const footer = page.locator('footer');
    for (const text of ['Política de privacidad', 'Términos del servicio', 'Política de cookies', 'Todos los derechos reservados']) {
      await expect(footer).toContainText(text);
    }
  });
});

test('every navigation starts at the top of the page', async ({ page, gotoPage }) => {
  await gotoPage('/');
  await page.locator('footer').scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL('/privacy');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe('404', () => {
  test('an unknown path shows the 404 page', async ({ page, gotoPage, consoleErrors }) => {
    consoleErrors.allowFailedResponses(404);
    await gotoPage('/this/page/does-not-exist');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
    await page.getByRole('link', { name: 'Back to the rankings' }).click();
    await expect(page).toHaveURL('/');
  });

  test('in Spanish', async ({ page, gotoPage, consoleErrors }) => {
    consoleErrors.allowFailedResponses(404);
    await gotoPage('/nada-por-aqui', { lang: 'es' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Página no encontrada');
  });

  test('the server answers an unknown path with status 404 and the app', async ({ request }) => {
    const response = await request.get('/this/page/does-not-exist');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toContain('text/html');
    expect(await response.text()).toContain('<div id="root">');
  });

  test('the server answers known pages with 200', async ({ request }) => {
    for (const path of ['/', '/rankings', '/people', '/agencies', '/festivals', '/privacy']) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
  });
});

test.describe('render failure', () => {
  // A chunk that cannot be fetched reloads the page instead (deploys.spec.ts).
  test("shows 'Error loading application: {message}'", async ({ page, gotoPage, consoleErrors }) => {
    consoleErrors.allow(/^console error: (Render failure )?Error: The page broke\b/);
    await page.route(/\/assets\/people-page-[^/]+\.js$/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: 'throw new Error("The page broke");' }),
    );
    await gotoPage('/');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'People' }).click();
    await expect(page.getByRole('alert')).toHaveText('Error loading application: The page broke');
  });

  test("shows 'Unknown error' when the failure carries no message", async ({ page, gotoPage, consoleErrors }) => {
    consoleErrors.allow(/^console error: (Render failure )?42\b/);
    await page.route(/\/assets\/agencies-page-[^/]+\.js$/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: 'throw 42;' }),
    );
    await gotoPage('/');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Agencies' }).click();
    await expect(page.getByRole('alert')).toHaveText('Unknown error');
  });
});

test.describe('keyboard', () => {
  test('skip link, tabs and language menu work without a mouse', async ({ page, gotoPage }) => {
    await gotoPage('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();

    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Agencies' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/agencies');

    const switcher = page.getByRole('button', { name: 'Language: English' });
    await switcher.focus();
    await page.keyboard.press('Enter');
    // As a person does, once the menu shows: focusing the switcher loads its code, and the Enter
    // pressed before it came is replayed then (app/late-part.tsx); Tabs before that leave it.
    await expect(switcher).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Español' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Agencias');
    await page.getByRole('button', { name: 'Idioma: Español' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Idioma: Español' })).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('phone layout', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('bottom navigation moves between the sections', async ({ page, gotoPage }) => {
    await gotoPage('/');
    const bottom = page.getByRole('navigation', { name: 'Sections' });
    await expect(bottom).toBeVisible();
    for (const [name, path] of [
      ['People', '/people'],
      ['Agencies', '/agencies'],
      ['Festivals', '/festivals'],
      ['Rankings', '/rankings'],
    ] as const) {
      await bottom.getByRole('link', { name }).click();
      await expect(page).toHaveURL(path);
      await expect(bottom.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
    }
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
  });

  test('the menu toggle opens the menu with tabs, language and Login', async ({ page, gotoPage }) => {
    await gotoPage('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    const menu = page.getByRole('dialog');
    await expect(menu.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/api/login');
    await menu.getByRole('button', { name: 'Español' }).click();
    // Behind the modal the page is hidden from the accessibility tree: read the DOM.
    await expect(page.locator('main h1')).toHaveText('Ranking creativo global');
    await menu.getByRole('link', { name: 'Festivales' }).click();
    await expect(page).toHaveURL('/festivals');
    await expect(menu).toBeHidden();
  });

  test('the search toggle shows the search box', async ({ page, gotoPage }) => {
    await gotoPage('/');
    const search = page.getByRole('combobox', { name: 'Search creatives, agencies and festivals' });
    await expect(search).toBeHidden();
    await page.getByRole('button', { name: 'Open search' }).click();
    await expect(search).toBeVisible();
    await expect(search).toBeFocused();
    await page.getByRole('button', { name: 'Close search' }).click();
    await expect(search).toBeHidden();
  });

  test('has no serious accessibility violations with the menu open', async ({ page, gotoPage }) => {
    test.slow(); // axe takes seconds per page on a 2-core machine
    await gotoPage('/');
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expectNoA11yViolations(page);
  });
});

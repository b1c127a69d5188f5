import { busyUntilReleased, expect, renderInBrowserOnly, test } from './fixtures';

/** A page of twelve people, for lists whose total the test sets. */
const twelvePeople = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  name: `Person ${i + 1}`,
  username: `person-${i + 1}`,
  countryCode: 'FR',
  country: 'France',
  agency: null,
  agencySlug: null,
  specialty: null,
  discipline: null,
  avatar: null,
  verified: false,
  totalPoints: 10,
  totalAwards: 1,
  rank: i + 1,
  rankChange: 0,
}));

test.describe('people', () => {
  test('shows 12 creatives per page with at most 5 page buttons', async ({ page, gotoPage, api }) => {
    const { body: first, total } = await api.creatives({ limit: 12 });
    await gotoPage('/people');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Creative People');
    const cards = page.getByTestId('creative-card');
    await expect(cards).toHaveCount(Math.min(12, total));
    await expect(cards.first()).toContainText(first[0]!.name);
    await expect(page.getByTestId('result-count')).toHaveText(`${total} creatives`);
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    const pageButtons = pagination.getByRole('button', { name: /^Page \d+$/ });
    expect(await pageButtons.count()).toBeLessThanOrEqual(5);
    await expect(pagination.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(pagination.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  test('a list the server could not give says so, and Try again asks for it again', async ({ page, gotoPage, consoleErrors }) => {
    consoleErrors.allowFailedResponses(503);
    const release = await busyUntilReleased(page, '**/api/creatives?*');
    await renderInBrowserOnly(page);
    await gotoPage('/people');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('The creatives could not be loaded.');
    release();
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('creative-card')).toHaveCount(12);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('cards link to /creative/{username}', async ({ page, gotoPage, api }) => {
    const creative = await api.firstCreative();
    await gotoPage('/people');
    const link = page.getByTestId('creative-card').first().getByRole('link', { name: creative.name });
    await expect(link).toHaveAttribute('href', `/creative/${creative.username}`);
    await link.click();
    await expect(page).toHaveURL(`/creative/${creative.username}`);
  });

  test('pages live in the URL and Back returns to the previous page', async ({ page, gotoPage, api }) => {
    const { body: second, total } = await api.creatives({ limit: 12, offset: 12 });
    test.skip(total <= 12, 'the demo data fits one page');
    await gotoPage('/people');
    const cards = page.getByTestId('creative-card');
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL('/people?page=2');
    await expect(cards.first()).toContainText(second[0]!.name);
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page).toHaveURL('/people?page=3');
    await page.goBack();
    await expect(page).toHaveURL('/people?page=2');
    await expect(cards.first()).toContainText(second[0]!.name);
    await page.goBack();
    await expect(page).toHaveURL('/people');
  });

  test('never shows more than five page buttons', async ({ page, gotoPage }) => {
    await page.route('**/api/creatives?*', (route) => route.fulfill({ json: twelvePeople, headers: { 'X-Total-Count': '500' } }));
    await renderInBrowserOnly(page);
    await gotoPage('/people?page=20');
    const buttons = page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: /^Page \d+$/ });
    await expect(buttons).toHaveCount(5);
    await expect(buttons).toHaveText(['1', '19', '20', '21', '42']);
  });

  test('a name’s matches counted to the cap are 1,000+, in the count and the summary', async ({ page, gotoPage }) => {
    await page.route('**/api/creatives?*', (route) => route.fulfill({ json: twelvePeople, headers: { 'X-Total-Count': '1000' } }));
    await renderInBrowserOnly(page);
    await gotoPage('/people?q=mul');
    await expect(page.getByTestId('result-count')).toHaveText('1,000+ creatives');
    await expect(page.getByText('Showing 1–12 of 1,000+')).toBeVisible();
    // Without a name the total is exact.
    await gotoPage('/people');
    await expect(page.getByTestId('result-count')).toHaveText('1,000 creatives');
    await expect(page.getByText('Showing 1–12 of 1,000', { exact: true })).toBeVisible();
  });

  test('writes page numbers as numbers of the language', async ({ page, gotoPage }) => {
    await page.route('**/api/creatives?*', (route) => route.fulfill({ json: twelvePeople, headers: { 'X-Total-Count': '1000000' } }));
    await renderInBrowserOnly(page);
    const buttons = page.getByRole('navigation', { name: /^(Pagination|Paginación)$/ }).locator('button[aria-label]');
    await gotoPage('/people?page=20000');
    await expect(buttons).toHaveText(['1', '19,999', '20,000', '20,001', '83,334']);
    await expect(buttons.last()).toHaveAccessibleName('Page 83,334');
    await gotoPage('/people?page=20000&lang=es');
    await expect(buttons).toHaveText(['1', '19.999', '20.000', '20.001', '83.334']);
  });

  test('writes a deep rank as a number of the language', async ({ page, gotoPage, api }) => {
    const creative = await api.firstCreative();
    await page.route('**/api/creatives?*', (route) =>
      route.fulfill({ json: [{ ...creative, rank: 262384 }], headers: { 'X-Total-Count': '1' } }),
    );
    await renderInBrowserOnly(page);
    await gotoPage('/people');
    await expect(page.getByTestId('creative-card')).toContainText('Rank #262,384');
    await gotoPage('/people?lang=es');
    await expect(page.getByTestId('creative-card')).toContainText('Puesto n.º 262.384');
  });

  test('filters by search text on the server, kept in the URL', async ({ page, gotoPage, api }) => {
    const creative = await api.firstCreative({ offset: 5 });
    const q = creative.name.split(' ')[0]!;
    const { total } = await api.creatives({ q, limit: 1 });
    const queries: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/creatives') queries.push(url.searchParams.get('q') ?? '');
    });
    await gotoPage('/people');
    await page.getByRole('searchbox', { name: 'Search' }).fill(q);
    await expect(page).toHaveURL(`/people?q=${encodeURIComponent(q)}`);
    await expect(page.getByTestId('result-count')).toHaveText(total === 1 ? '1 creative' : `${total} creatives`);
    await expect(page.getByTestId('creative-card').filter({ hasText: creative.name })).toBeVisible();
    expect(queries.filter((value) => value && value !== q)).toEqual([]);
  });

  test('filters by country and category (discipline), kept in the URL', async ({ page, gotoPage, api }) => {
    const { total: filmTotal } = await api.creatives({ category: 'film', limit: 1 });
    const { total: allTotal } = await api.creatives({ limit: 1 });
    expect(filmTotal).toBeLessThan(allTotal);
    await gotoPage('/people');
    await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Film' });
    await expect(page).toHaveURL('/people?category=film');
    await expect(page.getByTestId('result-count')).toHaveText(filmTotal === 1 ? '1 creative' : `${filmTotal} creatives`);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    for (const card of await page.getByTestId('creative-card').all()) await expect(card).toContainText('Film');

    const { total: spainFilm } = await api.creatives({ category: 'film', country: 'ES', limit: 1 });
    await page.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Spain' });
    await expect(page).toHaveURL('/people?category=film&country=ES');
    if (spainFilm === 0) {
      await expect(page.getByText('No creatives found matching your criteria.')).toBeVisible();
    } else {
      await expect(page.getByTestId('result-count')).toHaveText(spainFilm === 1 ? '1 creative' : `${spainFilm} creatives`);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      for (const card of await page.getByTestId('creative-card').all()) await expect(card).toContainText('Spain');
    }
  });

  test('a shared URL restores the filters', async ({ page, gotoPage, api }) => {
    const { body, total } = await api.creatives({ country: 'GB', category: 'advertising', limit: 12 });
    await gotoPage('/people?country=GB&category=advertising');
    await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('GB');
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('advertising');
    await expect(page.getByTestId('creative-card')).toHaveCount(Math.min(total, 12));
    if (body[0]) await expect(page.getByTestId('creative-card').first()).toContainText(body[0].name);
  });

  test('says so when nothing matches, in both languages', async ({ page, gotoPage }) => {
    await gotoPage('/people?q=zzqxjv');
    await expect(page.getByText('No creatives found matching your criteria.')).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('zzqxjv');
    await gotoPage('/people?q=zzqxjv', { lang: 'es' });
    await expect(page.getByText('No se encontraron creativos que coincidan con tus criterios.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Creativos');
    await expect(page.getByRole('combobox', { name: 'Categoría' })).toBeVisible();
  });

  test("on a phone, a card's figures stay whole; the rank wraps below them, in Spanish too", async ({ page, gotoPage }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const large = twelvePeople.map((person) => ({ ...person, totalPoints: 12_200, totalAwards: 184, rank: 999_999 }));
    await page.route('**/api/creatives?*', (route) => route.fulfill({ json: large, headers: { 'X-Total-Count': '12' } }));
    await renderInBrowserOnly(page);
    await gotoPage('/people', { lang: 'es' });
    const card = page.getByTestId('creative-card').first();
    await expect(card).toContainText('12.200 puntos');
    await expect(card).toContainText('Puesto n.º 999.999');
    // Each figure and its word on one line: as tall as one line of its text.
    const split = await card.locator('span, div').evaluateAll((elements) =>
      elements
        .filter((element) => /^(12\.200 puntos|184 premios|Puesto n\.º 999\.999)$/.test(element.textContent ?? ''))
        .filter((element) => element.getBoundingClientRect().height > 1.5 * parseFloat(getComputedStyle(element).lineHeight))
        .map((element) => element.textContent),
    );
    expect(split).toEqual([]);
  });
});

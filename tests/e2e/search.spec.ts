import type { Page, Route } from '@playwright/test';
import type { SearchResult } from '../../src/shared/schemas/search';
import { expect, expectNoA11yViolations, test, type Api } from './fixtures';

const searchBox = (page: Page) => page.locator('header').getByRole('combobox', { name: 'Search creatives, agencies and festivals' });
const dropdown = (page: Page) => page.getByTestId('search-dropdown');

/**
 * The header's search box once its code has hydrated it (a late part, loaded on focus): text typed
 * before waits in the input, and the wait for it would start on whatever the page's clock says then.
 */
async function hydratedSearchBox(page: Page) {
  const input = searchBox(page);
  await input.focus();
  const part = page
    .locator('header [data-late-part]')
    .filter({ has: page.getByRole('combobox', { name: 'Search creatives, agencies and festivals' }) });
  await expect(part).toHaveAttribute('data-late-part', 'hydrated');
  return input;
}

/** Holds every search request until the returned function is called: the loading state stays on screen. */
async function holdSearches(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/search?*', async (route: Route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

/** A festival as the search lists it. */
const CANNES_LIONS: SearchResult['festivals'][number] = {
  id: 1,
  name: 'Cannes Lions',
  shortName: null,
  slug: 'cannes-lions',
  countryCode: 'FR',
  country: 'France',
  city: 'Cannes',
  status: 'open',
};

/** A query that finds creatives, agencies and festivals in the demo data. */
async function queryWithAllSections(api: Api): Promise<{ q: string; result: SearchResult }> {
  for (const q of ['ca', 'an', 'ar', 'ma', 'la', 'de', 'co', 'el']) {
    const result = await api.search(q);
    if (result.creatives.length && result.agencies.length && result.festivals.length) return { q, result };
  }
  throw new Error('No query finds all three kinds in the demo data');
}

test.describe('search dropdown', () => {
  test('opens at two characters and asks the API once, 300 ms after the last keystroke', async ({ page, gotoPage, api }) => {
    const { q, result } = await queryWithAllSections(api);
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/search')) requests.push(new URL(request.url()).searchParams.get('q') ?? '');
    });
    await page.clock.install();
    await gotoPage('/');
    const input = searchBox(page);
    // Freeze the page's clock: keystrokes then take no page time however slow the machine is.
    await page.clock.pauseAt(new Date(Date.now() + 10_000));

    await input.pressSequentially(q.slice(0, 1));
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(dropdown(page)).toBeHidden();

    await input.pressSequentially(q.slice(1));
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(dropdown(page)).toContainText('Searching...');
    await page.clock.runFor(299);
    expect(requests).toEqual([]);
    await page.clock.runFor(1);
    await expect.poll(() => requests).toEqual([q]);
    await page.clock.resume();

    await expect(dropdown(page).getByRole('option').first()).toBeVisible();
    expect(requests).toEqual([q]);
    const listbox = page.getByRole('listbox');
    await expect(listbox.getByRole('group', { name: 'Creatives' })).toBeVisible();
    await expect(listbox.getByRole('group', { name: 'Agencies' })).toBeVisible();
    await expect(listbox.getByRole('group', { name: 'Festivals' })).toBeVisible();
    await expect(listbox.getByRole('group', { name: 'Creatives' }).locator('[role=option][href^="/creative/"]')).toHaveCount(
      result.creatives.length,
    );
    expect(result.creatives.length).toBeLessThanOrEqual(5);
  });

  test('each keystroke restarts the 300 ms wait', async ({ page, gotoPage }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/search')) requests.push(new URL(request.url()).searchParams.get('q') ?? '');
    });
    await page.clock.install();
    await gotoPage('/');
    const input = await hydratedSearchBox(page);
    await page.clock.pauseAt(new Date(Date.now() + 10_000));
    await input.pressSequentially('ca');
    await page.clock.runFor(200);
    await input.pressSequentially('n');
    await page.clock.runFor(200);
    await input.pressSequentially('n');
    await page.clock.runFor(299);
    expect(requests).toEqual([]);
    await page.clock.runFor(1);
    await expect.poll(() => requests).toEqual(['cann']);
  });

  test('a query of spaces around one character does not search', async ({ page, gotoPage }) => {
    let searched = false;
    page.on('request', (request) => {
      if (request.url().includes('/api/search')) searched = true;
    });
    await gotoPage('/');
    await searchBox(page).fill('  a  ');
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');
    await page.waitForLoadState('networkidle');
    expect(searched).toBe(false);
  });

  test("shows 'Searching...' while the answer is on its way", async ({ page, gotoPage }) => {
    const release = await holdSearches(page);
    await gotoPage('/');
    await searchBox(page).fill('cannes');
    await expect(dropdown(page)).toContainText('Searching...');
    release();
    await expect(dropdown(page).getByRole('option').first()).toBeVisible();
    await expect(dropdown(page)).not.toContainText('Searching...');
  });

  test("shows 'No results found' and 'Try adjusting your search terms'", async ({ page, gotoPage }) => {
    await gotoPage('/');
    await searchBox(page).fill('zzqxjv');
    await expect(dropdown(page)).toContainText('No results found');
    await expect(dropdown(page)).toContainText('Try adjusting your search terms');
  });

  test('is translated', async ({ page, gotoPage }) => {
    const release = await holdSearches(page);
    await gotoPage('/', { lang: 'es' });
    const input = page.locator('header').getByRole('combobox', { name: 'Buscar creativos, agencias y festivales' });
    await input.fill('zzqxjv');
    await expect(dropdown(page)).toContainText('Buscando...');
    release();
    await expect(dropdown(page)).toContainText('No se encontraron resultados');
    await expect(dropdown(page)).toContainText('Prueba con otros términos de búsqueda');
  });

  test('creative results link to /creative/{username}; picking one closes and clears', async ({ page, gotoPage, api }) => {
    const { q, result } = await queryWithAllSections(api);
    const creative = result.creatives[0]!;
    await gotoPage('/');
    await searchBox(page).fill(q);
    const option = page.getByRole('group', { name: 'Creatives' }).getByRole('option').first();
    await expect(option).toHaveAttribute('href', `/creative/${creative.username}`);
    await expect(option).toContainText(creative.name);
    await option.click();
    await expect(page).toHaveURL(`/creative/${creative.username}`);
    await expect(searchBox(page)).toHaveValue('');
    await expect(dropdown(page)).toBeHidden();
  });

  test('festivals are listed once per name, each with its registration status', async ({ page, gotoPage }) => {
    const mocked: SearchResult = {
      creatives: [],
      agencies: [],
      festivals: [
        CANNES_LIONS,
        { ...CANNES_LIONS, id: 2, slug: 'cannes-lions-2', status: 'closed' },
        {
          id: 3,
          name: 'Clio Awards',
          shortName: null,
          slug: 'clio-awards',
          countryCode: 'US',
          country: 'United States',
          city: 'New York',
          status: 'upcoming',
        },
      ],
    };
    await page.route('**/api/search?*', (route) => route.fulfill({ json: mocked }));
    await gotoPage('/');
    await searchBox(page).fill('cannes');
    const festivals = page.getByRole('group', { name: 'Festivals' }).getByRole('option');
    await expect(festivals).toHaveCount(2);
    await expect(festivals.first()).toContainText('Cannes Lions');
    await expect(festivals.first()).toHaveAttribute('href', '/festival/cannes-lions');
    await expect(festivals.nth(0)).toContainText('Open for Submissions');
    await expect(festivals.nth(1)).toContainText('Opening Soon');
    await expect(page.getByRole('group', { name: 'Festivals' })).not.toContainText('Active');
    await expect(page.getByRole('group', { name: 'Creatives' })).toHaveCount(0);
  });

  test('closes on a click outside', async ({ page, gotoPage }) => {
    await gotoPage('/');
    await searchBox(page).fill('cannes');
    await expect(dropdown(page)).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(dropdown(page)).toBeHidden();
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('works by keyboard: arrows move, Enter opens, Escape closes', async ({ page, gotoPage, api }) => {
    const { q, result } = await queryWithAllSections(api);
    await gotoPage('/');
    const input = searchBox(page);
    await input.focus();
    await page.keyboard.type(q);
    const options = dropdown(page).getByRole('option');
    await expect(options.first()).toBeVisible();

    await page.keyboard.press('ArrowDown');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', (await options.nth(0).getAttribute('id'))!);
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'false');
    await page.keyboard.press('ArrowUp');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(options.last()).toHaveAttribute('aria-selected', 'true');

    await page.keyboard.press('Escape');
    await expect(dropdown(page)).toBeHidden();
    await expect(input).toHaveValue(q);
    await expect(input).toBeFocused();

    await page.keyboard.press('ArrowDown');
    await expect(dropdown(page)).toBeVisible();
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/creative/${result.creatives[0]!.username}`);
    await expect(input).toHaveValue('');
  });

  test('an arrow pressed the moment the results appear selects the first of them', async ({ page, gotoPage, api }) => {
    const { q, result } = await queryWithAllSections(api);
    await gotoPage('/');
    const input = await hydratedSearchBox(page);
    // ArrowDown as soon as the first option is in the page, before anything else runs: the box
    // must already know what is listed (a person pressing the key as the list draws).
    await page.evaluate(() => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector('[data-testid="search-dropdown"] [role="option"]')) return;
        observer.disconnect();
        document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true }));
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    await page.keyboard.type(q);
    const first = dropdown(page).getByRole('option').first();
    await expect(first).toHaveAttribute('href', `/creative/${result.creatives[0]!.username}`);
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  });

  const creative = (n: number): SearchResult['creatives'][number] => ({
    id: n,
    name: `Marta Example ${n}`,
    username: `marta-${n}`,
    countryCode: 'ES',
    country: 'Spain',
    agency: null,
    avatar: null,
    totalPoints: 100 - n,
  });
  const agency = (n: number): SearchResult['agencies'][number] => ({
    id: n,
    name: `Mar Agency ${n}`,
    slug: `mar-${n}`,
    logo: null,
    headquarters: null,
  });

  test('a full section ends with a link to every match; a section with fewer has none', async ({ page, gotoPage }) => {
    const mocked: SearchResult = {
      creatives: [1, 2, 3, 4, 5].map(creative),
      agencies: [1, 2, 3, 4].map(agency),
      festivals: [1, 2, 3, 4, 5].map((n) => ({ ...CANNES_LIONS, id: n, name: `Mar Festival ${n}`, slug: `mar-festival-${n}` })),
    };
    await page.route('**/api/search?*', (route) => route.fulfill({ json: mocked }));
    await gotoPage('/');
    const input = await hydratedSearchBox(page);
    await input.fill('mar ex');
    const creatives = page.getByRole('group', { name: 'Creatives' }).getByRole('option');
    await expect(creatives).toHaveCount(6);
    const all = creatives.last();
    await expect(all).toHaveText('All creatives matching “mar ex”');
    await expect(all).toHaveAttribute('href', '/people?q=mar+ex');
    await expect(page.getByRole('group', { name: 'Agencies' }).getByRole('option')).toHaveCount(4);
    // The live region counts what was found, not the link.
    const festivals = page.getByRole('group', { name: 'Festivals' }).getByRole('option');
    await expect(festivals.last()).toHaveText('All festivals matching “mar ex”');
    await expect(festivals.last()).toHaveAttribute('href', '/festivals?q=mar+ex');
    await expect(page.locator('header [role=status]')).toHaveText('14 results');

    await all.click();
    await expect(page).toHaveURL('/people?q=mar+ex');
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('mar ex');
    await expect(input).toHaveValue('');
  });

  test('a full Agencies section leads to the Agencies page, on a phone in Spanish too', async ({ page, gotoPage }) => {
    const mocked: SearchResult = { creatives: [1, 2].map(creative), agencies: [1, 2, 3, 4, 5].map(agency), festivals: [] };
    await page.route('**/api/search?*', (route) => route.fulfill({ json: mocked }));
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoPage('/', { lang: 'es' });
    await page.locator('header').getByRole('button', { name: 'Abrir búsqueda' }).click();
    await page.locator('header').getByRole('combobox', { name: 'Buscar creativos, agencias y festivales' }).fill('mar');
    await expect(page.getByRole('group', { name: 'Creativos' }).getByRole('option')).toHaveCount(2);
    const all = page.getByRole('group', { name: 'Agencias' }).getByRole('option').last();
    await expect(all).toHaveText('Todas las agencias que coinciden con «mar»');
    // On a phone the sentence wraps rather than losing its end.
    expect(
      await all
        .locator('span')
        .last()
        .evaluate((text) => text.scrollWidth <= text.clientWidth),
    ).toBe(true);
    await all.click();
    await expect(page).toHaveURL('/agencies?q=mar');
    await expect(page.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('mar');
  });

  test('Enter with no option highlighted lists every creative matching on the People page', async ({ page, gotoPage, api }) => {
    const { name } = await api.firstCreative();
    const word = name.split(' ')[0]!;
    await gotoPage('/rankings', { lang: 'es' });
    const input = page.locator('header').getByRole('combobox', { name: 'Buscar creativos, agencias y festivales' });
    // A phone's keyboard labels its Enter key "Search".
    await expect(input).toHaveAttribute('enterkeyhint', 'search');
    await input.focus();
    await page.keyboard.type(word);
    await expect(dropdown(page).getByRole('option').first()).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/people?${new URLSearchParams({ q: word })}`);
    await expect(page.getByTestId('people-grid')).toContainText(name);
    await expect(input).toHaveValue('');
    await expect(dropdown(page)).toBeHidden();
  });

  test("an input method's keys stay with it while it composes: arrows, Enter", async ({ page, gotoPage }) => {
    await gotoPage('/');
    const input = await hydratedSearchBox(page);
    await page.keyboard.type('ma');
    await expect(dropdown(page).getByRole('option').first()).toBeVisible();
    const composing = (key: string) =>
      input.evaluate(
        (element, pressed) =>
          element.dispatchEvent(new KeyboardEvent('keydown', { key: pressed, isComposing: true, bubbles: true, cancelable: true })),
        key,
      );
    await composing('ArrowDown');
    await expect(dropdown(page).getByRole('option').first()).toHaveAttribute('aria-selected', 'false');
    await composing('Enter');
    await page.waitForTimeout(300);
    await expect(page).toHaveURL('/');
    await expect(input).toHaveValue('ma');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/people?q=ma');
  });

  test('Enter with no option highlighted opens the directory of the first kind found: festivals here', async ({ page, gotoPage }) => {
    await page.route('**/api/search?*', (route) => route.fulfill({ json: { creatives: [], agencies: [], festivals: [CANNES_LIONS] } }));
    // One festival found: no link to "all" of them.
    await gotoPage('/');
    const input = await hydratedSearchBox(page);
    await page.keyboard.type('cannes');
    await expect(dropdown(page).getByRole('option')).toHaveCount(1);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/festivals?q=cannes');
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('cannes');
    await expect(input).toHaveValue('');
  });

  test('has no serious accessibility violations while open', async ({ page, gotoPage }) => {
    test.slow(); // axe takes seconds per page on a 2-core machine
    await gotoPage('/');
    await searchBox(page).fill('ca');
    await expect(dropdown(page).getByRole('option').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expectNoA11yViolations(page);
  });
});

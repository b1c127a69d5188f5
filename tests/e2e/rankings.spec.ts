import type { Page } from '@playwright/test';
import { AWARD_POINTS, AWARD_TYPES, type AwardType } from '../../src/shared/constants';
import type { CreativeSummary } from '../../src/shared/schemas/creative';
import { busyUntilReleased, expect, renderInBrowserOnly, test } from './fixtures';

const AWARD_LABELS: Record<AwardType, string> = {
  grand_prix: 'Grand Prix',
  gold: 'Gold',
  silver: 'Silver',
  bronze: 'Bronze',
  shortlist: 'Shortlist',
};

function fakeCreative(id: number, rank: number, rankChange: number | null): CreativeSummary {
  return {
    id,
    name: `Test Creative ${id}`,
    username: `test-creative-${id}`,
    countryCode: 'ES',
    country: 'Spain',
    agency: 'Test Agency',
    agencySlug: 'test-agency',
    specialty: 'copywriter',
    discipline: 'film',
    avatar: null,
    verified: false,
    totalPoints: 1000 - rank * 10,
    totalAwards: 3,
    windowPoints: 1000 - rank * 10,
    windowAwards: 3,
    rank,
    rankChange,
  };
}

/** The ranking answers `creatives`: the page then renders in the browser, from the API's (replaced) answers. */
async function mockRanking(page: Page, creatives: CreativeSummary[]) {
  await page.route('**/api/creatives?*', (route) =>
    route.fulfill({ json: creatives, headers: { 'X-Total-Count': String(creatives.length) } }),
  );
  await renderInBrowserOnly(page);
}

test.describe('rankings', () => {
  test('shows the four stat tiles from the API', async ({ page, gotoPage, api }) => {
    const stats = await api.stats();
    await gotoPage('/');
    const tiles = page.getByRole('region', { name: 'Key figures' });
    const fmt = new Intl.NumberFormat('en');
    await expect(tiles.getByTestId('stat-totalCreatives')).toContainText(`${fmt.format(stats.totalCreatives)}Creatives`);
    await expect(tiles.getByTestId('stat-totalAwards')).toContainText(`${fmt.format(stats.totalAwards)}Awards`);
    await expect(tiles.getByTestId('stat-totalCountries')).toContainText(`${fmt.format(stats.totalCountries)}Countries`);
    await expect(tiles.getByTestId('stat-totalFestivals')).toContainText(`${fmt.format(stats.totalFestivals)}Festivals`);
  });

  test("a million creatives' figures fit their tiles, on a phone as on a laptop", async ({ page, gotoPage }) => {
    await page.route('**/api/stats', (route) =>
      route.fulfill({ json: { totalCreatives: 1_000_000, totalAwards: 10_010_882, totalCountries: 40, totalFestivals: 500 } }),
    );
    await renderInBrowserOnly(page);
    await gotoPage('/');
    await expect(page.getByTestId('stat-totalAwards')).toContainText('10,010,882Awards');
    for (const width of [320, 768, 1024, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      const figures = await page.getByTestId(/^stat-/).evaluateAll((tiles) =>
        tiles.map((tile) => {
          const figure = tile.querySelector('p')!;
          return { over: figure.scrollWidth - figure.clientWidth, size: parseFloat(getComputedStyle(figure).fontSize) };
        }),
      );
      expect(figures, `${width}px`).toHaveLength(4);
      for (const figure of figures) {
        expect(figure.over, `${width}px`).toBeLessThanOrEqual(0);
        expect(figure.size, `${width}px`).toBeGreaterThanOrEqual(14);
      }
    }
  });

  test('falls back to 10, 53, 9 and 12 when the stats fail', async ({ page, gotoPage, consoleErrors }) => {
    consoleErrors.allowFailedResponses(500);
    await page.route('**/api/stats', (route) => route.fulfill({ status: 500, json: { message: 'down' } }));
    await renderInBrowserOnly(page);
    await gotoPage('/rankings');
    await expect(page.getByTestId('stat-totalCreatives')).toContainText('10Creatives');
    await expect(page.getByTestId('stat-totalAwards')).toContainText('53Awards');
    await expect(page.getByTestId('stat-totalCountries')).toContainText('9Countries');
    await expect(page.getByTestId('stat-totalFestivals')).toContainText('12Festivals');
  });

  test('a ranking the server could not give says so, and Try again asks for it again', async ({ page, gotoPage, consoleErrors }) => {
    consoleErrors.allowFailedResponses(503);
    const release = await busyUntilReleased(page, '**/api/rankings/agencies?*');
    await renderInBrowserOnly(page);
    await gotoPage('/rankings/agencies');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('The agency ranking could not be loaded.');
    release();
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByTestId('agency-ranking-row').first()).toBeVisible();
  });

  test('shows the top three on the podium', async ({ page, gotoPage, api }) => {
    const { body: top } = await api.creatives({ limit: 3 });
    await gotoPage('/');
    await expect(page.getByRole('heading', { name: 'Top Performers' })).toBeVisible();
    const podium = page.getByTestId('podium').getByRole('listitem');
    await expect(podium).toHaveCount(3);
    for (const [i, creative] of top.entries()) {
      await expect(podium.nth(i)).toContainText(creative.name);
      await expect(podium.nth(i).getByRole('link', { name: creative.name })).toHaveAttribute('href', `/creative/${creative.username}`);
    }
  });

  test('hides the podium when fewer than three creatives exist', async ({ page, gotoPage }) => {
    await mockRanking(page, [fakeCreative(1, 1, 2), fakeCreative(2, 2, null)]);
    await gotoPage('/');
    await expect(page.getByTestId('ranking-row')).toHaveCount(2);
    await expect(page.getByRole('heading', { name: 'Top Performers' })).toHaveCount(0);
  });

  test('lists the ranking with position, flag, name, agency and points, 20 at a time', async ({ page, gotoPage, api }) => {
    const { body: first, total } = await api.creatives({ limit: 20 });
    await gotoPage('/');
    const rows = page.getByTestId('ranking-row');
    await expect(rows).toHaveCount(Math.min(20, total));
    const leader = first[0]!;
    await expect(rows.first().getByTestId('ranking-position')).toHaveText(String(leader.rank));
    await expect(rows.first()).toContainText(leader.name);
    await expect(rows.first()).toContainText(new Intl.NumberFormat('en').format(leader.totalPoints));
    if (leader.agency) await expect(rows.first()).toContainText(leader.agency);
    await expect(
      rows.first().getByRole('img', { name: new Intl.DisplayNames(['en'], { type: 'region' }).of(leader.countryCode!)! }),
    ).toBeVisible();
    await expect(page.getByText(`Showing 20 of ${total}`)).toBeVisible();

    test.skip(total <= 20, 'the demo data fits one page');
    const { body: second } = await api.creatives({ limit: 20, offset: 20 });
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(rows).toHaveCount(Math.min(40, total));
    await expect(rows.nth(20)).toContainText(second[0]!.name);
    await expect(page.getByText(`Showing ${Math.min(40, total)} of ${total}`)).toBeVisible();
  });

  test('reads the ranking page by page, never all of it', async ({ page, gotoPage }) => {
    const limits: number[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/creatives') limits.push(Number(url.searchParams.get('limit')));
    });
    // The first page comes with the HTML; the browser reads the next on 'Load more'.
    await gotoPage('/');
    await expect(page.getByTestId('ranking-row')).toHaveCount(20);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(page.getByTestId('ranking-row')).toHaveCount(40);
    expect(limits.length).toBeGreaterThan(0);
    for (const limit of limits) expect(limit).toBeLessThanOrEqual(20);
  });

  test('shows the rank change: ▲n, ▼n, New and –', async ({ page, gotoPage }) => {
    await mockRanking(page, [fakeCreative(1, 1, 3), fakeCreative(2, 2, -2), fakeCreative(3, 3, null), fakeCreative(4, 4, 0)]);
    await gotoPage('/');
    const badges = page.getByTestId('ranking-row').getByTestId('rank-change');
    await expect(badges.nth(0)).toContainText('▲3');
    await expect(badges.nth(0)).toContainText('Up 3 places since last year');
    await expect(badges.nth(1)).toContainText('▼2');
    await expect(badges.nth(2)).toContainText('New');
    await expect(badges.nth(3)).toContainText('–');
  });

  test('on a phone a long name takes more lines, not an ellipsis; a rank past 999 has room', async ({ page, gotoPage }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    // Fifty pages of "Load more" in.
    const at = (rank: number, name: string) => ({ ...fakeCreative(rank, rank, 0), name, windowPoints: 2_050, totalPoints: 2_050 });
    await mockRanking(page, [at(1_234, 'Tomás Esposito Morales Castellanos'), at(1_235, 'Ana Li'), at(1_236, 'Bo Wu')]);
    await gotoPage('/');
    const row = page.getByTestId('ranking-row').first();
    await expect(row.getByTestId('ranking-position')).toHaveText('1,234');
    const name = row.getByRole('link', { name: 'Tomás Esposito Morales Castellanos' });
    expect(await name.evaluate((link) => link.scrollWidth <= link.clientWidth && link.scrollHeight <= link.clientHeight)).toBe(true);
    const rank = await row.getByTestId('ranking-position').evaluate((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      return range.getBoundingClientRect().right;
    });
    expect(rank).toBeLessThanOrEqual((await row.getByRole('img').first().boundingBox())!.x);
  });

  test('the scoring panel gives the points every award really adds; the coverage panel', async ({ page, gotoPage }) => {
    await gotoPage('/');
    await expect(page.getByRole('heading', { name: 'Scoring System' })).toBeVisible();
    const rows = page.getByTestId('scoring-panel').locator('> div');
    await expect(rows).toHaveText(AWARD_TYPES.map((type) => `${AWARD_LABELS[type]}${AWARD_POINTS[type]} pts`));
    await expect(page.getByRole('heading', { name: 'Global Coverage' })).toBeVisible();
  });

  test('is translated', async ({ page, gotoPage }) => {
    await mockRanking(page, [fakeCreative(1, 1, 3), fakeCreative(2, 2, null), fakeCreative(3, 3, 0)]);
    await gotoPage('/', { lang: 'es' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ranking creativo global');
    await expect(page.getByRole('heading', { name: 'Los mejores' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ranking completo' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sistema de puntuación' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Cobertura global' })).toBeVisible();
    await expect(page.getByTestId('stat-totalCreatives')).toContainText('Creativos');
    await expect(page.getByTestId('rank-change').nth(1)).toContainText('Nuevo');
    await expect(page.getByTestId('scoring-panel')).toContainText('Oro300 pts');
    await expect(page).toHaveTitle(/Ranking creativo global/);
  });
});

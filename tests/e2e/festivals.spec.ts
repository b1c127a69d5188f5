import type { FestivalSummary } from '../../src/shared/schemas/festival';
import { expect, test } from './fixtures';

test.describe('festivals', () => {
  test('the upcoming-deadlines panel shows the three nearest future closes', async ({ page, gotoPage, api }) => {
    const { body: all } = await api.festivals({ limit: 100 });
    const today = new Date().toISOString().slice(0, 10);
    const expected = all
      .filter((f): f is FestivalSummary & { registrationCloseDate: string } =>
        Boolean(f.registrationCloseDate && f.registrationCloseDate >= today && (f.status === 'open' || f.status === 'upcoming')),
      )
      .sort((a, b) => a.registrationCloseDate.localeCompare(b.registrationCloseDate))
      .slice(0, 3);
    await gotoPage('/festivals');
    await expect(page.getByRole('heading', { name: 'Upcoming Deadlines' })).toBeVisible();
    const items = page.getByTestId('upcoming-deadlines').getByRole('listitem');
    await expect(items).toHaveCount(expected.length);
    for (const [i, festival] of expected.entries()) {
      await expect(items.nth(i).getByRole('link')).toHaveText(festival.shortName ?? festival.name);
      await expect(items.nth(i).getByRole('link')).toHaveAttribute('href', `/festival/${festival.slug}`);
      const date = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${festival.registrationCloseDate}T00:00:00Z`),
      );
      await expect(items.nth(i)).toContainText(`Registration closes ${date}`);
      const [year, month, day] = festival.registrationCloseDate.split('-').map(Number) as [number, number, number];
      const [thisYear, thisMonth, thisDay] = today.split('-').map(Number) as [number, number, number];
      const days = (Date.UTC(year, month - 1, day) - Date.UTC(thisYear, thisMonth - 1, thisDay)) / 86_400_000;
      await expect(items.nth(i)).toContainText(new Intl.RelativeTimeFormat('en', { numeric: 'auto' }).format(days, 'day'));
    }
  });

  test('cards link to /festival/{slug} and show three categories plus +N more', async ({ page, gotoPage, api }) => {
    const { body, total } = await api.festivals({ limit: 12 });
    await gotoPage('/festivals');
    const cards = page.getByTestId('festival-card');
    await expect(cards).toHaveCount(Math.min(12, total));
    const festival = body.find((f) => f.categoryCount > 3) ?? body[0]!;
    const card = cards.filter({ has: page.getByRole('link', { name: festival.name, exact: true }) });
    await expect(card.getByRole('link', { name: festival.name, exact: true })).toHaveAttribute('href', `/festival/${festival.slug}`);
    const categories = card.getByTestId('festival-categories').getByRole('listitem');
    const shown = festival.categories.slice(0, 3).map((category) => category.name);
    await expect(categories).toHaveText(festival.categoryCount > 3 ? [...shown, `+${festival.categoryCount - 3} more`] : shown);
  });

  test('the status filter uses the spec labels and drops festivals without dates', async ({ page, gotoPage, api }) => {
    const { body: all } = await api.festivals({ limit: 100 });
    const dateless = all.filter((f) => f.status === 'unknown');
    const { total: openTotal } = await api.festivals({ status: 'open', limit: 1 });
    await gotoPage('/festivals');
    const status = page.getByRole('combobox', { name: 'Status' });
    await expect(status.locator('option')).toHaveText(['All statuses', 'Open for Submissions', 'Opening Soon', 'Closed']);
    for (const festival of dateless) {
      await expect(page.getByTestId('festival-card').filter({ hasText: festival.name })).toHaveCount(1);
    }

    await status.selectOption({ label: 'Open for Submissions' });
    await expect(page).toHaveURL('/festivals?status=open');
    const cards = page.getByTestId('festival-card');
    await expect(page.getByTestId('result-count')).toHaveText(openTotal === 1 ? '1 festival' : `${openTotal} festivals`);
    await expect(cards).toHaveCount(Math.min(openTotal, 12));
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    for (const card of await cards.all()) await expect(card).toContainText('Open for Submissions');
    for (const festival of dateless) {
      await expect(page.getByTestId('festival-card').filter({ hasText: festival.name })).toHaveCount(0);
    }

    for (const [value, label] of [
      ['upcoming', 'Opening Soon'],
      ['closed', 'Closed'],
    ] as const) {
      const { total } = await api.festivals({ status: value, limit: 1 });
      await status.selectOption(value);
      await expect(page).toHaveURL(`/festivals?status=${value}`);
      await expect(page.getByTestId('result-count')).toHaveText(total === 1 ? '1 festival' : `${total} festivals`);
      await expect(cards).toHaveCount(Math.min(total, 12));
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      for (const card of await cards.all()) await expect(card.getByText(label, { exact: true })).toBeVisible();
    }
  });

  test('search and country filters are kept in the URL', async ({ page, gotoPage, api }) => {
    const festival = await api.firstFestival();
    await gotoPage(`/festivals?country=${festival.countryCode}`);
    await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue(festival.countryCode!);
    const { total } = await api.festivals({ country: festival.countryCode!, limit: 1 });
    await expect(page.getByTestId('festival-card')).toHaveCount(Math.min(total, 12));
    const word = (festival.shortName ?? festival.name).split(' ')[0]!;
    await page.getByRole('searchbox', { name: 'Search' }).fill(word);
    await expect(page).toHaveURL(`/festivals?country=${festival.countryCode}&q=${encodeURIComponent(word)}`);
    await expect(page.getByTestId('festival-card').filter({ hasText: festival.name })).toBeVisible();
  });

  test('says so when nothing matches, in both languages', async ({ page, gotoPage }) => {
    await gotoPage('/festivals?q=zzqxjv');
    await expect(page.getByText('No festivals found matching your criteria.')).toBeVisible();
    await gotoPage('/festivals?q=zzqxjv', { lang: 'es' });
    await expect(page.getByText('No se encontraron festivales que coincidan con tus criterios.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Próximos cierres' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Estado' }).locator('option')).toHaveText([
      'Todos los estados',
      'Abierto a inscripciones',
      'Abre pronto',
      'Cerrado',
    ]);
  });
});

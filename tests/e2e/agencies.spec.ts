import { expect, test } from './fixtures';

test.describe('agencies', () => {
  test('shows agency cards linking to /agency/{slug}', async ({ page, gotoPage, api }) => {
    const { body, total } = await api.agencies({ limit: 12 });
    await gotoPage('/agencies');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Agencies');
    const cards = page.getByTestId('agency-card');
    await expect(cards).toHaveCount(Math.min(12, total));
    const first = body[0]!;
    await expect(cards.first().getByRole('link', { name: first.name })).toHaveAttribute('href', `/agency/${first.slug}`);
    await cards.first().getByRole('link', { name: first.name }).click();
    await expect(page).toHaveURL(`/agency/${first.slug}`);
  });

  test("cards show three countries and '+N more'", async ({ page, gotoPage, api }) => {
    const { body } = await api.agencies({ limit: 100 });
    const wide = body.find((agency) => agency.countryCodes.length > 3);
    const narrow = body.find((agency) => agency.countryCodes.length > 0 && agency.countryCodes.length <= 3);
    test.skip(!wide, 'no agency in more than three countries');
    await gotoPage(`/agencies?q=${encodeURIComponent(wide!.name)}`);
    const card = page.getByTestId('agency-card').filter({ hasText: wide!.name });
    const countries = card.getByTestId('agency-countries').getByRole('listitem');
    await expect(countries).toHaveCount(4);
    const names = new Intl.DisplayNames(['en'], { type: 'region' });
    for (let i = 0; i < 3; i++) await expect(countries.nth(i)).toHaveText(new RegExp(`${names.of(wide!.countryCodes[i]!)}$`));
    await expect(countries.nth(3)).toHaveText(`+${wide!.countryCodes.length - 3} more`);

    if (narrow) {
      await gotoPage(`/agencies?q=${encodeURIComponent(narrow.name)}`, { lang: 'es' });
      const narrowCard = page.getByTestId('agency-card').filter({ hasText: narrow.name });
      await expect(narrowCard.getByTestId('agency-countries').getByRole('listitem')).toHaveCount(narrow.countryCodes.length);
      await expect(narrowCard).not.toContainText('más');
    }
    await gotoPage(`/agencies?q=${encodeURIComponent(wide!.name)}`, { lang: 'es' });
    await expect(page.getByTestId('agency-card').filter({ hasText: wide!.name })).toContainText(`+${wide!.countryCodes.length - 3} más`);
  });

  test('filters by size and country, kept in the URL', async ({ page, gotoPage, api }) => {
    const { total: small } = await api.agencies({ size: '1-50', limit: 1 });
    await gotoPage('/agencies');
    await page.getByRole('combobox', { name: 'Size' }).selectOption('1-50');
    await expect(page).toHaveURL('/agencies?size=1-50');
    await expect(page.getByTestId('agency-card')).toHaveCount(Math.min(small, 12));
    await expect(page.getByRole('combobox', { name: 'Size' }).locator('option')).toHaveText([
      'All sizes',
      '1-50 employees',
      '51-200 employees',
      '201-1000 employees',
      '1000+ employees',
    ]);

    const { total: big } = await api.agencies({ size: '1000+', country: 'GB', limit: 1 });
    await page.getByRole('combobox', { name: 'Size' }).selectOption('1000+');
    await page.getByRole('combobox', { name: 'Country' }).selectOption('GB');
    await expect(page).toHaveURL('/agencies?size=1000%2B&country=GB');
    await expect(page.getByTestId('result-count')).toHaveText(big === 1 ? '1 agency' : `${big} agencies`);
    await page.goBack();
    await expect(page).toHaveURL('/agencies?size=1000%2B');
  });

  test("says 'No agencies found' when nothing matches, in both languages", async ({ page, gotoPage }) => {
    await gotoPage('/agencies?q=zzqxjv');
    await expect(page.getByText('No agencies found')).toBeVisible();
    await gotoPage('/agencies?q=zzqxjv', { lang: 'es' });
    await expect(page.getByText('No se encontraron agencias')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Agencias');
  });
});

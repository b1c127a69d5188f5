import type { Page } from '@playwright/test';
import type { OwnProfile } from '../../src/shared/schemas/profile';
import type { Category } from '../../src/shared/schemas/festival';
import { expect, expectToast, newUser, test } from './auth-fixtures';

// Issue 12 item 1: an award is credited to an agency, the creative's current one unless the
// add-award form picks another listed agency or none.

async function addAward(page: Page, award: { festivalId: number; categoryId: number; title: string }, pickAgency?: () => Promise<void>) {
  await page.getByRole('button', { name: 'Add award' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add award' });
  await dialog.getByLabel('Festival').selectOption(String(award.festivalId));
  await dialog.getByLabel('Category').selectOption(String(award.categoryId));
  await dialog.getByLabel('Title').fill(award.title);
  await dialog.getByLabel('Award type').selectOption({ label: 'Silver' });
  await pickAgency?.();
  await dialog.getByRole('button', { name: 'Add award' }).click();
  await expectToast(page, 'Award added');
  await expect(dialog).toBeHidden();
}

test('the add-award form credits the current agency by default, another one found by name, or none', async ({ page, api, signIn }) => {
  test.slow();
  const user = newUser('agency');
  await signIn(user);
  const current = await api.firstAgency({ sort: 'name' });
  const other = await api.firstAgency({ sort: 'name', offset: 3 });
  const created = await page.request.post('/api/creatives', { data: { name: user.name, agency: current.name } });
  expect(created.status()).toBe(201);
  const festival = await api.firstFestival({ sort: 'name' });
  const { body: categories } = await api.get<Category[]>('/api/categories', { festivalId: festival.id, limit: 1 });
  const base = { festivalId: festival.id, categoryId: categories[0]!.id };
  const stamp = Date.now();

  await page.goto('/dashboard');
  // The field offers the current agency first, and says which.
  await page.getByRole('button', { name: 'Add award' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add award' });
  const agency = dialog.getByLabel('Agency', { exact: true });
  await expect(agency).toHaveValue('');
  await expect(agency.locator('option:checked')).toHaveText(`My current agency (${current.name})`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await addAward(page, { ...base, title: `Current ${stamp}` });
  await addAward(page, { ...base, title: `Other ${stamp}` }, async () => {
    await dialog.getByLabel('Find another agency').fill(other.name.slice(0, 6));
    await expect(agency.locator('option', { hasText: other.name })).toHaveCount(1);
    await agency.selectOption({ label: other.name });
  });
  await addAward(page, { ...base, title: `None ${stamp}` }, () => agency.selectOption({ label: 'No agency' }).then(() => undefined));

  const profile = (await (await page.request.get('/api/my-profile')).json()) as OwnProfile;
  const creditOf = (title: string) => profile.awards.find((award) => award.title === title)?.agency?.slug ?? null;
  expect(creditOf(`Current ${stamp}`)).toBe(current.slug);
  expect(creditOf(`Other ${stamp}`)).toBe(other.slug);
  expect(creditOf(`None ${stamp}`)).toBeNull();

  // Each pending award says it does not count yet.
  const pending = page.getByTestId('own-award').filter({ hasText: `Other ${stamp}` });
  await expect(pending.getByTestId('award-ledger')).toContainText('Silver · 200 pts');
  await expect(pending.getByTestId('award-ledger')).toContainText('Not counted yet');
});

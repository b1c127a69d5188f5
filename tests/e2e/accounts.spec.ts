import type { Category } from '../../src/shared/schemas/festival';
import type { Creative, CreativeSummary } from '../../src/shared/schemas/creative';
import type { Agency } from '../../src/shared/schemas/agency';
import { expectNoA11yViolations } from './fixtures';
import { expect, expectToast, newUser, test } from './auth-fixtures';
import { recordToasts } from './auth-toast';

// Accounts end to end (issue 4): sign-up, own profile, awards and their moderation, claims,
// the account page. These tests run on a server of their own (auth-fixtures.ts).

test.describe('own profile and awards', () => {
  test('a new user signs up, creates a profile and adds an award that counts once a moderator verifies it', async ({
    page,
    api,
    moderatorPage,
  }) => {
    test.slow();
    const user = newUser('creative');
    const creativeName = `Zoe ${user.name.split(' ').pop()}`;
    const awardTitle = `E2E Gold ${Date.now()}`;

    // Sign up through the dialog.
    await page.goto('/');
    await page.getByRole('link', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog', { name: 'Welcome to Palmarés' });
    await dialog.getByRole('tab', { name: 'Sign up' }).click();
    await dialog.getByLabel('Name').fill(user.name);
    await dialog.getByLabel('Email').fill(user.email);
    await dialog.getByLabel('Password', { exact: true }).fill(user.password);
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expectToast(page, 'Account created!', 'Your account has been created successfully.');
    await expect(dialog).toBeHidden();

    // A new account goes on to the dashboard, invited to create its profile (issue 11).
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('profile-summary').getByRole('link', { name: 'Create your profile' })).toBeVisible();

    // The header's account menu leads there too.
    await page.getByRole('button', { name: `Account menu: ${user.name}` }).click();
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const form = page.getByTestId('profile-form');
    await expect(form.getByRole('heading', { name: 'Create Creative Profile' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add award' })).toBeDisabled();

    // The form's validation, then a valid profile.
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('');
    await form.getByLabel('Website').fill('not a link');
    await form.getByRole('button', { name: 'Create profile' }).click();
    await expect(form.getByText('Name is required', { exact: true })).toBeVisible();
    await expect(form.getByText('Enter a valid address starting with https://')).toBeVisible();
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(creativeName);
    await form.getByLabel('Website').fill('https://zoe.example');
    await form.getByLabel('Country').selectOption({ label: 'Spain' });
    await form.getByLabel('Specialty').selectOption({ label: 'Art Director' });
    await form.getByLabel('Years of experience').fill('12');
    await form.getByRole('button', { name: 'Create profile' }).click();
    await expectToast(page, 'Profile created');
    await expect(form.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();
    const summary = page.getByTestId('profile-summary');
    await expect(summary.getByRole('heading', { name: creativeName })).toBeVisible();

    // Add an award: festival first, then its categories; points follow the type.
    const festival = await api.firstFestival({ sort: 'name' });
    const { body: categories } = await api.get<Category[]>('/api/categories', { festivalId: festival.id, limit: 100 });
    const category = categories[0];
    if (!category) throw new Error(`${festival.name} has no categories`);
    await page.getByRole('button', { name: 'Add award' }).click();
    const awardDialog = page.getByRole('dialog', { name: 'Add award' });
    await expect(awardDialog.getByLabel('Category')).toBeDisabled();
    await awardDialog.getByRole('button', { name: 'Add award' }).click();
    for (const message of ['Select a festival', 'Select a category', 'Title is required', 'Select the award type']) {
      await expect(awardDialog.getByText(message, { exact: true })).toBeVisible();
    }
    await awardDialog.getByLabel('Festival').selectOption(String(festival.id));
    await awardDialog.getByLabel('Category').selectOption(String(category.id));
    await awardDialog.getByLabel('Title').fill(awardTitle);
    await awardDialog.getByLabel('Award type').selectOption({ label: 'Gold' });
    await expect(awardDialog.getByLabel('Points')).toHaveValue('300');
    await awardDialog.getByLabel('Award type').selectOption({ label: 'Grand Prix' });
    await expect(awardDialog.getByLabel('Points')).toHaveValue('500');
    await awardDialog.getByLabel('Award type').selectOption({ label: 'Gold' });
    await awardDialog.getByRole('button', { name: 'Add award' }).click();
    await expectToast(page, 'Award added');
    await expect(awardDialog).toBeHidden();

    // Pending: marked, and not counted.
    const ownAward = page.getByTestId('own-award').filter({ hasText: awardTitle });
    await expect(ownAward).toHaveAttribute('data-status', 'pending');
    await expect(ownAward.getByText('Pending review')).toBeVisible();
    await expect(ownAward).toContainText(festival.name);
    await expect(ownAward).toContainText(category.name);
    await expect(summary.getByTestId('summary-points')).toContainText('0');
    await expect(summary.getByText('1 award pending review')).toBeVisible();
    const created = (await api.creatives({ q: creativeName })).body[0];
    expect(created?.totalPoints).toBe(0);

    // A moderator verifies it (the account menu shows moderators the way in).
    await moderatorPage.goto('/');
    await moderatorPage.getByRole('button', { name: /^Account menu: / }).click();
    await moderatorPage.getByRole('link', { name: 'Moderation' }).click();
    await expect(moderatorPage.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
    const pending = moderatorPage.getByTestId('pending-award').filter({ hasText: awardTitle });
    await expect(pending).toContainText(creativeName);
    await expect(pending).toContainText(user.email);
    await pending.getByRole('button', { name: `Approve the award “${awardTitle}”` }).click();
    await expectToast(moderatorPage, 'Award verified');
    await expect(pending).toHaveCount(0);

    // The owner sees it verified and counted.
    await page.reload();
    await expect(ownAward).toHaveAttribute('data-status', 'verified');
    await expect(summary.getByTestId('summary-points')).toContainText('300');
    await expect(summary.getByTestId('summary-awards')).toContainText('1');
    await expect(summary.getByTestId('summary-festivals')).toContainText('1');

    // And the public ranking shows its points and rank.
    const ranked = (await api.creatives({ q: creativeName })).body[0] as CreativeSummary;
    expect(ranked.totalPoints).toBe(300);
    await page.goto('/');
    const row = page.getByTestId('ranking-row').filter({ hasText: creativeName });
    const loadMore = page.getByRole('button', { name: 'Load more' });
    while (!(await row.isVisible())) {
      await expect(loadMore).toBeVisible();
      await loadMore.click();
    }
    await expect(row.getByTestId('ranking-position')).toHaveText(String(ranked.rank));
    await expect(row).toContainText('300');
    await row.getByRole('link', { name: creativeName }).click();
    await expect(page.getByTestId('stat-points')).toContainText('300');
    await expect(page.getByTestId('stat-rank')).toContainText(`#${ranked.rank}`);
  });

  test('the dashboard shows the 5 most recent awards and expands to all of them', async ({ page, signIn }) => {
    const user = newUser('many');
    await signIn(user);
    const request = page.request;
    // Six awards through the API, then the dashboard.
    const profile = await request.post('/api/creatives', { data: { name: user.name } });
    expect(profile.status()).toBe(201);
    const festivals = (await request.get('/api/festivals?limit=1&sort=name').then((r) => r.json())) as { id: number }[];
    const festivalId = festivals[0]?.id;
    const categories = (await request.get(`/api/categories?festivalId=${festivalId}&limit=1`).then((r) => r.json())) as Category[];
    for (let year = 2015; year <= 2020; year += 1) {
      const response = await request.post('/api/awards', {
        data: { festivalId, categoryId: categories[0]?.id, title: `Award of ${year}`, year, type: 'bronze' },
      });
      expect(response.status()).toBe(201);
    }
    await page.goto('/dashboard');
    const awards = page.getByTestId('own-award');
    await expect(awards).toHaveCount(5);
    await expect(awards.first()).toContainText('Award of 2020');
    await expect(page.getByText('Award of 2015')).toHaveCount(0);
    await page.getByRole('button', { name: 'View all awards' }).click();
    await expect(awards).toHaveCount(6);
    await expect(page.getByRole('heading', { name: 'All awards' })).toBeVisible();
    await page.getByRole('button', { name: 'Show fewer' }).click();
    await expect(awards).toHaveCount(5);
  });

  test('the dashboard is in Spanish with the spec’s texts', async ({ page, signIn }) => {
    await signIn(newUser('es'));
    await page.goto('/dashboard?lang=es');
    await expect(page.getByRole('heading', { level: 1, name: 'Panel' })).toBeVisible();
    const form = page.getByTestId('profile-form');
    await expect(form.getByRole('heading', { name: 'Crear Perfil Creativo' })).toBeVisible();
    await form.getByRole('textbox', { name: 'Nombre', exact: true }).fill('');
    await form.getByRole('button', { name: 'Crear perfil' }).click();
    await expect(form.getByText('El nombre es requerido', { exact: true })).toBeVisible();
    // The spec's specialty and country choices.
    const specialties = await form.getByRole('combobox', { name: 'Especialidad', exact: true }).locator('option').allTextContents();
    expect(specialties.slice(1)).toEqual([
      'Director Creativo',
      'Diseñador Visual',
      'Art Director',
      'Copywriter',
      'Estratega Creativo',
      'Director de Arte Digital',
      'Producer',
      'Director',
    ]);
    const countries = await form.getByRole('combobox', { name: 'País', exact: true }).locator('option').allTextContents();
    expect(countries.slice(1)).toEqual([
      'España',
      'Reino Unido',
      'Estados Unidos',
      'Francia',
      'Alemania',
      'Italia',
      'Australia',
      'México',
      'Brasil',
      'Argentina',
      'Colombia',
      'Chile',
    ]);
    await form.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Creativa Española');
    await form.getByRole('combobox', { name: 'País', exact: true }).selectOption({ label: 'España' });
    await form.getByRole('button', { name: 'Crear perfil' }).click();
    await expectToast(page, 'Perfil creado');
    await expect(form.getByRole('heading', { name: 'Editar Perfil' })).toBeVisible();
    await form.getByLabel('Agencia').fill('Estudio Sur');
    await form.getByRole('button', { name: 'Guardar cambios' }).click();
    await expectToast(page, 'Perfil actualizado');

    await page.getByRole('button', { name: 'Agregar premio' }).click();
    const awardDialog = page.getByRole('dialog', { name: 'Agregar premio' });
    await awardDialog.getByRole('button', { name: 'Agregar premio' }).click();
    for (const message of [
      'Selecciona un festival',
      'Selecciona una categoría',
      'El título es requerido',
      'Selecciona el tipo de premio',
    ]) {
      await expect(awardDialog.getByText(message, { exact: true })).toBeVisible();
    }
  });

  test('the dashboard and its dialog have no serious accessibility violations', async ({ page, signIn }) => {
    test.slow();
    await signIn(newUser('a11y'));
    await page.goto('/dashboard');
    await expect(page.getByTestId('profile-form')).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByTestId('profile-form').getByRole('button', { name: 'Create profile' }).click();
    await expectToast(page, 'Profile created');
    await page.getByRole('button', { name: 'Add award' }).click();
    await expect(page.getByRole('dialog', { name: 'Add award' })).toBeVisible();
    await expectNoA11yViolations(page);
  });
});

test.describe('signed out', () => {
  test('an expired session on the dashboard: Unauthorized, sign-in 500 ms later, then back', async ({ page, signIn, consoleErrors }) => {
    consoleErrors.allowFailedResponses(401, '/api/auth/user');
    const user = newUser('returning');
    await signIn(user);
    await page.context().clearCookies();
    const toasts = await recordToasts(page);
    const sessionChecked = page.waitForResponse((response) => response.url().endsWith('/api/auth/user'));
    const loginRequested = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/login');
    await page.goto('/dashboard');
    const session = await sessionChecked;
    expect(session.status()).toBe(401);
    const login = await loginRequested;
    await login.response();
    // On the browser's clock: a test process stalled by a busy machine must not shorten the wait.
    // A request's start is wall-clock time and its response end a monotonic offset: allow 10 ms.
    const answered = session.request().timing();
    expect(login.timing().startTime - (answered.startTime + answered.responseEnd)).toBeGreaterThanOrEqual(490);
    await expect.poll(() => toasts).toEqual(['UnauthorizedYou are logged out. Logging in again...']);
    expect(new URL(login.url()).searchParams.get('returnTo')).toBe('/dashboard');

    // /api/login → the home page with the dialog open; signing in returns to the dashboard.
    const dialog = page.getByRole('dialog', { name: 'Welcome to Palmarés' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/' && !url.searchParams.has('signin'));
    await dialog.getByLabel('Email').fill(user.email);
    await dialog.getByLabel('Password', { exact: true }).fill(user.password);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expectToast(page, 'Welcome!', 'You have successfully signed in.');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Create Creative Profile' })).toBeVisible();
  });

  test('the account and moderation pages are not found for anyone else', async ({ page, signIn, newUserPage }) => {
    const owner = newUser('owner');
    const ownerPage = await newUserPage(owner);
    await ownerPage.goto('/');
    await ownerPage.getByRole('button', { name: `Account menu: ${owner.name}` }).click();
    await ownerPage.getByRole('link', { name: 'My account' }).click();
    await expect(ownerPage.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    const accountPath = new URL(ownerPage.url()).pathname;
    await expect(ownerPage.getByRole('link', { name: 'Moderation' })).toHaveCount(0);

    await page.goto(accountPath);
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    await signIn(newUser('other'));
    await page.goto(accountPath);
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    await page.goto('/moderation');
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  });
});

test.describe('claims', () => {
  test('a user claims a creative and an agency; both stay pending until a moderator approves them', async ({
    page,
    api,
    signIn,
    moderatorPage,
  }) => {
    test.slow();
    // Demo profiles no other test claims: the 11th creative by points, the first agency by name.
    const creativeSummary = (await api.creatives({ sort: 'points', offset: 10, limit: 1 })).body[0];
    const agencySummary = (await api.agencies({ sort: 'name', limit: 1 })).body[0];
    if (!creativeSummary || !agencySummary) throw new Error('No demo data to claim');
    const creative = (await api.get<Creative>(`/api/creatives/${creativeSummary.id}`)).body;
    const agency = (await api.get<Agency>(`/api/agencies/slug/${agencySummary.slug}`)).body;
    expect(creative.claimed).toBe(false);
    expect(agency.claimed).toBe(false);

    // Signed out, the claim is offered too (it leads to sign-in first).
    await page.goto(`/creative/${creative.username}`);
    await expect(page.getByRole('heading', { level: 1, name: creative.name })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Claim This Profile' })).toBeVisible();

    const user = newUser('claimant');
    await signIn(user);
    await page.reload();
    await page.getByRole('button', { name: 'Claim This Profile' }).click();
    const dialog = page.getByRole('dialog', { name: `Claim ${creative.name}` });
    await dialog.getByRole('button', { name: 'Submit claim' }).click();
    await expectToast(page, 'Reason Required', 'Please provide a reason for claiming this profile.');
    await dialog.getByLabel('Reason').fill('This is my own profile; I won these awards.');
    await dialog.getByLabel('Contact information').fill('+34 600 000 000');
    await dialog.getByRole('button', { name: 'Submit claim' }).click();
    await expectToast(page, 'Claim submitted for review');
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('claim-pending')).toHaveText('Claim pending');
    await page.reload();
    await expect(page.getByTestId('claim-pending')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Claim This Profile' })).toHaveCount(0);

    // The same for the agency; the dialog clears once it succeeds.
    await page.goto(`/agency/${agency.slug}`);
    await page.getByRole('button', { name: 'Claim This Profile' }).click();
    const agencyDialog = page.getByRole('dialog', { name: `Claim ${agency.name}` });
    await agencyDialog.getByLabel('Reason').fill('I am the agency’s managing director.');
    await agencyDialog.getByRole('button', { name: 'Submit claim' }).click();
    await expectToast(page, 'Claim submitted for review');
    await expect(page.getByTestId('claim-pending')).toBeVisible();

    // A moderator approves both.
    await moderatorPage.goto('/moderation');
    for (const name of [creative.name, agency.name]) {
      const claim = moderatorPage.getByTestId('pending-claim').filter({ hasText: name });
      await expect(claim).toContainText(user.email);
      await claim.getByRole('button', { name: `Approve the claim on ${name}` }).click();
      await expectToast(moderatorPage, 'Claim approved');
      await expect(claim).toHaveCount(0);
    }

    // Claimed: nobody is offered the claim any more, and the creative is the user's profile.
    await page.goto(`/creative/${creative.username}`);
    await expect(page.getByRole('heading', { level: 1, name: creative.name })).toBeVisible();
    await expect(page.getByTestId('claim-profile')).toHaveCount(0);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();
    await expect(page.getByTestId('profile-summary').getByRole('heading', { name: creative.name })).toBeVisible();
  });

  test('a claim can be rejected with a reason; the claimant may claim again', async ({ page, api, signIn, moderatorPage }) => {
    test.slow(); // two browser contexts, a dozen steps: 30 s is tight on a busy 2-core machine
    const agency = (await api.agencies({ sort: 'name', offset: 1, limit: 1 })).body[0];
    if (!agency) throw new Error('No agency');
    await signIn(newUser('rejected'));
    await page.goto(`/agency/${agency.slug}`);
    await page.getByRole('button', { name: 'Claim This Profile' }).click();
    const dialog = page.getByRole('dialog', { name: `Claim ${agency.name}` });
    await dialog.getByLabel('Reason').fill('Trust me.');
    await dialog.getByRole('button', { name: 'Submit claim' }).click();
    await expect(page.getByTestId('claim-pending')).toBeVisible();

    await moderatorPage.goto('/moderation');
    const claim = moderatorPage.getByTestId('pending-claim').filter({ hasText: 'Trust me.' });
    await claim.getByRole('button', { name: `Reject the claim on ${agency.name}` }).click();
    const reject = moderatorPage.getByRole('dialog', { name: 'Reject this claim' });
    await reject.getByRole('button', { name: 'Reject' }).click();
    await expect(reject.getByText('Give a reason for the rejection.')).toBeVisible();
    await reject.getByLabel('Reason').fill('No evidence of employment.');
    await reject.getByRole('button', { name: 'Reject' }).click();
    await expectToast(moderatorPage, 'Claim rejected');
    await expect(claim).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('button', { name: 'Claim This Profile' })).toBeVisible();
  });

  test('the claim dialog and the moderation screen have no serious accessibility violations', async ({
    page,
    api,
    signIn,
    moderatorPage,
  }) => {
    test.slow();
    const creative = await api.firstCreative();
    await signIn(newUser('a11y-claim'));
    await page.goto(`/creative/${creative.username}`);
    await page.getByRole('button', { name: 'Claim This Profile' }).click();
    await expect(page.getByRole('dialog', { name: `Claim ${creative.name}` })).toBeVisible();
    await expectNoA11yViolations(page);
    await moderatorPage.goto('/moderation');
    await expect(moderatorPage.getByRole('heading', { name: 'Awards awaiting verification' })).toBeVisible();
    await expectNoA11yViolations(moderatorPage);
  });
});

test.describe('account page', () => {
  test('shows the account, changes the password, and signs out of every session', async ({ page, signIn, consoleErrors }) => {
    test.slow();
    consoleErrors.allowFailedResponses(400, '/api/auth/change-password');
    const user = newUser('account');
    await signIn(user);
    await page.goto('/');
    await page.getByRole('button', { name: `Account menu: ${user.name}` }).click();
    await page.getByRole('link', { name: 'My account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    const details = page.getByTestId('account-details');
    await expect(details).toContainText(user.name);
    await expect(details).toContainText(user.email);
    await expect(page.getByTestId('linked-methods')).toContainText('Email and password');
    await expectNoA11yViolations(page);

    const form = page.getByTestId('change-password');
    await form.getByLabel('Current password').fill('wrong-password');
    await form.getByRole('textbox', { name: 'New password', exact: true }).fill('brand-new-7');
    await form.getByLabel('Repeat the new password').fill('brand-new-7');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expectToast(page, 'Error', 'The current password is incorrect.');
    await form.getByLabel('Current password').fill(user.password);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expectToast(page, 'Password changed');

    await page.getByRole('button', { name: 'Sign out of all sessions' }).click();
    await expectToast(page, 'Signed out everywhere');
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();

    // The new password works.
    await page.getByRole('link', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog', { name: 'Welcome to Palmarés' });
    await dialog.getByLabel('Email').fill(user.email);
    await dialog.getByLabel('Password', { exact: true }).fill('brand-new-7');
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expectToast(page, 'Welcome!');
  });

  test('deleting the account leaves its creative profile public and unclaimed', async ({ page, api, signIn, consoleErrors }) => {
    consoleErrors.allowFailedResponses(400, '/api/auth/delete-user');
    const user = newUser('leaving');
    await signIn(user);
    const request = page.request;
    const created = await request.post('/api/creatives', { data: { name: user.name } });
    expect(created.status()).toBe(201);
    const profile = (await created.json()) as Creative;
    expect(profile.claimed).toBe(true);

    await page.goto('/dashboard');
    await page.getByRole('button', { name: `Account menu: ${user.name}` }).click();
    await page.getByRole('link', { name: 'My account' }).click();
    await page.getByRole('button', { name: 'Delete my account…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toContainText('unclaimed');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByText('Enter your password to confirm.')).toBeVisible();
    await dialog.getByLabel('Your password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expectToast(page, 'Error', 'Incorrect password.');
    await dialog.getByLabel('Your password').fill(user.password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expectToast(page, 'Account deleted');
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();

    const after = (await api.get<Creative>(`/api/creatives/${profile.id}`)).body;
    expect(after.claimed).toBe(false);
    expect(after.name).toBe(user.name);
  });
});

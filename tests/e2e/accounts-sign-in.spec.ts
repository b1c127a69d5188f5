import type { Locator, Page } from '@playwright/test';
import { expectToast, recordToasts } from './auth-toast';
import { expect, expectNoA11yViolations, test, withLang, type Lang } from './fixtures';

// The sign-in dialog and the signed-out redirects (spec sections 2, 4, 5, 8) on the shared
// server: nothing here writes data, and no sign-in provider is configured there.

async function openDialog(page: Page, lang: Lang = 'en'): Promise<Locator> {
  await page.goto(withLang('/', lang));
  await page.getByRole('link', { name: lang === 'es' ? 'Iniciar sesión' : 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: lang === 'es' ? 'Bienvenido a Palmarés' : 'Welcome to Palmarés' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('the dialog opens on the login tab with an email input, a password with show/hide and the providers', async ({ page }) => {
  test.slow(); // axe over the whole home page
  const dialog = await openDialog(page);
  await expect(dialog.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByLabel('Email')).toHaveAttribute('type', 'email');
  const password = dialog.getByLabel('Password', { exact: true });
  await expect(password).toHaveAttribute('type', 'password');
  await expect(dialog.getByText('Minimum 6 characters')).toHaveCount(0);
  await password.fill('secret');
  await dialog.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await dialog.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');
  await expect(dialog.getByRole('button', { name: /^Continue with / })).toHaveText([
    'Continue with Google',
    'Continue with Twitter',
    'Continue with LinkedIn',
  ]);
  await dialog.getByRole('tab', { name: 'Sign up' }).click();
  await expect(dialog.getByText('Minimum 6 characters')).toBeVisible();
  await expectNoA11yViolations(page);
});

test('validation toasts: required fields and a short password', async ({ page }) => {
  const dialog = await openDialog(page);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expectToast(page, 'Required fields', 'Please enter your email and password.');
  await dialog.getByRole('tab', { name: 'Sign up' }).click();
  await dialog.getByLabel('Email').fill('short@example.com');
  await dialog.getByLabel('Password', { exact: true }).fill('12345');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expectToast(page, 'Password too short', 'Password must be at least 6 characters long.');
  await expect(dialog).toBeVisible();
});

test('validation toasts in Spanish', async ({ page }) => {
  const dialog = await openDialog(page, 'es');
  await dialog.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expectToast(page, 'Campos obligatorios', 'Introduce tu correo electrónico y tu contraseña.');
  await dialog.getByRole('tab', { name: 'Registrarse' }).click();
  await expect(dialog.getByText('Mínimo 6 caracteres')).toBeVisible();
  await dialog.getByLabel('Correo electrónico').fill('corta@example.com');
  await dialog.getByLabel('Contraseña', { exact: true }).fill('123');
  await dialog.getByRole('button', { name: 'Crear cuenta' }).click();
  await expectToast(page, 'Contraseña demasiado corta', 'La contraseña debe tener al menos 6 caracteres.');
});

test('a wrong password gives the sign-in error toast; inputs and buttons are disabled meanwhile', async ({ page, consoleErrors }) => {
  consoleErrors.allowFailedResponses(401);
  const dialog = await openDialog(page);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/auth/sign-in/email', async (route) => {
    await held;
    await route.continue();
  });
  await dialog.getByLabel('Email').fill('nobody@example.com');
  await dialog.getByLabel('Password', { exact: true }).fill('wrong-password');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog.getByLabel('Email')).toBeDisabled();
  await expect(dialog.getByLabel('Password', { exact: true })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Please wait...' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
  release();
  await expectToast(page, 'Sign in error', 'Incorrect email or password.');
  await expect(dialog.getByLabel('Email')).toBeEnabled();
  await expect(dialog).toBeVisible();
});

test('a provider that is not configured answers with a clear toast instead of leaving the site', async ({ page }) => {
  const dialog = await openDialog(page);
  await dialog.getByRole('button', { name: 'Continue with Google' }).click();
  await expectToast(
    page,
    'Google sign-in unavailable',
    'Signing in with Google is not set up on this site. Please use your email and password.',
  );
  await expect(page).toHaveURL((url) => url.pathname === '/');
});

test('GET /api/login opens the dialog on the home page and keeps where to return', async ({ page }) => {
  await page.goto('/api/login?returnTo=/festivals');
  await expect(page.getByRole('dialog', { name: 'Welcome to Palmarés' })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/' && !url.searchParams.has('signin') && !url.searchParams.has('returnTo'));
});

test('signed out, the dashboard shows Unauthorized and goes to sign in', async ({ page }) => {
  const toasts = await recordToasts(page);
  const login = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/login');
  await page.goto('/dashboard');
  expect(new URL((await login).url()).searchParams.get('returnTo')).toBe('/dashboard');
  await expect.poll(() => toasts).toEqual(['UnauthorizedYou are logged out. Logging in again...']);
  await expect(page.getByRole('dialog', { name: 'Welcome to Palmarés' })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/');
});

test('signed out, the Spanish dashboard says No autorizado', async ({ page }) => {
  const toasts = await recordToasts(page);
  await page.goto('/dashboard?lang=es');
  await expect(page.getByRole('dialog', { name: 'Bienvenido a Palmarés' })).toBeVisible();
  await expect.poll(() => toasts).toEqual(['No autorizadoHas cerrado sesión. Volviendo a iniciar sesión...']);
});

test('signed out, an unclaimed creative or agency offers its claim, which opens sign-in and comes back', async ({ page, api }) => {
  const creative = await api.firstCreative();
  const agency = await api.firstAgency();
  for (const [path, name] of [
    [`/creative/${creative.username}`, creative.name],
    [`/agency/${agency.slug}`, agency.name],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const claim = page.getByTestId('claim-profile');
    await expect(claim).toContainText('You will be asked to sign in or create an account first.');
    await claim.getByRole('button', { name: 'Claim This Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Welcome to Palmarés' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(path);
    await dialog.getByRole('button', { name: 'Close' }).click();
  }
});

test('sign-up shows every field error at once: a bad email and a short password', async ({ page }) => {
  const dialog = await openDialog(page);
  await dialog.getByRole('tab', { name: 'Sign up' }).click();
  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByLabel('Password', { exact: true }).fill('123');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expectToast(page, 'Invalid email', 'Enter a valid email address, like name@example.com.');
  await expect(dialog.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByRole('alert')).toHaveText([
    'Enter a valid email address, like name@example.com.',
    'Password must be at least 6 characters long.',
  ]);
  // Fixing a field clears its own error only.
  await dialog.getByLabel('Email').fill('valid@example.com');
  await expect(dialog.getByRole('alert')).toHaveText(['Password must be at least 6 characters long.']);
});

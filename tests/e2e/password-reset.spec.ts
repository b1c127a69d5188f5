import { linkIn } from '../helpers/mailbox';
import { expect, expectToast, newUser, test } from './auth-fixtures';
import { expectNoA11yViolations } from './fixtures';

// Forgot password through the UI: the account server sends its mail to a loopback SMTP server
// (auth-server.ts), and the test follows the link from the mail it received.

test('a user who forgot the password gets a link by mail, sets a new password and signs in with it', async ({
  page,
  request,
  authServer,
  consoleErrors,
}) => {
  test.slow(); // axe on the reset page
  // It tries a used link and the old password on purpose.
  consoleErrors.allowFailedResponses(400, '/api/auth/reset-password');
  consoleErrors.allowFailedResponses(401, '/api/auth/sign-in/email');
  const user = newUser('forgot');
  expect((await request.post('/api/auth/sign-up/email', { data: user })).ok()).toBeTruthy();

  await page.goto('/');
  await page.getByRole('link', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome to Palmarés' });
  await dialog.getByRole('button', { name: 'Forgot password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Reset your password' });
  await forgot.getByLabel('Email').fill(user.email);
  await forgot.getByRole('button', { name: 'Send reset link' }).click();
  await expectToast(
    page,
    'Check your email',
    `If an account exists for ${user.email}, we have sent it a link to reset the password. The link expires in 1 hour.`,
  );

  const mail = await authServer.mailbox.next(user.email, (received) => received.subject === 'Reset your Palmarés password');
  const link = linkIn(mail, `${authServer.url}/reset-password?`);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await expectNoA11yViolations(page);

  const newPassword = 'a-brand-new-pass-9';
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await page.getByRole('textbox', { name: 'Repeat the new password' }).fill('something-else');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('The two passwords are not the same.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Repeat the new password' }).fill(newPassword);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expectToast(page, 'Password changed', 'Sign in with your new password.');

  const signIn = page.getByRole('dialog', { name: 'Welcome to Palmarés' });
  await signIn.getByLabel('Email').fill(user.email);
  await signIn.getByLabel('Password', { exact: true }).fill(user.password);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expectToast(page, 'Sign in error', 'Incorrect email or password.');
  await signIn.getByLabel('Password', { exact: true }).fill(newPassword);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expectToast(page, 'Welcome!', 'You have successfully signed in.');

  // The link worked once: opened again, it explains and offers a new one.
  await page.goto(link);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('yet-another-pass-1');
  await page.getByRole('textbox', { name: 'Repeat the new password' }).fill('yet-another-pass-1');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByTestId('reset-link-invalid')).toContainText('This link does not work any more');
});

test('the reset mail and page follow the Spanish interface', async ({ page, request, authServer }) => {
  const user = newUser('olvido');
  expect((await request.post('/api/auth/sign-up/email', { data: user })).ok()).toBeTruthy();
  await page.goto('/?lang=es');
  await page.getByRole('link', { name: 'Iniciar sesión' }).click();
  await page.getByRole('button', { name: '¿Has olvidado tu contraseña?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Restablece tu contraseña' });
  await forgot.getByLabel('Correo electrónico').fill(user.email);
  await forgot.getByRole('button', { name: 'Enviar el enlace' }).click();
  await expectToast(page, 'Revisa tu correo');

  const mail = await authServer.mailbox.next(user.email, (received) => received.subject === 'Restablece tu contraseña de Palmarés');
  await page.goto(linkIn(mail, `${authServer.url}/reset-password?`));
  await expect(page.getByRole('heading', { level: 1, name: 'Elige una nueva contraseña' })).toBeVisible();
});

test('an unconfirmed email shows a notice on the account page; the resent link confirms it', async ({ newUserPage, authServer }) => {
  const user = newUser('confirm');
  const page = await newUserPage(user);
  await page.goto('/');
  await page.getByRole('button', { name: `Account menu: ${user.name}` }).click();
  await page.getByRole('link', { name: 'My account' }).click();
  const notice = page.getByTestId('email-verification-notice');
  await expect(notice).toContainText('Confirm your email address');
  await expect(page.getByTestId('account-details')).toContainText('Not verified');
  const accountUrl = page.url();

  const first = await authServer.mailbox.next(user.email);
  await notice.getByRole('button', { name: 'Send the link again' }).click();
  await expectToast(page, 'Email sent', `We sent a new confirmation link to ${user.email}.`);
  const resent = await authServer.mailbox.next(user.email, (mail) => mail !== first);

  await page.goto(linkIn(resent, `${authServer.url}/api/auth/verify-email?`));
  await expect(page.getByRole('heading', { level: 1, name: 'Email confirmed' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to my account' }).click();
  await expect(page).toHaveURL(accountUrl);
  await expect(page.getByTestId('account-details')).toContainText('Verified');
  await expect(page.getByTestId('email-verification-notice')).toHaveCount(0);
});

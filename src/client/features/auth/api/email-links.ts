import { paths } from '@shared/paths';
import type { Language } from '../../../i18n/define-messages';
import { apiSend } from '../../../lib/api-client';

// The server writes its mails in the language of the `lang` in these callback paths, and the
// page the mail's link opens is forced into that language too (`?lang=`).
const resetPage = (lang: Language) => `${paths.resetPassword.href()}?lang=${lang}`;
export const verifiedPage = (lang: Language) => `${paths.emailVerified.href()}?lang=${lang}`;

/**
 * `POST /api/auth/request-password-reset`: mails a reset link if the address has an account. The
 * answer is the same either way, so nobody learns which addresses have one.
 */
export function requestPasswordReset(input: { email: string; lang: Language }): Promise<unknown> {
  return apiSend('POST', '/api/auth/request-password-reset', { email: input.email, redirectTo: resetPage(input.lang) });
}

/** `POST /api/auth/reset-password` with the mail's one-time token; ends every session of the user. */
export function resetPassword(input: { token: string; newPassword: string }): Promise<unknown> {
  return apiSend('POST', '/api/auth/reset-password', input);
}

/** `POST /api/auth/send-verification-email` for the signed-in user's own address. */
export function sendVerificationEmail(input: { email: string; lang: Language }): Promise<unknown> {
  return apiSend('POST', '/api/auth/send-verification-email', { email: input.email, callbackURL: verifiedPage(input.lang) });
}

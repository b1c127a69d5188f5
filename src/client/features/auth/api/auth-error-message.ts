import type { MessagesOf } from '../../../i18n/define-messages';
import type { Translate } from '../../../i18n/i18n';
import type { authErrorMessages } from '../../../i18n/messages/auth-errors';
import { ApiError, authErrorCode } from '../../../lib/api-client';

type AuthErrorTexts = MessagesOf<typeof authErrorMessages>;
type AuthErrorKey = keyof AuthErrorTexts;

/** Codes that mean the same thing to the user. */
const ALIASES: Record<string, AuthErrorKey> = {
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'code.USER_ALREADY_EXISTS',
  RESET_PASSWORD_DISABLED: 'code.MAIL_DISABLED',
  VERIFICATION_EMAIL_NOT_ENABLED: 'code.MAIL_DISABLED',
  INVALID_ORIGIN: 'origin',
  MISSING_OR_NULL_ORIGIN: 'origin',
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: 'origin',
};

/**
 * What to tell the user about a failed account request, in their language: a sentence for each
 * code better-auth answers with, `fallback` (or a generic sentence) for anything else. Never the
 * server's own text: better-auth's is English and technical ("Invalid origin").
 */
export function authErrorMessage(error: unknown, t: Translate<AuthErrorTexts>, fallback?: string): string {
  if (!(error instanceof ApiError)) return t('network');
  const code = authErrorCode(error);
  // A 429 with a code (ACCOUNT_LOCKED: the per-account lock) says more than "too many".
  if (error.status === 429 && !code) return t('tooMany');
  // Our own cross-origin guard (plugins/auth.ts) answers 403 without a code.
  if (error.status === 403 && !code) return t('origin');
  // The server could not answer (busy, or its database out of reach): not a wrong password.
  if (error.status >= 500 && !code) return t('unavailable');
  return authCodeMessage(code, t, error.status === 429 ? t('tooMany') : fallback);
}

/** The sentence for a better-auth error code (also as `?error=CODE` in a redirect). */
export function authCodeMessage(code: string | null, t: Translate<AuthErrorTexts>, fallback?: string): string {
  if (code) {
    const key = ALIASES[code] ?? (`code.${code}` as AuthErrorKey);
    if (t.has(key)) return t(key);
  }
  return fallback ?? t('generic');
}

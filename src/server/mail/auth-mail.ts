import type { BetterAuthOptions } from 'better-auth';
import type { FastifyBaseLogger } from 'fastify';
import { paths } from '../../shared/paths';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { countResetRequests } from './mail.repository';
import { mailLanguage } from './mail-language';
import type { Mailer } from './mailer';
import { renderMail, type MailKind } from './templates';

/** A reset link works once, for an hour: long enough to reach the mailbox, short if it leaks. */
export const RESET_PASSWORD_TTL_SECONDS = 60 * 60;
/** Verification links wait longer: people open a welcome mail later than a reset they asked for. */
export const VERIFY_EMAIL_TTL_SECONDS = 24 * 60 * 60;
/**
 * Reset mails per account and hour. The per-address limit does not stop someone with many
 * addresses from filling a victim's mailbox; past this, requests get the usual answer and no mail.
 */
export const RESET_MAILS_PER_HOUR = 3;

type AuthMailOptions = {
  emailAndPassword: Partial<NonNullable<BetterAuthOptions['emailAndPassword']>>;
  emailVerification: BetterAuthOptions['emailVerification'];
};

/**
 * better-auth's mail hooks: the password reset and the email verification sent after sign-up,
 * in the user's language, with links built from PUBLIC_URL. Without a mailer (production
 * without SMTP_URL) both flows are off: better-auth then answers their endpoints with a 400
 * whose code the client turns into a sentence.
 */
export function authMailOptions(config: AppConfig, db: Database, mailer: Mailer | null, log: FastifyBaseLogger): AuthMailOptions {
  if (!mailer) return { emailAndPassword: {}, emailVerification: undefined };
  const siteUrl = config.publicUrl;

  // Sent after the response: a known address must answer as fast as an unknown one (no account
  // enumeration by timing), and a slow SMTP server must not hold the request. So the promise is
  // settled at once, not when the mail is out.
  const deliver = (kind: MailKind, to: string, message: Omit<Parameters<Mailer['send']>[0], 'to'>): Promise<void> => {
    mailer.send({ to, ...message }).catch((error: unknown) => {
      const code = (error as { code?: unknown }).code;
      log.error({ mailKind: kind, code: typeof code === 'string' ? code : undefined }, 'Could not send a mail');
    });
    return Promise.resolve();
  };
  // Checked before answering, so that the order of requests decides which ones get a mail.
  // better-auth stored this request's token before calling us: it is one of the count.
  const underResetLimit = async (userId: string) => {
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
    if ((await countResetRequests(db, userId, hourAgo)) <= RESET_MAILS_PER_HOUR) return true;
    log.warn('Reset mail not sent: too many requests for this account in the last hour');
    return false;
  };

  return {
    emailAndPassword: {
      resetPasswordTokenExpiresIn: RESET_PASSWORD_TTL_SECONDS,
      // Whoever knew the old password may still hold a session: a reset ends them all.
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, url, token }, request) {
        if (!(await underResetLimit(user.id))) return;
        const lang = mailLanguage(url, request);
        const link = `${siteUrl}${paths.resetPassword.href()}?${new URLSearchParams({ token, lang })}`;
        await deliver('resetPassword', user.email, renderMail('resetPassword', lang, { name: user.name, url: link, siteUrl }));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: VERIFY_EMAIL_TTL_SECONDS,
      sendVerificationEmail({ user, url, token }, request) {
        const lang = mailLanguage(url, request);
        const landing = `${siteUrl}${paths.emailVerified.href()}?lang=${lang}`;
        const link = `${siteUrl}/api/auth/verify-email?${new URLSearchParams({ token, callbackURL: landing })}`;
        return deliver('verifyEmail', user.email, renderMail('verifyEmail', lang, { name: user.name, url: link, siteUrl }));
      },
    },
  };
}

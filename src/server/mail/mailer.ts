import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';

/** One mail, with the plain-text and HTML bodies every client can show one of. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Where the app's mail goes: SMTP when `SMTP_URL` is set. Without it, development and tests write
 * each mail (its link included) to the log so sign-up and reset can be tried locally; production
 * gets no mailer at all, because a log line is no delivery and would put live reset tokens in
 * the logs: the mail-dependent features are then off (see `auth-mail.ts`).
 */
export function createMailer(config: AppConfig, log: FastifyBaseLogger): Mailer | null {
  const { smtpUrl, from } = config.mail;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from, ...message });
      },
    };
  }
  if (config.env === 'production') return null;
  return {
    send({ to, subject, text }) {
      log.info({ mail: { to, subject } }, `Mail not sent (no SMTP_URL); its text:\n${text}`);
      return Promise.resolve();
    },
  };
}

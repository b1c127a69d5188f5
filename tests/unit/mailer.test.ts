import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { appConfigFromEnv, parseEnv } from '../../src/server/config';
import { createMailer } from '../../src/server/mail/mailer';

const SECRET = 'a-production-secret-of-at-least-32-characters';

function recordingLog() {
  const lines: { fields: unknown; message: string }[] = [];
  const log = { info: (fields: unknown, message: string) => lines.push({ fields, message }) } as unknown as FastifyBaseLogger;
  return { log, lines };
}

const configFor = (env: Record<string, string>) => appConfigFromEnv(parseEnv(env), null);

describe('the mail configuration', () => {
  it('takes smtp:// and smtps:// URLs and names SMTP_URL when it is anything else', () => {
    expect(configFor({ SMTP_URL: 'smtps://user:pass@mail.example.com:465' }).mail.smtpUrl).toBe('smtps://user:pass@mail.example.com:465');
    expect(() => parseEnv({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
  });

  it('sends from no-reply at the public host unless MAIL_FROM says otherwise', () => {
    expect(configFor({ PUBLIC_URL: 'https://palmares.example' }).mail.from).toBe('Palmarés <no-reply@palmares.example>');
    expect(configFor({ MAIL_FROM: 'Awards <awards@example.org>' }).mail.from).toBe('Awards <awards@example.org>');
  });
});

describe('createMailer without SMTP_URL', () => {
  it('writes the mail, link included, to the log in development', async () => {
    const { log, lines } = recordingLog();
    const mailer = createMailer(configFor({ NODE_ENV: 'development' }), log);
    await mailer!.send({ to: 'ana@example.com', subject: 'Reset', text: 'Open http://localhost:3000/reset-password?token=abc', html: '' });
    expect(lines).toHaveLength(1);
    expect(lines[0]?.fields).toEqual({ mail: { to: 'ana@example.com', subject: 'Reset' } });
    expect(lines[0]?.message).toContain('/reset-password?token=abc');
  });

  it('is off in production: no mailer, so no live token ever reaches the log', () => {
    const { log, lines } = recordingLog();
    const config = configFor({ NODE_ENV: 'production', BETTER_AUTH_SECRET: SECRET, PUBLIC_URL: 'https://palmares.example' });
    expect(createMailer(config, log)).toBeNull();
    expect(lines).toEqual([]);
  });
});

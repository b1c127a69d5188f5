import { describe, expect, it } from 'vitest';
import { redactUrl } from '../../src/server/lib/log-redaction';

describe('redactUrl', () => {
  it('hides the token of a reset link, keeping the rest of the URL', () => {
    expect(redactUrl('/reset-password?token=abcDEF123&lang=es')).toBe('/reset-password?token=[redacted]&lang=es');
    expect(redactUrl('/reset-password?lang=es&token=abcDEF123')).toBe('/reset-password?lang=es&token=[redacted]');
  });

  it('hides the token of a verification link and of better-auth’s reset callback', () => {
    expect(redactUrl('/api/auth/verify-email?token=eyJ.a.b&callbackURL=%2Femail-verified')).toBe(
      '/api/auth/verify-email?token=[redacted]&callbackURL=%2Femail-verified',
    );
    expect(redactUrl('/api/auth/reset-password/abcDEF123?callbackURL=%2F')).toBe('/api/auth/reset-password/[redacted]?callbackURL=%2F');
  });

  it('leaves URLs without secrets alone', () => {
    expect(redactUrl('/api/search?q=tokenism')).toBe('/api/search?q=tokenism');
    expect(redactUrl('/api/creatives?mytoken=1')).toBe('/api/creatives?mytoken=1');
  });
});

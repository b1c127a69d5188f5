import { describe, expect, it } from 'vitest';
import { authCodeMessage, authErrorMessage } from '../../src/client/features/auth/api/auth-error-message';
import { translator } from '../../src/client/i18n/i18n';
import { authErrorMessages } from '../../src/client/i18n/messages/auth-errors';
import { ApiError } from '../../src/client/lib/api-client';

const en = translator(authErrorMessages, 'en');
const es = translator(authErrorMessages, 'es');
const failure = (status: number, body: unknown) => new ApiError(status, 'Error', JSON.stringify(body));

describe('authErrorMessage', () => {
  it('turns better-auth codes into a sentence in the user’s language, never the raw message', () => {
    const origin = failure(403, { code: 'INVALID_ORIGIN', message: 'Invalid origin' });
    expect(authErrorMessage(origin, en)).toMatch(/^This page was opened from an address/);
    expect(authErrorMessage(origin, es)).toMatch(/^Esta página se ha abierto/);
    expect(authErrorMessage(failure(400, { code: 'INVALID_TOKEN', message: 'Invalid token' }), es)).toBe(es('code.INVALID_TOKEN'));
    expect(authErrorMessage(failure(422, { code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', message: 'x' }), en)).toBe(
      en('code.USER_ALREADY_EXISTS'),
    );
  });

  it('uses the fallback, not the server’s text, for a code it does not know', () => {
    const unknown = failure(400, { code: 'SOMETHING_NEW', message: 'Something new happened' });
    expect(authErrorMessage(unknown, en, 'Could not sign in.')).toBe('Could not sign in.');
    expect(authErrorMessage(unknown, en)).toBe(en('generic'));
  });

  it('tells a per-account lock apart from a plain rate limit', () => {
    expect(authErrorMessage(failure(429, { code: 'ACCOUNT_LOCKED', message: 'Too many' }), en)).toBe(en('code.ACCOUNT_LOCKED'));
    expect(authErrorMessage(failure(429, { message: 'Too many requests' }), en)).toBe(en('tooMany'));
    expect(authErrorMessage(failure(403, { message: 'Cross-origin request refused' }), en)).toBe(en('origin'));
  });

  it('says the server is busy, not that the password is wrong, when it could not answer', () => {
    const busy = failure(503, { message: 'Too many sign-ins at once; please try again in a moment' });
    expect(authErrorMessage(busy, en, 'Incorrect email or password.')).toBe(en('unavailable'));
    expect(authErrorMessage(failure(500, { message: 'Internal server error' }), es, 'x')).toBe(es('unavailable'));
  });

  it('reports a failed fetch as a connection problem', () => {
    expect(authErrorMessage(new TypeError('Failed to fetch'), es)).toBe(es('network'));
  });

  it('reads codes from redirects (?error=CODE)', () => {
    expect(authCodeMessage('TOKEN_EXPIRED', en)).toBe(en('code.TOKEN_EXPIRED'));
    expect(authCodeMessage(null, en)).toBe(en('generic'));
  });
});

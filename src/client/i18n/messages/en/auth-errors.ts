/**
 * Sentences for the errors better-auth answers with (`{ code, message }`): the user reads one of
 * these in their language, never the code or better-auth's English message.
 */
export default {
  network: 'We could not reach the server. Check your connection and try again.',
  tooMany: 'Too many attempts. Please wait a minute and try again.',
  unavailable: 'The service is busy. Please try again in a moment.',
  origin: 'This page was opened from an address the site does not accept. Open it from its usual address and try again.',
  generic: 'Something went wrong. Please try again.',
  'code.INVALID_EMAIL_OR_PASSWORD': 'Incorrect email or password.',
  'code.INVALID_PASSWORD': 'The password is not correct.',
  'code.INVALID_EMAIL': 'Please enter a valid email address.',
  'code.USER_ALREADY_EXISTS': 'An account with this email already exists. Sign in instead.',
  'code.PASSWORD_TOO_SHORT': 'Password must be at least 6 characters long.',
  'code.PASSWORD_TOO_LONG': 'Password must be at most 128 characters long.',
  'code.INVALID_TOKEN': 'This link is not valid any more: it expired or was already used. Ask for a new one.',
  'code.TOKEN_EXPIRED': 'This link has expired. Ask for a new one.',
  'code.EMAIL_NOT_VERIFIED': 'Please confirm your email address first: follow the link we sent you.',
  'code.EMAIL_ALREADY_VERIFIED': 'Your email address is already confirmed.',
  'code.SESSION_EXPIRED': 'For your security, sign in again to do this.',
  'code.USER_NOT_FOUND': 'We could not find this account.',
  'code.CREDENTIAL_ACCOUNT_NOT_FOUND': 'This account has no password: sign in with the service you used to create it.',
  'code.FAILED_TO_UNLINK_LAST_ACCOUNT': 'You cannot remove your only way to sign in.',
  'code.PROVIDER_NOT_FOUND': 'This sign-in method is not set up on this site.',
  'code.MAIL_DISABLED': 'This site cannot send emails right now, so this is not available. Please contact us.',
  'code.ACCOUNT_LOCKED': 'Too many failed sign-ins on this account. Wait a few minutes, or reset your password with “Forgot password?”.',
};

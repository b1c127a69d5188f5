/**
 * The session in every page: the header's account menu, the 'Unauthorized' redirect, and the
 * toasts that follow a social sign-in round trip. Small on purpose: it loads with the home page.
 */
export default {
  'menu.open': 'Account menu: {name}',
  'menu.signedInAs': 'Signed in as',
  'menu.dashboard': 'Dashboard',
  'menu.account': 'My account',
  'menu.moderation': 'Moderation',
  'menu.signOut': 'Sign out',
  'signOut.title': 'Signed out',
  'signOut.description': 'See you soon.',
  'signOut.failed': 'Sign-out failed',
  'signOut.error': 'We could not sign you out. Please try again.',
  'unauthorized.title': 'Unauthorized',
  'unauthorized.description': 'You are logged out. Logging in again...',
  'welcome.title': 'Welcome!',
  'welcome.description': 'You have successfully signed in.',
  'signInError.title': 'Sign in error',
  'signInError.social': 'An unexpected error occurred.',
  'signInError.accountNotLinked': 'An account with this email already exists. Sign in with your email and password first.',
  'signInError.emailMissing': 'The provider did not share an email address with us.',
  'signInError.cancelled': 'The sign-in was cancelled.',
};

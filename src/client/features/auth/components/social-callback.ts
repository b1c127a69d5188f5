/** Query parameters the sign-in flow leaves in the address for the page it lands on. */
export const SIGN_IN_PARAM = 'signin';
export const RETURN_TO_PARAM = 'returnTo';
export const WELCOME_PARAM = 'welcome';
export const ERROR_PARAM = 'error';

function withParam(path: string, name: string, value: string): string {
  const url = new URL(path, window.location.origin);
  url.searchParams.set(name, value);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Where a social sign-in returns: `returnTo` marked `welcome=1` (the page greets the user), or on
 * failure the home page with the dialog open again (better-auth appends `error=code`).
 */
export function socialCallbackUrls(returnTo: string): { callbackURL: string; errorCallbackURL: string } {
  return {
    callbackURL: withParam(returnTo, WELCOME_PARAM, '1'),
    errorCallbackURL: `/?${SIGN_IN_PARAM}=1&${RETURN_TO_PARAM}=${encodeURIComponent(returnTo)}`,
  };
}

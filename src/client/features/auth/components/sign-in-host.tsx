import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { toast } from '../../../components/ui/toast';
import { useTranslations } from '../../../i18n/i18n';
import { sessionMessages } from '../../../i18n/messages/session';
import { closeSignIn, openSignIn, safeReturnTo, useSignInRequest } from '../sign-in-store';
import { useAuth } from '../use-auth';
import { ERROR_PARAM, RETURN_TO_PARAM, SIGN_IN_PARAM, WELCOME_PARAM } from './social-callback';

const SignInDialog = lazy(() => import('./sign-in-dialog').then((module) => ({ default: module.SignInDialog })));

/** better-auth's OAuth error codes worth a specific message; anything else is 'unexpected'. */
const SOCIAL_ERRORS: Record<string, 'signInError.accountNotLinked' | 'signInError.emailMissing' | 'signInError.cancelled'> = {
  account_not_linked: 'signInError.accountNotLinked',
  email_not_found: 'signInError.emailMissing',
  access_denied: 'signInError.cancelled',
};

/**
 * The one sign-in dialog of the app, and the address parameters of the sign-in flow:
 * `?signin=1&returnTo=/x` (from `GET /api/login`) opens the dialog, or goes straight to
 * `returnTo` when already signed in; `?welcome=1` greets a user back from a social provider;
 * `?error=code` (a failed social round trip) explains what went wrong.
 */
export function SignInHost() {
  const request = useSignInRequest();
  const session = useTranslations(sessionMessages);
  const search = useSearch();
  const [location, navigate] = useLocation();
  const { user, isLoading } = useAuth();
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(search);
    const signIn = params.get(SIGN_IN_PARAM) === '1';
    const welcome = params.get(WELCOME_PARAM) === '1';
    if ((!signIn && !welcome) || isLoading) return;
    const key = `${location}?${search}`;
    if (handled.current === key) return;
    handled.current = key;

    const returnTo = safeReturnTo(params.get(RETURN_TO_PARAM));
    const error = params.get(ERROR_PARAM);
    for (const name of [SIGN_IN_PARAM, WELCOME_PARAM, RETURN_TO_PARAM, ERROR_PARAM]) params.delete(name);
    const rest = params.toString();
    navigate(rest ? `${location}?${rest}` : location, { replace: true });

    if (error) {
      const message = SOCIAL_ERRORS[error];
      toast({
        title: session('signInError.title'),
        description: message ? session(message) : session('signInError.social'),
        variant: 'error',
      });
    } else if (welcome) {
      if (user) toast({ title: session('welcome.title'), description: session('welcome.description'), variant: 'success' });
      else toast({ title: session('signInError.title'), description: session('signInError.social'), variant: 'error' });
    }
    if (signIn) {
      if (user && !error) {
        if (returnTo && returnTo !== location) navigate(returnTo);
      } else {
        openSignIn({ returnTo });
      }
    }
  }, [search, location, isLoading, user, navigate, session]);

  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <SignInDialog request={request} onClose={closeSignIn} />
    </Suspense>
  );
}

import { useCallback } from 'react';
import { loadToastView, toast } from '../../components/ui/toast';
import { useTranslations } from '../../i18n/i18n';
import { sessionMessages } from '../../i18n/messages/session';
import { currentPath, loginUrl } from './sign-in-store';

export const UNAUTHORIZED_REDIRECT_MS = 500;

/**
 * Spec sections 2 and 8: toast 'Unauthorized' / 'You are logged out. Logging in again...', then
 * `/api/login` after 500 ms (which reopens the sign-in dialog and comes back here).
 */
export function useUnauthorizedRedirect() {
  const t = useTranslations(sessionMessages);
  return useCallback(
    (returnTo: string = currentPath()) => {
      toast({ title: t('unauthorized.title'), description: t('unauthorized.description'), variant: 'error' });
      // The 500 ms start once the toast is on screen (its code loads with the first toast).
      let cancelled = false;
      let timer: number | undefined;
      void loadToastView().then(() => {
        if (!cancelled) timer = window.setTimeout(() => window.location.assign(loginUrl(returnTo)), UNAUTHORIZED_REDIRECT_MS);
      });
      return () => {
        cancelled = true;
        window.clearTimeout(timer);
      };
    },
    [t],
  );
}

import { useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import { toast } from '../../components/ui/toast';
import { useTranslations } from '../../i18n/i18n';
import { sessionMessages } from '../../i18n/messages/session';
import { signOut } from './api/sign-in';
import { useSessionChange } from './use-auth';

/** Pages that only make sense signed in: after signing out there, go home. */
export function isPrivatePath(pathname: string): boolean {
  return pathname === '/dashboard' || pathname === '/moderation' || pathname.startsWith('/profile/');
}

export function useSignOut() {
  const t = useTranslations(sessionMessages);
  const [location, navigate] = useLocation();
  const { signedOut } = useSessionChange();
  const [pending, setPending] = useState(false);
  const run = useCallback(async () => {
    setPending(true);
    try {
      await signOut();
      if (isPrivatePath(location)) navigate('/');
      signedOut();
      toast({ title: t('signOut.title'), description: t('signOut.description') });
    } catch {
      toast({ title: t('signOut.failed'), description: t('signOut.error'), variant: 'error' });
    } finally {
      setPending(false);
    }
  }, [location, navigate, signedOut, t]);
  return { signOut: run, pending };
}

import { useEffect } from 'react';
import { paths } from '@shared/paths';
import { Page, PageHeading } from '../components/layout/page';
import { useAuth } from '../features/auth/use-auth';
import { useUnauthorizedRedirect } from '../features/auth/use-unauthorized';
import { Dashboard, DashboardSkeleton } from '../features/profile/components/dashboard';
import { useTranslations } from '../i18n/i18n';
import { dashboardMessages } from '../i18n/messages/dashboard';
import { sessionMessages } from '../i18n/messages/session';
import { useDocumentHead } from '../lib/use-document-head';

/** `/dashboard` (signed-in only): signed out, the 'Unauthorized' toast and `/api/login` after 500 ms. */
export function DashboardPage() {
  const t = useTranslations(dashboardMessages);
  const session = useTranslations(sessionMessages);
  const { user, isLoading } = useAuth();
  const unauthorized = useUnauthorizedRedirect();
  useDocumentHead({ title: t('title'), description: t('description') });

  const signedOut = !isLoading && !user;
  useEffect(() => {
    if (signedOut) return unauthorized(paths.dashboard.href());
  }, [signedOut, unauthorized]);

  return (
    <Page>
      <PageHeading title={t('title')} description={user ? t('description') : undefined} />
      {user ? (
        <Dashboard user={user} />
      ) : signedOut ? (
        <p className="text-muted">{session('unauthorized.description')}</p>
      ) : (
        <DashboardSkeleton />
      )}
    </Page>
  );
}

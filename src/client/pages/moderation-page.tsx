import { useEffect } from 'react';
import { paths } from '@shared/paths';
import { Page, PageHeading } from '../components/layout/page';
import { Skeleton } from '../components/ui/skeleton';
import { useAuth, type AuthState } from '../features/auth/use-auth';
import { useUnauthorizedRedirect } from '../features/auth/use-unauthorized';
import { PendingAwards, PendingClaims } from '../features/moderation/components/moderation-queue';
import { ResultsImport } from '../features/moderation/components/results-import';
import { useTranslations } from '../i18n/i18n';
import { moderationMessages } from '../i18n/messages/moderation';
import { sessionMessages } from '../i18n/messages/session';
import { useDocumentHead } from '../lib/use-document-head';
import { NotFoundPage } from './not-found-page';

/**
 * `/moderation`: moderators only. Signed out, the sign-in redirect of the dashboard; signed in
 * without the role, the 404 page (the screen is not advertised to other users).
 */
export function ModerationPage() {
  const { user, isLoading } = useAuth();
  if (user && user.role !== 'moderator') return <NotFoundPage />;
  return <ModerationScreen user={user} isLoading={isLoading} />;
}

function ModerationScreen({ user, isLoading }: Pick<AuthState, 'user' | 'isLoading'>) {
  const t = useTranslations(moderationMessages);
  const session = useTranslations(sessionMessages);
  const unauthorized = useUnauthorizedRedirect();
  const signedOut = !isLoading && !user;
  useEffect(() => {
    if (signedOut) return unauthorized(paths.moderation.href());
  }, [signedOut, unauthorized]);
  useDocumentHead({ title: t('title') });
  const isModerator = user?.role === 'moderator';

  return (
    <Page>
      <PageHeading title={t('title')} description={isModerator ? t('description') : undefined} />
      {isModerator ? (
        <div className="flex flex-col gap-6">
          <PendingClaims userId={user.id} />
          <PendingAwards userId={user.id} />
          <ResultsImport />
        </div>
      ) : signedOut ? (
        <p className="text-muted">{session('unauthorized.description')}</p>
      ) : (
        <div role="status" aria-label={t('loading')} className="flex flex-col gap-6">
          <Skeleton className="h-48 w-full rounded-xl" />
          <Skeleton className="h-48 w-full rounded-xl" />
        </div>
      )}
    </Page>
  );
}

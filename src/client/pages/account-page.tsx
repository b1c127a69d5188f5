import { useParams } from 'wouter';
import { Page, PageHeading } from '../components/layout/page';
import { Skeleton } from '../components/ui/skeleton';
import { AccountSettings } from '../features/account/components/account-settings';
import { useAuth } from '../features/auth/use-auth';
import { useTranslations } from '../i18n/i18n';
import { accountMessages } from '../i18n/messages/account';
import { useDocumentHead } from '../lib/use-document-head';
import { NotFoundPage } from './not-found-page';

/** `/profile/{id}`: the signed-in owner's account; anyone else (signed out too) gets the 404 page. */
export function AccountPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { user, isLoading } = useAuth();
  if (!isLoading && user?.id !== id) return <NotFoundPage />;
  return <AccountScreen />;
}

function AccountScreen() {
  const t = useTranslations(accountMessages);
  const { user } = useAuth();
  useDocumentHead({ title: t('title'), description: t('description') });
  return (
    <Page>
      <PageHeading title={t('title')} description={t('description')} />
      {user ? (
        <AccountSettings user={user} />
      ) : (
        <div role="status" aria-label={t('loading')} className="grid gap-6 lg:grid-cols-2">
          <Skeleton className="h-72 w-full rounded-xl" />
          <Skeleton className="h-72 w-full rounded-xl" />
        </div>
      )}
    </Page>
  );
}

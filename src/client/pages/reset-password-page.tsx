import { useSearch } from 'wouter';
import { Page, PageHeading } from '../components/layout/page';
import { InvalidResetLink, ResetPasswordForm } from '../features/auth/components/reset-password-form';
import { useTranslations } from '../i18n/i18n';
import { mailPageMessages } from '../i18n/messages/mail-pages';
import { useDocumentHead } from '../lib/use-document-head';

/** `/reset-password?token=...`: where the reset mail's link lands. */
export function ResetPasswordPage() {
  const t = useTranslations(mailPageMessages);
  const token = new URLSearchParams(useSearch()).get('token');
  useDocumentHead({ title: t('reset.title'), description: t('reset.description') });
  return (
    <Page className="max-w-xl">
      <PageHeading title={t('reset.title')} description={t('reset.description')} />
      {token ? <ResetPasswordForm token={token} /> : <InvalidResetLink />}
    </Page>
  );
}

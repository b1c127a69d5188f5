import { Link } from 'wouter';
import { paths } from '@shared/paths';
import { buttonClasses } from '../components/ui/button';
import { Page } from '../components/layout/page';
import { useTranslations } from '../i18n/i18n';
import { commonMessages } from '../i18n/messages/common';
import { useDocumentHead } from '../lib/use-document-head';

export function NotFoundPage() {
  const t = useTranslations(commonMessages);
  useDocumentHead({ title: t('notFound.title') });
  return (
    <Page className="flex min-h-[50vh] flex-col items-center justify-center text-center">
      <p aria-hidden="true" className="font-display text-7xl font-bold text-gold-ink">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold text-ink">{t('notFound.title')}</h1>
      <p className="mt-2 max-w-md text-muted">{t('notFound.text')}</p>
      <Link href={paths.home.href()} className={`${buttonClasses()} mt-6`}>
        {t('notFound.home')}
      </Link>
    </Page>
  );
}

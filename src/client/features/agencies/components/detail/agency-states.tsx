import { Building2 } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '@shared/paths';
import { Button, buttonClasses } from '../../../../components/ui/button';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useTranslations } from '../../../../i18n/i18n';
import { commonMessages } from '../../../../i18n/messages/common';
import { detailMessages } from '../../../../i18n/messages/detail';

export function AgencyLoading() {
  const t = useTranslations(detailMessages);
  return (
    <div role="status" aria-live="polite" data-testid="agency-loading">
      <span className="sr-only">{t('agency.loading')}</span>
      <Skeleton className="h-48 rounded-xl" />
      <div className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-24 rounded-xl" />
        ))}
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <Skeleton className="h-72 rounded-xl lg:col-span-2" />
        <Skeleton className="h-72 rounded-xl" />
      </div>
    </div>
  );
}

/** 'Agency not found' with the spec's explanation, or a failed load with a retry. */
export function AgencyNotFound({ notFound, onRetry }: { notFound: boolean; onRetry?: () => void }) {
  const t = useTranslations(detailMessages);
  const common = useTranslations(commonMessages);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center py-16 text-center" data-testid="agency-not-found">
      <span aria-hidden="true" className="inline-flex h-16 w-16 items-center justify-center rounded-full bg-zinc-100 text-muted">
        <Building2 className="h-8 w-8" />
      </span>
      <h1 className="mt-5 font-display text-2xl font-bold text-ink md:text-3xl">{t('agency.notFound.title')}</h1>
      <p className="mt-2 text-muted">{notFound ? t('agency.notFound.text') : common('error.generic')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {!notFound && onRetry && (
          <Button variant="secondary" onClick={onRetry}>
            {common('retry')}
          </Button>
        )}
        <Link href={paths.agencies.href()} className={buttonClasses()}>
          {t('agency.back')}
        </Link>
      </div>
    </div>
  );
}

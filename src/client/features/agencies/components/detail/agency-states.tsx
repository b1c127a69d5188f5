import { paths } from '@shared/paths';
import { NotFoundState } from '../../../../components/ui/not-found-state';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useTranslations } from '../../../../i18n/i18n';
import { agencyDetailMessages } from '../../../../i18n/messages/agency-detail';

export function AgencyLoading() {
  const t = useTranslations(agencyDetailMessages);
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
  const t = useTranslations(agencyDetailMessages);
  return (
    <NotFoundState
      icon="building-complex"
      title={t('agency.notFound.title')}
      text={t('agency.notFound.text')}
      failed={!notFound}
      onRetry={onRetry}
      backHref={paths.agencies.href()}
      backLabel={t('agency.back')}
      testId="agency-not-found"
    />
  );
}

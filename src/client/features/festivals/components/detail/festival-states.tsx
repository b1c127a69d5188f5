import { paths } from '@shared/paths';
import { NotFoundState } from '../../../../components/ui/not-found-state';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useTranslations } from '../../../../i18n/i18n';
import { festivalDetailMessages } from '../../../../i18n/messages/festival-detail';

export function FestivalLoading() {
  const t = useTranslations(festivalDetailMessages);
  return (
    <div role="status" aria-live="polite" data-testid="festival-loading">
      <p className="mb-4 text-sm font-medium text-muted">{t('festival.loading')}</p>
      <Skeleton className="h-36 rounded-xl sm:h-56" />
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Skeleton className="h-40 rounded-xl" />
          <Skeleton className="h-32 rounded-xl" />
        </div>
        <Skeleton className="h-64 rounded-xl" />
      </div>
    </div>
  );
}

/** 'Festival Not Found' (404), 'Festival not found' (no slug), or a failed load with a retry. */
export function FestivalNotFound({ variant, onRetry }: { variant: 'notFound' | 'missingSlug' | 'error'; onRetry?: () => void }) {
  const t = useTranslations(festivalDetailMessages);
  return (
    <NotFoundState
      icon="calendar-x"
      title={variant === 'missingSlug' ? t('festival.missingSlug') : t('festival.notFound.title')}
      text={variant === 'notFound' ? t('festival.notFound.text') : null}
      failed={variant === 'error'}
      onRetry={onRetry}
      backHref={paths.festivals.href()}
      backLabel={t('festival.back')}
      testId="festival-not-found"
    />
  );
}

import { CalendarX } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '@shared/paths';
import { Button, buttonClasses } from '../../../../components/ui/button';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useTranslations } from '../../../../i18n/i18n';
import { commonMessages } from '../../../../i18n/messages/common';
import { detailMessages } from '../../../../i18n/messages/detail';

export function FestivalLoading() {
  const t = useTranslations(detailMessages);
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
  const t = useTranslations(detailMessages);
  const common = useTranslations(commonMessages);
  const title = variant === 'missingSlug' ? t('festival.missingSlug') : t('festival.notFound.title');
  const text = variant === 'error' ? common('error.generic') : variant === 'notFound' ? t('festival.notFound.text') : null;
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center py-16 text-center" data-testid="festival-not-found">
      <span aria-hidden="true" className="inline-flex h-16 w-16 items-center justify-center rounded-full bg-zinc-100 text-muted">
        <CalendarX className="h-8 w-8" />
      </span>
      <h1 className="mt-5 font-display text-2xl font-bold text-ink md:text-3xl">{title}</h1>
      {text && <p className="mt-2 text-muted">{text}</p>}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {variant === 'error' && onRetry && (
          <Button variant="secondary" onClick={onRetry}>
            {common('retry')}
          </Button>
        )}
        <Link href={paths.festivals.href()} className={buttonClasses()}>
          {t('festival.back')}
        </Link>
      </div>
    </div>
  );
}

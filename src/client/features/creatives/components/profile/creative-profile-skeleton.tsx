import { Skeleton } from '../../../../components/ui/skeleton';
import { useTranslations } from '../../../../i18n/i18n';
import { creativeProfileMessages } from '../../../../i18n/messages/creative-profile';

/** The profile's shape while it loads. */
export function CreativeProfileSkeleton() {
  const t = useTranslations(creativeProfileMessages);
  return (
    <div role="status" aria-live="polite" data-testid="creative-skeleton">
      <span className="sr-only">{t('creative.loading')}</span>
      <div className="overflow-hidden rounded-xl border border-line bg-paper">
        <Skeleton className="h-20 rounded-none sm:h-28" />
        <div className="flex flex-col gap-4 px-5 pb-6 sm:flex-row sm:px-8">
          <Skeleton className="-mt-12 h-24 w-24 rounded-2xl border-4 border-paper sm:-mt-16 sm:h-32 sm:w-32" />
          <div className="flex-1 space-y-3 sm:pt-4">
            <Skeleton className="h-9 w-64 max-w-full" />
            <Skeleton className="h-5 w-48" />
            <Skeleton className="h-4 w-80 max-w-full" />
            <Skeleton className="h-16 w-full max-w-3xl" />
          </div>
        </div>
      </div>
      <div className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-24 rounded-xl" />
        ))}
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Skeleton className="h-40 rounded-xl" />
          <Skeleton className="h-72 rounded-xl" />
        </div>
        <Skeleton className="h-64 rounded-xl" />
      </div>
    </div>
  );
}

import { useTranslations } from '../../i18n/i18n';
import { layoutMessages } from '../../i18n/messages/layout';
import { Skeleton } from '../ui/skeleton';

/** Shown while a page's code loads. */
export function PageFallback() {
  const t = useTranslations(layoutMessages);
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 lg:px-8" role="status" aria-label={t('loadingPage')}>
      <Skeleton className="h-9 w-64" />
      <Skeleton className="mt-4 h-5 w-96 max-w-full" />
      <div className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
      </div>
    </div>
  );
}

import { Icon } from './icons';
import { MAX_PAGE_BUTTONS } from '@shared/constants';
import { commonMessages } from '../../i18n/messages/common';
import { useTranslations } from '../../i18n/i18n';
import { cn } from '../../lib/cn';
import { useFormat } from '../../lib/format';

/**
 * At most `maxButtons` page numbers: all of them when they fit, else the first, the last and the
 * pages around the current one; `null` marks a gap (an ellipsis). The first and last pages stay
 * one click away from anywhere.
 */
export function pageWindow(current: number, pageCount: number, maxButtons = MAX_PAGE_BUTTONS): (number | null)[] {
  if (pageCount <= maxButtons) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const middle = maxButtons - 2;
  const start = Math.min(Math.max(2, current - Math.floor(middle / 2)), pageCount - middle);
  const around = Array.from({ length: middle }, (_, i) => start + i);
  return [1, ...(start > 2 ? [null] : []), ...around, ...(start + middle < pageCount ? [null] : []), pageCount];
}

const buttonBase =
  'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-md border px-3 text-sm font-medium transition-colors cursor-pointer disabled:cursor-not-allowed disabled:opacity-40';

/** Page buttons (at most 5) with previous / next; pages are 1-based. */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  className,
}: {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  className?: string;
}) {
  const t = useTranslations(commonMessages);
  const format = useFormat();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t('pagination.label')} className={cn('flex flex-wrap items-center justify-center gap-2', className)}>
      <button
        type="button"
        className={cn(buttonBase, 'border-line bg-white hover:bg-zinc-100')}
        onClick={() => onPageChange(page - 1)}
        disabled={page <= 1}
      >
        <Icon name="chevron-left" aria-hidden="true" className="h-4 w-4" />
        <span className="hidden sm:inline">{t('pagination.previous')}</span>
        <span className="sr-only sm:hidden">{t('pagination.previous')}</span>
      </button>
      {pageWindow(page, pageCount).map((number, index) =>
        number === null ? (
          <span key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted">
            …
          </span>
        ) : (
          <button
            key={number}
            type="button"
            className={cn(buttonBase, number === page ? 'border-ink bg-ink text-white' : 'border-line bg-white hover:bg-zinc-100')}
            aria-current={number === page ? 'page' : undefined}
            aria-label={t('pagination.page', { page: format.number(number) })}
            onClick={() => onPageChange(number)}
          >
            {format.number(number)}
          </button>
        ),
      )}
      <button
        type="button"
        className={cn(buttonBase, 'border-line bg-white hover:bg-zinc-100')}
        onClick={() => onPageChange(page + 1)}
        disabled={page >= pageCount}
      >
        <span className="hidden sm:inline">{t('pagination.next')}</span>
        <span className="sr-only sm:hidden">{t('pagination.next')}</span>
        <Icon name="chevron-right" aria-hidden="true" className="h-4 w-4" />
      </button>
    </nav>
  );
}

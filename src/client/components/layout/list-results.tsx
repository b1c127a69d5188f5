import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, useLayoutEffect, useRef, type ReactNode } from 'react';
import { onDemand } from '../../app/on-demand';
import type { Page as ResultPage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { useFormat } from '../../lib/format';
import { useTranslations } from '../../i18n/i18n';
import { commonMessages } from '../../i18n/messages/common';
import { Button } from '../ui/button';
import { Skeleton } from '../ui/skeleton';

// Below the results: hydrated when scrolled near (its props keep their identity: see changePage).
const Pagination = onDemand(() => import('../ui/pagination').then((module) => module.Pagination));

/**
 * A paged grid of list results: count, skeletons while the first page loads, the empty and
 * error texts, and the page buttons. Changing page scrolls back to the top of the results.
 */
export function ListResults<T>({
  query,
  page,
  pageSize,
  onPageChange,
  countText,
  totalIsLowerBound,
  emptyText,
  errorText,
  renderItem,
  testId,
  gridClassName,
}: {
  query: UseQueryResult<ResultPage<T>>;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  countText: (total: number) => string;
  /** Whether the total is a count stopped at a cap: "of 1,000+". */
  totalIsLowerBound?: (total: number) => boolean;
  emptyText: string;
  errorText: string;
  renderItem: (item: T) => ReactNode;
  testId?: string;
  gridClassName?: string;
}) {
  const common = useTranslations(commonMessages);
  const format = useFormat();
  const topRef = useRef<HTMLDivElement>(null);
  const total = query.data?.total ?? 0;
  const items = query.data?.items ?? [];
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, from + items.length - 1);

  // One function for the page's life, calling the latest `onPageChange`: the page buttons are
  // hydrated on demand, and a new prop would make React drop their server HTML.
  const latestOnPageChange = useRef(onPageChange);
  useLayoutEffect(() => {
    latestOnPageChange.current = onPageChange;
  });
  const changePage = useCallback((next: number) => {
    latestOnPageChange.current(next);
    topRef.current?.scrollIntoView({ block: 'start' });
  }, []);

  return (
    <div ref={topRef} className="scroll-mt-24">
      <div className="mb-4 flex min-h-6 flex-wrap items-baseline justify-between gap-2 text-sm" aria-live="polite">
        {query.data && (
          <>
            <p className="font-medium text-ink" data-testid="result-count">
              {countText(total)}
            </p>
            {items.length > 0 && (
              <p className="text-muted">
                {common('pagination.summary', {
                  from: format.number(from),
                  to: format.number(to),
                  total: `${format.number(total)}${totalIsLowerBound?.(total) ? '+' : ''}`,
                })}
              </p>
            )}
          </>
        )}
      </div>
      {query.isPending ? (
        <div className={cn('grid gap-4 sm:grid-cols-2 lg:grid-cols-3', gridClassName)}>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-44 rounded-xl" />
          ))}
        </div>
      ) : query.isError && !query.data ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-xl border border-red-200 bg-red-50 p-6 text-center text-sm text-red-800"
        >
          {errorText}
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {common('retry')}
          </Button>
        </div>
      ) : items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-zinc-300 bg-paper p-10 text-center text-muted" data-testid="empty-state">
          {emptyText}
        </p>
      ) : (
        <div
          className={cn(
            'grid gap-4 transition-opacity sm:grid-cols-2 lg:grid-cols-3',
            query.isPlaceholderData && 'opacity-60',
            gridClassName,
          )}
          aria-busy={query.isPlaceholderData}
          data-testid={testId}
        >
          {items.map(renderItem)}
        </div>
      )}
      <Pagination page={page} pageCount={pageCount} onPageChange={changePage} className="mt-8" />
    </div>
  );
}

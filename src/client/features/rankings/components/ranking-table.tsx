import type { CSSProperties, ReactNode } from 'react';
import { RankChangeBadge } from '../../../components/awards/rank-change-badge';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTranslations } from '../../../i18n/i18n';
import { commonMessages } from '../../../i18n/messages/common';
import { useFormat } from '../../../lib/format';
import { cn } from '../../../lib/cn';

/**
 * The frame every ranking shares: title, a count beside it, column heads (wide screens only;
 * each row labels itself on phones), and the loading, error and empty states in place of rows.
 */
export function RankingTable({
  titleId,
  title,
  summary,
  action,
  columns,
  gridClassName,
  status,
  errorText,
  onRetry,
  empty,
  caption,
  busy = false,
  children,
  footer,
  testId,
  style,
  columnsFrom = 'md',
}: {
  titleId: string;
  title: string;
  /** The count beside the title (announced when it changes). */
  summary?: ReactNode;
  action?: ReactNode;
  /** Column heads, in the rows' grid (`gridClassName`: its columns and gaps, the display is set here). */
  columns: ReactNode;
  gridClassName: string;
  status: 'pending' | 'error' | 'empty' | 'ready';
  errorText: string;
  /** Asks for the rows again (the error state's button). */
  onRetry: () => unknown;
  empty: ReactNode;
  /** The list's accessible name. */
  caption: string;
  /** Rows of the previous window are shown while the next loads. */
  busy?: boolean;
  children: ReactNode;
  footer?: ReactNode;
  testId: string;
  /** Custom properties the grid's tracks read (the agency ranking's rank width). */
  style?: CSSProperties;
  /** The screen width from which the rows are one line of columns under their heads. */
  columnsFrom?: 'md' | 'lg';
}) {
  const common = useTranslations(commonMessages);
  return (
    <section aria-labelledby={titleId} className="min-w-0 rounded-2xl border border-line bg-paper shadow-sm" style={style}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 pt-5 pb-3 md:px-5">
        <h2 id={titleId} className="text-xl font-bold text-ink">
          {title}
        </h2>
        <div className="flex flex-wrap items-center justify-end gap-3">
          <p className="text-sm text-muted" aria-live="polite">
            {summary}
          </p>
          {action}
        </div>
      </div>
      <div
        aria-hidden="true"
        className={cn(
          gridClassName,
          'hidden border-y border-line bg-zinc-50 px-4 py-2 text-xs font-semibold tracking-wide text-muted uppercase',
          columnsFrom === 'lg' ? 'lg:grid' : 'md:grid',
        )}
      >
        {columns}
      </div>
      {status === 'pending' ? (
        <div className="flex flex-col gap-3 p-4">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="h-10" />
          ))}
        </div>
      ) : status === 'error' ? (
        <div role="alert" className="flex flex-col items-center gap-3 px-5 py-10 text-center text-sm text-red-800">
          {errorText}
          <Button variant="secondary" onClick={onRetry}>
            {common('retry')}
          </Button>
        </div>
      ) : status === 'empty' ? (
        <div className="px-5 py-10 text-center text-sm text-muted" data-testid="ranking-empty">
          {empty}
        </div>
      ) : (
        <ol aria-label={caption} aria-busy={busy} className={cn('transition-opacity', busy && 'opacity-60')} data-testid={testId}>
          {children}
        </ol>
      )}
      {footer}
    </section>
  );
}

/** One row of a ranking, in the table's grid. */
export function RankingRow({ gridClassName, children, testId }: { gridClassName: string; children: ReactNode; testId: string }) {
  return (
    <li className={cn('grid', gridClassName, 'border-b border-line px-4 py-3 last:border-b-0 hover:bg-zinc-50')} data-testid={testId}>
      {children}
    </li>
  );
}

/** The status of a ranking query, for `RankingTable`. */
export function rankingStatus(query: { isPending: boolean; isError: boolean }, rows: number): 'pending' | 'error' | 'empty' | 'ready' {
  if (query.isPending) return 'pending';
  if (rows === 0) return query.isError ? 'error' : 'empty';
  return 'ready';
}

/** A row's rank (its first cell). */
export function RankCell({ rank }: { rank: number }) {
  const format = useFormat();
  return (
    <span className="text-base font-bold text-ink tabular-nums lg:text-lg" data-testid="ranking-position">
      {format.number(rank)}
    </span>
  );
}

/**
 * A row's points and its change: below 1024 px the change under the points, wider in the second
 * column (placed there, so that one badge serves both).
 */
export function PointsCell({ points, change }: { points: number; change: number | null }) {
  const common = useTranslations(commonMessages);
  const format = useFormat();
  return (
    <div className="flex flex-col items-end gap-1 lg:contents">
      <span className="text-sm font-semibold text-ink tabular-nums lg:text-right lg:text-base" data-testid="ranking-points">
        {format.number(points)}
        <span className="ml-1 text-xs font-normal text-muted lg:hidden">{common('points')}</span>
      </span>
      <span className="lg:col-start-2 lg:row-start-1">
        <RankChangeBadge change={change} />
      </span>
    </div>
  );
}

/** A count column of wide screens (awards, creatives), named for screen readers. */
export function CountCell({ label, value }: { label: string; value: number }) {
  const format = useFormat();
  return (
    <span className="hidden text-right text-sm text-ink tabular-nums lg:block">
      <span className="sr-only">{label}: </span>
      {format.number(value)}
    </span>
  );
}

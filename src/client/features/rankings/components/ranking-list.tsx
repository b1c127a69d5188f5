import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '@shared/paths';
import type { CreativeSummary } from '@shared/schemas/creative';
import { Button } from '../../../components/ui/button';
import { Flag } from '../../../components/ui/flag';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTranslations } from '../../../i18n/i18n';
import { rankingsMessages } from '../../../i18n/messages/rankings';
import { cn } from '../../../lib/cn';
import { useFormat } from '../../../lib/format';
import { RankChangeBadge } from '../../../components/awards/rank-change-badge';
import { useCreativesInfinite } from '../../creatives/api/get-creatives';
import { RANKING_PAGE_SIZE, RANKING_QUERY } from '../ranking-query';

const rowGrid =
  'grid grid-cols-[2.5rem_1fr_auto] items-center gap-x-3 md:grid-cols-[3rem_minmax(0,2fr)_minmax(0,1.5fr)_6rem_5rem] md:gap-x-4';

function RankingRow({ creative }: { creative: CreativeSummary }) {
  const t = useTranslations(rankingsMessages);
  const format = useFormat();
  return (
    <li className={cn(rowGrid, 'border-b border-line px-4 py-3 last:border-b-0 hover:bg-zinc-50')} data-testid="ranking-row">
      <span className="text-lg font-bold text-ink tabular-nums" data-testid="ranking-position">
        {creative.rank ?? '–'}
      </span>
      <div className="min-w-0">
        <div className="flex items-center gap-2">
          <Flag code={creative.countryCode} labelled className="text-base" />
          <Link href={paths.creative.href(creative.username)} className="truncate font-semibold text-ink hover:underline">
            {creative.name}
          </Link>
        </div>
        <p className="mt-0.5 truncate text-sm text-muted md:hidden">{creative.agency ?? t('list.independent')}</p>
      </div>
      <div className="hidden min-w-0 text-sm text-ink-soft md:block">
        {creative.agency && creative.agencySlug ? (
          <Link href={paths.agency.href(creative.agencySlug)} className="truncate hover:underline">
            {creative.agency}
          </Link>
        ) : (
          <span className="truncate">{creative.agency ?? t('list.independent')}</span>
        )}
      </div>
      <div className="flex flex-col items-end gap-1 md:contents">
        <span className="text-sm font-semibold text-ink tabular-nums md:text-right md:text-base">
          {format.number(creative.totalPoints)}
          <span className="ml-1 text-xs font-normal text-muted md:hidden">pts</span>
        </span>
        <span className="md:text-right">{creative.rank !== null && <RankChangeBadge change={creative.rankChange} />}</span>
      </div>
    </li>
  );
}

/** The whole ranking, read from the server 20 at a time ('Load more'): never the full table. */
export function useRanking() {
  return useCreativesInfinite(RANKING_QUERY, RANKING_PAGE_SIZE);
}

/** `action`: what the page puts beside the list's title (the download link). */
export function RankingList({ query, action }: { query: ReturnType<typeof useRanking>; action?: ReactNode }) {
  const t = useTranslations(rankingsMessages);
  const format = useFormat();
  const creatives = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;

  return (
    <section aria-labelledby="ranking-title" className="rounded-2xl border border-line bg-paper shadow-sm">
      <div className="flex items-baseline justify-between gap-4 px-4 pt-5 pb-3 md:px-5">
        <h2 id="ranking-title" className="text-xl font-bold text-ink">
          {t('list.title')}
        </h2>
        <div className="flex flex-wrap items-center justify-end gap-3">
          {total > 0 && (
            <p className="text-sm text-muted" aria-live="polite">
              {t('list.showing', { shown: format.number(creatives.length), total: format.number(total) })}
            </p>
          )}
          {action}
        </div>
      </div>
      <div
        aria-hidden="true"
        className={cn(
          rowGrid,
          'hidden border-y border-line bg-zinc-50 px-4 py-2 text-xs font-semibold tracking-wide text-muted uppercase md:grid',
        )}
      >
        <span>{t('list.position')}</span>
        <span>{t('list.creative')}</span>
        <span>{t('list.agency')}</span>
        <span className="text-right">{t('list.points')}</span>
        <span className="text-right">{t('list.change')}</span>
      </div>
      {query.isPending ? (
        <div className="flex flex-col gap-3 p-4">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="h-10" />
          ))}
        </div>
      ) : query.isError && creatives.length === 0 ? (
        <p role="alert" className="px-5 py-10 text-center text-sm text-red-800">
          {t('list.error')}
        </p>
      ) : creatives.length === 0 ? (
        <p className="px-5 py-10 text-center text-sm text-muted">{t('list.empty')}</p>
      ) : (
        <ol aria-label={t('list.caption')} data-testid="ranking-list">
          {creatives.map((creative) => (
            <RankingRow key={creative.id} creative={creative} />
          ))}
        </ol>
      )}
      {query.hasNextPage && (
        <div className="border-t border-line p-4 text-center">
          <Button variant="secondary" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {query.isFetchingNextPage ? t('list.loadingMore') : t('list.loadMore')}
          </Button>
        </div>
      )}
    </section>
  );
}

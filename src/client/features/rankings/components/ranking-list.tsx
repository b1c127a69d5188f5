import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '@shared/paths';
import type { CreativeSummary } from '@shared/schemas/creative';
import type { RankingWindowQuery } from '@shared/schemas/ranking';
import { Button } from '../../../components/ui/button';
import { Flag } from '../../../components/ui/flag';
import { useTranslations } from '../../../i18n/i18n';
import { commonMessages } from '../../../i18n/messages/common';
import { rankingsMessages } from '../../../i18n/messages/rankings';
import { useFormat } from '../../../lib/format';
import { RankChangeBadge } from '../../../components/awards/rank-change-badge';
import { creativesInfiniteQueryOptions } from '../../creatives/api/get-creatives';
import { RANKING_PAGE_SIZE, RANKING_QUERY } from '../ranking-query';
import { RankingRow, RankingTable, rankingStatus } from './ranking-table';

// The rank's column holds "1,000" (fifty pages of "Load more" in) and the header's "PUESTO".
const rowGrid = 'grid-cols-[3rem_1fr_auto] items-center gap-x-2 md:grid-cols-[3.5rem_minmax(0,2fr)_minmax(0,1.5fr)_6rem_5rem] md:gap-x-4';

function CreativeRow({ creative }: { creative: CreativeSummary }) {
  const t = useTranslations(rankingsMessages);
  const common = useTranslations(commonMessages);
  const format = useFormat();
  return (
    <RankingRow gridClassName={rowGrid} testId="ranking-row">
      <span className="text-base font-bold text-ink tabular-nums md:text-lg" data-testid="ranking-position">
        {creative.rank === null ? '–' : format.number(creative.rank)}
      </span>
      <div className="min-w-0">
        {/* On a phone a name cut after ten letters says little ("Mariana Dv…"): it takes up to three lines. */}
        <div className="flex items-start gap-2 md:items-center">
          <Flag code={creative.countryCode} labelled className="mt-0.5 text-base md:mt-0" />
          <Link
            href={paths.creative.href(creative.username)}
            className="line-clamp-3 text-sm font-semibold wrap-anywhere text-ink hover:underline md:line-clamp-none md:truncate md:text-base"
          >
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
        <span className="text-sm font-semibold text-ink tabular-nums md:text-right md:text-base" data-testid="ranking-points">
          {format.number(creative.windowPoints)}
          <span className="ml-1 text-xs font-normal text-muted md:hidden">{common('points')}</span>
        </span>
        <span className="md:text-right">{creative.rank !== null && <RankChangeBadge change={creative.rankChange} />}</span>
      </div>
    </RankingRow>
  );
}

/** The creatives' ranking of a window, read 'Load more' by 'Load more'. */
export function rankingQueryOptions(window: RankingWindowQuery) {
  return creativesInfiniteQueryOptions({ ...RANKING_QUERY, ...window }, RANKING_PAGE_SIZE);
}

/** The creatives' ranking of a window, read from the server 20 at a time ('Load more'): never the full table. */
export function useRanking(window: RankingWindowQuery) {
  return useInfiniteQuery(rankingQueryOptions(window));
}

/** `action`: what the page puts beside the list's title (the download link). */
export function RankingList({ query, action, empty }: { query: ReturnType<typeof useRanking>; action?: ReactNode; empty: ReactNode }) {
  const t = useTranslations(rankingsMessages);
  const format = useFormat();
  const creatives = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;

  return (
    <RankingTable
      titleId="ranking-title"
      title={t('list.title')}
      summary={total > 0 && t('list.showing', { shown: format.number(creatives.length), total: format.number(total) })}
      action={action}
      gridClassName={rowGrid}
      columns={
        <>
          <span>{t('list.position')}</span>
          <span>{t('list.creative')}</span>
          <span>{t('list.agency')}</span>
          <span className="text-right">{t('list.points')}</span>
          <span className="text-right">{t('list.change')}</span>
        </>
      }
      status={rankingStatus(query, creatives.length)}
      errorText={t('list.error')}
      onRetry={query.refetch}
      empty={empty}
      caption={t('list.caption')}
      busy={query.isPlaceholderData}
      testId="ranking-list"
      footer={
        query.hasNextPage && (
          <div className="border-t border-line p-4 text-center">
            <Button variant="secondary" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
              {query.isFetchingNextPage ? t('list.loadingMore') : t('list.loadMore')}
            </Button>
          </div>
        )
      }
    >
      {creatives.map((creative) => (
        <CreativeRow key={creative.id} creative={creative} />
      ))}
    </RankingTable>
  );
}

import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '@shared/paths';
import type { AgencyRankingEntry, RankingWindowQuery } from '@shared/schemas/ranking';
import { Pagination } from '../../../components/ui/pagination';
import { Avatar } from '../../../components/ui/initials-avatar';
import { useTranslations } from '../../../i18n/i18n';
import { useFormat } from '../../../lib/format';
import { rankingsMessages } from '../../../i18n/messages/rankings';
import { useAgencyRanking, type AgencyRankingParams } from '../api/get-agency-ranking';
import { LevelCounts } from './level-counts';
import { DownloadCsvLink } from '../../../components/ui/download-link';
import { agencyRankingCsvUrl } from '../api/rankings-csv';
import { CountCell, PointsCell, RankCell, RankingRow, RankingTable, rankingStatus } from './ranking-table';

export const AGENCY_RANKING_PAGE_SIZE = 25;

/** A page of the agencies' ranking of a window, as the tab reads it. */
export function agencyRankingPage(window: RankingWindowQuery, page: number): AgencyRankingParams {
  return { ...window, limit: AGENCY_RANKING_PAGE_SIZE, offset: (page - 1) * AGENCY_RANKING_PAGE_SIZE };
}

// The rank's track is as wide as the page's longest rank (`--rank-chars`, set by the list): 5,000
// agencies at 1M. A bold digit of the rank is some 0.7rem on phones and tablets, 0.8rem wider,
// where the column's head ("PUESTO") needs 3.5rem.
const grid =
  'grid-cols-[max(2.5rem,calc(var(--rank-chars,0)*0.7rem))_minmax(0,1fr)_auto] items-center gap-x-3 lg:grid-cols-[max(3.5rem,calc(var(--rank-chars,0)*0.8rem))_4.5rem_minmax(0,2fr)_6.5rem_4.5rem_minmax(0,1.4fr)_5.5rem] lg:gap-x-4';

function AgencyRow({ entry }: { entry: AgencyRankingEntry }) {
  const t = useTranslations(rankingsMessages);
  const { agency } = entry;
  return (
    <RankingRow gridClassName={grid} testId="agency-ranking-row">
      <RankCell rank={entry.rank} />
      <div className="flex min-w-0 items-center gap-3">
        <Avatar name={agency.name} src={agency.logo} square className="h-9 w-9 text-xs" />
        <div className="min-w-0">
          <Link href={paths.agency.href(agency.slug)} className="block font-semibold wrap-anywhere text-ink hover:underline">
            {agency.name}
          </Link>
          {agency.headquarters && (
            <p className="truncate text-sm text-muted">
              <span className="sr-only">{t('list.headquarters')}: </span>
              {agency.headquarters}
            </p>
          )}
        </div>
      </div>
      <PointsCell points={entry.points} change={entry.rankChange} />
      <CountCell label={t('list.awards')} value={entry.awards} />
      {/* Phones and tablets: the counts get the row's whole width under the agency and its points. */}
      <div className="col-span-2 col-start-2 mt-1 lg:col-auto lg:mt-0">
        <LevelCounts levels={entry.levels} />
      </div>
      <p className="col-span-2 col-start-2 mt-0.5 text-xs text-muted lg:hidden">
        {t.plural('row.awards', entry.awards)} · {t.plural('row.creatives', entry.creatives)}
      </p>
      <CountCell label={t('list.creatives')} value={entry.creatives} />
    </RankingRow>
  );
}

/** The agencies ranked in a window, a page at a time (the page is in the URL). */
export function AgencyRanking({
  window,
  page,
  onPageChange,
  empty,
}: {
  window: RankingWindowQuery;
  page: number;
  onPageChange: (page: number) => void;
  empty: ReactNode;
}) {
  const t = useTranslations(rankingsMessages);
  const query = useAgencyRanking(agencyRankingPage(window, page));
  const items = query.data?.items ?? [];
  const total = query.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / AGENCY_RANKING_PAGE_SIZE));
  const format = useFormat();
  // Ranks rise down the page: the last is the longest.
  const rankChars = format.number(items.at(-1)?.rank ?? 0).length;
  return (
    <RankingTable
      titleId="agency-ranking-title"
      title={t('list.title')}
      summary={query.data && total > 0 ? t.plural('agencies.count', total) : null}
      gridClassName={grid}
      columns={
        <>
          <span>{t('list.position')}</span>
          <span>{t('list.change')}</span>
          <span>{t('tabs.agencies')}</span>
          <span className="text-right">{t('list.points')}</span>
          <span className="text-right">{t('list.awards')}</span>
          <span>{t('list.levels')}</span>
          <span className="text-right">{t('list.creatives')}</span>
        </>
      }
      status={rankingStatus(query, items.length)}
      action={<DownloadCsvLink href={agencyRankingCsvUrl(window)} />}
      errorText={t('agencies.error')}
      onRetry={query.refetch}
      empty={empty}
      caption={t('agencies.caption')}
      busy={query.isPlaceholderData}
      testId="agency-ranking"
      columnsFrom="lg"
      style={{ '--rank-chars': rankChars } as CSSProperties}
      footer={
        pageCount > 1 && (
          <div className="border-t border-line p-4">
            <Pagination page={page} pageCount={pageCount} onPageChange={onPageChange} />
          </div>
        )
      }
    >
      {items.map((entry) => (
        <AgencyRow key={entry.agency.id} entry={entry} />
      ))}
    </RankingTable>
  );
}

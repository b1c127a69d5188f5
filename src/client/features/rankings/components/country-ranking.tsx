import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '@shared/paths';
import type { CountryRankingEntry, RankingWindowQuery } from '@shared/schemas/ranking';
import { Flag } from '../../../components/ui/flag';
import { useTranslations } from '../../../i18n/i18n';
import { rankingsMessages } from '../../../i18n/messages/rankings';
import { useFormat } from '../../../lib/format';
import { useCountryRanking } from '../api/get-country-ranking';
import { DownloadCsvLink } from '../../../components/ui/download-link';
import { countryRankingCsvUrl } from '../api/rankings-csv';
import { CountCell, PointsCell, RankCell, RankingRow, RankingTable, rankingStatus } from './ranking-table';

// The rank's column on wide screens holds its head, "PUESTO" (3.5rem).
const grid =
  'grid-cols-[2.5rem_minmax(0,1fr)_auto] items-center gap-x-3 lg:grid-cols-[3.5rem_4.5rem_minmax(0,1.3fr)_7.5rem_6rem_5.5rem_minmax(0,1.2fr)_minmax(0,1.2fr)] lg:gap-x-4';

function Leader({ label, children }: { label: string; children: ReactNode }) {
  return (
    <span className="block min-w-0 truncate text-sm">
      <span className="text-muted lg:sr-only">{label}: </span>
      {children}
    </span>
  );
}

function CountryRow({ entry }: { entry: CountryRankingEntry }) {
  const t = useTranslations(rankingsMessages);
  const format = useFormat();
  const none = <span className="text-muted">{t('row.none')}</span>;
  const topCreative = entry.topCreative ? (
    <Link href={paths.creative.href(entry.topCreative.username)} className="text-ink hover:underline">
      {entry.topCreative.name}
    </Link>
  ) : (
    none
  );
  const topAgency = entry.topAgency ? (
    <Link href={paths.agency.href(entry.topAgency.slug)} className="text-ink hover:underline">
      {entry.topAgency.name}
    </Link>
  ) : (
    none
  );
  return (
    <RankingRow gridClassName={grid} testId="country-ranking-row">
      <RankCell rank={entry.rank} />
      <div className="min-w-0">
        <p className="flex min-w-0 items-center gap-2 font-semibold text-ink">
          <Flag code={entry.countryCode} className="text-base" />
          <span className="wrap-anywhere" data-testid="country-name">
            {format.country(entry.countryCode) || entry.country}
          </span>
        </p>
      </div>
      <PointsCell points={entry.points} change={entry.rankChange} />
      {/* Phones and tablets: the counts and the leaders get the row's whole width under the country and its points. */}
      <p className="col-span-2 col-start-2 mt-1 text-xs text-muted lg:hidden">
        {t.plural('row.awards', entry.awards)} · {t.plural('row.creatives', entry.creatives)}
      </p>
      <CountCell label={t('list.awards')} value={entry.awards} />
      <CountCell label={t('list.creatives')} value={entry.creatives} />
      <span className="col-span-2 col-start-2 mt-1 min-w-0 lg:col-auto lg:mt-0" data-testid="top-creative">
        <Leader label={t('list.topCreative')}>{topCreative}</Leader>
      </span>
      <span className="col-span-2 col-start-2 mt-0.5 min-w-0 lg:col-auto lg:mt-0" data-testid="top-agency">
        <Leader label={t('list.topAgency')}>{topAgency}</Leader>
      </span>
    </RankingRow>
  );
}

/** Every country with points in the window (a few hundred at most: one list, no pages). */
export function CountryRanking({ window, empty }: { window: RankingWindowQuery; empty: ReactNode }) {
  const t = useTranslations(rankingsMessages);
  const query = useCountryRanking(window);
  const items = query.data ?? [];
  return (
    <RankingTable
      titleId="country-ranking-title"
      title={t('list.title')}
      summary={items.length > 0 ? t.plural('countries.count', items.length) : null}
      gridClassName={grid}
      columns={
        <>
          <span>{t('list.position')}</span>
          <span>{t('list.change')}</span>
          <span>{t('list.country')}</span>
          <span className="text-right">{t('list.points')}</span>
          <span className="text-right">{t('list.awards')}</span>
          <span className="text-right">{t('list.creatives')}</span>
          <span>{t('list.topCreative')}</span>
          <span>{t('list.topAgency')}</span>
        </>
      }
      status={rankingStatus(query, items.length)}
      action={<DownloadCsvLink href={countryRankingCsvUrl(window)} />}
      errorText={t('countries.error')}
      onRetry={query.refetch}
      empty={empty}
      caption={t('countries.caption')}
      busy={query.isPlaceholderData}
      testId="country-ranking"
      columnsFrom="lg"
    >
      {items.map((entry) => (
        <CountryRow key={entry.countryCode} entry={entry} />
      ))}
    </RankingTable>
  );
}

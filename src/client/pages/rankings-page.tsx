import { useEffect, type ReactNode } from 'react';
import { useRoute } from 'wouter';
import { paths } from '@shared/paths';
import type { RankingWindowQuery } from '@shared/schemas/ranking';
import { Page, PageHeading } from '../components/layout/page';
import { Button } from '../components/ui/button';
import { DownloadCsvLink } from '../components/ui/download-link';
import { creativesCsvUrl } from '../features/creatives/api/creatives-csv';
import { useRankingWindows } from '../features/rankings/api/get-ranking-windows';
import { AgencyRanking } from '../features/rankings/components/agency-ranking';
import { CountryRanking } from '../features/rankings/components/country-ranking';
import { Podium, PodiumSkeleton } from '../features/rankings/components/podium';
import { RankingList, useRanking } from '../features/rankings/components/ranking-list';
import { RankingTabs, type RankingTab } from '../features/rankings/components/ranking-tabs';
import { CoveragePanel, ScoringPanel } from '../features/rankings/components/static-panels';
import { StatTiles } from '../features/rankings/components/stat-tiles';
import { WindowPicker } from '../features/rankings/components/window-picker';
import { RANKING_QUERY } from '../features/rankings/ranking-query';
import { parseRankingWindow, RANKING_WINDOW_KEYS } from '../features/rankings/ranking-window';
import { useTranslations } from '../i18n/i18n';
import { rankingsMessages } from '../i18n/messages/rankings';
import { cn } from '../lib/cn';
import { useDocumentHead } from '../lib/use-document-head';
import { parsePage, useUrlFilters } from '../lib/use-url-filters';

const FILTER_KEYS = [...RANKING_WINDOW_KEYS, 'page'] as const;

/** Which tab the path is: `/` and `/rankings` are the creatives'. */
function useRankingTab(): RankingTab {
  const [agencies] = useRoute(paths.rankingsAgencies.pattern);
  const [countries] = useRoute(paths.rankingsCountries.pattern);
  return agencies ? 'agencies' : countries ? 'countries' : 'creatives';
}

function CreativesTab({ window, empty }: { window: RankingWindowQuery; empty: ReactNode }) {
  // One query feeds the podium (its first three) and the list.
  const ranking = useRanking(window);
  const first = ranking.data?.pages[0]?.items;
  return (
    <>
      {first ? <Podium creatives={first} /> : ranking.isPending && <PodiumSkeleton />}
      <RankingList query={ranking} empty={empty} action={<DownloadCsvLink href={creativesCsvUrl({ ...RANKING_QUERY, ...window })} />} />
    </>
  );
}

/**
 * `/` and `/rankings` (creatives), `/rankings/agencies`, `/rankings/countries`: one page with a
 * tab per ranking and the window (`?year=&festival=`) in the URL, kept across tabs.
 */
export function RankingsPage() {
  const t = useTranslations(rankingsMessages);
  const tab = useRankingTab();
  const [filters, setFilters] = useUrlFilters(FILTER_KEYS);
  const window = parseRankingWindow(filters);
  const allWindows = useRankingWindows();
  const festivalWindows = useRankingWindows(window.festival);
  const unknownFestival = Boolean(
    window.festival && allWindows.data && !allWindows.data.festivals.some((festival) => festival.slug === window.festival),
  );

  // A festival the rankings do not know (an old or mistyped link) would only ever be a 400: drop it.
  useEffect(() => {
    if (unknownFestival) setFilters({ festival: '' }, { replace: true });
  }, [unknownFestival, setFilters]);

  const heading =
    tab === 'agencies'
      ? { title: t('agencies.title'), description: t('agencies.description'), meta: t('agencies.metaDescription') }
      : tab === 'countries'
        ? { title: t('countries.title'), description: t('countries.description'), meta: t('countries.metaDescription') }
        : { title: t('title'), description: t('description'), meta: t('metaDescription') };
  useDocumentHead({ title: heading.title, description: heading.meta });

  const isWindowed = window.year !== undefined || window.festival !== undefined;
  const empty = isWindowed ? (
    <div className="flex flex-col items-center gap-3">
      <p>{t('window.empty')}</p>
      <Button variant="secondary" size="sm" onClick={() => setFilters({ year: '', festival: '' })}>
        {t('window.reset')}
      </Button>
    </div>
  ) : (
    <p>{t('list.empty')}</p>
  );

  return (
    <Page className="flex flex-col gap-8">
      <PageHeading title={heading.title} description={heading.description} className="mb-0" />
      <StatTiles />
      <div className="flex flex-col gap-4">
        <RankingTabs current={tab} window={window} />
        <WindowPicker
          window={window}
          windows={festivalWindows.data ? { years: festivalWindows.data.years, festivals: allWindows.data?.festivals ?? [] } : undefined}
          onChange={(patch) => setFilters(patch)}
        />
      </div>
      {/* The agency and country tables have more columns: they take the full width, the panels go below. */}
      <div className={cn('grid gap-8', tab === 'creatives' && 'lg:grid-cols-[minmax(0,1fr)_20rem]')}>
        <div className="flex min-w-0 flex-col gap-8">
          {unknownFestival ? null : tab === 'agencies' ? (
            <AgencyRanking
              window={window}
              page={parsePage(filters.page)}
              onPageChange={(page) => setFilters({ page: page > 1 ? String(page) : '' })}
              empty={empty}
            />
          ) : tab === 'countries' ? (
            <CountryRanking window={window} empty={empty} />
          ) : (
            <CreativesTab window={window} empty={empty} />
          )}
        </div>
        <aside className={cn('flex flex-col gap-6', tab !== 'creatives' && 'lg:grid lg:grid-cols-2 lg:items-start')}>
          <ScoringPanel />
          <CoveragePanel />
        </aside>
      </div>
    </Page>
  );
}

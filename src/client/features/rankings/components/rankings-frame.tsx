import { useEffect, type ComponentType, type ReactNode } from 'react';
import type { RankingWindowQuery } from '@shared/schemas/ranking';
import { Page, PageHeading } from '../../../components/layout/page';
import { Button } from '../../../components/ui/button';
import { useTranslations } from '../../../i18n/i18n';
import { rankingsMessages } from '../../../i18n/messages/rankings';
import { cn } from '../../../lib/cn';
import { useDocumentHead } from '../../../lib/use-document-head';
import { parsePage, useUrlFilters } from '../../../lib/use-url-filters';
import { ApiError } from '../../../lib/api-client';
import { useRankingFestivals } from '../api/get-ranking-windows';
import { useRankingYears } from '../api/get-ranking-years';
import { parseRankingWindow, RANKING_WINDOW_KEYS } from '../ranking-window';
import { RankingTabs, type RankingTab } from './ranking-tabs';
import { StatTiles } from './stat-tiles';
import { WindowPicker } from './window-picker';
import { onDemand } from '../../../app/on-demand';

// Static panels (the points per award, the festivals covered): their code comes when they are near the viewport.
const RankingsPanels = onDemand(() => import('./static-panels').then((module) => module.RankingsPanels));

export const RANKINGS_FILTER_KEYS = [...RANKING_WINDOW_KEYS, 'page'] as const;

/** What a ranking tab shows below the tabs, for the window the URL names. */
export interface RankingViewProps {
  window: RankingWindowQuery;
  empty: ReactNode;
  page: number;
  onPageChange: (page: number) => void;
}

/**
 * The rankings' frame: heading, stats, tabs, the window (`?year=&festival=`, in the URL and kept
 * across tabs), the panels, and the tab's view. Each tab is a page of its own
 * (pages/rankings-page.tsx, agency-ranking-page.tsx, country-ranking-page.tsx), so that a page's
 * first load carries its own ranking's code only.
 */
export function RankingsFrame({ tab, view: View }: { tab: RankingTab; view: ComponentType<RankingViewProps> }) {
  const t = useTranslations(rankingsMessages);
  const [filters, setFilters] = useUrlFilters(RANKINGS_FILTER_KEYS);
  const window = parseRankingWindow(filters);
  const years = useRankingYears(window.festival);
  const festivals = useRankingFestivals();
  // No such festival (the years' 400), or one without counted awards (not in the live list).
  const unknownFestival =
    window.festival !== undefined &&
    ((years.error instanceof ApiError && years.error.status === 400) ||
      (festivals.data !== undefined && !festivals.data.some((festival) => festival.slug === window.festival)));

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
          windows={
            years.data
              ? { years: years.data.years, festivals: festivals.data ?? (years.data.festival ? [years.data.festival] : []) }
              : undefined
          }
          onChange={(patch) => setFilters(patch)}
        />
      </div>
      {/* The agency and country tables have more columns: they take the full width, the panels go below. */}
      <div className={cn('grid gap-8', tab === 'creatives' && 'lg:grid-cols-[minmax(0,1fr)_20rem]')}>
        <div className="flex min-w-0 flex-col gap-8">
          {unknownFestival ? null : (
            <View
              window={window}
              empty={empty}
              page={parsePage(filters.page)}
              onPageChange={(page) => setFilters({ page: page > 1 ? String(page) : '' })}
            />
          )}
        </div>
        <RankingsPanels wide={tab !== 'creatives'} />
      </div>
    </Page>
  );
}

// What each public page's first render reads, fetched before the server renders it
// (entry-server.tsx), so that it renders once with its data instead of first rendering only to
// learn what it reads. Queries left out here are still found by rendering (a second pass, named
// in the page's Server-Timing). Kept apart from the page
// modules: only the server calls these, and whatever a page module imports shapes the browser's
// chunks (issue 11's byte budget).
import type { QueryClient } from '@tanstack/react-query';
import { UPCOMING_DEADLINES } from '@shared/constants';
import { matchPage, type PageName } from '@shared/paths';
import type { RankingWindowQuery } from '@shared/schemas/ranking';
import { listWindow } from '../components/layout/list-page';
import { agenciesQueryOptions } from '../features/agencies/api/get-agencies';
import { agencyQueryOptions } from '../features/agencies/api/get-agency';
import { creativeQueryOptions } from '../features/creatives/api/get-creative';
import { AGENCY_CREATIVES_PAGE_SIZE, agencyCreativesQueryOptions } from '../features/creatives/api/get-agency-creatives';
import { creativesQueryOptions } from '../features/creatives/api/get-creatives';
import { festivalQueryOptions } from '../features/festivals/api/get-festival';
import { festivalsQueryOptions } from '../features/festivals/api/get-festivals';
import { upcomingDeadlinesQueryOptions } from '../features/festivals/api/get-upcoming-deadlines';
import { festivalWinnersPage, festivalWinnersQueryOptions, WINNERS_FILTER_KEYS } from '../features/festivals/api/get-festival-winners';
import { agencyRankingQueryOptions } from '../features/rankings/api/get-agency-ranking';
import { countryRankingQueryOptions } from '../features/rankings/api/get-country-ranking';
import { rankingYearsQueryOptions } from '../features/rankings/api/get-ranking-years';
import { agencyRankingPage } from '../features/rankings/components/agency-ranking';
import { rankingQueryOptions } from '../features/rankings/components/ranking-list';
import { RANKINGS_FILTER_KEYS } from '../features/rankings/components/rankings-frame';
import { parseRankingWindow } from '../features/rankings/ranking-window';
import { statsQueryOptions } from '../features/stats/api/get-stats';
import { parsePage, readFilters } from '../lib/use-url-filters';
import { AGENCIES_FILTER_KEYS, agenciesList } from '../pages/agencies-page';
import { FESTIVALS_FILTER_KEYS, festivalsList } from '../pages/festivals-page';
import { PEOPLE_FILTER_KEYS, peopleList } from '../pages/people-page';

/** A directory page's rows as its list asks for them (its query key has no page number). */
function listRange(page: string) {
  const { limit, offset } = listWindow(page);
  return { limit, offset };
}

type PagePrefetch = (client: QueryClient, params: Record<string, string>, search: string) => Promise<unknown>;

/**
 * A rankings tab: what the frame shows (the stats, the window picker's years; its festivals are
 * the live app's) and the tab's own list (`view`) for the URL's window and page.
 */
function rankings(view: (client: QueryClient, window: RankingWindowQuery, page: number) => Promise<unknown>): PagePrefetch {
  return (client, _params, search) => {
    const filters = readFilters(search, RANKINGS_FILTER_KEYS);
    const window = parseRankingWindow(filters);
    return Promise.all([
      client.prefetchQuery(statsQueryOptions()),
      client.prefetchQuery(rankingYearsQueryOptions(window.festival)),
      view(client, window, parsePage(filters.page)),
    ]);
  };
}

const creativesRanking = rankings((client, window) => client.prefetchInfiniteQuery(rankingQueryOptions(window)));
const creative: PagePrefetch = (client, { param = '' }) => client.prefetchQuery(creativeQueryOptions(param));

const PREFETCHES: Partial<Record<PageName, PagePrefetch>> = {
  home: creativesRanking,
  rankings: creativesRanking,
  rankingsAgencies: rankings((client, window, page) => client.prefetchQuery(agencyRankingQueryOptions(agencyRankingPage(window, page)))),
  rankingsCountries: rankings((client, window) => client.prefetchQuery(countryRankingQueryOptions(window))),
  people: (client, _params, search) => {
    const filters = readFilters(search, PEOPLE_FILTER_KEYS);
    return client.prefetchQuery(creativesQueryOptions({ ...peopleList(filters), ...listRange(filters.page) }));
  },
  agencies: (client, _params, search) => {
    const filters = readFilters(search, AGENCIES_FILTER_KEYS);
    return client.prefetchQuery(agenciesQueryOptions({ ...agenciesList(filters), ...listRange(filters.page) }));
  },
  festivals: (client, _params, search) => {
    const filters = readFilters(search, FESTIVALS_FILTER_KEYS);
    return Promise.all([
      client.prefetchQuery(festivalsQueryOptions({ ...festivalsList(filters), ...listRange(filters.page) })),
      client.prefetchQuery(upcomingDeadlinesQueryOptions(UPCOMING_DEADLINES)),
    ]);
  },
  creative,
  creativeAlias: creative,
  festival: (client, { slug = '' }, search) =>
    Promise.all([
      client.prefetchQuery(festivalQueryOptions(slug)),
      // The winners section's year picker and first page (festival-winners.tsx).
      client.prefetchQuery(rankingYearsQueryOptions(slug)),
      client.prefetchQuery(festivalWinnersQueryOptions(slug, festivalWinnersPage(readFilters(search, WINNERS_FILTER_KEYS)))),
    ]),
  agency: async (client, { slug = '' }) => {
    // Its creatives are read by its name (agency-creatives.tsx), known once the agency is. A
    // failed read stays in the query's state for the page to show.
    const agency = await client.fetchQuery(agencyQueryOptions(slug)).catch(() => undefined);
    if (agency) await client.prefetchQuery(agencyCreativesQueryOptions(agency.name, { limit: AGENCY_CREATIVES_PAGE_SIZE, offset: 0 }));
  },
};

/** Fetches what the page at `pathname` reads in its first render, when it is known here. */
export async function prefetchPage(client: QueryClient, pathname: string, search: string): Promise<void> {
  const match = matchPage(pathname);
  if (match) await PREFETCHES[match.page]?.(client, match.params, search);
}

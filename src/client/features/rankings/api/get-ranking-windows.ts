import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RankingWindows } from '@shared/schemas/ranking';
import { useHydrated } from '../../../app/render-env';
import { apiGet } from '../../../lib/api-client';
import { rankingKeys } from './query-keys';

export function getRankingWindows(signal?: AbortSignal): Promise<RankingWindows> {
  return apiGet<RankingWindows>('/api/rankings/windows', {}, signal);
}

export function rankingWindowsQueryOptions() {
  return queryOptions({
    queryKey: rankingKeys.windows(),
    queryFn: ({ signal }) => getRankingWindows(signal),
  });
}

/**
 * The festivals with counted awards: what the window picker offers once the page is live. Never
 * read by the server's render: the picker applies on change, which takes the app, and at 1M
 * creatives the list (500 festivals, 36 KB) was written into every rankings page's HTML and state.
 */
export function useRankingFestivals() {
  const hydrated = useHydrated();
  return useQuery({ ...rankingWindowsQueryOptions(), enabled: hydrated, select: (windows) => windows.festivals });
}

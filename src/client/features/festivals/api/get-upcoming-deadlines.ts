import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FestivalSummary } from '@shared/schemas/festival';
import { getFestivals } from './get-festivals';
import { festivalKeys } from './query-keys';

/**
 * The festivals whose registration closes next (spec: the 3 nearest future closes). Open ones
 * close from today on and upcoming ones after they open, so the nearest of both lists, each
 * sorted by close date, are the nearest overall.
 */
export async function getUpcomingDeadlines(limit: number, signal?: AbortSignal): Promise<FestivalSummary[]> {
  const [open, upcoming] = await Promise.all([
    getFestivals({ status: 'open', sort: 'deadline', limit }, signal),
    getFestivals({ status: 'upcoming', sort: 'deadline', limit }, signal),
  ]);
  return [...open.items, ...upcoming.items]
    .filter((festival) => festival.registrationCloseDate !== null)
    .sort((a, b) => (a.registrationCloseDate ?? '').localeCompare(b.registrationCloseDate ?? ''))
    .slice(0, limit);
}

export function upcomingDeadlinesQueryOptions(limit: number) {
  return queryOptions({
    queryKey: festivalKeys.upcomingDeadlines(limit),
    queryFn: ({ signal }) => getUpcomingDeadlines(limit, signal),
  });
}

export function useUpcomingDeadlines(limit: number) {
  return useQuery(upcomingDeadlinesQueryOptions(limit));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RankingWindows } from '@shared/schemas/ranking';
import { apiGet } from '../../../lib/api-client';
import { rankingKeys } from './query-keys';

export function getRankingWindows(festival: string | undefined, signal?: AbortSignal): Promise<RankingWindows> {
  return apiGet<RankingWindows>('/api/rankings/windows', { festival }, signal);
}

export function rankingWindowsQueryOptions(festival?: string) {
  return queryOptions({
    queryKey: rankingKeys.windows(festival),
    queryFn: ({ signal }) => getRankingWindows(festival, signal),
  });
}

/** The years with counted awards (of one festival, if given) and the festivals: what a window picker offers. */
export function useRankingWindows(festival?: string) {
  return useQuery(rankingWindowsQueryOptions(festival));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RankingYears } from '@shared/schemas/ranking';
import { apiGet } from '../../../lib/api-client';
import { rankingKeys } from './query-keys';

export function getRankingYears(festival: string | undefined, signal?: AbortSignal): Promise<RankingYears> {
  return apiGet<RankingYears>('/api/rankings/years', { festival }, signal);
}

export function rankingYearsQueryOptions(festival?: string) {
  return queryOptions({
    queryKey: rankingKeys.years(festival),
    queryFn: ({ signal }) => getRankingYears(festival, signal),
  });
}

/** The years with counted awards (of one festival, if given, with its name): a year picker's. */
export function useRankingYears(festival?: string) {
  return useQuery(rankingYearsQueryOptions(festival));
}

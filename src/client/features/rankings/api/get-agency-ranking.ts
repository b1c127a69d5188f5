import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AgencyRankingEntry, AgencyRankingQuery } from '@shared/schemas/ranking';
import { apiGetPage, type Page } from '../../../lib/api-client';
import { rankingKeys } from './query-keys';

export type AgencyRankingParams = Partial<AgencyRankingQuery>;

export function getAgencyRanking(params: AgencyRankingParams, signal?: AbortSignal): Promise<Page<AgencyRankingEntry>> {
  return apiGetPage<AgencyRankingEntry>('/api/rankings/agencies', params, signal);
}

export function agencyRankingQueryOptions(params: AgencyRankingParams) {
  return queryOptions({
    queryKey: rankingKeys.agencies(params),
    queryFn: ({ signal }) => getAgencyRanking(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** One page of the agencies ranked by the points won there, in a window. */
export function useAgencyRanking(params: AgencyRankingParams) {
  return useQuery(agencyRankingQueryOptions(params));
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CountryRankingEntry, CountryRankingQuery } from '@shared/schemas/ranking';
import { apiGet } from '../../../lib/api-client';
import { rankingKeys } from './query-keys';

export type CountryRankingParams = Partial<CountryRankingQuery>;

/** Every country with points in the window: a few hundred rows at most, so one request. */
export function getCountryRanking(params: CountryRankingParams, signal?: AbortSignal): Promise<CountryRankingEntry[]> {
  return apiGet<CountryRankingEntry[]>('/api/rankings/countries', params, signal);
}

export function countryRankingQueryOptions(params: CountryRankingParams) {
  return queryOptions({
    queryKey: rankingKeys.countries(params),
    queryFn: ({ signal }) => getCountryRanking(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCountryRanking(params: CountryRankingParams) {
  return useQuery(countryRankingQueryOptions(params));
}

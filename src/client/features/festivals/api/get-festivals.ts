import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FestivalListQuery, FestivalSummary } from '@shared/schemas/festival';
import { apiGetPage, type Page } from '../../../lib/api-client';
import { festivalKeys } from './query-keys';

export type FestivalListParams = Partial<FestivalListQuery>;

export function getFestivals(params: FestivalListParams, signal?: AbortSignal): Promise<Page<FestivalSummary>> {
  return apiGetPage<FestivalSummary>('/api/festivals', params, signal);
}

export function festivalsQueryOptions(params: FestivalListParams) {
  return queryOptions({
    queryKey: festivalKeys.list(params),
    queryFn: ({ signal }) => getFestivals(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useFestivals(params: FestivalListParams) {
  return useQuery(festivalsQueryOptions(params));
}

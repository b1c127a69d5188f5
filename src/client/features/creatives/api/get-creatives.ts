import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { CreativeListQuery, CreativeSummary } from '@shared/schemas/creative';
import { apiGetPage, type Page } from '../../../lib/api-client';
import { creativeKeys } from './query-keys';

export type CreativeListParams = Partial<CreativeListQuery>;

export function getCreatives(params: CreativeListParams, signal?: AbortSignal): Promise<Page<CreativeSummary>> {
  return apiGetPage<CreativeSummary>('/api/creatives', params, signal);
}

export function creativesQueryOptions(params: CreativeListParams) {
  return queryOptions({
    queryKey: creativeKeys.list(params),
    queryFn: ({ signal }) => getCreatives(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** One page of the ranking or of a filtered list (People). */
export function useCreatives(params: CreativeListParams) {
  return useQuery(creativesQueryOptions(params));
}

export function creativesInfiniteQueryOptions(params: Omit<CreativeListParams, 'offset'>, pageSize: number) {
  return infiniteQueryOptions({
    queryKey: creativeKeys.infinite({ ...params, limit: pageSize }),
    queryFn: ({ signal, pageParam }) => getCreatives({ ...params, limit: pageSize, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return loaded < lastPage.total && lastPage.items.length > 0 ? loaded : undefined;
    },
  });
}

/** The ranking read page by page ('Load more'): never the whole table. */
export function useCreativesInfinite(params: Omit<CreativeListParams, 'offset'>, pageSize: number) {
  return useInfiniteQuery(creativesInfiniteQueryOptions(params, pageSize));
}

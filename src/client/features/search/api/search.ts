import { queryOptions, useQuery } from '@tanstack/react-query';
import { SEARCH_MIN_LENGTH } from '@shared/constants';
import type { SearchResult } from '@shared/schemas/search';
import { apiGet } from '../../../lib/api-client';

export const searchKeys = {
  all: ['search'] as const,
  query: (q: string) => [...searchKeys.all, q] as const,
};

export async function search(q: string, signal?: AbortSignal): Promise<SearchResult> {
  try {
    return await apiGet<SearchResult>('/api/search', { q }, signal);
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new Error('Search failed', { cause: error });
  }
}

export function searchQueryOptions(q: string) {
  const trimmed = q.trim();
  return queryOptions({
    queryKey: searchKeys.query(trimmed),
    queryFn: ({ signal }) => search(trimmed, signal),
    enabled: trimmed.length >= SEARCH_MIN_LENGTH,
  });
}

/** Runs only for a trimmed query of at least 2 characters; debounce the input before. */
export function useSearch(q: string) {
  return useQuery(searchQueryOptions(q));
}

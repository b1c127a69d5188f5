import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@shared/schemas/festival';
import { apiGet } from '../../../lib/api-client';
import { festivalKeys } from '../../festivals/api/query-keys';

const CATEGORY_LIMIT = 100;

/** `GET /api/categories?festivalId=N`: the categories of one festival (for the award form). */
export function getFestivalCategories(festivalId: number, signal?: AbortSignal): Promise<Category[]> {
  return apiGet<Category[]>('/api/categories', { festivalId, limit: CATEGORY_LIMIT }, signal);
}

export function festivalCategoriesQueryOptions(festivalId: number) {
  return queryOptions({
    queryKey: festivalKeys.categories(festivalId),
    queryFn: ({ signal }) => getFestivalCategories(festivalId, signal),
  });
}

export function useFestivalCategories(festivalId: number | undefined) {
  return useQuery({ ...festivalCategoriesQueryOptions(festivalId ?? 0), enabled: Boolean(festivalId) });
}

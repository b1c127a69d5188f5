import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths';
import type { Festival } from '@shared/schemas/festival';
import { apiGet } from '../../../lib/api-client';
import { festivalKeys } from './query-keys';

export function getFestival(slug: string, signal?: AbortSignal): Promise<Festival> {
  return apiGet<Festival>(apiPaths.festival(slug), undefined, signal);
}

/** Runs only when there is a slug (spec section 7). */
export function festivalQueryOptions(slug: string | undefined) {
  return queryOptions({
    queryKey: festivalKeys.detail(slug ?? ''),
    queryFn: ({ signal }) => getFestival(slug ?? '', signal),
    enabled: Boolean(slug),
  });
}

/** One festival with all its categories; error is an ApiError (status 404 when unknown). */
export function useFestival(slug: string | undefined) {
  return useQuery(festivalQueryOptions(slug));
}

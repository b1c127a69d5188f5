import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths';
import type { Agency } from '@shared/schemas/agency';
import { apiGet } from '../../../lib/api-client';
import { agencyKeys } from './query-keys';

/** `/agency/{slug or id}`: the API looks agencies up by slug. */
export function getAgency(slug: string, signal?: AbortSignal): Promise<Agency> {
  return apiGet<Agency>(apiPaths.agency(slug), undefined, signal);
}

export function agencyQueryOptions(slug: string) {
  return queryOptions({
    queryKey: agencyKeys.detail(slug),
    queryFn: ({ signal }) => getAgency(slug, signal),
    enabled: slug.length > 0,
  });
}

/** One agency; error is an ApiError (status 404 when unknown). */
export function useAgency(slug: string) {
  return useQuery(agencyQueryOptions(slug));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths';
import type { Creative } from '@shared/schemas/creative';
import { parseCreativeParam } from '@shared/username';
import { apiGet } from '../../../lib/api-client';
import { creativeKeys } from './query-keys';

/** `/creative/{param}`: an id or a username, as `parseCreativeParam` tells. */
export function getCreative(param: string, signal?: AbortSignal): Promise<Creative> {
  return apiGet<Creative>(apiPaths.creative(parseCreativeParam(param)), undefined, signal);
}

export function creativeQueryOptions(param: string) {
  return queryOptions({
    queryKey: creativeKeys.detail(param),
    queryFn: ({ signal }) => getCreative(param, signal),
    enabled: param.length > 0,
  });
}

/** One creative with awards and projects; error is an ApiError (status 404 when unknown). */
export function useCreative(param: string) {
  return useQuery(creativeQueryOptions(param));
}

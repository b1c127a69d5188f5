import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Creative } from '@shared/schemas/creative';
import { apiGet } from '../../../lib/api-client';
import { creativeKeys } from './query-keys';

/** `/creative/{param}`: all digits is an id, anything else a username (DESIGN.md section 3). */
export function getCreative(param: string, signal?: AbortSignal): Promise<Creative> {
  const path = /^\d+$/.test(param)
    ? `/api/creatives/${param}`
    : `/api/creatives/username/${encodeURIComponent(param.toLowerCase())}`;
  return apiGet<Creative>(path, undefined, signal);
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

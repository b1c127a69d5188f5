import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Stats } from '@shared/schemas/stats';
import { apiGet } from '../../../lib/api-client';

export const statsKeys = {
  all: ['stats'] as const,
};

export function getStats(signal?: AbortSignal): Promise<Stats> {
  return apiGet<Stats>('/api/stats', undefined, signal);
}

export function statsQueryOptions() {
  return queryOptions({ queryKey: statsKeys.all, queryFn: ({ signal }) => getStats(signal) });
}

export function useStats() {
  return useQuery(statsQueryOptions());
}

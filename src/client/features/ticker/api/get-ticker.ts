import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TickerItem } from '@shared/schemas/ticker';
import { apiGet } from '../../../lib/api-client';

export type { TickerItem };

export const tickerKeys = {
  all: ['ticker'] as const,
};

export function getTicker(signal?: AbortSignal): Promise<TickerItem[]> {
  return apiGet<TickerItem[]>('/api/ticker', undefined, signal);
}

export function tickerQueryOptions() {
  return queryOptions({ queryKey: tickerKeys.all, queryFn: ({ signal }) => getTicker(signal) });
}

export function useTicker() {
  return useQuery(tickerQueryOptions());
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FestivalWinner, FestivalWinnersQuery } from '@shared/schemas/ranking';
import { apiGetPage, type Page } from '../../../lib/api-client';
import { festivalKeys } from './query-keys';

export type FestivalWinnersParams = Partial<FestivalWinnersQuery>;

export function getFestivalWinners(slug: string, params: FestivalWinnersParams, signal?: AbortSignal): Promise<Page<FestivalWinner>> {
  return apiGetPage<FestivalWinner>(`/api/festivals/${encodeURIComponent(slug)}/winners`, params, signal);
}

export function festivalWinnersQueryOptions(slug: string, params: FestivalWinnersParams) {
  return queryOptions({
    queryKey: festivalKeys.winners(slug, params),
    queryFn: ({ signal }) => getFestivalWinners(slug, params, signal),
    placeholderData: keepPreviousData,
  });
}

/** One page of a festival's counted awards of a year (the latest when none is given), best level first. */
export function useFestivalWinners(slug: string, params: FestivalWinnersParams) {
  return useQuery(festivalWinnersQueryOptions(slug, params));
}

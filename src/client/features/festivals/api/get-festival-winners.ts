import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FestivalWinner, FestivalWinnersQuery } from '@shared/schemas/ranking';
import { apiGetPage, type Page } from '../../../lib/api-client';
import { parsePage } from '../../../lib/use-url-filters';
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

/** A festival page's winners section: 20 a page, the year and page in the URL (`?year=&page=`). */
export const WINNERS_PAGE_SIZE = 20;
export const WINNERS_FILTER_KEYS = ['year', 'page'] as const;

/** The winners' page the URL's `year` and `page` name (the latest year when none is given). */
export function festivalWinnersPage(filters: { year: string; page: string }): FestivalWinnersParams {
  const page = parsePage(filters.page);
  return {
    year: /^\d{4}$/.test(filters.year) ? Number(filters.year) : undefined,
    limit: WINNERS_PAGE_SIZE,
    offset: (page - 1) * WINNERS_PAGE_SIZE,
  };
}

/** One page of a festival's counted awards of a year (the latest when none is given), best level first. */
export function useFestivalWinners(slug: string, params: FestivalWinnersParams) {
  return useQuery(festivalWinnersQueryOptions(slug, params));
}

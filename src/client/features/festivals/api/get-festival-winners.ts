import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { AWARD_TYPES, type AwardType } from '@shared/constants';
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

/** A festival page's winners section: 20 a page; the year, level, category and page in the URL. */
export const WINNERS_PAGE_SIZE = 20;
export const WINNERS_FILTER_KEYS = ['year', 'level', 'category', 'page'] as const;

const isAwardType = (value: string): value is AwardType => (AWARD_TYPES as readonly string[]).includes(value);

/** The winners' page the URL names (the latest year when none is given); a filter it cannot read is left out. */
export function festivalWinnersPage(filters: Record<(typeof WINNERS_FILTER_KEYS)[number], string>): FestivalWinnersParams {
  const page = parsePage(filters.page);
  return {
    year: /^\d{4}$/.test(filters.year) ? Number(filters.year) : undefined,
    type: isAwardType(filters.level) ? filters.level : undefined,
    category: /^[1-9]\d{0,8}$/.test(filters.category) ? Number(filters.category) : undefined,
    limit: WINNERS_PAGE_SIZE,
    offset: (page - 1) * WINNERS_PAGE_SIZE,
  };
}

/** One page of a festival's counted awards of a year (the latest when none is given), best level first. */
export function useFestivalWinners(slug: string, params: FestivalWinnersParams) {
  return useQuery(festivalWinnersQueryOptions(slug, params));
}

import { AWARD_YEAR_MIN } from '@shared/constants';
import type { RankingWindowQuery } from '@shared/schemas/ranking';

/** The URL query parameters of a ranking window (`/rankings/agencies?year=2025&festival=cannes-lions`). */
export const RANKING_WINDOW_KEYS = ['year', 'festival'] as const;

/**
 * The window the URL's values name: a year only when it is one the API accepts (anything else
 * is all time), the festival's slug as given (the picker drops one the API does not know).
 */
export function parseRankingWindow(values: { year: string; festival: string }): RankingWindowQuery {
  const year = /^\d{4}$/.test(values.year) ? Number(values.year) : undefined;
  const festival = values.festival.trim();
  return {
    ...(year !== undefined && year >= AWARD_YEAR_MIN ? { year } : {}),
    ...(festival ? { festival } : {}),
  };
}

/** `?year=…&festival=…` for links that keep the window (the tabs), '' for all time. */
export function rankingWindowSearch(window: RankingWindowQuery): string {
  const search = new URLSearchParams();
  if (window.year !== undefined) search.set('year', String(window.year));
  if (window.festival) search.set('festival', window.festival);
  const query = search.toString();
  return query ? `?${query}` : '';
}

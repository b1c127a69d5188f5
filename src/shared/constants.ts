// Business constants of the product spec (section 9) and DESIGN.md section 3.

export const AWARD_TYPES = ['grand_prix', 'gold', 'silver', 'bronze', 'shortlist'] as const;
export type AwardType = (typeof AWARD_TYPES)[number];

export const AWARD_POINTS: Record<AwardType, number> = {
  grand_prix: 500,
  gold: 300,
  silver: 200,
  bronze: 100,
  shortlist: 50,
};

export function awardPoints(type: AwardType): number {
  return AWARD_POINTS[type];
}

export const DISCIPLINES = ['advertising', 'digital', 'film', 'design'] as const;
export type Discipline = (typeof DISCIPLINES)[number];

// Stable keys; the spec's Spanish choices are their `es` labels (src/client/i18n).
export const SPECIALTIES = [
  'creative_director',
  'visual_designer',
  'art_director',
  'copywriter',
  'creative_strategist',
  'digital_art_director',
  'producer',
  'director',
] as const;
export type Specialty = (typeof SPECIALTIES)[number];

export const AGENCY_SIZES = ['1-50', '51-200', '201-1000', '1000+'] as const;
export type AgencySize = (typeof AGENCY_SIZES)[number];

/** Inclusive employee bounds of each size filter; `null` means unbounded. */
export const AGENCY_SIZE_RANGES: Record<AgencySize, readonly [number, number | null]> = {
  '1-50': [1, 50],
  '51-200': [51, 200],
  '201-1000': [201, 1000],
  '1000+': [1001, null],
};

export const FESTIVAL_STATUSES = ['open', 'upcoming', 'closed', 'unknown'] as const;
export type FestivalStatus = (typeof FESTIVAL_STATUSES)[number];

export const PAGE_LIMIT_DEFAULT = 50;
export const PAGE_LIMIT_MAX = 100;
export const SEARCH_MIN_LENGTH = 2;

/**
 * The most a people list filtered by a name counts (docs/decisions/0003-search.md): its total is
 * then "at least this many", shown as "1,000+".
 */
export const TEXT_FILTER_COUNT_CAP = 1_000;
export const SEARCH_RESULTS_PER_SECTION = 5;
export const SEARCH_DEBOUNCE_MS = 300;
export const TICKER_INTERVAL_MS = 4000;
export const TICKER_ITEMS = 8;
export const PASSWORD_MIN_LENGTH = 6;
export const PEOPLE_PAGE_SIZE = 12;
export const MAX_PAGE_BUTTONS = 5;
export const DASHBOARD_AWARDS = 5;
export const PODIUM_SIZE = 3;
export const UPCOMING_DEADLINES = 3;
export const CARD_PREVIEW_ITEMS = 3;
export const PROJECT_BADGE_CAP = 12;
export const STATS_FALLBACK = { totalCreatives: 10, totalAwards: 53, totalCountries: 9, totalFestivals: 12 } as const;
export const AWARD_YEAR_MIN = 1900;

/** The latest year an award can have: the current year, in UTC like every date here. */
export function latestAwardYear(now: Date): number {
  return now.getUTCFullYear();
}
export const DEFAULT_CURRENCY = 'USD';

/** The response header of a list's total row count (the body is the page's array). */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

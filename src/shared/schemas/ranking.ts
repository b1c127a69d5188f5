import { z } from 'zod';
import { AWARD_TYPES, AWARD_YEAR_MIN } from '../constants';
import { countryInputSchema, exportLimitSchema, paginationQuerySchema, queryInt } from './common';
import { awardSchema } from './award';
import { INT4_MAX, safeText } from './safe-input';

/**
 * The window a ranking counts awards in (issue 12): all time when both are absent, one
 * calendar year, one festival over all its years, or one festival's edition of a year. The
 * rank change compares with the same window a year earlier (for a year: the year before; for
 * all time and a festival alone: the awards of the years before the current one).
 */
export const rankingWindowQuerySchema = z.object({
  year: queryInt('year must be a whole number')
    .pipe(z.number().int().min(AWARD_YEAR_MIN, `year must be ${AWARD_YEAR_MIN} or later`).max(9999, 'year must be at most 9999'))
    .optional(),
  /** A festival's slug; an unknown one is a 400 naming `festival`. */
  festival: safeText('festival').trim().min(1, 'festival must not be empty').max(200, 'festival must be at most 200 characters').optional(),
});
export type RankingWindowQuery = z.infer<typeof rankingWindowQuerySchema>;

/** Awards per level, as every ranking row counts them (they add up to the row's `awards`). */
export const levelCountsSchema = z.object({
  grandPrix: z.number().int(),
  gold: z.number().int(),
  silver: z.number().int(),
  bronze: z.number().int(),
  shortlist: z.number().int(),
});
export type LevelCounts = z.infer<typeof levelCountsSchema>;

/** Rank (ties share: 1, 2, 2, 4) and places gained (+) or lost (-); null change = new in the window. */
const rankedSchema = z.object({
  rank: z.number().int(),
  rankChange: z.number().int().nullable(),
});

export const agencyRankingQuerySchema = paginationQuerySchema.extend(rankingWindowQuerySchema.shape).extend({
  /** The agency's headquarters country. */
  country: countryInputSchema.optional(),
});
export type AgencyRankingQuery = z.infer<typeof agencyRankingQuerySchema>;

/** `GET /api/rankings/agencies.csv`: the ranking's window and filter; the whole list from `offset` unless `limit`. */
export const agencyRankingExportQuerySchema = agencyRankingQuerySchema.extend({ limit: exportLimitSchema });
export type AgencyRankingExportQuery = z.infer<typeof agencyRankingExportQuerySchema>;

/** `GET /api/rankings/agencies`: agencies by the points of the awards won there, in the window. */
export const agencyRankingEntrySchema = rankedSchema.extend({
  agency: z.object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    logo: z.string().nullable(),
    headquarters: z.string().nullable(),
  }),
  points: z.number().int(),
  awards: z.number().int(),
  levels: levelCountsSchema,
  /** Creatives with at least one counted award at the agency in the window. */
  creatives: z.number().int(),
});
export type AgencyRankingEntry = z.infer<typeof agencyRankingEntrySchema>;

export const countryRankingQuerySchema = rankingWindowQuerySchema;
export type CountryRankingQuery = z.infer<typeof countryRankingQuerySchema>;

/** `GET /api/rankings/countries`: every country with points in the window (creatives' countries). */
export const countryRankingEntrySchema = rankedSchema.extend({
  countryCode: z.string(),
  country: z.string(),
  points: z.number().int(),
  awards: z.number().int(),
  creatives: z.number().int(),
  topCreative: z.object({ id: z.number().int(), name: z.string(), username: z.string(), points: z.number().int() }).nullable(),
  topAgency: z.object({ id: z.number().int(), slug: z.string(), name: z.string(), points: z.number().int() }).nullable(),
});
export type CountryRankingEntry = z.infer<typeof countryRankingEntrySchema>;

const windowFestivalSchema = z.object({ slug: z.string(), name: z.string() });

/** `GET /api/rankings/windows`: what the window picker offers. */
export const rankingWindowsSchema = z.object({
  /** Years with at least one counted award, newest first. */
  years: z.array(z.number().int()),
  festivals: z.array(windowFestivalSchema),
});
export type RankingWindows = z.infer<typeof rankingWindowsSchema>;

/** `GET /api/rankings/years`: the years of the windows (of a festival), without the festivals' list. */
export const rankingYearsSchema = z.object({
  years: rankingWindowsSchema.shape.years,
  /** The festival asked for, or null for all festivals. */
  festival: windowFestivalSchema.nullable(),
});
export type RankingYears = z.infer<typeof rankingYearsSchema>;

export const rankingWindowsQuerySchema = z.object({
  /** Only the years this festival has counted awards in. */
  festival: rankingWindowQuerySchema.shape.festival,
});

/** `GET /api/festivals/{slug}/winners`: the festival's counted awards of one year, best level first. */
export const festivalWinnersQuerySchema = paginationQuerySchema.extend({
  /** Default: the latest year the festival has counted awards in. */
  year: rankingWindowQuerySchema.shape.year,
  /** One award level only. */
  type: z.enum(AWARD_TYPES, { error: `type must be one of ${AWARD_TYPES.join(', ')}` }).optional(),
  /** One of the festival's categories only, by id (another festival's answers nothing). */
  category: queryInt('category must be a whole number')
    .pipe(z.number().int().min(1, 'category must be 1 or more').max(INT4_MAX, `category must be at most ${INT4_MAX}`))
    .optional(),
});
export type FestivalWinnersQuery = z.infer<typeof festivalWinnersQuerySchema>;

export const festivalWinnerSchema = awardSchema
  .pick({ id: true, title: true, year: true, type: true, points: true, category: true })
  .extend({
    /** The agency credited with the award (awards.agency_id). */
    agency: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }).nullable(),
    creative: z.object({ id: z.number().int(), name: z.string(), username: z.string(), countryCode: z.string().nullable() }),
  });
export type FestivalWinner = z.infer<typeof festivalWinnerSchema>;

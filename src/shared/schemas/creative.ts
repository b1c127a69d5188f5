import { z } from 'zod';
import { DISCIPLINES, SPECIALTIES } from '../constants';
import { awardSchema } from './award';
import { countryInputSchema, exportLimitSchema, paginationQuerySchema, searchTextSchema } from './common';
import { rankingWindowQuerySchema } from './ranking';

export const creativeSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  countryCode: z.string().nullable(),
  country: z.string().nullable(),
  agency: z.string().nullable(),
  agencySlug: z.string().nullable(),
  specialty: z.enum(SPECIALTIES).nullable(),
  discipline: z.enum(DISCIPLINES).nullable(),
  avatar: z.string().nullable(),
  verified: z.boolean(),
  totalPoints: z.number().int(),
  totalAwards: z.number().int(),
  /** Points and counted awards in the list's ranking window (rankingWindowQuerySchema); the totals for all time. */
  windowPoints: z.number().int(),
  windowAwards: z.number().int(),
  /**
   * Position in the ranking of the list's window (all time by default), whatever the list's
   * filters; ties share a rank (1, 2, 2, 4). Null without points in the window: unranked.
   */
  rank: z.number().int().nullable(),
  /** Places gained (+) or lost (-) against the same window a year earlier; null = new, or unranked now. */
  rankChange: z.number().int().nullable(),
});
export type CreativeSummary = z.infer<typeof creativeSummarySchema>;

export const projectSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  client: z.string().nullable(),
  category: z.string().nullable(),
  award: z.string().nullable(),
  year: z.number().int().nullable(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  metrics: z.object({
    reach: z.string().nullable(),
    engagement: z.string().nullable(),
    conversion: z.string().nullable(),
  }),
});
export type Project = z.infer<typeof projectSchema>;

export const creativeSchema = creativeSummarySchema.extend({
  bio: z.string().nullable(),
  website: z.string().nullable(),
  linkedin: z.string().nullable(),
  portfolio: z.string().nullable(),
  /** A signed-in user owns the profile (the spec's `userId` present). */
  claimed: z.boolean(),
  yearsExperience: z.number().int().nullable(),
  countriesWorked: z.number().int().nullable(),
  teamSizeLed: z.number().int().nullable(),
  awards: z.array(awardSchema),
  projects: z.array(projectSchema),
});
export type Creative = z.infer<typeof creativeSchema>;

export const CREATIVE_SORTS = ['points', 'awards', 'name', 'newest'] as const;

/** With a window (`year`, `festival`), the list holds the creatives with counted awards in it. */
export const creativeListQuerySchema = paginationQuerySchema.extend(rankingWindowQuerySchema.shape).extend({
  q: searchTextSchema,
  country: countryInputSchema.optional(),
  category: z.enum(DISCIPLINES, { error: `category must be one of ${DISCIPLINES.join(', ')}` }).optional(),
  sort: z.enum(CREATIVE_SORTS, { error: `sort must be one of ${CREATIVE_SORTS.join(', ')}` }).default('points'),
});
export type CreativeListQuery = z.infer<typeof creativeListQuerySchema>;

/**
 * `GET /api/creatives.csv`: the list's filters, sort and window; `offset` and `limit` are the
 * rows (as in the JSON list, but with no upper bound: without `limit`, the whole list from `offset`).
 */
export const creativeExportQuerySchema = creativeListQuerySchema.extend({ limit: exportLimitSchema });
export type CreativeExportQuery = z.infer<typeof creativeExportQuerySchema>;

/** The export's columns: the JSON list's fields, in its order. */
export const CREATIVE_CSV_COLUMNS = Object.keys(creativeSummarySchema.shape) as (keyof CreativeSummary)[];

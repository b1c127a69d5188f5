import { z } from 'zod';
import { AGENCY_SIZES } from '../constants';
import { countryInputSchema, paginationQuerySchema, searchTextSchema } from './common';

export const agencySummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  logo: z.string().nullable(),
  headquarters: z.string().nullable(),
  headquartersCountryCode: z.string().nullable(),
  countryCodes: z.array(z.string()),
  /** English names of `countryCodes`, same order. */
  countries: z.array(z.string()),
  employees: z.number().int().nullable(),
  founded: z.number().int().nullable(),
  totalAwards: z.number().int(),
  grandPrixAwards: z.number().int(),
  goldAwards: z.number().int(),
  silverAwards: z.number().int(),
  bronzeAwards: z.number().int(),
  /** The rest of `totalAwards`: the five award types add up to it. */
  shortlistAwards: z.number().int(),
  specialties: z.array(z.string()),
  verified: z.boolean(),
});
export type AgencySummary = z.infer<typeof agencySummarySchema>;

export const portfolioItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  year: z.number().int().nullable(),
  client: z.string().nullable(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  awards: z.array(z.string()),
});

export const agencySchema = agencySummarySchema.extend({
  description: z.string().nullable(),
  website: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  clients: z.array(z.string()),
  portfolio: z.array(portfolioItemSchema),
  claimed: z.boolean(),
  /** The agency's all-time place in GET /api/rankings/agencies; null rank: no points yet. */
  totalPoints: z.number().int(),
  rank: z.number().int().nullable(),
  rankChange: z.number().int().nullable(),
});
export type Agency = z.infer<typeof agencySchema>;

export const AGENCY_SORTS = ['awards', 'name', 'size'] as const;

export const agencyListQuerySchema = paginationQuerySchema.extend({
  q: searchTextSchema,
  country: countryInputSchema.optional(),
  size: z.enum(AGENCY_SIZES, { error: `size must be one of ${AGENCY_SIZES.join(', ')}` }).optional(),
  sort: z.enum(AGENCY_SORTS, { error: `sort must be one of ${AGENCY_SORTS.join(', ')}` }).default('awards'),
});
export type AgencyListQuery = z.infer<typeof agencyListQuerySchema>;

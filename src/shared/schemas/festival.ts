import { z } from 'zod';
import { FESTIVAL_STATUSES } from '../constants';
import { countryInputSchema, paginationQuerySchema, searchTextSchema } from './common';

const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .nullable();

export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  festivalId: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;

export const festivalSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  shortName: z.string().nullable(),
  slug: z.string(),
  countryCode: z.string().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  logo: z.string().nullable(),
  banner: z.string().nullable(),
  prestige: z.number().int().min(1).max(5),
  registrationOpenDate: isoDateSchema,
  registrationCloseDate: isoDateSchema,
  earlyBirdDeadline: isoDateSchema,
  eventStartDate: isoDateSchema,
  eventEndDate: isoDateSchema,
  entryFee: z.number().nullable(),
  earlyBirdFee: z.number().nullable(),
  currency: z.string(),
  status: z.enum(FESTIVAL_STATUSES),
  categoryCount: z.number().int(),
  /** The first categories by name, for cards ("3 plus +N more"). */
  categories: z.array(categorySchema.pick({ id: true, name: true })),
});
export type FestivalSummary = z.infer<typeof festivalSummarySchema>;

export const festivalSchema = festivalSummarySchema.extend({
  description: z.string().nullable(),
  venue: z.string().nullable(),
  website: z.string().nullable(),
  contactEmail: z.string().nullable(),
  expectedEntries: z.number().int().nullable(),
  judgesPanelSize: z.number().int().nullable(),
  /** All categories of the festival. */
  categories: z.array(categorySchema.pick({ id: true, name: true })),
});
export type Festival = z.infer<typeof festivalSchema>;

export const FESTIVAL_SORTS = ['prestige', 'deadline', 'name'] as const;

export const festivalListQuerySchema = paginationQuerySchema.extend({
  q: searchTextSchema,
  country: countryInputSchema.optional(),
  status: z.enum(FESTIVAL_STATUSES, { error: `status must be one of ${FESTIVAL_STATUSES.join(', ')}` }).optional(),
  sort: z.enum(FESTIVAL_SORTS, { error: `sort must be one of ${FESTIVAL_SORTS.join(', ')}` }).default('prestige'),
});
export type FestivalListQuery = z.infer<typeof festivalListQuerySchema>;

export const categoryListQuerySchema = paginationQuerySchema.extend({
  festivalId: z
    .string()
    .regex(/^[1-9]\d{0,8}$/, 'festivalId must be a positive whole number')
    .transform(Number)
    .optional(),
});
export type CategoryListQuery = z.infer<typeof categoryListQuerySchema>;

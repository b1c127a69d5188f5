import { z } from 'zod';
import { AWARD_TYPES, AWARD_YEAR_MIN } from '../constants';

export const awardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  year: z.number().int(),
  type: z.enum(AWARD_TYPES),
  points: z.number().int(),
  verified: z.boolean(),
  festivalId: z.number().int(),
  categoryId: z.number().int(),
  festival: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  category: z.object({ id: z.number().int(), name: z.string() }),
});
export type Award = z.infer<typeof awardSchema>;

/** The owner's view of an award: with its moderation state. */
export const ownAwardSchema = awardSchema.extend({
  status: z.enum(['verified', 'pending', 'rejected']),
  rejectionReason: z.string().nullable(),
});
export type OwnAward = z.infer<typeof ownAwardSchema>;

/**
 * The add-award form and `POST /api/awards` (spec section 5). `points` may be sent but the
 * server computes them from the type; the year's upper bound is checked against the server's
 * clock.
 */
export const awardInputSchema = z.object({
  festivalId: z.number({ error: 'festivalId is required' }).int('festivalId must be a whole number').positive('festivalId is required'),
  categoryId: z.number({ error: 'categoryId is required' }).int('categoryId must be a whole number').positive('categoryId is required'),
  title: z.string({ error: 'title is required' }).trim().min(1, 'title is required').max(200, 'title must be at most 200 characters'),
  description: z
    .string()
    .trim()
    .max(2000, 'description must be at most 2000 characters')
    .transform((value) => value || null)
    .nullish(),
  year: z
    .number({ error: 'year must be a number' })
    .int('year must be a whole number')
    .min(AWARD_YEAR_MIN, `year must be ${AWARD_YEAR_MIN} or later`)
    .refine((year) => year <= new Date().getUTCFullYear() + 1, 'year cannot be in the future'),
  type: z.enum(AWARD_TYPES, { error: `type must be one of ${AWARD_TYPES.join(', ')}` }),
  points: z.number({ error: 'points must be a number' }).min(0, 'points must be 0 or more').optional(),
});
export type AwardInput = z.input<typeof awardInputSchema>;

import { z } from 'zod';
import { AWARD_TYPES, AWARD_YEAR_MIN } from '../constants';
import { INT4_MAX, intField, safeText } from './safe-input';

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
  /** The agency the creative was at when the award was won: it keeps the credit if they move. */
  agency: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }).nullable(),
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
 * server computes them from the type; the year's upper bound (`latestAwardYear`) is checked
 * against the server's clock, so tests can set it.
 */
export const awardInputSchema = z.object({
  festivalId: intField('festivalId'),
  categoryId: intField('categoryId'),
  title: safeText('title').trim().min(1, 'title is required').max(200, 'title must be at most 200 characters'),
  description: safeText('description', { multiline: true })
    .trim()
    .max(2000, 'description must be at most 2000 characters')
    .transform((value) => value || null)
    .nullish(),
  year: z
    .number({ error: 'year must be a number' })
    .int('year must be a whole number')
    .min(AWARD_YEAR_MIN, `year must be ${AWARD_YEAR_MIN} or later`),
  type: z.enum(AWARD_TYPES, { error: `type must be one of ${AWARD_TYPES.join(', ')}` }),
  points: intField('points', { min: 0, max: INT4_MAX }).optional(),
  /** Omitted: the creative's current agency; null: no agency. */
  agencyId: intField('agencyId').nullable().optional(),
});
export type AwardInput = z.input<typeof awardInputSchema>;

import { z } from 'zod';
import { AWARD_TYPES } from '../constants';

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

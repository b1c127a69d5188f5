import { z } from 'zod';
import { awardSchema } from './award';
import { safeText } from './safe-input';

export const moderationAwardSchema = awardSchema.extend({
  createdAt: z.string(),
  creative: z.object({ id: z.number().int(), name: z.string(), username: z.string() }),
  submittedBy: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
});
export type ModerationAward = z.infer<typeof moderationAwardSchema>;

export const decisionSchema = z
  .object({
    decision: z.enum(['approve', 'reject'], { error: 'decision must be approve or reject' }),
    reason: safeText('reason', { multiline: true })
      .trim()
      .max(1000, 'reason must be at most 1000 characters')
      .transform((value) => value || null)
      .nullish(),
  })
  .refine((value) => value.decision === 'approve' || Boolean(value.reason), {
    path: ['reason'],
    message: 'a reason is required to reject',
  });
export type Decision = z.input<typeof decisionSchema>;

import { z } from 'zod';
import { safeText } from './safe-input';

export const CLAIM_TARGETS = ['creative', 'agency'] as const;
export const CLAIM_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** The claim dialog and `POST /api/{creatives|agencies}/{id}/claim` (spec section 5). */
export const claimInputSchema = z.object({
  reason: safeText('reason', { multiline: true }).trim().min(1, 'reason is required').max(2000, 'reason must be at most 2000 characters'),
  contactInfo: safeText('contactInfo')
    .trim()
    .max(300, 'contactInfo must be at most 300 characters')
    .transform((value) => value || null)
    .nullish(),
});
export type ClaimInput = z.input<typeof claimInputSchema>;

export const claimSchema = z.object({
  id: z.number().int(),
  targetType: z.enum(CLAIM_TARGETS),
  targetId: z.number().int(),
  targetName: z.string(),
  status: z.enum(CLAIM_STATUSES),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  decisionReason: z.string().nullable(),
});
export type Claim = z.infer<typeof claimSchema>;

/** A claim as a moderator sees it: with the claimant and the evidence. */
export const moderationClaimSchema = claimSchema.extend({
  reason: z.string(),
  contactInfo: z.string().nullable(),
  claimant: z.object({ id: z.string(), name: z.string(), email: z.string(), emailVerified: z.boolean() }),
  targetSlug: z.string(),
});
export type ModerationClaim = z.infer<typeof moderationClaimSchema>;

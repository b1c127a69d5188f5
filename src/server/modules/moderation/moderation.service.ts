import type { ModerationAward } from '../../../shared/schemas/moderation';
import type { Database, Executor } from '../../db/client';
import { transaction } from '../../db/transaction';
import { ConflictError, NotFoundError } from '../../errors';
import { countVerifiedAward } from '../../ranking/ranking.repository';
import { toAward } from '../creatives/creative.service';
import * as repo from './moderation.repository';

export async function listPendingAwards(db: Executor, page: { limit: number; offset: number }) {
  const { rows, total } = await repo.pendingAwards(db, page);
  const items: ModerationAward[] = rows.map((row) => ({
    ...toAward(row),
    createdAt: row.createdAt.toISOString(),
    creative: { id: row.creativeId, name: row.creativeName, username: row.creativeUsername },
    submittedBy: row.submitterId ? { id: row.submitterId, name: row.submitterName!, email: row.submitterEmail! } : null,
  }));
  return { items, total };
}

/**
 * A moderator verifies or rejects a pending award, or rejects one verified before (found wrong).
 * Verifying counts it, rejecting a verified one takes it back: the creative's points, awards and
 * rank, its ranking windows and its agency's counts change in the same transaction (the creative
 * and the all-time buckets first, then the award, whose trigger writes the windows: every writer
 * takes the shared rows in that order).
 */
export async function decideOnAward(
  db: Database,
  moderatorId: string,
  awardId: number,
  decision: { decision: 'approve' | 'reject'; reason?: string | null },
  now: Date,
): Promise<void> {
  await transaction(db, async (tx) => {
    const award = await repo.lockAward(tx, awardId);
    if (!award) throw new NotFoundError(`Award ${awardId} not found`);
    const approve = decision.decision === 'approve';
    const pending = !award.verified && !award.reviewedAt;
    if (approve ? !pending : !pending && !award.verified) throw new ConflictError('This award was already reviewed');
    if (approve || award.verified) await countVerifiedAward(tx, award, approve ? 1 : -1);
    await repo.reviewAward(tx, awardId, {
      verified: approve,
      reviewedBy: moderatorId,
      at: now,
      reason: approve ? null : (decision.reason ?? null),
    });
  });
}

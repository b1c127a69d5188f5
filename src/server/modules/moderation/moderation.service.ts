import type { ModerationAward } from '../../../shared/schemas/moderation';
import type { Database, Executor } from '../../db/client';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors';
import { countVerifiedAward } from '../rankings/ranking.repository';
import * as repo from './moderation.repository';

export async function listPendingAwards(db: Executor, page: { limit: number; offset: number }) {
  const { rows, total } = await repo.pendingAwards(db, page);
  const items: ModerationAward[] = rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    year: row.year,
    type: row.type,
    points: row.points,
    verified: row.verified,
    festivalId: row.festivalId,
    categoryId: row.categoryId,
    festival: { id: row.festivalId, name: row.festivalName, slug: row.festivalSlug },
    category: { id: row.categoryId, name: row.categoryName },
    createdAt: row.createdAt.toISOString(),
    creative: { id: row.creativeId, name: row.creativeName, username: row.creativeUsername },
    submittedBy: row.submitterId ? { id: row.submitterId, name: row.submitterName!, email: row.submitterEmail! } : null,
  }));
  return { items, total };
}

/**
 * A moderator verifies or rejects a pending award. Verifying counts it: the creative's points,
 * awards and rank, and its agency's counts change in the same transaction.
 */
export async function decideOnAward(
  db: Database,
  moderatorId: string,
  awardId: number,
  decision: { decision: 'approve' | 'reject'; reason?: string | null },
  now: Date,
): Promise<void> {
  if (decision.decision === 'reject' && !decision.reason) {
    throw new BadRequestError('Invalid field "reason": a reason is required to reject', [{ path: 'reason', message: 'a reason is required to reject' }]);
  }
  await db.transaction(async (tx) => {
    const award = await repo.lockAward(tx, awardId);
    if (!award) throw new NotFoundError(`Award ${awardId} not found`);
    if (award.verified || award.reviewedAt) throw new ConflictError('This award was already reviewed');
    const approve = decision.decision === 'approve';
    await repo.reviewAward(tx, awardId, { verified: approve, reviewedBy: moderatorId, at: now, reason: approve ? null : decision.reason ?? null });
    if (approve) await countVerifiedAward(tx, award);
  });
}

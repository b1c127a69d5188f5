import type { Claim, ModerationClaim } from '../../../shared/schemas/claim';
import type { Database, Executor } from '../../db/client';
import { transaction } from '../../db/transaction';
import { ConflictError, NotFoundError } from '../../errors';
import type { SessionUser } from '../../plugins/auth';
import { findCreativeOwnedBy } from '../profiles/profile.repository';
import { emailMatchesWebsite } from './domain-match';
import * as repo from './claim.repository';

type ClaimRow = Awaited<ReturnType<typeof repo.claimsOfUser>>[number];

function toClaim(row: ClaimRow): Claim {
  const isCreative = row.targetType === 'creative';
  return {
    id: row.id,
    targetType: row.targetType,
    targetId: (isCreative ? row.creativeId : row.agencyId)!,
    targetName: (isCreative ? row.creativeName : row.agencyName) ?? '',
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    decisionReason: row.decisionReason,
  };
}

/** A creative can have one owner, and a user one creative profile. */
async function assertCanOwn(tx: Executor, target: repo.ClaimTarget, userId: string) {
  if (target.type === 'creative' && (await findCreativeOwnedBy(tx, userId))) {
    throw new ConflictError('You already have a creative profile');
  }
}

/**
 * A claim request on an unclaimed profile. It waits for a moderator, except an agency claim by
 * a verified email at the agency's own domain, which is approved at once.
 */
export async function claimProfile(
  db: Database,
  user: SessionUser,
  target: repo.ClaimTarget,
  input: { reason: string; contactInfo?: string | null },
  now: Date,
): Promise<Claim> {
  const claimId = await transaction(db, async (tx) => {
    // Lock order, here and in decideOnClaim: the profile, then its claims.
    const profile = await repo.lockTarget(tx, target);
    if (!profile) throw new NotFoundError(`${target.type === 'creative' ? 'Creative' : 'Agency'} ${target.id} not found`);
    if (profile.userId !== null) throw new ConflictError('This profile is already claimed');
    if (await repo.hasOpenClaim(tx, user.id, target)) throw new ConflictError('You already have a pending claim for this profile');
    await assertCanOwn(tx, target, user.id);
    const claim = await repo.insertClaim(tx, { target, userId: user.id, reason: input.reason, contactInfo: input.contactInfo ?? null });
    if (target.type === 'agency' && user.emailVerified && emailMatchesWebsite(user.email, profile.website)) {
      await repo.setOwner(tx, target, user.id);
      await repo.decideClaim(tx, claim.id, {
        status: 'approved',
        reviewedBy: null,
        reason: "Approved automatically: verified email at the agency's domain",
        at: now,
      });
      await repo.rejectOtherOpenClaims(tx, target, claim.id, now);
    }
    return claim.id;
  });
  const claims = await repo.claimsOfUser(db, user.id);
  return toClaim(claims.find((row) => row.id === claimId)!);
}

export async function listOwnClaims(db: Executor, userId: string): Promise<Claim[]> {
  return (await repo.claimsOfUser(db, userId)).map(toClaim);
}

export async function listPendingClaims(db: Executor, page: { limit: number; offset: number }) {
  const { rows, total } = await repo.pendingClaims(db, page);
  const items: ModerationClaim[] = rows.map((row) => ({
    ...toClaim(row),
    reason: row.reason,
    contactInfo: row.contactInfo,
    claimant: { id: row.userId, name: row.claimantName, email: row.claimantEmail, emailVerified: row.claimantEmailVerified },
    targetSlug: (row.targetType === 'creative' ? row.creativeSlug : row.agencySlug) ?? '',
  }));
  return { items, total };
}

/** A moderator's decision on a pending claim; approving makes the claimant the owner. */
export async function decideOnClaim(
  db: Database,
  moderatorId: string,
  claimId: number,
  decision: { decision: 'approve' | 'reject'; reason?: string | null },
  now: Date,
): Promise<void> {
  await transaction(db, async (tx) => {
    const found = await repo.findClaim(tx, claimId);
    if (!found) throw new NotFoundError(`Claim ${claimId} not found`);
    const target: repo.ClaimTarget =
      found.targetType === 'creative' ? { type: 'creative', id: found.creativeId! } : { type: 'agency', id: found.agencyId! };
    // The profile first, then the claim: approving one claim rejects the profile's other open
    // claims, so moderators deciding on claims of one profile at once queue on the profile
    // instead of each holding a claim the winner must update (a deadlock).
    const profile = await repo.lockTarget(tx, target);
    const claim = await repo.lockClaim(tx, claimId);
    if (!claim) throw new NotFoundError(`Claim ${claimId} not found`);
    if (claim.status !== 'pending') throw new ConflictError(`This claim was already ${claim.status}`);
    if (decision.decision === 'approve') {
      if (!profile) throw new NotFoundError('The claimed profile no longer exists');
      if (profile.userId !== null) throw new ConflictError('This profile is already claimed');
      await assertCanOwn(tx, target, claim.userId);
      await repo.setOwner(tx, target, claim.userId);
      await repo.decideClaim(tx, claimId, { status: 'approved', reviewedBy: moderatorId, reason: decision.reason ?? null, at: now });
      await repo.rejectOtherOpenClaims(tx, target, claimId, now);
    } else {
      await repo.decideClaim(tx, claimId, { status: 'rejected', reviewedBy: moderatorId, reason: decision.reason ?? null, at: now });
    }
  });
}

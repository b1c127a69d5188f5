import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { agencies, claimRequests, creatives, users } from '../../db/schema';

export type ClaimTarget = { type: 'creative'; id: number } | { type: 'agency'; id: number };

const targetColumn = (target: ClaimTarget) => (target.type === 'creative' ? claimRequests.creativeId : claimRequests.agencyId);

/** The profile being claimed, locked until the transaction ends. */
export async function lockTarget(db: Executor, target: ClaimTarget) {
  if (target.type === 'creative') {
    const [row] = await db
      .select({
        id: creatives.id,
        name: creatives.name,
        slug: creatives.username,
        userId: creatives.userId,
        website: sql<string | null>`null`,
      })
      .from(creatives)
      .where(eq(creatives.id, target.id))
      .for('update');
    return row;
  }
  const [row] = await db
    .select({ id: agencies.id, name: agencies.name, slug: agencies.slug, userId: agencies.userId, website: agencies.website })
    .from(agencies)
    .where(eq(agencies.id, target.id))
    .for('update');
  return row;
}

export async function hasOpenClaim(db: Executor, userId: string, target: ClaimTarget): Promise<boolean> {
  const [row] = await db
    .select({ id: claimRequests.id })
    .from(claimRequests)
    .where(and(eq(claimRequests.userId, userId), eq(targetColumn(target), target.id), eq(claimRequests.status, 'pending')));
  return row !== undefined;
}

export async function insertClaim(
  db: Executor,
  values: { target: ClaimTarget; userId: string; reason: string; contactInfo: string | null },
) {
  const [row] = await db
    .insert(claimRequests)
    .values({
      targetType: values.target.type,
      creativeId: values.target.type === 'creative' ? values.target.id : null,
      agencyId: values.target.type === 'agency' ? values.target.id : null,
      userId: values.userId,
      reason: values.reason,
      contactInfo: values.contactInfo,
    })
    .returning();
  return row!;
}

export async function setOwner(db: Executor, target: ClaimTarget, userId: string): Promise<void> {
  if (target.type === 'creative') await db.update(creatives).set({ userId }).where(eq(creatives.id, target.id));
  else await db.update(agencies).set({ userId }).where(eq(agencies.id, target.id));
}

export async function decideClaim(
  db: Executor,
  claimId: number,
  decision: { status: 'approved' | 'rejected'; reviewedBy: string | null; reason: string | null; at: Date },
) {
  await db
    .update(claimRequests)
    .set({ status: decision.status, reviewedBy: decision.reviewedBy, reviewedAt: decision.at, decisionReason: decision.reason })
    .where(eq(claimRequests.id, claimId));
}

/** Once a profile has its owner, the other open claims on it are answered. */
export async function rejectOtherOpenClaims(db: Executor, target: ClaimTarget, approvedId: number, at: Date) {
  await db
    .update(claimRequests)
    .set({ status: 'rejected', reviewedAt: at, decisionReason: 'Another claim for this profile was approved' })
    .where(and(eq(targetColumn(target), target.id), eq(claimRequests.status, 'pending'), sql`${claimRequests.id} <> ${approvedId}`));
}

const claimColumns = {
  id: claimRequests.id,
  targetType: claimRequests.targetType,
  creativeId: claimRequests.creativeId,
  agencyId: claimRequests.agencyId,
  status: claimRequests.status,
  reason: claimRequests.reason,
  contactInfo: claimRequests.contactInfo,
  createdAt: claimRequests.createdAt,
  reviewedAt: claimRequests.reviewedAt,
  decisionReason: claimRequests.decisionReason,
  userId: claimRequests.userId,
  creativeName: creatives.name,
  creativeSlug: creatives.username,
  agencyName: agencies.name,
  agencySlug: agencies.slug,
};

export async function claimsOfUser(db: Executor, userId: string) {
  return db
    .select(claimColumns)
    .from(claimRequests)
    .leftJoin(creatives, eq(creatives.id, claimRequests.creativeId))
    .leftJoin(agencies, eq(agencies.id, claimRequests.agencyId))
    .where(eq(claimRequests.userId, userId))
    .orderBy(desc(claimRequests.createdAt), desc(claimRequests.id))
    .limit(100);
}

export async function pendingClaims(db: Executor, page: { limit: number; offset: number }) {
  const where = eq(claimRequests.status, 'pending');
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...claimColumns, claimantName: users.name, claimantEmail: users.email, claimantEmailVerified: users.emailVerified })
      .from(claimRequests)
      .innerJoin(users, eq(users.id, claimRequests.userId))
      .leftJoin(creatives, eq(creatives.id, claimRequests.creativeId))
      .leftJoin(agencies, eq(agencies.id, claimRequests.agencyId))
      .where(where)
      .orderBy(claimRequests.createdAt, claimRequests.id)
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ value: sql<number>`count(*)::int` })
      .from(claimRequests)
      .where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** A claim as it is now, without locking it: to learn its target, which is locked first. */
export async function findClaim(db: Executor, claimId: number) {
  const [row] = await db.select().from(claimRequests).where(eq(claimRequests.id, claimId));
  return row;
}

export async function lockClaim(db: Executor, claimId: number) {
  const [row] = await db.select().from(claimRequests).where(eq(claimRequests.id, claimId)).for('update');
  return row;
}

import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { awardColumns } from '../creatives/creative.repository';
import { agencies, awards, categories, creatives, festivals, users } from '../../db/schema';

const pending = and(eq(awards.verified, false), isNull(awards.reviewedAt));

export async function pendingAwards(db: Executor, page: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ...awardColumns,
        createdAt: awards.createdAt,
        creativeId: creatives.id,
        creativeName: creatives.name,
        creativeUsername: creatives.username,
        submitterId: users.id,
        submitterName: users.name,
        submitterEmail: users.email,
      })
      .from(awards)
      .innerJoin(festivals, eq(festivals.id, awards.festivalId))
      .innerJoin(categories, eq(categories.id, awards.categoryId))
      .innerJoin(creatives, eq(creatives.id, awards.creativeId))
      .leftJoin(agencies, eq(agencies.id, awards.agencyId))
      .leftJoin(users, eq(users.id, awards.submittedBy))
      .where(pending)
      .orderBy(asc(awards.createdAt), asc(awards.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ value: sql<number>`count(*)::int` })
      .from(awards)
      .where(pending),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function lockAward(db: Executor, awardId: number) {
  const [row] = await db.select().from(awards).where(eq(awards.id, awardId)).for('update');
  return row;
}

export async function reviewAward(
  db: Executor,
  awardId: number,
  review: { verified: boolean; reviewedBy: string; at: Date; reason: string | null },
) {
  await db
    .update(awards)
    .set({ verified: review.verified, reviewedBy: review.reviewedBy, reviewedAt: review.at, rejectionReason: review.reason })
    .where(eq(awards.id, awardId));
}

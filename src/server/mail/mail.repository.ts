import { and, eq, gt, like, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { verifications } from '../db/schema';

/** Reset tokens better-auth issued to a user since `since` (its rows: `reset-password:<token>` → user id). */
export async function countResetRequests(db: Executor, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(verifications)
    .where(and(eq(verifications.value, userId), like(verifications.identifier, 'reset-password:%'), gt(verifications.createdAt, since)));
  return row?.count ?? 0;
}

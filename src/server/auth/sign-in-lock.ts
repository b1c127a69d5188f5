import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { signInFailures } from '../db/schema';

/**
 * Per-account sign-in limit. Limits per client address stop one machine; an attacker with many
 * addresses (or behind a proxy) is stopped here: after FAILURES_BEFORE_LOCK wrong passwords in a
 * row, the account refuses sign-in for LOCK_BASE_SECONDS, doubling with each further failure up
 * to LOCK_MAX_SECONDS. The lock is short and capped so that nobody can shut a victim out for
 * long, attempts during a lock are refused without counting, and a password reset clears it.
 * Unknown emails are counted the same way, so the answers say nothing about which accounts exist.
 */
export const FAILURES_BEFORE_LOCK = 5;
export const LOCK_BASE_SECONDS = 30;
export const LOCK_MAX_SECONDS = 15 * 60;
/** Failures older than this (since the last one) are forgotten. */
const FAILURE_MEMORY_SECONDS = 60 * 60;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function lockSeconds(failures: number): number {
  if (failures < FAILURES_BEFORE_LOCK) return 0;
  const doublings = Math.min(failures - FAILURES_BEFORE_LOCK, 20);
  return Math.min(LOCK_BASE_SECONDS * 2 ** doublings, LOCK_MAX_SECONDS);
}

/** Seconds until the account may try again; 0 when it is not locked. */
export async function signInLockedFor(db: Executor, email: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ lockedUntil: signInFailures.lockedUntil })
    .from(signInFailures)
    .where(eq(signInFailures.email, normalizeEmail(email)));
  const until = row?.lockedUntil?.getTime() ?? 0;
  return until > now.getTime() ? Math.ceil((until - now.getTime()) / 1000) : 0;
}

/** Counts a wrong password (one statement, so parallel attempts all count) and locks when due. */
export async function recordSignInFailure(db: Executor, email: string, now: Date): Promise<void> {
  const forgetBefore = new Date(now.getTime() - FAILURE_MEMORY_SECONDS * 1000);
  const [row] = await db
    .insert(signInFailures)
    .values({ email: normalizeEmail(email), failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: signInFailures.email,
      set: {
        failures: sql`case when ${signInFailures.lastFailureAt} < ${forgetBefore.toISOString()}::timestamptz then 1 else ${signInFailures.failures} + 1 end`,
        lastFailureAt: now,
      },
    })
    .returning({ failures: signInFailures.failures });
  const seconds = lockSeconds(row?.failures ?? 0);
  if (seconds > 0) {
    await db
      .update(signInFailures)
      .set({ lockedUntil: new Date(now.getTime() + seconds * 1000) })
      .where(eq(signInFailures.email, normalizeEmail(email)));
  }
}

/** Forgets an account's failures: after a successful sign-in and after a password reset. */
export async function clearSignInFailures(db: Executor, email: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.email, normalizeEmail(email)));
}

import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accounts, creatives, sessions, users } from '../../db/schema';

export async function providersOfUser(db: Executor, userId: string) {
  return db.select({ providerId: accounts.providerId }).from(accounts).where(eq(accounts.userId, userId));
}

export async function lastSessionStart(db: Executor, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt))
    .limit(1);
  return row?.createdAt ?? null;
}

export async function creativeIdOfUser(db: Executor, userId: string): Promise<number | null> {
  const [row] = await db.select({ id: creatives.id }).from(creatives).where(eq(creatives.userId, userId));
  return row?.id ?? null;
}

/** Gives (or takes) the moderator role by email; returns how many accounts changed. */
export async function setRoleByEmail(db: Executor, emails: string[], role: 'user' | 'moderator'): Promise<number> {
  if (emails.length === 0) return 0;
  const rows = await db
    .update(users)
    .set({ role })
    .where(
      inArray(
        sql`lower(${users.email})`,
        emails.map((email) => email.toLowerCase()),
      ),
    )
    .returning({ id: users.id });
  return rows.length;
}

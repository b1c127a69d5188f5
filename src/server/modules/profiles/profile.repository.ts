import { eq, inArray, sql } from 'drizzle-orm';
import type { ProfileData } from '../../../shared/schemas/profile';
import type { Executor } from '../../db/client';
import { agencies, creatives, users } from '../../db/schema';

/**
 * Locks the user's row: one profile creation per user at a time, the rest then see it exists.
 * `no key update` still lets other transactions reference the user (foreign keys take key share).
 */
export async function lockUser(db: Executor, userId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

export async function findCreativeOwnedBy(db: Executor, userId: string) {
  const [row] = await db.select({ id: creatives.id }).from(creatives).where(eq(creatives.userId, userId));
  return row;
}

export async function findCreativeOwner(db: Executor, creativeId: number) {
  const [row] = await db
    .select({ id: creatives.id, userId: creatives.userId, username: creatives.username, agencyId: creatives.agencyId })
    .from(creatives)
    .where(eq(creatives.id, creativeId))
    .for('update');
  return row;
}

export async function usernameTaken(db: Executor, username: string, exceptId?: number): Promise<boolean> {
  const [row] = await db.select({ id: creatives.id }).from(creatives).where(eq(creatives.username, username));
  return row !== undefined && row.id !== exceptId;
}

/** Which of these usernames are taken (by the unique index: one probe each). */
export async function takenUsernames(db: Executor, candidates: string[]): Promise<Set<string>> {
  if (candidates.length === 0) return new Set();
  const rows = await db.select({ username: creatives.username }).from(creatives).where(inArray(creatives.username, candidates));
  return new Set(rows.map((row) => row.username));
}

/** The listed agency a free-text agency name refers to, if any. */
export async function agencyIdByName(db: Executor, name: string | null | undefined): Promise<number | null> {
  if (!name) return null;
  const [row] = await db
    .select({ id: agencies.id })
    .from(agencies)
    .where(sql`lower(${agencies.name}) = lower(${name})`)
    .limit(1);
  return row?.id ?? null;
}

function columns(data: ProfileData, agencyId: number | null) {
  return {
    name: data.name,
    countryCode: data.country ?? null,
    agencyName: data.agency ?? null,
    agencyId,
    specialty: data.specialty ?? null,
    discipline: data.discipline ?? null,
    bio: data.bio ?? null,
    website: data.website ?? null,
    linkedin: data.linkedin ?? null,
    portfolio: data.portfolio ?? null,
    avatar: data.avatar ?? null,
    yearsExperience: data.yearsExperience ?? null,
    countriesWorked: data.countriesWorked ?? null,
    teamSizeLed: data.teamSizeLed ?? null,
  };
}

export async function insertCreative(
  db: Executor,
  data: ProfileData,
  extra: { username: string; userId: string; agencyId: number | null },
) {
  const [row] = await db
    .insert(creatives)
    .values({ ...columns(data, extra.agencyId), username: extra.username, userId: extra.userId })
    .returning({ id: creatives.id });
  return row!.id;
}

export async function updateCreative(db: Executor, id: number, data: ProfileData, extra: { username: string; agencyId: number | null }) {
  await db
    .update(creatives)
    .set({ ...columns(data, extra.agencyId), username: extra.username })
    .where(eq(creatives.id, id));
}

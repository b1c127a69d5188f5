import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lt, lte, gte, or, sql, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { FestivalStatus } from '../../../shared/constants';
import type { CategoryListQuery, FestivalListQuery } from '../../../shared/schemas/festival';
import { queryPrepared, type Database, type Executor } from '../../db/client';
import { categories, festivals } from '../../db/schema';
import { foldedMatch } from '../../lib/sql';

export type FestivalRow = typeof festivals.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;

/** SQL twin of `festivalStatus()` in src/shared/festival-status.ts. */
function statusCondition(status: FestivalStatus, today: string): SQL | undefined {
  const open = festivals.registrationOpenDate;
  const close = festivals.registrationCloseDate;
  const dated = and(isNotNull(open), isNotNull(close));
  switch (status) {
    case 'unknown':
      return or(isNull(open), isNull(close));
    case 'upcoming':
      return and(dated, gt(open, today));
    case 'open':
      return and(dated, lte(open, today), gte(close, today));
    case 'closed':
      return and(dated, lte(open, today), lt(close, today));
  }
}

export async function listFestivals(db: Executor, query: FestivalListQuery, today: string) {
  const where = and(
    query.q ? or(foldedMatch(festivals.searchName, query.q), foldedMatch(festivals.searchShortName, query.q)) : undefined,
    query.country ? eq(festivals.countryCode, query.country) : undefined,
    query.status ? statusCondition(query.status, today) : undefined,
  );
  const orderBy = {
    prestige: [desc(festivals.prestige), asc(festivals.name), asc(festivals.id)],
    // Nearest close date first; festivals without one last.
    deadline: [sql`${festivals.registrationCloseDate} asc nulls last`, asc(festivals.name), asc(festivals.id)],
    name: [asc(festivals.name), asc(festivals.id)],
  }[query.sort];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(festivals)
      .where(where)
      .orderBy(...orderBy)
      .limit(query.limit)
      .offset(query.offset),
    db.select({ value: count() }).from(festivals).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

const FESTIVAL_BY_SLUG = { name: 'festival_id_by_slug', text: 'select id from festivals where slug = $1' };

// Festivals are written by the seed and the dataset generator only, never while the app serves,
// so a slug names one festival for as long as a database is open: a window's or a festival's
// winners page then reads its festival without a round trip of its own (one of two for every
// such page). Kept per database (a test process opens many); a minute bounds what a change made
// under a running server (a restore) leaves. Unknown slugs are not kept: each is a 404 or a 400.
const festivalIds = new WeakMap<Database, LRUCache<string, number>>();

/** A festival's id by its slug, for reads that need nothing else of it. */
export async function festivalIdBySlug(db: Database, slug: string): Promise<number | undefined> {
  let known = festivalIds.get(db);
  if (!known) festivalIds.set(db, (known = new LRUCache<string, number>({ max: 10_000, ttl: 60_000 })));
  const kept = known.get(slug);
  if (kept !== undefined) return kept;
  const [row] = await queryPrepared<{ id: number }>(db, FESTIVAL_BY_SLUG, [slug]);
  if (row) known.set(slug, row.id);
  return row?.id;
}

export async function findFestivalBySlug(db: Executor, slug: string): Promise<FestivalRow | undefined> {
  const [row] = await db.select().from(festivals).where(eq(festivals.slug, slug));
  return row;
}

/** Categories of each festival, ordered by name. */
export async function categoriesOfFestivals(db: Executor, festivalIds: number[]): Promise<Map<number, CategoryRow[]>> {
  const byFestival = new Map<number, CategoryRow[]>(festivalIds.map((id) => [id, []]));
  if (festivalIds.length === 0) return byFestival;
  const rows = await db
    .select()
    .from(categories)
    .where(inArray(categories.festivalId, festivalIds))
    .orderBy(asc(categories.name), asc(categories.id));
  for (const row of rows) byFestival.get(row.festivalId)?.push(row);
  return byFestival;
}

export async function listCategories(db: Executor, query: CategoryListQuery) {
  const where = query.festivalId === undefined ? undefined : eq(categories.festivalId, query.festivalId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(categories)
      .where(where)
      .orderBy(asc(categories.festivalId), asc(categories.name), asc(categories.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ value: count() }).from(categories).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** Every festival (a thousand at most, DESIGN.md section 10), for the calendar feed. */
export async function allFestivals(db: Executor): Promise<FestivalRow[]> {
  return db.select().from(festivals).orderBy(asc(festivals.id));
}

import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { agencies, festivals } from '../../db/schema';
import { rowsOf } from '../../lib/sql';
import type { ResultRow } from './results-csv';

/** A row with its festival found (by slug, name or short name). */
export type PlacedRow = ResultRow & { festivalId: number };

/** What a row matches in the database; ids are null for what the import would create. */
export interface RowMatch {
  line: number;
  /** Creatives the row names: one, none (to be created), or two when the name is ambiguous. */
  creativeIds: number[];
  /** The name folded as the database folds it: new creatives are told apart by it. */
  folded: string;
  agencyId: number | null;
  categoryId: number | null;
  /** The same award is already verified (creative, festival, year, category, level and title). */
  imported: boolean;
}

export async function festivalNames(db: Executor) {
  return db.select({ id: festivals.id, slug: festivals.slug, name: festivals.name, shortName: festivals.shortName }).from(festivals);
}

// The rows travel as one JSON parameter, read by json_to_recordset: a batch is one statement.
const batchRows = (rows: PlacedRow[]) => sql`json_to_recordset(${JSON.stringify(rows)}::json) as r(
  line int, "festivalId" int, year int, category text, type text, points int, title text, name text,
  username text, country text, agency text, description text)`;

/**
 * What each row of a batch matches, in one statement: the creative by username, else by
 * accent- and case-folded name in the same country (at most two, to tell an ambiguous name);
 * the agency and the festival's category by name, case-insensitive; and, when asked (the
 * preview: writing checks it as it adds), whether the same award is already verified (the
 * natural key a re-import is matched on).
 */
export async function matchRows(db: Executor, rows: PlacedRow[], options: { imported: boolean }): Promise<RowMatch[]> {
  const imported = options.imported
    ? sql`cardinality(m.ids) = 1 and cat.id is not null and exists (
        select 1 from awards a
        where a.creative_id = m.ids[1] and a.festival_id = r."festivalId" and a.year = r.year and a.category_id = cat.id
          and a.type = r.type::award_type and a.verified and f_unaccent(lower(a.title)) = f_unaccent(lower(r.title)))`
    : sql`false`;
  const result = await db.execute(sql`
    select r.line, coalesce(m.ids, '{}') as "creativeIds", f_unaccent(lower(r.name)) as folded, ag.id as "agencyId", cat.id as "categoryId",
      ${imported} as imported
    from ${batchRows(rows)}
    left join lateral (
      select coalesce(
        (select array[c.id] from creatives c where c.username = r.username),
        (select array_agg(id) from (
          select c.id from creatives c
          where f_unaccent(lower(c.name)) = f_unaccent(lower(r.name)) and c.country_code = r.country
          order by c.id limit 2) named)) as ids
    ) m on true
    left join lateral (select g.id from agencies g where lower(g.name) = lower(r.agency) order by g.id limit 1) ag on true
    left join lateral (
      select c.id from categories c where c.festival_id = r."festivalId" and lower(c.name) = lower(r.category) order by c.id limit 1
    ) cat on true
    order by r.line`);
  return rowsOf<RowMatch>(result);
}

export async function takenAgencySlugs(db: Executor, candidates: string[]): Promise<Set<string>> {
  if (candidates.length === 0) return new Set();
  const rows = await db.select({ value: agencies.slug }).from(agencies).where(inArray(agencies.slug, candidates));
  return new Set(rows.map((row) => row.value));
}

export async function insertAgencies(db: Executor, rows: { name: string; slug: string }[]): Promise<void> {
  if (rows.length > 0) await db.insert(agencies).values(rows);
}

/** Adds categories to festivals; returns the ids of all of them by the caller's `key`, new or not. */
export async function insertCategories(
  db: Executor,
  rows: { key: string; festivalId: number; name: string }[],
): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map();
  const wanted = sql`json_to_recordset(${JSON.stringify(rows)}::json) as r(key text, "festivalId" int, name text)`;
  await db.execute(sql`insert into categories (festival_id, name) select "festivalId", name from ${wanted} on conflict do nothing`);
  const result = await db.execute(sql`
    select distinct on (r.key) r.key, c.id
    from ${wanted} join categories c on c.festival_id = r."festivalId" and lower(c.name) = lower(r.name)
    order by r.key, c.id`);
  return new Map(rowsOf<{ key: string; id: number }>(result).map((row) => [row.key, row.id]));
}

/**
 * New creatives, with their agency when it is listed, and their place in the rank buckets
 * (0 points): the search, segment and count read models follow by their triggers. Returns
 * their ids by username.
 */
export async function insertCreatives(
  db: Executor,
  rows: { name: string; username: string; country: string; agency: string }[],
): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map();
  const result = await db.execute(sql`
    insert into creatives (name, username, country_code, agency_name, agency_id)
    select r.name, r.username, r.country, r.agency,
      (select g.id from agencies g where lower(g.name) = lower(r.agency) order by g.id limit 1)
    from json_to_recordset(${JSON.stringify(rows)}::json) as r(name text, username text, country text, agency text)
    returning id, username`);
  await db.execute(sql`
    insert into rank_buckets as b (basis, points, creatives) values ('current', 0, ${rows.length})
    on conflict (basis, points) do update set creatives = b.creatives + excluded.creatives`);
  return new Map(rowsOf<{ id: number; username: string }>(result).map((row) => [row.username, row.id]));
}

export type MatchedRow = PlacedRow & { creativeId: number; categoryId: number };

/**
 * Adds a batch's awards as verified and counts them, in one statement, as moderation does one
 * by one (ranking.repository, countVerifiedAward): the creatives' totals and year-earlier
 * points, the rank buckets (each moved creative leaves its old total and enters its new one,
 * netted per total, in ascending order like moveInBucket). Each award is credited to the agency
 * the row names (created before if new). An award already verified under the same natural key
 * is skipped, so a re-import adds nothing. The award lists, ranking segments and windows, and
 * the agencies' counts follow by their statement triggers. Returns how many awards were added.
 */
export async function addVerifiedAwards(
  db: Executor,
  rows: MatchedRow[],
  review: { reviewedBy: string | null; at: Date; basisYear: number },
): Promise<number> {
  const result = await db.execute(sql`
    with r as (
      select * from json_to_recordset(${JSON.stringify(rows)}::json) as r(
        "creativeId" int, "festivalId" int, "categoryId" int, year int, type award_type, points int, title text, description text,
        agency text)
    ),
    added as (
      insert into awards (creative_id, festival_id, category_id, agency_id, title, description, year, type, points, verified,
        reviewed_by, reviewed_at)
      select r."creativeId", r."festivalId", r."categoryId",
        (select g.id from agencies g where lower(g.name) = lower(r.agency) order by g.id limit 1),
        r.title, r.description, r.year, r.type, r.points, true, ${review.reviewedBy}, ${review.at.toISOString()}::timestamptz
      from r
      where not exists (
        select 1 from awards a
        where a.creative_id = r."creativeId" and a.festival_id = r."festivalId" and a.year = r.year and a.category_id = r."categoryId"
          and a.type = r.type and a.verified and f_unaccent(lower(a.title)) = f_unaccent(lower(r.title)))
      returning creative_id, points, year
    ),
    gains as (
      select creative_id, sum(points)::int as points, count(*)::int as awards,
        coalesce(sum(points) filter (where year < ${review.basisYear}), 0)::int as previous
      from added group by creative_id
    ),
    moved as (
      update creatives c set
        total_points = c.total_points + g.points,
        total_awards = c.total_awards + g.awards,
        previous_points = c.previous_points + g.previous
      from gains g where c.id = g.creative_id
      returning c.id, c.total_points - g.points as old_points, c.total_points as new_points,
        c.previous_points - g.previous as old_previous, c.previous_points as new_previous
    ),
    bucket_moves as (
      select 'current' as basis, old_points as points, -1 as delta from moved
      union all select 'current', new_points, 1 from moved
      union all select 'previous', old_previous, -1 from moved where old_previous > 0
      union all select 'previous', new_previous, 1 from moved where new_previous > 0
    ),
    buckets as (
      insert into rank_buckets as b (basis, points, creatives)
      select basis, points, sum(delta)::int from bucket_moves group by basis, points having sum(delta) <> 0 order by basis, points
      on conflict (basis, points) do update set creatives = b.creatives + excluded.creatives
    )
    select count(*)::int as added from added`);
  await db.execute(sql`delete from rank_buckets where creatives <= 0`);
  return rowsOf<{ added: number }>(result)[0]?.added ?? 0;
}

/**
 * Starts a batch's transaction: one import at a time (two imports of one file must not both
 * find its awards missing), and room in memory for the statement triggers' transition tables
 * (thousands of creatives' rows, old and new), which spill to disk past the default 4 MB. The
 * triggers' statements are costed high enough to be compiled by JIT, which takes longer than
 * running them (about 1 s of a 100,000-row import). The award lists are left to the backlog
 * (refreshAwardListBacklog).
 */
export async function beginImportBatch(db: Executor): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('palmares:results-import')),
    set_config('work_mem', '64MB', true), set_config('jit', 'off', true), set_config('palmares.award_lists', 'deferred', true)`);
}

/** Rewrites the award lists that imported batches left in the backlog; returns how many. */
export async function refreshAwardListBacklog(db: Executor): Promise<number> {
  const result = await db.execute(sql`select refresh_award_list_backlog() as refreshed`);
  return rowsOf<{ refreshed: number }>(result)[0]?.refreshed ?? 0;
}

import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { CreativeListQuery } from '../../shared/schemas/creative';
import type { Database, Executor } from '../db/client';
import { rowsOf } from '../lib/sql';
import { appSettings, creatives, rankBuckets } from '../db/schema';

const BASIS_YEAR_KEY = 'ranking_basis_year';

/**
 * Rebuilds every derived total from the awards, in one statement per table: creatives'
 * points, award counts and year-earlier points (verified awards only), agencies' award counts,
 * the rank buckets and the ranking windows (which read the basis year, so it is stored first).
 * Used after bulk loads and when the year turns.
 */
export async function recomputeRankings(db: Executor, basisYear: number): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key: BASIS_YEAR_KEY, value: String(basisYear) })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: String(basisYear) } });
  await db.execute(sql`
    update creatives c set
      total_points = coalesce(a.points, 0),
      total_awards = coalesce(a.awards, 0),
      previous_points = coalesce(a.previous_points, 0)
    from creatives c2
    left join (
      select creative_id,
        sum(points)::int as points,
        count(*)::int as awards,
        (sum(points) filter (where year < ${basisYear}))::int as previous_points
      from awards where verified
      group by creative_id
    ) a on a.creative_id = c2.id
    where c.id = c2.id
      and (c.total_points, c.total_awards, c.previous_points)
        is distinct from (coalesce(a.points, 0), coalesce(a.awards, 0), coalesce(a.previous_points, 0))`);
  await recountAgencyAwards(db);
  await rebuildRankBuckets(db);
  await rebuildRankingWindows(db);
}

/**
 * Rebuilds the ranking windows from the awards (rebuild_ranking_windows). The window ranks this
 * transaction left to write as it commits are written first: a table with such pending work
 * cannot be truncated, and the rebuild truncates the buckets (their ranks follow: migration 0034).
 */
export async function rebuildRankingWindows(db: Executor): Promise<void> {
  await db.execute(sql`set constraints window_rank_ladder_refresh immediate`);
  await db.execute(sql`set constraints window_rank_ladder_refresh deferred`);
  await db.execute(sql`select rebuild_ranking_windows()`);
}

export async function rebuildRankBuckets(db: Executor): Promise<void> {
  await db.delete(rankBuckets);
  await db.execute(sql`
    insert into rank_buckets (basis, points, creatives)
    select 'current', total_points, count(*)::int from creatives group by total_points
    union all
    select 'previous', previous_points, count(*)::int from creatives where previous_points > 0 group by previous_points`);
  await db.execute(sql`select rebuild_ranking_segments()`);
}

/** A people list's filter: all, one country, one discipline, or a country's discipline. */
type PeopleFilter = 'all' | `country:${string}` | `discipline:${string}`;

/**
 * A list with segments (schema.ts, rankingSegments): a people list by points, or in another order
 * (migration 0050), or a window's ranking (its year and festival id, 0 for all: migration 0011).
 */
export type RankingList = PeopleFilter | `${PeopleFilter}/${Exclude<CreativeListQuery['sort'], 'points'>}` | `window:${number}:${number}`;

const KEY = sql.raw('neg_points, neg_awards, name, id');
const KEY_BACKWARDS = sql.raw('neg_points desc, neg_awards desc, name desc, id desc');

/**
 * A one-row subquery: the segment of `list` holding `offset`, as its start key (`points`,
 * `awards`, `name`, `id`), `skip` (the page starts that many rows after the key) and the list's
 * `total`. The segment groups (schema.ts, rankingSegmentGroups) are read in key order from the
 * nearer end of the list, counting, up to the one holding the offset; then that group's segments
 * from its start, counting, up to the one holding it: at most a group's worth of rows each, no
 * sort. Past the end of the list, the last group's last segment with creatives. No row when the
 * list has no segments.
 */
export function segmentAt(list: RankingList | Placeholder, offset: number | Placeholder): SQL {
  // Each side is gated by the total, which PostgreSQL checks before it reads either.
  return sql`(
    select -s.neg_points as points, -s.neg_awards as awards, s.name, s.id, ${offset} - g.before - s.before as skip, t.total
    from (select sum(creatives) as total from ranking_segment_groups where list = ${list}) t
    cross join lateral (
      (select ${KEY}, creatives, upto - creatives as before from (
        select ${KEY}, creatives, sum(creatives) over (order by ${KEY}) as upto
        from ranking_segment_groups where list = ${list} order by ${KEY}
      ) running where upto > ${offset} and ${offset} * 2 < t.total limit 1)
      union all
      (select ${KEY}, creatives, t.total - after as before from (
        select ${KEY}, creatives, sum(creatives) over (order by ${KEY_BACKWARDS}) as after
        from ranking_segment_groups where list = ${list} order by ${KEY_BACKWARDS}
      ) running where t.total - after <= ${offset} and ${offset} * 2 >= t.total limit 1)
    ) g
    cross join lateral (
      select ${KEY}, upto - creatives as before from (
        select r.neg_points, r.neg_awards, r.name, r.id, r.creatives,
          sum(r.creatives) over (order by r.neg_points, r.neg_awards, r.name, r.id) as upto
        from ranking_segments r
        where r.list = ${list} and (r.neg_points, r.neg_awards, r.name, r.id) >= (g.neg_points, g.neg_awards, g.name, g.id)
        order by r.neg_points, r.neg_awards, r.name, r.id
      ) running where upto > least(${offset} - g.before, g.creatives - 1) limit 1
    ) s
  )`;
}

/** How lists are cut (rebuild_ranking_segments), and the size past which a segment is split. */
export interface SegmentCut {
  maxSize: number;
  size: number;
  perGroup: number;
}

const SEGMENT_CUT: SegmentCut = { maxSize: 500, size: 250, perGroup: 16 };

/**
 * Splits the oversized segments (and then groups) of up to `maxLists` lists (migration 0051), each
 * list in a transaction of its own: a split waits for the list's counts in progress and holds off
 * new ones, so one list at a time keeps every wait short and no two transactions wait on each
 * other. Returns how many lists it split.
 */
export async function splitOversizedSegments(db: Database, maxLists: number, cut: SegmentCut = SEGMENT_CUT): Promise<number> {
  const lists = rowsOf<{ list: string }>(
    await db.execute(sql`select distinct list from ranking_segments where creatives > ${cut.maxSize} limit ${maxLists}`),
  );
  for (const { list } of lists) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select split_ranking_segments(${list}, ${cut.maxSize}, ${cut.size}, ${cut.perGroup})`);
    });
  }
  return lists.length;
}

/** The year the stored year-earlier points were computed for, or null before the first run. */
export async function getBasisYear(db: Executor): Promise<number | null> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, BASIS_YEAR_KEY));
  return row ? Number(row.value) : null;
}

/** Moves one creative between buckets when its points change (same transaction as the award). */
export async function moveInBucket(db: Executor, basis: 'current' | 'previous', from: number, to: number): Promise<void> {
  if (from === to) return;
  const leave = async () => {
    if (basis !== 'current' && from <= 0) return;
    await db
      .update(rankBuckets)
      .set({ creatives: sql`${rankBuckets.creatives} - 1` })
      .where(and(eq(rankBuckets.basis, basis), eq(rankBuckets.points, from)));
    await db.delete(rankBuckets).where(and(eq(rankBuckets.basis, basis), eq(rankBuckets.points, from), sql`${rankBuckets.creatives} <= 0`));
  };
  const enter = async () => {
    if (basis !== 'current' && to <= 0) return;
    await db
      .insert(rankBuckets)
      .values({ basis, points: to, creatives: 1 })
      .onConflictDoUpdate({
        target: [rankBuckets.basis, rankBuckets.points],
        set: { creatives: sql`${rankBuckets.creatives} + 1` },
      });
  };
  // Every transaction locks bucket rows in ascending points order, so two verifications that
  // move creatives past each other (100 -> 300 and 300 -> 100) cannot deadlock.
  if (from < to) {
    await leave();
    await enter();
  } else {
    await enter();
    await leave();
  }
}

/**
 * Counts a newly verified award (`change` 1), or takes back one that is rejected after it was
 * verified (-1): the creative's totals, its year-earlier points when the award is from an earlier
 * year, and the rank buckets. Call inside the transaction that changes the award, before the
 * award's row changes: the windows and the agencies' counts follow by the awards' statement
 * trigger (migration 0011), which then locks its rows after these.
 */
export async function countVerifiedAward(
  tx: Executor,
  award: { creativeId: number; points: number; year: number },
  change: 1 | -1 = 1,
): Promise<void> {
  const basisYear = (await getBasisYear(tx)) ?? new Date().getUTCFullYear();
  const points = change * award.points;
  const previousGain = award.year < basisYear ? points : 0;
  const [before] = await tx
    .select({ totalPoints: creatives.totalPoints, previousPoints: creatives.previousPoints })
    .from(creatives)
    .where(eq(creatives.id, award.creativeId))
    .for('update');
  if (!before) return;
  await tx
    .update(creatives)
    .set({
      totalPoints: sql`${creatives.totalPoints} + ${points}`,
      totalAwards: sql`${creatives.totalAwards} + ${change}`,
      previousPoints: sql`${creatives.previousPoints} + ${previousGain}`,
    })
    .where(eq(creatives.id, award.creativeId));
  await moveInBucket(tx, 'current', before.totalPoints, before.totalPoints + points);
  await moveInBucket(tx, 'previous', before.previousPoints, before.previousPoints + previousGain);
}

/** A new creative enters the ranking with 0 points (call in the transaction that inserts it). */
export async function enterRanking(tx: Executor): Promise<void> {
  await tx
    .insert(rankBuckets)
    .values({ basis: 'current', points: 0, creatives: 1 })
    .onConflictDoUpdate({
      target: [rankBuckets.basis, rankBuckets.points],
      set: { creatives: sql`${rankBuckets.creatives} + 1` },
    });
}

/** Recounts every agency's verified awards (awards.agency_id: the agency credited with each). */
export async function recountAgencyAwards(tx: Executor): Promise<void> {
  await tx.execute(sql`
    update agencies g set
      total_awards = coalesce(t.total, 0),
      grand_prix_awards = coalesce(t.grand_prix, 0),
      gold_awards = coalesce(t.gold, 0),
      silver_awards = coalesce(t.silver, 0),
      bronze_awards = coalesce(t.bronze, 0)
    from agencies g2
    left join (
      select a.agency_id,
        count(*)::int as total,
        (count(*) filter (where a.type = 'grand_prix'))::int as grand_prix,
        (count(*) filter (where a.type = 'gold'))::int as gold,
        (count(*) filter (where a.type = 'silver'))::int as silver,
        (count(*) filter (where a.type = 'bronze'))::int as bronze
      from awards a
      where a.verified and a.agency_id is not null
      group by a.agency_id
    ) t on t.agency_id = g2.id
    where g.id = g2.id
      and (g.total_awards, g.grand_prix_awards, g.gold_awards, g.silver_awards, g.bronze_awards)
        is distinct from (coalesce(t.total, 0), coalesce(t.grand_prix, 0), coalesce(t.gold, 0), coalesce(t.silver, 0), coalesce(t.bronze, 0))`);
}

/** How many creatives there are: the sum of the current buckets. */
export async function countRanked(db: Executor): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`coalesce(sum(${rankBuckets.creatives}), 0)::int` })
    .from(rankBuckets)
    .where(eq(rankBuckets.basis, 'current'));
  return Number(row?.value ?? 0);
}

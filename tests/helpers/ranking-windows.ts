import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import { rowsOf } from '../../src/server/lib/sql';
import { rebuildRankingWindows } from '../../src/server/ranking/ranking.repository';
import { windowLadderDrift } from './rank-ladder';
import { segmentGroupDrift } from './segment-groups';

// The window read models (migration 0011) and the rows of each that count (zero rows may stay).
const KEPT = {
  window_points: 'awards > 0',
  window_buckets: 'creatives > 0',
  agency_window_points: 'awards > 0',
  country_window_points: 'awards > 0',
  discipline_window_counts: 'creatives > 0',
} as const;

export const NO_DRIFT = {
  window_points: 0,
  window_buckets: 0,
  agency_window_points: 0,
  country_window_points: 0,
  discipline_window_counts: 0,
  window_segments: 0,
  segment_groups: 0,
  window_ladder: 0,
};

class RollBack extends Error {}

/**
 * How many rows of each window read model differ from a rebuild from the awards
 * (rebuild_ranking_windows): 0 everywhere when the triggers kept them right. Runs in a
 * transaction that is rolled back, so the database keeps what the triggers wrote. With it, how
 * many segment groups of any list disagree with their segments, and how many window ranks
 * disagree with the buckets.
 */
export async function windowDrift(db: Database): Promise<typeof NO_DRIFT> {
  const drift = { ...NO_DRIFT, segment_groups: await segmentGroupDrift(db), window_ladder: await windowLadderDrift(db) };
  await db
    .transaction(async (tx) => {
      for (const [table, kept] of Object.entries(KEPT)) {
        await tx.execute(sql.raw(`create temp table kept_${table} on commit drop as select * from ${table} where ${kept}`));
      }
      await tx.execute(
        sql.raw(`create temp table kept_ranking_segments on commit drop as select * from ranking_segments where list like 'window:%'`),
      );
      await rebuildRankingWindows(tx);
      for (const [table, kept] of Object.entries(KEPT)) {
        const [row] = rowsOf<{ n: number }>(
          await tx.execute(
            sql.raw(`select count(*)::int as n from (
              (select * from kept_${table} except all select * from ${table} where ${kept})
              union all (select * from ${table} where ${kept} except all select * from kept_${table})) d`),
          ),
        );
        drift[table as keyof typeof KEPT] = row!.n;
      }
      // Segments are cut anew by a rebuild: what must hold is that each window list counts its rows.
      const [segments] = rowsOf<{ n: number }>(
        await tx.execute(sql`select count(*)::int as n from (
          select 'window:' || year || ':' || festival_id as list, count(*)::int as n from kept_window_points where points > 0 group by 1) w
          full join (select list, sum(creatives)::int as n from kept_ranking_segments group by list) s on s.list = w.list
          where w.n is distinct from s.n and coalesce(w.n, 0) + coalesce(s.n, 0) > 0`),
      );
      drift.window_segments = segments!.n;
      throw new RollBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RollBack)) throw error;
    });
  return drift;
}

import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import { rowsOf } from '../../src/server/lib/sql';

// The window read models (migration 0011) and the rows of each that count (zero rows may stay).
const KEPT = {
  window_points: 'awards > 0',
  window_buckets: 'creatives > 0',
  agency_window_points: 'awards > 0',
  country_window_points: 'awards > 0',
} as const;

export const NO_DRIFT = { window_points: 0, window_buckets: 0, agency_window_points: 0, country_window_points: 0 };

class RollBack extends Error {}

/**
 * How many rows of each window read model differ from a rebuild from the awards
 * (rebuild_ranking_windows): 0 everywhere when the triggers kept them right. Runs in a
 * transaction that is rolled back, so the database keeps what the triggers wrote.
 */
export async function windowDrift(db: Database): Promise<Record<keyof typeof KEPT, number>> {
  const drift: Record<keyof typeof KEPT, number> = { ...NO_DRIFT };
  await db
    .transaction(async (tx) => {
      for (const [table, kept] of Object.entries(KEPT)) {
        await tx.execute(sql.raw(`create temp table kept_${table} on commit drop as select * from ${table} where ${kept}`));
      }
      await tx.execute(sql`select rebuild_ranking_windows()`);
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
      throw new RollBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RollBack)) throw error;
    });
  return drift;
}

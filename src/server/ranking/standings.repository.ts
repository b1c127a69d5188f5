import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../lib/sql';

/**
 * Refreshes the kept standings (agencies' and countries' places, ranks and rank changes) of up to
 * `maxWindows` windows whose rows changed since (migration 0016), in one repeatable-read
 * transaction: the changes it takes out are exactly those its snapshot accounts for. Returns how
 * many windows it refreshed.
 */
export async function refreshRankingStandings(db: Database, maxWindows: number): Promise<number> {
  return db.transaction(
    async (tx) => {
      const result = await tx.execute(sql`select refresh_ranking_standings(${maxWindows}) as refreshed`);
      return rowsOf<{ refreshed: number }>(result)[0]?.refreshed ?? 0;
    },
    { isolationLevel: 'repeatable read' },
  );
}

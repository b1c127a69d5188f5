import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../lib/sql';

/** A creative's name, points and rank (its bucket's rank: docs/decisions/0001). */
export async function creativeStanding(db: Database, username: string) {
  const result = await db.execute(sql`
    select c.name, c.total_points as "totalPoints",
      (select l.rank from rank_ladder l where l.basis = 'current' and l.points = c.total_points) as rank
    from creatives c where c.username = ${username}`);
  return rowsOf<{ name: string; totalPoints: number; rank: number }>(result)[0];
}

/**
 * An agency's name, all-time points and place in the agencies' ranking (1 + the agencies with
 * more points, as GET /api/rankings/agencies ranks them), from the agencies' window rows.
 */
export async function agencyStanding(db: Database, slug: string) {
  const result = await db.execute(sql`
    select g.name, coalesce(w.points, 0) as "totalPoints",
      (select 1 + count(*)::int from agency_window_points o
        where o.year = 0 and o.festival_id = 0 and o.points > coalesce(w.points, 0)) as rank
    from agencies g left join agency_window_points w on w.year = 0 and w.festival_id = 0 and w.agency_id = g.id
    where g.slug = ${slug}`);
  return rowsOf<{ name: string; totalPoints: number; rank: number }>(result)[0];
}

import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../lib/sql';

/** A creative's name, points and rank (1 + the creatives in the rank buckets above: docs/decisions/0001). */
export async function creativeStanding(db: Database, username: string) {
  const result = await db.execute(sql`
    select c.name, c.total_points as "totalPoints",
      (select 1 + coalesce(sum(b.creatives), 0)::int from rank_buckets b where b.basis = 'current' and b.points > c.total_points) as rank
    from creatives c where c.username = ${username}`);
  return rowsOf<{ name: string; totalPoints: number; rank: number }>(result)[0];
}

/**
 * An agency's name, verified awards and place in the agencies ranking (by awards, as the list
 * sorts them; ties share a place), counted from the ranking index.
 */
export async function agencyStanding(db: Database, slug: string) {
  const result = await db.execute(sql`
    select g.name, g.total_awards as "totalAwards",
      (select 1 + count(*)::int from agencies o where o.total_awards > g.total_awards) as rank
    from agencies g where g.slug = ${slug}`);
  return rowsOf<{ name: string; totalAwards: number; rank: number }>(result)[0];
}

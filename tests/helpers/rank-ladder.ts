import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import { rowsOf } from '../../src/server/lib/sql';

/**
 * How many ranks of rank_ladder (migration 0033) differ from 1 + the creatives in the buckets
 * above, or stand where no bucket is, or are missing for a bucket: 0 when the ladder is right.
 */
export async function ladderDrift(db: Database): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`
      select count(*)::int as n from (
        select basis, points,
          (1 + coalesce(sum(creatives) over (partition by basis order by points desc rows between unbounded preceding and 1 preceding), 0))::int as rank
        from rank_buckets) b
      full join rank_ladder l on l.basis = b.basis and l.points = b.points
      where l.rank is distinct from b.rank`),
  );
  return row!.n;
}

/**
 * The same for window_rank_ladder (migration 0034): each window's ranks against 1 + the
 * creatives in its buckets above.
 */
export async function windowLadderDrift(db: Database): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`
      select count(*)::int as n from (
        select year, festival_id, basis, points,
          (1 + coalesce(sum(creatives) over (partition by year, festival_id, basis order by points desc
            rows between unbounded preceding and 1 preceding), 0))::int as rank
        from window_buckets) b
      full join window_rank_ladder l on (l.year, l.festival_id, l.basis, l.points) = (b.year, b.festival_id, b.basis, b.points)
      where l.rank is distinct from b.rank`),
  );
  return row!.n;
}

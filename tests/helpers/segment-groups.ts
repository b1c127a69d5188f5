import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import { rowsOf } from '../../src/server/lib/sql';

/**
 * How many segment groups (migration 0025) disagree with their segments: a group that does not
 * start at a segment, or whose count is not the sum of the segments from its start to the next
 * group's, and a list with segments but no group. 0 when the triggers kept them together.
 */
export async function segmentGroupDrift(db: Database): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select (
      (select count(*) from ranking_segment_groups g
        left join lateral (select n.neg_points, n.neg_awards, n.name, n.id from ranking_segment_groups n
          where n.list = g.list and (n.neg_points, n.neg_awards, n.name, n.id) > (g.neg_points, g.neg_awards, g.name, g.id)
          order by n.neg_points, n.neg_awards, n.name, n.id limit 1) nx on true
        cross join lateral (select coalesce(sum(s.creatives), 0) as n from ranking_segments s
          where s.list = g.list and (s.neg_points, s.neg_awards, s.name, s.id) >= (g.neg_points, g.neg_awards, g.name, g.id)
            and (nx.id is null or (s.neg_points, s.neg_awards, s.name, s.id) < (nx.neg_points, nx.neg_awards, nx.name, nx.id))) s
        where s.n <> g.creatives
          or not exists (select 1 from ranking_segments s where (s.list, s.neg_points, s.neg_awards, s.name, s.id)
            = (g.list, g.neg_points, g.neg_awards, g.name, g.id)))
      + (select count(distinct s.list) from ranking_segments s
        where not exists (select 1 from ranking_segment_groups g where g.list = s.list))
    )::int as n`),
  );
  return row!.n;
}

/**
 * The people lists (migration 0050) with a segment whose count is not the number of creatives
 * from its start to the next segment's, each entry placed by the same keys the triggers count.
 */
export async function segmentDrift(db: Database): Promise<string[]> {
  const result = await db.execute(sql`
    with entries as (
      select e.list, -e.points as np, -e.awards as na, e.name, e.id from creatives c,
        people_segment_entries(ROW(1, c.total_points, c.total_awards, c.name, c.id, c.country_code, c.discipline, c.created_at)::ranking_entry) e
    ), counted as (
      select s.list, s.neg_points, s.neg_awards, s.name, s.id, count(*)::int as n from entries e,
        lateral (select * from ranking_segments s where s.list = e.list and (s.neg_points, s.neg_awards, s.name, s.id) <= (e.np, e.na, e.name, e.id)
          order by s.neg_points desc, s.neg_awards desc, s.name desc, s.id desc limit 1) s
      group by 1, 2, 3, 4, 5
    )
    select distinct s.list from ranking_segments s
    left join counted c using (list, neg_points, neg_awards, name, id)
    where s.list not like 'window:%' and s.creatives <> coalesce(c.n, 0)
    union
    select distinct e.list from entries e where not exists (select 1 from ranking_segments s where s.list = e.list)
    order by 1`);
  return rowsOf<{ list: string }>(result).map((row) => row.list);
}

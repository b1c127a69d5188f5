CREATE TABLE "ranking_segment_groups" (
	"list" text NOT NULL,
	"neg_points" integer NOT NULL,
	"neg_awards" integer NOT NULL,
	"name" text NOT NULL,
	"id" integer NOT NULL,
	"creatives" integer NOT NULL,
	CONSTRAINT "ranking_segment_groups_list_neg_points_neg_awards_name_id_pk" PRIMARY KEY("list","neg_points","neg_awards","name","id")
);
--> statement-breakpoint
-- Segments and their groups are counted together, each in key order, so that concurrent counts
-- wait instead of deadlocking (migration 0011). A segment's group is the last group starting at or
-- before the segment's key, as a creative's segment is the last segment starting at or before it.
CREATE OR REPLACE FUNCTION segments_count(entries segment_entry[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO ranking_segments (list, neg_points, neg_awards, name, id, creatives)
    SELECT DISTINCT e.list, -2147483647, -2147483647, '', 0, 0 FROM unnest(entries) e ORDER BY 1
    ON CONFLICT DO NOTHING;
  INSERT INTO ranking_segment_groups (list, neg_points, neg_awards, name, id, creatives)
    SELECT DISTINCT e.list, -2147483647, -2147483647, '', 0, 0 FROM unnest(entries) e ORDER BY 1
    ON CONFLICT DO NOTHING;
  UPDATE ranking_segments s SET creatives = s.creatives + d.delta
  FROM (
    SELECT seg.list, seg.neg_points, seg.neg_awards, seg.name, seg.id, sum(e.delta)::int AS delta
    FROM unnest(entries) e,
      LATERAL (
        SELECT r.list, r.neg_points, r.neg_awards, r.name, r.id FROM ranking_segments r
        WHERE r.list = e.list AND (r.neg_points, r.neg_awards, r.name, r.id) <= (-e.points, -e.awards, e.name, e.id)
        ORDER BY r.neg_points DESC, r.neg_awards DESC, r.name DESC, r.id DESC LIMIT 1
      ) seg
    GROUP BY 1, 2, 3, 4, 5 HAVING sum(e.delta) <> 0 ORDER BY 1, 2, 3, 4, 5
  ) d
  WHERE (s.list, s.neg_points, s.neg_awards, s.name, s.id) = (d.list, d.neg_points, d.neg_awards, d.name, d.id);
  UPDATE ranking_segment_groups g SET creatives = g.creatives + d.delta
  FROM (
    SELECT grp.list, grp.neg_points, grp.neg_awards, grp.name, grp.id, sum(e.delta)::int AS delta
    FROM unnest(entries) e,
      LATERAL (
        SELECT r.list, r.neg_points, r.neg_awards, r.name, r.id FROM ranking_segment_groups r
        WHERE r.list = e.list AND (r.neg_points, r.neg_awards, r.name, r.id) <= (-e.points, -e.awards, e.name, e.id)
        ORDER BY r.neg_points DESC, r.neg_awards DESC, r.name DESC, r.id DESC LIMIT 1
      ) grp
    GROUP BY 1, 2, 3, 4, 5 HAVING sum(e.delta) <> 0 ORDER BY 1, 2, 3, 4, 5
  ) d
  WHERE (g.list, g.neg_points, g.neg_awards, g.name, g.id) = (d.list, d.neg_points, d.neg_awards, d.name, d.id);
$$;
--> statement-breakpoint
DROP FUNCTION rebuild_ranking_segments(integer, boolean);
--> statement-breakpoint
-- Re-cuts the creatives' lists, or with `windows` the windows' lists, into segments of `size`,
-- and groups every `per_group` consecutive segments of a list. Smaller segments than the 2,000 of
-- migration 0007: a deep page skips a quarter as many index entries, and with the groups, finding
-- its segment reads fewer rows than before (docs/decisions/0013).
CREATE FUNCTION rebuild_ranking_segments(size integer DEFAULT 500, windows boolean DEFAULT false, per_group integer DEFAULT 16)
  RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM ranking_segments WHERE (list LIKE 'window:%') = windows;
  DELETE FROM ranking_segment_groups WHERE (list LIKE 'window:%') = windows;
  IF windows THEN
    INSERT INTO ranking_segments (list, neg_points, neg_awards, name, id, creatives)
    SELECT 'window:' || s.year || ':' || s.festival_id,
      CASE WHEN s.n = 1 THEN -2147483647 ELSE -s.points END, CASE WHEN s.n = 1 THEN -2147483647 ELSE -s.awards END,
      CASE WHEN s.n = 1 THEN '' ELSE s.name END, CASE WHEN s.n = 1 THEN 0 ELSE s.creative_id END,
      least(size, s.total - s.n + 1)::int
    FROM (
      SELECT w.year, w.festival_id, w.points, w.awards, w.name, w.creative_id,
        row_number() OVER (PARTITION BY w.year, w.festival_id ORDER BY w.points DESC, w.awards DESC, w.name, w.creative_id) AS n,
        count(*) OVER (PARTITION BY w.year, w.festival_id) AS total
      FROM window_points w WHERE w.points > 0
    ) s
    WHERE (s.n - 1) % size = 0;
  ELSE
    INSERT INTO ranking_segments (list, neg_points, neg_awards, name, id, creatives)
    SELECT list,
      CASE WHEN seg = 0 THEN -2147483647 ELSE np END, CASE WHEN seg = 0 THEN -2147483647 ELSE na END,
      CASE WHEN seg = 0 THEN '' ELSE name END, CASE WHEN seg = 0 THEN 0 ELSE id END, creatives
    FROM (
      SELECT DISTINCT ON (list, seg) list, seg, np, na, name, id, count(*) OVER (PARTITION BY list, seg)::int AS creatives
      FROM (
        SELECT list, -points AS np, -awards AS na, name, id,
          (row_number() OVER (PARTITION BY list ORDER BY -points, -awards, name, id) - 1) / size AS seg
        FROM (
          SELECT l AS list, c.total_points AS points, c.total_awards AS awards, c.name, c.id
          FROM creatives c, unnest(ranking_lists(c.country_code, c.discipline)) l
        ) ranked
      ) ordered
      ORDER BY list, seg, np, na, name, id
    ) starts;
  END IF;
  INSERT INTO ranking_segment_groups (list, neg_points, neg_awards, name, id, creatives)
  SELECT DISTINCT ON (list, grp) list, neg_points, neg_awards, name, id, (sum(creatives) OVER (PARTITION BY list, grp))::int
  FROM (
    SELECT s.*, (row_number() OVER (PARTITION BY s.list ORDER BY s.neg_points, s.neg_awards, s.name, s.id) - 1) / per_group AS grp
    FROM ranking_segments s WHERE (s.list LIKE 'window:%') = windows
  ) numbered
  ORDER BY list, grp, neg_points, neg_awards, name, id;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rebuild_ranking_windows() RETURNS void LANGUAGE plpgsql SET work_mem = '256MB' AS $$
DECLARE
  basis_year integer := ranking_basis_year();
  keys text[];
  secondary text[];
  definition text;
BEGIN
  TRUNCATE window_points, window_buckets, agency_window_points, country_window_points;
  SELECT array_agg(format('ALTER TABLE %s ADD CONSTRAINT %I %s', k.conrelid::regclass, k.conname, pg_get_constraintdef(k.oid)))
    INTO keys FROM pg_constraint k
    WHERE k.conrelid IN ('window_points'::regclass, 'agency_window_points'::regclass) AND k.contype = 'p';
  FOR definition IN SELECT format('ALTER TABLE %s DROP CONSTRAINT %I', k.conrelid::regclass, k.conname) FROM pg_constraint k
    WHERE k.conrelid IN ('window_points'::regclass, 'agency_window_points'::regclass) AND k.contype = 'p'
  LOOP
    EXECUTE definition;
  END LOOP;
  SELECT array_agg(pg_get_indexdef(i.indexrelid)) INTO secondary FROM pg_index i
    WHERE i.indrelid IN ('window_points'::regclass, 'agency_window_points'::regclass);
  IF secondary IS NOT NULL THEN
    EXECUTE (SELECT 'DROP INDEX ' || string_agg(i.indexrelid::regclass::text, ', ') FROM pg_index i
      WHERE i.indrelid IN ('window_points'::regclass, 'agency_window_points'::regclass));
  END IF;
  INSERT INTO window_points (year, festival_id, creative_id, points, awards, previous_points, country_code, name)
  SELECT s.year, s.festival_id, s.creative_id, s.points, s.awards, s.previous_points, c.country_code, c.name
  FROM (
    SELECT coalesce(a.year, 0)::smallint AS year, coalesce(a.festival_id, 0) AS festival_id, a.creative_id,
      sum(a.points)::int AS points, count(*)::int AS awards,
      CASE WHEN GROUPING(a.year) = 1 THEN coalesce(sum(a.points) FILTER (WHERE a.year < basis_year), 0) ELSE 0 END::int AS previous_points
    FROM awards a
    WHERE a.verified
    GROUP BY a.creative_id, GROUPING SETS ((), (a.year), (a.festival_id), (a.year, a.festival_id))
  ) s JOIN creatives c ON c.id = s.creative_id
  ORDER BY s.year, s.festival_id, s.points DESC, s.awards DESC, c.name, s.creative_id;
  INSERT INTO window_buckets (year, festival_id, basis, points, creatives)
  SELECT w.year, w.festival_id, 'current', w.points, count(*)::int FROM window_points w WHERE w.points > 0 GROUP BY 1, 2, 4
  UNION ALL
  SELECT w.year, w.festival_id, 'previous', w.previous_points, count(*)::int FROM window_points w WHERE w.previous_points > 0 GROUP BY 1, 2, 4;
  INSERT INTO country_window_points (year, festival_id, country_code, points, awards, creatives, previous_points)
  SELECT w.year, w.festival_id, w.country_code, sum(w.points)::int, sum(w.awards)::int, count(*)::int, sum(w.previous_points)::int
  FROM window_points w WHERE w.country_code IS NOT NULL GROUP BY 1, 2, 3;
  INSERT INTO agency_window_points (year, festival_id, agency_id, points, awards, grand_prix, gold, silver, bronze, shortlist,
    creatives, previous_points)
  SELECT coalesce(a.year, 0)::smallint, coalesce(a.festival_id, 0), a.agency_id, sum(a.points)::int, count(*)::int,
    count(*) FILTER (WHERE a.type = 'grand_prix')::int, count(*) FILTER (WHERE a.type = 'gold')::int,
    count(*) FILTER (WHERE a.type = 'silver')::int, count(*) FILTER (WHERE a.type = 'bronze')::int,
    count(*) FILTER (WHERE a.type = 'shortlist')::int, count(DISTINCT a.creative_id)::int,
    CASE WHEN GROUPING(a.year) = 1 THEN coalesce(sum(a.points) FILTER (WHERE a.year < basis_year), 0) ELSE 0 END::int
  FROM awards a
  WHERE a.verified AND a.agency_id IS NOT NULL
  GROUP BY a.agency_id, GROUPING SETS ((), (a.year), (a.festival_id), (a.year, a.festival_id))
  ORDER BY 1, 2, 4 DESC, 5 DESC;
  FOREACH definition IN ARRAY coalesce(keys, '{}') || coalesce(secondary, '{}') LOOP
    EXECUTE definition;
  END LOOP;
  PERFORM rebuild_ranking_segments(windows => true);
  ANALYZE window_points, window_buckets, agency_window_points, country_window_points, ranking_segments, ranking_segment_groups;
END $$;
--> statement-breakpoint
SELECT rebuild_ranking_segments();
--> statement-breakpoint
SELECT rebuild_ranking_segments(windows => true);

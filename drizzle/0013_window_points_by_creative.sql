DROP INDEX "window_points_creative_idx";--> statement-breakpoint
ALTER TABLE "window_points" DROP CONSTRAINT "window_points_year_festival_id_creative_id_pk";--> statement-breakpoint
ALTER TABLE "window_points" ADD CONSTRAINT "window_points_creative_id_year_festival_id_pk" PRIMARY KEY("creative_id","year","festival_id");--> statement-breakpoint
-- The primary key of window_points is led by the creative now, so the fill, written in ranking
-- order, would insert into it in random order: the keys are dropped and built again like the
-- secondary indexes.
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
  PERFORM rebuild_ranking_segments(2000, true);
  ANALYZE window_points, window_buckets, agency_window_points, country_window_points;
END $$;

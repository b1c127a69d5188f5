-- How many creatives of each discipline score in a window, kept with the windows as the
-- countries' are (country_window_points): a window's list of one discipline reads its total here
-- instead of counting its index range (141,522 entries for year=2024&category=film at 1M: ~40 ms
-- of a 47 ms page).
CREATE TABLE "discipline_window_counts" (
	"year" smallint NOT NULL,
	"festival_id" integer NOT NULL,
	"discipline" text NOT NULL,
	"creatives" integer NOT NULL,
	CONSTRAINT "discipline_window_counts_year_festival_id_discipline_pk" PRIMARY KEY("year","festival_id","discipline")
);
--> statement-breakpoint
ALTER TYPE window_move ADD ATTRIBUTE discipline text;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION write_creative_windows(changes award_change[], basis integer) RETURNS SETOF window_move
  LANGUAGE sql AS $$
  WITH d AS (
    SELECT x.year, x.festival_id, x.creative_id, sum(x.points)::int AS points, sum(x.awards)::int AS awards,
      sum(x.previous_points)::int AS previous_points
    FROM award_window_deltas(changes, basis) x GROUP BY 1, 2, 3
  ), written AS (
    INSERT INTO window_points AS w (year, festival_id, creative_id, points, awards, previous_points, country_code, discipline, name)
    SELECT d.year, d.festival_id, d.creative_id, d.points, d.awards, d.previous_points, c.country_code, c.discipline, coalesce(c.name, '')
    FROM d LEFT JOIN creatives c ON c.id = d.creative_id
    WHERE c.id IS NOT NULL OR EXISTS (SELECT 1 FROM window_points e
      WHERE (e.year, e.festival_id, e.creative_id) = (d.year, d.festival_id, d.creative_id))
    ORDER BY 1, 2, 3
    ON CONFLICT (year, festival_id, creative_id) DO UPDATE SET points = w.points + excluded.points,
      awards = w.awards + excluded.awards, previous_points = w.previous_points + excluded.previous_points
    RETURNING w.year, w.festival_id, w.creative_id, w.country_code, w.name, w.points, w.awards, w.previous_points, w.discipline
  )
  SELECT n.year, n.festival_id, n.creative_id, n.country_code, n.name, n.points - d.points, n.points,
    n.awards - d.awards, n.awards, n.previous_points - d.previous_points, n.previous_points, n.discipline
  FROM written n JOIN d ON (d.year, d.festival_id, d.creative_id) = (n.year, n.festival_id, n.creative_id)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION count_award_windows(changes award_change[])
 RETURNS void
 LANGUAGE plpgsql
AS $$
DECLARE
  basis_year integer := ranking_basis_year();
  moves window_move[];
  agency_moves agency_window_move[];
BEGIN
  PERFORM 1 FROM creatives WHERE id IN (SELECT c.creative_id FROM unnest(changes) c) ORDER BY id FOR UPDATE;
  moves := ARRAY(SELECT m FROM write_creative_windows(changes, basis_year) m);
  agency_moves := ARRAY(SELECT m FROM agency_window_moves(changes, basis_year) m);
  -- A year's row carries its creative's points of the same festival's year before: the rows just
  -- written and the same creatives' rows of the year after.
  UPDATE window_points w SET year_before_points = k.before
  FROM (
    SELECT k.year, k.festival_id, k.creative_id, coalesce(p.points, 0) AS before
    FROM (SELECT DISTINCT v.year, m.festival_id, m.creative_id
      FROM unnest(moves) m, LATERAL (VALUES (m.year), (m.year + 1)) v(year) WHERE m.year > 0) k
    LEFT JOIN window_points p ON (p.creative_id, p.year, p.festival_id) = (k.creative_id, k.year - 1, k.festival_id)
    ORDER BY k.creative_id, k.year, k.festival_id
  ) k
  WHERE (w.creative_id, w.year, w.festival_id) = (k.creative_id, k.year, k.festival_id) AND w.year_before_points <> k.before;
  INSERT INTO window_buckets AS b (year, festival_id, basis, points, creatives)
  SELECT m.year, m.festival_id, v.basis, v.points, sum(v.delta)::int
  FROM unnest(moves) m,
    LATERAL (VALUES ('current', m.old_points, -1), ('current', m.new_points, 1),
      ('previous', CASE WHEN m.year = 0 THEN m.old_previous ELSE 0 END, -1),
      ('previous', CASE WHEN m.year = 0 THEN m.new_previous ELSE 0 END, 1)) v(basis, points, delta)
  WHERE v.points > 0
  GROUP BY 1, 2, 3, 4 HAVING sum(v.delta) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT (year, festival_id, basis, points) DO UPDATE SET creatives = b.creatives + excluded.creatives;
  INSERT INTO country_window_points AS t (year, festival_id, country_code, points, awards, creatives, previous_points)
  SELECT m.year, m.festival_id, m.country_code, sum(m.new_points - m.old_points)::int, sum(m.new_awards - m.old_awards)::int,
    sum((m.new_awards > 0)::int - (m.old_awards > 0)::int)::int, sum(m.new_previous - m.old_previous)::int
  FROM unnest(moves) m WHERE m.country_code IS NOT NULL
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (year, festival_id, country_code) DO UPDATE SET points = t.points + excluded.points,
    awards = t.awards + excluded.awards, creatives = t.creatives + excluded.creatives,
    previous_points = t.previous_points + excluded.previous_points;
  INSERT INTO discipline_window_counts AS t (year, festival_id, discipline, creatives)
  SELECT m.year, m.festival_id, m.discipline, sum((m.new_awards > 0)::int - (m.old_awards > 0)::int)::int
  FROM unnest(moves) m WHERE m.discipline IS NOT NULL
  GROUP BY 1, 2, 3 HAVING sum((m.new_awards > 0)::int - (m.old_awards > 0)::int) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (year, festival_id, discipline) DO UPDATE SET creatives = t.creatives + excluded.creatives;
  PERFORM segments_count(ARRAY(
    SELECT ROW('window:' || m.year || ':' || m.festival_id, v.delta, v.points, v.awards, m.name, m.creative_id)::segment_entry
    FROM unnest(moves) m,
      LATERAL (VALUES (-1, m.old_points, m.old_awards), (1, m.new_points, m.new_awards)) v(delta, points, awards)
    WHERE v.points > 0 AND m.name IS NOT NULL AND (m.old_points, m.old_awards) IS DISTINCT FROM (m.new_points, m.new_awards)));
  UPDATE agencies g SET total_awards = g.total_awards + m.awards,
    grand_prix_awards = g.grand_prix_awards + m.grand_prix, gold_awards = g.gold_awards + m.gold,
    silver_awards = g.silver_awards + m.silver, bronze_awards = g.bronze_awards + m.bronze
  FROM (SELECT * FROM unnest(agency_moves) x WHERE x.year = 0 AND x.festival_id = 0 ORDER BY x.agency_id) m
  WHERE g.id = m.agency_id;
  INSERT INTO agency_window_points AS t (year, festival_id, agency_id, points, awards, grand_prix, gold, silver, bronze,
    shortlist, creatives, previous_points)
  SELECT m.year, m.festival_id, m.agency_id, m.points, m.awards, m.grand_prix, m.gold, m.silver, m.bronze, m.shortlist,
    m.creatives, m.previous_points
  FROM unnest(agency_moves) m ORDER BY 1, 2, 3
  ON CONFLICT (year, festival_id, agency_id) DO UPDATE SET points = t.points + excluded.points,
    awards = t.awards + excluded.awards, grand_prix = t.grand_prix + excluded.grand_prix, gold = t.gold + excluded.gold,
    silver = t.silver + excluded.silver, bronze = t.bronze + excluded.bronze, shortlist = t.shortlist + excluded.shortlist,
    creatives = t.creatives + excluded.creatives, previous_points = t.previous_points + excluded.previous_points;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION creatives_windows_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE changed integer[];
BEGIN
  SELECT array_agg(n.id) INTO changed FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.name, n.country_code, n.discipline) IS DISTINCT FROM (o.name, o.country_code, o.discipline);
  IF changed IS NULL THEN RETURN NULL; END IF;
  INSERT INTO country_window_points AS t (year, festival_id, country_code, points, awards, creatives, previous_points)
  SELECT w.year, w.festival_id, v.code, sum(v.sign * w.points)::int, sum(v.sign * w.awards)::int, sum(v.sign)::int,
    sum(v.sign * w.previous_points)::int
  FROM window_points w JOIN creatives c ON c.id = w.creative_id,
    LATERAL (VALUES (w.country_code, -1), (c.country_code, 1)) v(code, sign)
  WHERE w.creative_id = ANY(changed) AND w.awards > 0 AND v.code IS NOT NULL AND w.country_code IS DISTINCT FROM c.country_code
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (year, festival_id, country_code) DO UPDATE SET points = t.points + excluded.points,
    awards = t.awards + excluded.awards, creatives = t.creatives + excluded.creatives,
    previous_points = t.previous_points + excluded.previous_points;
  INSERT INTO discipline_window_counts AS t (year, festival_id, discipline, creatives)
  SELECT w.year, w.festival_id, v.discipline, sum(v.sign)::int
  FROM window_points w JOIN creatives c ON c.id = w.creative_id,
    LATERAL (VALUES (w.discipline, -1), (c.discipline, 1)) v(discipline, sign)
  WHERE w.creative_id = ANY(changed) AND w.awards > 0 AND v.discipline IS NOT NULL AND w.discipline IS DISTINCT FROM c.discipline
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (year, festival_id, discipline) DO UPDATE SET creatives = t.creatives + excluded.creatives;
  PERFORM segments_count(ARRAY(
    SELECT ROW('window:' || w.year || ':' || w.festival_id, v.delta, w.points, w.awards, v.name, w.creative_id)::segment_entry
    FROM window_points w JOIN creatives c ON c.id = w.creative_id, LATERAL (VALUES (-1, w.name), (1, c.name)) v(delta, name)
    WHERE w.creative_id = ANY(changed) AND w.points > 0 AND w.name IS DISTINCT FROM c.name));
  UPDATE window_points w SET country_code = c.country_code, discipline = c.discipline, name = c.name FROM creatives c
    WHERE w.creative_id = ANY(changed) AND c.id = w.creative_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rebuild_ranking_windows()
 RETURNS void
 LANGUAGE plpgsql
 SET work_mem TO '256MB'
AS $$
DECLARE
  basis_year integer := ranking_basis_year();
  keys text[];
  secondary text[];
  definition text;
BEGIN
  TRUNCATE window_points, window_buckets, agency_window_points, country_window_points, discipline_window_counts;
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
  INSERT INTO window_points (year, festival_id, creative_id, points, awards, previous_points, year_before_points,
    country_code, discipline, name)
  SELECT s.year, s.festival_id, s.creative_id, s.points, s.awards, s.previous_points,
    CASE WHEN s.year > 0 AND lag(s.year) OVER earlier = s.year - 1 THEN lag(s.points) OVER earlier ELSE 0 END,
    c.country_code, c.discipline, c.name
  FROM (
    SELECT coalesce(a.year, 0)::smallint AS year, coalesce(a.festival_id, 0) AS festival_id, a.creative_id,
      sum(a.points)::int AS points, count(*)::int AS awards,
      CASE WHEN GROUPING(a.year) = 1 THEN coalesce(sum(a.points) FILTER (WHERE a.year < basis_year), 0) ELSE 0 END::int AS previous_points
    FROM awards a
    WHERE a.verified
    GROUP BY a.creative_id, GROUPING SETS ((), (a.year), (a.festival_id), (a.year, a.festival_id))
  ) s JOIN creatives c ON c.id = s.creative_id
  WINDOW earlier AS (PARTITION BY s.creative_id, s.festival_id, s.year > 0 ORDER BY s.year)
  ORDER BY s.year, s.festival_id, s.points DESC, s.awards DESC, c.name, s.creative_id;
  INSERT INTO window_buckets (year, festival_id, basis, points, creatives)
  SELECT w.year, w.festival_id, 'current', w.points, count(*)::int FROM window_points w WHERE w.points > 0 GROUP BY 1, 2, 4
  UNION ALL
  SELECT w.year, w.festival_id, 'previous', w.previous_points, count(*)::int FROM window_points w WHERE w.previous_points > 0 GROUP BY 1, 2, 4;
  INSERT INTO country_window_points (year, festival_id, country_code, points, awards, creatives, previous_points)
  SELECT w.year, w.festival_id, w.country_code, sum(w.points)::int, sum(w.awards)::int, count(*)::int, sum(w.previous_points)::int
  FROM window_points w WHERE w.country_code IS NOT NULL GROUP BY 1, 2, 3;
  INSERT INTO discipline_window_counts (year, festival_id, discipline, creatives)
  SELECT w.year, w.festival_id, w.discipline, count(*)::int FROM window_points w
  WHERE w.discipline IS NOT NULL AND w.awards > 0 GROUP BY 1, 2, 3;
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
  ANALYZE window_points, window_buckets, agency_window_points, country_window_points, discipline_window_counts, ranking_segments, ranking_segment_groups;
END $$;
--> statement-breakpoint
INSERT INTO discipline_window_counts (year, festival_id, discipline, creatives)
SELECT w.year, w.festival_id, w.discipline, count(*)::int FROM window_points w
WHERE w.discipline IS NOT NULL AND w.awards > 0 GROUP BY 1, 2, 3;

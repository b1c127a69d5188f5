-- The ranking windows' upkeep (migration 0011), made fast enough for bulk imports and a
-- 10,000,000-award rebuild: what a change does to the windows is computed once per statement (it
-- was computed again by each table's statement), the creatives' window rows are read as they are
-- written, the basis year is read once (it was read for every award and window), each creative's
-- awards at an agency are counted once for all windows, the award lists look their names up by
-- index, and a rebuild fills the tables without their secondary indexes and builds them after.
-- And a creative removed from the database leaves the rank buckets (it stayed counted there).
CREATE TYPE window_move AS (year smallint, festival_id integer, creative_id integer, country_code varchar, name text,
  old_points integer, new_points integer, old_awards integer, new_awards integer, old_previous integer, new_previous integer);
--> statement-breakpoint
CREATE TYPE agency_window_move AS (year smallint, festival_id integer, agency_id integer, points integer, awards integer,
  grand_prix integer, gold integer, silver integer, bronze integer, shortlist integer, creatives integer, previous_points integer);
--> statement-breakpoint
DROP FUNCTION creative_window_moves(award_change[]);
--> statement-breakpoint
DROP FUNCTION agency_window_moves(award_change[]);
--> statement-breakpoint
DROP FUNCTION award_window_deltas(award_change[]);
--> statement-breakpoint
-- The four windows an award counts in (all time, its year, its festival, both) and what it adds
-- there; `previous_points` (awards before the basis year) only for the windows of all years.
CREATE FUNCTION award_window_deltas(changes award_change[], basis integer)
  RETURNS TABLE (year smallint, festival_id integer, creative_id integer, agency_id integer, type award_type,
    points integer, awards integer, previous_points integer)
  LANGUAGE sql IMMUTABLE AS $$
  SELECT w.y::smallint, w.f, c.creative_id, c.agency_id, c.type, c.sign * c.points, c.sign,
    CASE WHEN w.y = 0 AND c.year < basis THEN c.sign * c.points ELSE 0 END
  FROM unnest(changes) c, LATERAL (VALUES (0, 0), (c.year, 0), (0, c.festival_id), (c.year, c.festival_id)) w(y, f)
$$;
--> statement-breakpoint
-- Writes what the change does to each creative's window rows (added to the row, or a new row)
-- and returns the rows as they were before and after: one index probe per row. The rows of a
-- creative deleted meanwhile (its awards leave by cascade) are found by their own key.
CREATE FUNCTION write_creative_windows(changes award_change[], basis integer) RETURNS SETOF window_move
  LANGUAGE sql AS $$
  WITH d AS (
    SELECT x.year, x.festival_id, x.creative_id, sum(x.points)::int AS points, sum(x.awards)::int AS awards,
      sum(x.previous_points)::int AS previous_points
    FROM award_window_deltas(changes, basis) x GROUP BY 1, 2, 3
  ), written AS (
    INSERT INTO window_points AS w (year, festival_id, creative_id, points, awards, previous_points, country_code, name)
    SELECT d.year, d.festival_id, d.creative_id, d.points, d.awards, d.previous_points, c.country_code, coalesce(c.name, '')
    FROM d LEFT JOIN creatives c ON c.id = d.creative_id
    WHERE c.id IS NOT NULL OR EXISTS (SELECT 1 FROM window_points e
      WHERE (e.year, e.festival_id, e.creative_id) = (d.year, d.festival_id, d.creative_id))
    ORDER BY 1, 2, 3
    ON CONFLICT (year, festival_id, creative_id) DO UPDATE SET points = w.points + excluded.points,
      awards = w.awards + excluded.awards, previous_points = w.previous_points + excluded.previous_points
    RETURNING w.year, w.festival_id, w.creative_id, w.country_code, w.name, w.points, w.awards, w.previous_points
  )
  SELECT n.year, n.festival_id, n.creative_id, n.country_code, n.name, n.points - d.points, n.points,
    n.awards - d.awards, n.awards, n.previous_points - d.previous_points, n.previous_points
  FROM written n JOIN d ON (d.year, d.festival_id, d.creative_id) = (n.year, n.festival_id, n.creative_id)
$$;
--> statement-breakpoint
-- What a change does to the agencies' window rows: sums per level, and per creative whether it
-- scored at the agency in the window before and after, which gives the creatives count: each
-- creative's awards at the agency are counted once, in every window, from its few awards (the
-- awards_creative index). Agencies deleted meanwhile are left out.
CREATE FUNCTION agency_window_moves(changes award_change[], basis integer) RETURNS SETOF agency_window_move
  LANGUAGE sql STABLE AS $$
  WITH d AS (
    SELECT x.year, x.festival_id, x.agency_id, x.creative_id, sum(x.points) AS points, sum(x.awards) AS awards,
      sum(x.awards) FILTER (WHERE x.type = 'grand_prix') AS grand_prix, sum(x.awards) FILTER (WHERE x.type = 'gold') AS gold,
      sum(x.awards) FILTER (WHERE x.type = 'silver') AS silver, sum(x.awards) FILTER (WHERE x.type = 'bronze') AS bronze,
      sum(x.awards) FILTER (WHERE x.type = 'shortlist') AS shortlist, sum(x.previous_points) AS previous_points
    FROM award_window_deltas(changes, basis) x WHERE x.agency_id IS NOT NULL GROUP BY 1, 2, 3, 4
  ), after AS (
    SELECT coalesce(a.year, 0) AS year, coalesce(a.festival_id, 0) AS festival_id, a.agency_id, a.creative_id, count(*) AS awards
    FROM awards a
    WHERE a.verified AND (a.creative_id, a.agency_id) IN (SELECT DISTINCT c.creative_id, c.agency_id FROM unnest(changes) c)
    GROUP BY a.creative_id, a.agency_id, GROUPING SETS ((), (a.year), (a.festival_id), (a.year, a.festival_id))
  )
  SELECT d.year, d.festival_id, d.agency_id, sum(d.points)::int, sum(d.awards)::int, coalesce(sum(d.grand_prix), 0)::int,
    coalesce(sum(d.gold), 0)::int, coalesce(sum(d.silver), 0)::int, coalesce(sum(d.bronze), 0)::int,
    coalesce(sum(d.shortlist), 0)::int,
    sum((coalesce(n.awards, 0) > 0)::int - (coalesce(n.awards, 0) - d.awards > 0)::int)::int, sum(d.previous_points)::int
  FROM d JOIN agencies g ON g.id = d.agency_id
  LEFT JOIN after n ON (n.year, n.festival_id, n.agency_id, n.creative_id) = (d.year, d.festival_id, d.agency_id, d.creative_id)
  GROUP BY 1, 2, 3
$$;
--> statement-breakpoint
-- Counts awards in or out of every window they belong to: the creatives' window rows (first: the
-- creatives are locked, so only this transaction writes them), the rank buckets and segments, the
-- countries' and the agencies' window rows and the agencies' award counts. Shared rows (buckets,
-- countries, agencies) are written in key order, table after table, so that two transactions
-- counting awards at once wait for each other instead of deadlocking.
CREATE OR REPLACE FUNCTION count_award_windows(changes award_change[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  basis_year integer := ranking_basis_year();
  moves window_move[];
  agency_moves agency_window_move[];
BEGIN
  PERFORM 1 FROM creatives WHERE id IN (SELECT c.creative_id FROM unnest(changes) c) ORDER BY id FOR UPDATE;
  moves := ARRAY(SELECT m FROM write_creative_windows(changes, basis_year) m);
  agency_moves := ARRAY(SELECT m FROM agency_window_moves(changes, basis_year) m);
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
-- json_build_object is stable, not immutable: declared immutable, award_json was called row by
-- row instead of being inlined into the queries that build the lists.
ALTER FUNCTION award_json(awards, festivals, categories, agencies) STABLE;
--> statement-breakpoint
-- A creative's award list with its names joined row by row (the index lookups a few awards need;
-- a hash of every category would cost more than the list).
CREATE OR REPLACE FUNCTION refresh_creative_award_lists(ids integer[]) RETURNS void LANGUAGE sql
  SET enable_hashjoin = off SET enable_mergejoin = off AS $$
  SELECT 1 FROM creatives WHERE id = ANY(ids) ORDER BY id FOR UPDATE;
  INSERT INTO creative_award_lists (creative_id, awards)
    SELECT cr.id, coalesce((
      SELECT json_agg(award_json(a, f, c, g) ORDER BY a.year DESC, a.id DESC)
      FROM (SELECT * FROM awards WHERE creative_id = cr.id AND verified ORDER BY year DESC, id DESC LIMIT 500) a
      JOIN festivals f ON f.id = a.festival_id
      JOIN categories c ON c.id = a.category_id
      LEFT JOIN agencies g ON g.id = a.agency_id), '[]'::json)
    FROM creatives cr WHERE cr.id = ANY(ids)
  ON CONFLICT (creative_id) DO UPDATE SET awards = excluded.awards;
$$;
--> statement-breakpoint
-- Re-cuts the creatives' lists, or with `windows` the windows' lists, into segments of `size`.
-- A window's segments start at every size-th row of its ranking: one sort of the window rows by
-- their ranking order, numbered per window.
CREATE OR REPLACE FUNCTION rebuild_ranking_segments(size integer DEFAULT 2000, windows boolean DEFAULT false)
  RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM ranking_segments WHERE (list LIKE 'window:%') = windows;
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
END $$;
--> statement-breakpoint
-- Every window from the awards in one pass (after bulk loads, and when the basis year turns).
-- The tables' secondary indexes are dropped for the fill and built again after it: one sort each
-- instead of tens of millions of inserts in random order. Rows are written in ranking order, so
-- a window's page reads a few neighbouring heap pages instead of one page per row.
CREATE OR REPLACE FUNCTION rebuild_ranking_windows() RETURNS void LANGUAGE plpgsql SET work_mem = '256MB' AS $$
DECLARE
  basis_year integer := ranking_basis_year();
  secondary text[];
  definition text;
BEGIN
  TRUNCATE window_points, window_buckets, agency_window_points, country_window_points;
  SELECT array_agg(pg_get_indexdef(i.indexrelid)) INTO secondary FROM pg_index i
    WHERE i.indrelid IN ('window_points'::regclass, 'agency_window_points'::regclass) AND NOT i.indisprimary;
  IF secondary IS NOT NULL THEN
    EXECUTE (SELECT 'DROP INDEX ' || string_agg(i.indexrelid::regclass::text, ', ') FROM pg_index i
      WHERE i.indrelid IN ('window_points'::regclass, 'agency_window_points'::regclass) AND NOT i.indisprimary);
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
  FOREACH definition IN ARRAY coalesce(secondary, '{}') LOOP
    EXECUTE definition;
  END LOOP;
  PERFORM rebuild_ranking_segments(2000, true);
  ANALYZE window_points, window_buckets, agency_window_points, country_window_points;
END $$;
--> statement-breakpoint
-- A creative removed from the database leaves the rank buckets too (its awards leave the windows
-- by cascade; its all-time totals leave with its row).
CREATE FUNCTION creatives_buckets_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE rank_buckets b SET creatives = b.creatives - d.n
  FROM (
    SELECT v.basis, v.points, count(*)::int AS n
    FROM old_rows o, LATERAL (VALUES ('current', o.total_points), ('previous', o.previous_points)) v(basis, points)
    WHERE v.basis = 'current' OR v.points > 0
    GROUP BY 1, 2 ORDER BY 1, 2
  ) d
  WHERE b.basis = d.basis AND b.points = d.points;
  DELETE FROM rank_buckets WHERE creatives <= 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER creatives_buckets_delete AFTER DELETE ON creatives REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION creatives_buckets_delete();

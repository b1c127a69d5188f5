CREATE TABLE "ranking_segments" (
	"list" text NOT NULL,
	"neg_points" integer NOT NULL,
	"neg_awards" integer NOT NULL,
	"name" text NOT NULL,
	"id" integer NOT NULL,
	"creatives" integer NOT NULL,
	CONSTRAINT "ranking_segments_list_neg_points_neg_awards_name_id_pk" PRIMARY KEY("list","neg_points","neg_awards","name","id")
);
--> statement-breakpoint
-- Lists a creative is ranked in (schema.ts, rankingSegments): the whole ranking, its country's
-- and its discipline's.
CREATE FUNCTION ranking_lists(country text, discipline text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT array_remove(ARRAY['all', 'country:' || country, 'discipline:' || discipline], NULL) $$;
--> statement-breakpoint
CREATE TYPE ranking_entry AS (delta integer, points integer, awards integer, name text, id integer, country text, discipline text);
--> statement-breakpoint
-- Counts creatives in (+1) or out (-1) of the segments holding their position. Each list's first
-- segment starts below every real key, so every position has a segment.
CREATE FUNCTION ranking_segments_count(entries ranking_entry[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO ranking_segments (list, neg_points, neg_awards, name, id, creatives)
    SELECT DISTINCT l, -2147483647, -2147483647, '', 0, 0 FROM unnest(entries) e, unnest(ranking_lists(e.country, e.discipline)) l
    ON CONFLICT DO NOTHING;
  UPDATE ranking_segments s SET creatives = s.creatives + d.delta
  FROM (
    SELECT seg.list, seg.neg_points, seg.neg_awards, seg.name, seg.id, sum(e.delta)::int AS delta
    FROM unnest(entries) e, unnest(ranking_lists(e.country, e.discipline)) l,
      LATERAL (
        SELECT r.list, r.neg_points, r.neg_awards, r.name, r.id FROM ranking_segments r
        WHERE r.list = l AND (r.neg_points, r.neg_awards, r.name, r.id) <= (-e.points, -e.awards, e.name, e.id)
        ORDER BY r.neg_points DESC, r.neg_awards DESC, r.name DESC, r.id DESC LIMIT 1
      ) seg
    GROUP BY 1, 2, 3, 4, 5 HAVING sum(e.delta) <> 0
  ) d
  WHERE (s.list, s.neg_points, s.neg_awards, s.name, s.id) = (d.list, d.neg_points, d.neg_awards, d.name, d.id);
$$;
--> statement-breakpoint
-- Re-cuts every list into segments of `size`, 2,000 by default (after bulk loads: segments grow with inserts).
CREATE FUNCTION rebuild_ranking_segments(size integer DEFAULT 2000) RETURNS void LANGUAGE sql AS $$
  DELETE FROM ranking_segments;
  INSERT INTO ranking_segments (list, neg_points, neg_awards, name, id, creatives)
  SELECT list,
    CASE WHEN seg = 0 THEN -2147483647 ELSE np END, CASE WHEN seg = 0 THEN -2147483647 ELSE na END,
    CASE WHEN seg = 0 THEN '' ELSE name END, CASE WHEN seg = 0 THEN 0 ELSE id END, creatives
  FROM (
    SELECT DISTINCT ON (list, seg) list, seg, np, na, name, id, count(*) OVER (PARTITION BY list, seg)::int AS creatives
    FROM (
      SELECT l AS list, -c.total_points AS np, -c.total_awards AS na, c.name, c.id,
        (row_number() OVER (PARTITION BY l ORDER BY -c.total_points, -c.total_awards, c.name, c.id) - 1) / size AS seg
      FROM creatives c, unnest(ranking_lists(c.country_code, c.discipline)) l
    ) ordered
    ORDER BY list, seg, np, na, name, id
  ) starts;
$$;
--> statement-breakpoint
-- A bulk statement (over 100,000 rows: loads, recomputed totals) re-cuts every list instead:
-- one sort beats a lookup per row, and the segments come out even.
CREATE FUNCTION creatives_segments_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(*) FROM new_rows) > 100000 THEN PERFORM rebuild_ranking_segments(); RETURN NULL; END IF;
  PERFORM ranking_segments_count(ARRAY(
    SELECT ROW(1, n.total_points, n.total_awards, n.name, n.id, n.country_code, n.discipline)::ranking_entry FROM new_rows n));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION creatives_segments_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(*) FROM new_rows) > 100000 THEN PERFORM rebuild_ranking_segments(); RETURN NULL; END IF;
  PERFORM ranking_segments_count(ARRAY(
    SELECT e FROM old_rows o JOIN new_rows n ON n.id = o.id,
      LATERAL (VALUES
        (ROW(-1, o.total_points, o.total_awards, o.name, o.id, o.country_code, o.discipline)::ranking_entry),
        (ROW(1, n.total_points, n.total_awards, n.name, n.id, n.country_code, n.discipline)::ranking_entry)) v(e)
    WHERE (o.total_points, o.total_awards, o.name, o.country_code, o.discipline)
      IS DISTINCT FROM (n.total_points, n.total_awards, n.name, n.country_code, n.discipline)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION creatives_segments_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(*) FROM old_rows) > 100000 THEN PERFORM rebuild_ranking_segments(); RETURN NULL; END IF;
  PERFORM ranking_segments_count(ARRAY(
    SELECT ROW(-1, o.total_points, o.total_awards, o.name, o.id, o.country_code, o.discipline)::ranking_entry FROM old_rows o));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER creatives_segments_insert AFTER INSERT ON creatives REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION creatives_segments_insert();
--> statement-breakpoint
CREATE TRIGGER creatives_segments_update AFTER UPDATE ON creatives REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION creatives_segments_update();
--> statement-breakpoint
CREATE TRIGGER creatives_segments_delete AFTER DELETE ON creatives REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION creatives_segments_delete();
--> statement-breakpoint
SELECT rebuild_ranking_segments();

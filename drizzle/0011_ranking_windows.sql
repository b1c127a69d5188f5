CREATE TABLE "agency_window_points" (
	"year" smallint NOT NULL,
	"festival_id" integer NOT NULL,
	"agency_id" integer NOT NULL,
	"points" integer NOT NULL,
	"awards" integer NOT NULL,
	"grand_prix" integer NOT NULL,
	"gold" integer NOT NULL,
	"silver" integer NOT NULL,
	"bronze" integer NOT NULL,
	"shortlist" integer NOT NULL,
	"creatives" integer NOT NULL,
	"previous_points" integer NOT NULL,
	CONSTRAINT "agency_window_points_year_festival_id_agency_id_pk" PRIMARY KEY("year","festival_id","agency_id")
);
--> statement-breakpoint
CREATE TABLE "country_window_points" (
	"year" smallint NOT NULL,
	"festival_id" integer NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"points" integer NOT NULL,
	"awards" integer NOT NULL,
	"creatives" integer NOT NULL,
	"previous_points" integer NOT NULL,
	CONSTRAINT "country_window_points_year_festival_id_country_code_pk" PRIMARY KEY("year","festival_id","country_code")
);
--> statement-breakpoint
CREATE TABLE "window_buckets" (
	"year" smallint NOT NULL,
	"festival_id" integer NOT NULL,
	"basis" text NOT NULL,
	"points" integer NOT NULL,
	"creatives" integer NOT NULL,
	CONSTRAINT "window_buckets_year_festival_id_basis_points_pk" PRIMARY KEY("year","festival_id","basis","points")
);
--> statement-breakpoint
CREATE TABLE "window_points" (
	"year" smallint NOT NULL,
	"festival_id" integer NOT NULL,
	"creative_id" integer NOT NULL,
	"points" integer NOT NULL,
	"awards" integer NOT NULL,
	"previous_points" integer NOT NULL,
	"country_code" varchar(2),
	"name" text NOT NULL,
	CONSTRAINT "window_points_year_festival_id_creative_id_pk" PRIMARY KEY("year","festival_id","creative_id")
);
--> statement-breakpoint
ALTER TABLE "awards" ADD COLUMN "agency_id" integer;--> statement-breakpoint
ALTER TABLE "agency_window_points" ADD CONSTRAINT "agency_window_points_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agency_window_points_ranking_idx" ON "agency_window_points" USING btree ("year","festival_id","points" DESC NULLS FIRST,"awards" DESC NULLS FIRST,"agency_id") WHERE "agency_window_points"."points" > 0;--> statement-breakpoint
CREATE INDEX "window_points_ranking_idx" ON "window_points" USING btree ("year","festival_id","points" DESC NULLS FIRST,"awards" DESC NULLS FIRST,"name","creative_id") WHERE "window_points"."points" > 0;--> statement-breakpoint
CREATE INDEX "window_points_country_ranking_idx" ON "window_points" USING btree ("year","festival_id","country_code","points" DESC NULLS FIRST,"awards" DESC NULLS FIRST,"name","creative_id") WHERE "window_points"."points" > 0;--> statement-breakpoint
CREATE INDEX "window_points_creative_idx" ON "window_points" USING btree ("creative_id");--> statement-breakpoint
ALTER TABLE "awards" ADD CONSTRAINT "awards_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "awards_agency_idx" ON "awards" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "awards_winners_idx" ON "awards" USING btree ("festival_id","year","type","category_id","title","id") WHERE "awards"."verified";--> statement-breakpoint
-- Existing awards are credited to their creative's current agency (the best knowledge there is),
-- without the award lists' row upkeep: the lists are rebuilt below with the agency in them.
ALTER TABLE awards DISABLE TRIGGER awards_lists_update;
--> statement-breakpoint
UPDATE awards a SET agency_id = c.agency_id FROM creatives c WHERE c.id = a.creative_id AND c.agency_id IS NOT NULL;
--> statement-breakpoint
ALTER TABLE awards ENABLE TRIGGER awards_lists_update;
--> statement-breakpoint
DROP FUNCTION rebuild_creative_award_lists();
--> statement-breakpoint
DROP FUNCTION refresh_creative_award_lists(integer[]);
--> statement-breakpoint
DROP FUNCTION award_json(awards, festivals, categories);
--> statement-breakpoint
-- An award in the API's shape (awardSchema), with the agency credited for it.
CREATE FUNCTION award_json(a awards, f festivals, c categories, g agencies) RETURNS json
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT json_build_object(
    'id', a.id, 'title', a.title, 'description', a.description, 'year', a.year, 'type', a.type,
    'points', a.points, 'verified', a.verified, 'festivalId', a.festival_id, 'categoryId', a.category_id,
    'festival', json_build_object('id', f.id, 'name', f.name, 'slug', f.slug),
    'category', json_build_object('id', c.id, 'name', c.name),
    'agency', CASE WHEN g.id IS NOT NULL THEN json_build_object('id', g.id, 'slug', g.slug, 'name', g.name) END) $$;
--> statement-breakpoint
CREATE FUNCTION refresh_creative_award_lists(ids integer[]) RETURNS void LANGUAGE sql AS $$
  SELECT 1 FROM creatives WHERE id = ANY(ids) ORDER BY id FOR UPDATE;
  INSERT INTO creative_award_lists (creative_id, awards)
    SELECT cr.id, coalesce((
      SELECT json_agg(award_json(a,
          (SELECT f FROM festivals f WHERE f.id = a.festival_id),
          (SELECT c FROM categories c WHERE c.id = a.category_id),
          (SELECT g FROM agencies g WHERE g.id = a.agency_id)) ORDER BY a.year DESC, a.id DESC)
      FROM (SELECT * FROM awards WHERE creative_id = cr.id AND verified ORDER BY year DESC, id DESC LIMIT 500) a), '[]'::json)
    FROM creatives cr WHERE cr.id = ANY(ids)
  ON CONFLICT (creative_id) DO UPDATE SET awards = excluded.awards;
$$;
--> statement-breakpoint
CREATE FUNCTION rebuild_creative_award_lists() RETURNS void LANGUAGE sql AS $$
  DELETE FROM creative_award_lists;
  INSERT INTO creative_award_lists (creative_id, awards)
    SELECT a.creative_id, json_agg(award_json(a, f, c, g) ORDER BY a.year DESC, a.id DESC)
    FROM (SELECT * FROM awards WHERE verified) a
    JOIN festivals f ON f.id = a.festival_id
    JOIN categories c ON c.id = a.category_id
    LEFT JOIN agencies g ON g.id = a.agency_id
    WHERE a.id IN (SELECT id FROM (
      SELECT id, row_number() OVER (PARTITION BY creative_id ORDER BY year DESC, id DESC) AS n FROM awards WHERE verified) ranked
      WHERE n <= 500)
    GROUP BY a.creative_id;
$$;
--> statement-breakpoint
-- A festival, category or agency renamed: the lists that name it. The renamed rows are found
-- first: agencies' rows change with every counted award (their counters), and most changes rename
-- nothing.
CREATE OR REPLACE FUNCTION award_names_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids integer[]; renamed integer[];
BEGIN
  SELECT array_agg(n.id) INTO renamed FROM old_names o JOIN new_names n ON n.id = o.id
    WHERE to_jsonb(o) -> 'name' IS DISTINCT FROM to_jsonb(n) -> 'name' OR to_jsonb(o) -> 'slug' IS DISTINCT FROM to_jsonb(n) -> 'slug';
  IF renamed IS NULL THEN RETURN NULL; END IF;
  IF TG_TABLE_NAME = 'festivals' THEN
    SELECT array_agg(DISTINCT creative_id) INTO ids FROM awards WHERE festival_id = ANY(renamed) AND verified;
  ELSIF TG_TABLE_NAME = 'agencies' THEN
    SELECT array_agg(DISTINCT creative_id) INTO ids FROM awards WHERE agency_id = ANY(renamed) AND verified;
  ELSE
    SELECT array_agg(DISTINCT creative_id) INTO ids FROM awards WHERE category_id = ANY(renamed) AND verified;
  END IF;
  IF ids IS NOT NULL THEN PERFORM refresh_creative_award_lists(ids); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER agencies_award_names AFTER UPDATE ON agencies REFERENCING OLD TABLE AS old_names NEW TABLE AS new_names
  FOR EACH STATEMENT EXECUTE FUNCTION award_names_change();
--> statement-breakpoint
SELECT rebuild_creative_award_lists();
--> statement-breakpoint
-- The year the stored year-earlier points are computed for (ranking.repository, getBasisYear).
CREATE FUNCTION ranking_basis_year() RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT value::int FROM app_settings WHERE key = 'ranking_basis_year'), extract(year FROM now())::int) $$;
--> statement-breakpoint
-- A verified award entering (+1) or leaving (-1) the count.
CREATE TYPE award_change AS (creative_id integer, agency_id integer, festival_id integer, year integer, type award_type, points integer, sign integer);
--> statement-breakpoint
-- The four windows an award counts in (all time, its year, its festival, both) and what it adds
-- there; `previous_points` only for the windows of all years (the year-earlier ranking).
CREATE FUNCTION award_window_deltas(changes award_change[])
  RETURNS TABLE (year smallint, festival_id integer, creative_id integer, agency_id integer, type award_type,
    points integer, awards integer, previous_points integer)
  LANGUAGE sql STABLE AS $$
  SELECT w.y::smallint, w.f, c.creative_id, c.agency_id, c.type, c.sign * c.points, c.sign,
    CASE WHEN w.y = 0 AND c.year < b.basis THEN c.sign * c.points ELSE 0 END
  FROM unnest(changes) c CROSS JOIN (SELECT ranking_basis_year() AS basis) b,
    LATERAL (VALUES (0, 0), (c.year, 0), (0, c.festival_id), (c.year, c.festival_id)) w(y, f)
$$;
--> statement-breakpoint
-- Each creative's window rows before the change, with what the change does to them.
CREATE FUNCTION creative_window_moves(changes award_change[])
  RETURNS TABLE (year smallint, festival_id integer, creative_id integer, country_code varchar, name text,
    old_points integer, new_points integer, old_awards integer, new_awards integer, old_previous integer, new_previous integer)
  LANGUAGE sql STABLE AS $$
  SELECT d.year, d.festival_id, d.creative_id,
    CASE WHEN w.creative_id IS NULL THEN c.country_code ELSE w.country_code END, coalesce(w.name, c.name),
    coalesce(w.points, 0), coalesce(w.points, 0) + d.points, coalesce(w.awards, 0), coalesce(w.awards, 0) + d.awards,
    coalesce(w.previous_points, 0), coalesce(w.previous_points, 0) + d.previous_points
  FROM (
    SELECT x.year, x.festival_id, x.creative_id, sum(x.points)::int AS points, sum(x.awards)::int AS awards,
      sum(x.previous_points)::int AS previous_points
    FROM award_window_deltas(changes) x GROUP BY 1, 2, 3
  ) d
  LEFT JOIN window_points w ON (w.year, w.festival_id, w.creative_id) = (d.year, d.festival_id, d.creative_id)
  LEFT JOIN creatives c ON c.id = d.creative_id
$$;
--> statement-breakpoint
-- Ranking segments (migration 0007) for the windows too: list 'window:<year>:<festival id>' cuts a
-- window's ranking (window_points with points), so a deep page of a window is a segment probe and
-- an index seek like the all-time one. A count names its list; the creatives' lists map to it.
CREATE TYPE segment_entry AS (list text, delta integer, points integer, awards integer, name text, id integer);
--> statement-breakpoint
-- Shared segment rows are updated in key order, so that concurrent counts wait instead of deadlocking.
CREATE FUNCTION segments_count(entries segment_entry[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO ranking_segments (list, neg_points, neg_awards, name, id, creatives)
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
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ranking_segments_count(entries ranking_entry[]) RETURNS void LANGUAGE sql AS $$
  SELECT segments_count(ARRAY(
    SELECT ROW(l, e.delta, e.points, e.awards, e.name, e.id)::segment_entry
    FROM unnest(entries) e, unnest(ranking_lists(e.country, e.discipline)) l));
$$;
--> statement-breakpoint
DROP FUNCTION rebuild_ranking_segments(integer);
--> statement-breakpoint
-- Re-cuts the creatives' lists, or with `windows` the windows' lists, into segments of `size`.
CREATE FUNCTION rebuild_ranking_segments(size integer DEFAULT 2000, windows boolean DEFAULT false) RETURNS void LANGUAGE sql AS $$
  DELETE FROM ranking_segments WHERE (list LIKE 'window:%') = windows;
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
        FROM creatives c, unnest(ranking_lists(c.country_code, c.discipline)) l WHERE NOT windows
        UNION ALL
        SELECT 'window:' || w.year || ':' || w.festival_id, w.points, w.awards, w.name, w.creative_id
        FROM window_points w WHERE windows AND w.points > 0
      ) ranked
    ) ordered
    ORDER BY list, seg, np, na, name, id
  ) starts;
$$;
--> statement-breakpoint
-- What a change does to the agencies' window rows: sums per level, and per creative whether it
-- scored at the agency in the window before and after (its few awards, by the awards_creative
-- index), which gives the creatives count. Agencies deleted meanwhile are left out.
CREATE FUNCTION agency_window_moves(changes award_change[])
  RETURNS TABLE (year smallint, festival_id integer, agency_id integer, points integer, awards integer, grand_prix integer,
    gold integer, silver integer, bronze integer, shortlist integer, creatives integer, previous_points integer)
  LANGUAGE sql STABLE AS $$
  SELECT d.year, d.festival_id, d.agency_id, sum(d.points)::int, sum(d.awards)::int, sum(d.grand_prix)::int, sum(d.gold)::int,
    sum(d.silver)::int, sum(d.bronze)::int, sum(d.shortlist)::int,
    sum((n.awards > 0)::int - (n.awards - d.awards > 0)::int)::int, sum(d.previous_points)::int
  FROM (
    SELECT x.year, x.festival_id, x.agency_id, x.creative_id, sum(x.points) AS points, sum(x.awards) AS awards,
      sum(x.awards) FILTER (WHERE x.type = 'grand_prix') AS grand_prix, sum(x.awards) FILTER (WHERE x.type = 'gold') AS gold,
      sum(x.awards) FILTER (WHERE x.type = 'silver') AS silver, sum(x.awards) FILTER (WHERE x.type = 'bronze') AS bronze,
      sum(x.awards) FILTER (WHERE x.type = 'shortlist') AS shortlist, sum(x.previous_points) AS previous_points
    FROM award_window_deltas(changes) x WHERE x.agency_id IS NOT NULL GROUP BY 1, 2, 3, 4
  ) d
  JOIN agencies g ON g.id = d.agency_id,
  LATERAL (
    SELECT count(*)::int AS awards FROM awards a
    WHERE a.creative_id = d.creative_id AND a.agency_id = d.agency_id AND a.verified
      AND (d.year = 0 OR a.year = d.year) AND (d.festival_id = 0 OR a.festival_id = d.festival_id)
  ) n
  GROUP BY 1, 2, 3
$$;
--> statement-breakpoint
-- Counts awards in or out of every window they belong to: the creatives' window rows, the rank
-- buckets and segments, the countries' and the agencies' window rows and the agencies' award counts. Shared
-- rows (buckets, countries, agencies) are written in key order, table after table, so that two
-- transactions counting awards at once wait for each other instead of deadlocking; the
-- creatives are locked first, so one creative's rows are read and written by one at a time.
CREATE FUNCTION count_award_windows(changes award_change[]) RETURNS void LANGUAGE sql AS $$
  SELECT 1 FROM creatives WHERE id IN (SELECT c.creative_id FROM unnest(changes) c) ORDER BY id FOR UPDATE;
  INSERT INTO window_buckets AS b (year, festival_id, basis, points, creatives)
  SELECT m.year, m.festival_id, v.basis, v.points, sum(v.delta)::int
  FROM creative_window_moves(changes) m,
    LATERAL (VALUES ('current', m.old_points, -1), ('current', m.new_points, 1),
      ('previous', CASE WHEN m.year = 0 THEN m.old_previous ELSE 0 END, -1),
      ('previous', CASE WHEN m.year = 0 THEN m.new_previous ELSE 0 END, 1)) v(basis, points, delta)
  WHERE v.points > 0
  GROUP BY 1, 2, 3, 4 HAVING sum(v.delta) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT (year, festival_id, basis, points) DO UPDATE SET creatives = b.creatives + excluded.creatives;
  INSERT INTO country_window_points AS t (year, festival_id, country_code, points, awards, creatives, previous_points)
  SELECT m.year, m.festival_id, m.country_code, sum(m.new_points - m.old_points)::int, sum(m.new_awards - m.old_awards)::int,
    sum((m.new_awards > 0)::int - (m.old_awards > 0)::int)::int, sum(m.new_previous - m.old_previous)::int
  FROM creative_window_moves(changes) m WHERE m.country_code IS NOT NULL
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (year, festival_id, country_code) DO UPDATE SET points = t.points + excluded.points,
    awards = t.awards + excluded.awards, creatives = t.creatives + excluded.creatives,
    previous_points = t.previous_points + excluded.previous_points;
  SELECT segments_count(ARRAY(
    SELECT ROW('window:' || m.year || ':' || m.festival_id, v.delta, v.points, v.awards, m.name, m.creative_id)::segment_entry
    FROM creative_window_moves(changes) m,
      LATERAL (VALUES (-1, m.old_points, m.old_awards), (1, m.new_points, m.new_awards)) v(delta, points, awards)
    WHERE v.points > 0 AND m.name IS NOT NULL AND (m.old_points, m.old_awards) IS DISTINCT FROM (m.new_points, m.new_awards)));
  INSERT INTO window_points AS w (year, festival_id, creative_id, points, awards, previous_points, country_code, name)
  SELECT m.year, m.festival_id, m.creative_id, m.new_points, m.new_awards, m.new_previous, m.country_code, m.name
  FROM creative_window_moves(changes) m WHERE m.name IS NOT NULL ORDER BY 1, 2, 3
  ON CONFLICT (year, festival_id, creative_id) DO UPDATE SET points = excluded.points, awards = excluded.awards,
    previous_points = excluded.previous_points;
  UPDATE agencies g SET total_awards = g.total_awards + m.awards,
    grand_prix_awards = g.grand_prix_awards + coalesce(m.grand_prix, 0), gold_awards = g.gold_awards + coalesce(m.gold, 0),
    silver_awards = g.silver_awards + coalesce(m.silver, 0), bronze_awards = g.bronze_awards + coalesce(m.bronze, 0)
  FROM (SELECT * FROM agency_window_moves(changes) x WHERE x.year = 0 AND x.festival_id = 0 ORDER BY x.agency_id) m
  WHERE g.id = m.agency_id;
  INSERT INTO agency_window_points AS t (year, festival_id, agency_id, points, awards, grand_prix, gold, silver, bronze,
    shortlist, creatives, previous_points)
  SELECT m.year, m.festival_id, m.agency_id, m.points, m.awards, coalesce(m.grand_prix, 0), coalesce(m.gold, 0),
    coalesce(m.silver, 0), coalesce(m.bronze, 0), coalesce(m.shortlist, 0), m.creatives, m.previous_points
  FROM agency_window_moves(changes) m ORDER BY 1, 2, 3
  ON CONFLICT (year, festival_id, agency_id) DO UPDATE SET points = t.points + excluded.points,
    awards = t.awards + excluded.awards, grand_prix = t.grand_prix + excluded.grand_prix, gold = t.gold + excluded.gold,
    silver = t.silver + excluded.silver, bronze = t.bronze + excluded.bronze, shortlist = t.shortlist + excluded.shortlist,
    creatives = t.creatives + excluded.creatives, previous_points = t.previous_points + excluded.previous_points;
$$;
--> statement-breakpoint
-- Awards inserted, changed or deleted: the verified ones that entered or left a count.
CREATE FUNCTION awards_windows_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE changes award_change[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    changes := ARRAY(SELECT ROW(n.creative_id, n.agency_id, n.festival_id, n.year, n.type, n.points, 1)::award_change
      FROM new_awards n WHERE n.verified);
  ELSIF TG_OP = 'DELETE' THEN
    changes := ARRAY(SELECT ROW(o.creative_id, o.agency_id, o.festival_id, o.year, o.type, o.points, -1)::award_change
      FROM old_awards o WHERE o.verified);
  ELSE
    changes := ARRAY(
      SELECT v.change FROM old_awards o JOIN new_awards n ON n.id = o.id,
        LATERAL (VALUES
          (o.verified, ROW(o.creative_id, o.agency_id, o.festival_id, o.year, o.type, o.points, -1)::award_change),
          (n.verified, ROW(n.creative_id, n.agency_id, n.festival_id, n.year, n.type, n.points, 1)::award_change)) v(counted, change)
      WHERE v.counted AND (o.verified, o.creative_id, o.agency_id, o.festival_id, o.year, o.type, o.points)
        IS DISTINCT FROM (n.verified, n.creative_id, n.agency_id, n.festival_id, n.year, n.type, n.points));
  END IF;
  IF cardinality(changes) > 0 THEN PERFORM count_award_windows(changes); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER awards_windows_insert AFTER INSERT ON awards REFERENCING NEW TABLE AS new_awards
  FOR EACH STATEMENT EXECUTE FUNCTION awards_windows_change();
--> statement-breakpoint
CREATE TRIGGER awards_windows_update AFTER UPDATE ON awards REFERENCING OLD TABLE AS old_awards NEW TABLE AS new_awards
  FOR EACH STATEMENT EXECUTE FUNCTION awards_windows_change();
--> statement-breakpoint
CREATE TRIGGER awards_windows_delete AFTER DELETE ON awards REFERENCING OLD TABLE AS old_awards
  FOR EACH STATEMENT EXECUTE FUNCTION awards_windows_change();
--> statement-breakpoint
-- A creative renamed or moved to another country: its window rows follow (the ranking order
-- and the country filter read them), with their segment counts, and its points move between the
-- countries' rows.
CREATE FUNCTION creatives_windows_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE changed integer[];
BEGIN
  SELECT array_agg(n.id) INTO changed FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.name, n.country_code) IS DISTINCT FROM (o.name, o.country_code);
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
  PERFORM segments_count(ARRAY(
    SELECT ROW('window:' || w.year || ':' || w.festival_id, v.delta, w.points, w.awards, v.name, w.creative_id)::segment_entry
    FROM window_points w JOIN creatives c ON c.id = w.creative_id, LATERAL (VALUES (-1, w.name), (1, c.name)) v(delta, name)
    WHERE w.creative_id = ANY(changed) AND w.points > 0 AND w.name IS DISTINCT FROM c.name));
  UPDATE window_points w SET country_code = c.country_code, name = c.name FROM creatives c
    WHERE w.creative_id = ANY(changed) AND c.id = w.creative_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER creatives_windows_update AFTER UPDATE ON creatives REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION creatives_windows_update();
--> statement-breakpoint
-- Every window from the awards in one pass (after bulk loads, and when the basis year turns).
CREATE FUNCTION rebuild_ranking_windows() RETURNS void LANGUAGE sql AS $$
  TRUNCATE window_points, window_buckets, agency_window_points, country_window_points;
  INSERT INTO window_points (year, festival_id, creative_id, points, awards, previous_points, country_code, name)
  SELECT s.year, s.festival_id, s.creative_id, s.points, s.awards, s.previous_points, c.country_code, c.name
  FROM (
    SELECT coalesce(a.year, 0)::smallint AS year, coalesce(a.festival_id, 0) AS festival_id, a.creative_id,
      sum(a.points)::int AS points, count(*)::int AS awards,
      CASE WHEN GROUPING(a.year) = 1 THEN coalesce(sum(a.points) FILTER (WHERE a.year < b.basis), 0) ELSE 0 END::int AS previous_points
    FROM awards a CROSS JOIN (SELECT ranking_basis_year() AS basis) b
    WHERE a.verified
    GROUP BY a.creative_id, GROUPING SETS ((), (a.year), (a.festival_id), (a.year, a.festival_id))
  ) s JOIN creatives c ON c.id = s.creative_id;
  INSERT INTO window_buckets (year, festival_id, basis, points, creatives)
  SELECT year, festival_id, 'current', points, count(*)::int FROM window_points WHERE points > 0 GROUP BY 1, 2, 4
  UNION ALL
  SELECT year, festival_id, 'previous', previous_points, count(*)::int FROM window_points WHERE previous_points > 0 GROUP BY 1, 2, 4;
  INSERT INTO country_window_points (year, festival_id, country_code, points, awards, creatives, previous_points)
  SELECT year, festival_id, country_code, sum(points)::int, sum(awards)::int, count(*)::int, sum(previous_points)::int
  FROM window_points WHERE country_code IS NOT NULL GROUP BY 1, 2, 3;
  INSERT INTO agency_window_points (year, festival_id, agency_id, points, awards, grand_prix, gold, silver, bronze, shortlist,
    creatives, previous_points)
  SELECT coalesce(a.year, 0)::smallint, coalesce(a.festival_id, 0), a.agency_id, sum(a.points)::int, count(*)::int,
    count(*) FILTER (WHERE a.type = 'grand_prix')::int, count(*) FILTER (WHERE a.type = 'gold')::int,
    count(*) FILTER (WHERE a.type = 'silver')::int, count(*) FILTER (WHERE a.type = 'bronze')::int,
    count(*) FILTER (WHERE a.type = 'shortlist')::int, count(DISTINCT a.creative_id)::int,
    CASE WHEN GROUPING(a.year) = 1 THEN coalesce(sum(a.points) FILTER (WHERE a.year < b.basis), 0) ELSE 0 END::int
  FROM awards a CROSS JOIN (SELECT ranking_basis_year() AS basis) b
  WHERE a.verified AND a.agency_id IS NOT NULL
  GROUP BY a.agency_id, GROUPING SETS ((), (a.year), (a.festival_id), (a.year, a.festival_id));
  SELECT rebuild_ranking_segments(2000, true);
$$;
--> statement-breakpoint
SELECT rebuild_ranking_windows();

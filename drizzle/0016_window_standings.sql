CREATE TABLE "agency_window_standings" (
	"year" smallint NOT NULL,
	"festival_id" integer NOT NULL,
	"position" integer NOT NULL,
	"agency_id" integer NOT NULL,
	"rank" integer NOT NULL,
	"rank_change" integer,
	"country_code" varchar(2),
	"country_position" integer,
	CONSTRAINT "agency_window_standings_year_festival_id_position_pk" PRIMARY KEY("year","festival_id","position")
);
--> statement-breakpoint
CREATE TABLE "country_window_standings" (
	"year" smallint NOT NULL,
	"festival_id" integer NOT NULL,
	"position" integer NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"rank" integer NOT NULL,
	"rank_change" integer,
	CONSTRAINT "country_window_standings_year_festival_id_position_pk" PRIMARY KEY("year","festival_id","position")
);
--> statement-breakpoint
CREATE TABLE "ranking_window_changes" (
	"year" smallint NOT NULL,
	"festival_id" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "agency_window_standings_country_idx" ON "agency_window_standings" USING btree ("year","festival_id","country_code","country_position");--> statement-breakpoint
CREATE INDEX "ranking_window_changes_window_idx" ON "ranking_window_changes" USING btree ("year","festival_id");--> statement-breakpoint
-- The standings of one window from its agencies' and countries' rows: ranking order (points,
-- awards, then name or code), rank (ties share), rank change against the year-earlier ranking
-- (the previous year's window, or for all years the points before the basis year, as the live
-- queries rank them: rankings.repository.ts), and each agency's place in its country.
CREATE FUNCTION refresh_window_standings(y smallint, f integer) RETURNS void LANGUAGE sql AS $$
  DELETE FROM agency_window_standings WHERE year = y AND festival_id = f;
  DELETE FROM country_window_standings WHERE year = y AND festival_id = f;
  INSERT INTO agency_window_standings (year, festival_id, position, agency_id, rank, rank_change, country_code, country_position)
  SELECT y, f, row_number() OVER (ORDER BY w.points DESC, w.awards DESC, g.name, g.id), w.agency_id,
    rank() OVER (ORDER BY w.points DESC), p.rank - rank() OVER (ORDER BY w.points DESC), g.headquarters_country_code,
    CASE WHEN g.headquarters_country_code IS NOT NULL THEN row_number() OVER (PARTITION BY g.headquarters_country_code
      ORDER BY w.points DESC, w.awards DESC, g.name, g.id) END
  FROM agency_window_points w JOIN agencies g ON g.id = w.agency_id
  LEFT JOIN (
    SELECT q.agency_id, rank() OVER (ORDER BY CASE WHEN y > 0 THEN q.points ELSE q.previous_points END DESC) AS rank
    FROM agency_window_points q
    WHERE q.year = CASE WHEN y > 0 THEN y - 1 ELSE 0 END AND q.festival_id = f AND q.points > 0 AND (y > 0 OR q.previous_points > 0)
  ) p ON p.agency_id = w.agency_id
  WHERE w.year = y AND w.festival_id = f AND w.points > 0;
  INSERT INTO country_window_standings (year, festival_id, position, country_code, rank, rank_change)
  SELECT y, f, row_number() OVER (ORDER BY t.points DESC, t.awards DESC, t.country_code), t.country_code,
    rank() OVER (ORDER BY t.points DESC), p.rank - rank() OVER (ORDER BY t.points DESC)
  FROM country_window_points t
  LEFT JOIN (
    SELECT q.country_code, rank() OVER (ORDER BY CASE WHEN y > 0 THEN q.points ELSE q.previous_points END DESC) AS rank
    FROM country_window_points q
    WHERE q.year = CASE WHEN y > 0 THEN y - 1 ELSE 0 END AND q.festival_id = f AND q.points > 0 AND (y > 0 OR q.previous_points > 0)
  ) p ON p.country_code = t.country_code
  WHERE t.year = y AND t.festival_id = f AND t.points > 0;
$$;
--> statement-breakpoint
-- Refreshes the standings of up to `max_windows` changed windows and takes their changes out, all
-- read from one snapshot (hence repeatable read): a change committed after it stays, so its
-- window stays marked. Two refreshes of the same window at once: the second fails on the rows
-- the first deleted (a serialization failure) and changes nothing.
CREATE FUNCTION refresh_ranking_standings(max_windows integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  w record;
  refreshed integer := 0;
BEGIN
  IF current_setting('transaction_isolation') <> 'repeatable read' THEN
    RAISE EXCEPTION 'refresh_ranking_standings needs a repeatable read transaction';
  END IF;
  FOR w IN SELECT DISTINCT c.year, c.festival_id FROM ranking_window_changes c ORDER BY 1, 2 LIMIT max_windows LOOP
    DELETE FROM ranking_window_changes c WHERE c.year = w.year AND c.festival_id = w.festival_id;
    PERFORM refresh_window_standings(w.year, w.festival_id);
    refreshed := refreshed + 1;
  END LOOP;
  RETURN refreshed;
END $$;
--> statement-breakpoint
-- A change to a window's agencies' or countries' rows marks the window, and the next year's (its
-- rank changes are counted against this one). Rows inserted, never updated: writers do not wait.
CREATE FUNCTION window_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ranking_window_changes (year, festival_id)
  SELECT DISTINCT v.year, v.festival_id
  FROM changed_rows r, LATERAL (VALUES (r.year, r.festival_id), (CASE WHEN r.year > 0 THEN r.year + 1 END, r.festival_id)) v(year, festival_id)
  WHERE v.year IS NOT NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER agency_window_points_inserted AFTER INSERT ON agency_window_points REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION window_rows_changed();
--> statement-breakpoint
CREATE TRIGGER agency_window_points_updated AFTER UPDATE ON agency_window_points REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION window_rows_changed();
--> statement-breakpoint
CREATE TRIGGER agency_window_points_deleted AFTER DELETE ON agency_window_points REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION window_rows_changed();
--> statement-breakpoint
CREATE TRIGGER country_window_points_inserted AFTER INSERT ON country_window_points REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION window_rows_changed();
--> statement-breakpoint
CREATE TRIGGER country_window_points_updated AFTER UPDATE ON country_window_points REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION window_rows_changed();
--> statement-breakpoint
CREATE TRIGGER country_window_points_deleted AFTER DELETE ON country_window_points REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION window_rows_changed();
--> statement-breakpoint
-- Emptied window tables (a rebuild) take their standings with them; the rebuild's rows mark every window again.
CREATE FUNCTION window_rows_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE agency_window_standings, country_window_standings, ranking_window_changes;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER agency_window_points_truncated AFTER TRUNCATE ON agency_window_points
  FOR EACH STATEMENT EXECUTE FUNCTION window_rows_truncated();
--> statement-breakpoint
CREATE TRIGGER country_window_points_truncated AFTER TRUNCATE ON country_window_points
  FOR EACH STATEMENT EXECUTE FUNCTION window_rows_truncated();
--> statement-breakpoint
-- An agency renamed or moved to another country changes the order and the country places of the
-- windows it has awards in (found by the awards' agency index; most updates rename nothing).
CREATE FUNCTION agencies_standings_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE changed integer[];
BEGIN
  SELECT array_agg(n.id) INTO changed FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.name, n.headquarters_country_code) IS DISTINCT FROM (o.name, o.headquarters_country_code);
  IF changed IS NULL THEN RETURN NULL; END IF;
  INSERT INTO ranking_window_changes (year, festival_id)
  SELECT DISTINCT v.year, v.festival_id
  FROM awards a, LATERAL (VALUES (0, 0), (a.year, 0), (0, a.festival_id), (a.year, a.festival_id),
    (a.year + 1, 0), (a.year + 1, a.festival_id)) v(year, festival_id)
  WHERE a.agency_id = ANY(changed) AND a.verified;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER agencies_standings_change AFTER UPDATE ON agencies REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION agencies_standings_change();
--> statement-breakpoint
-- Every window with agencies or countries is refreshed from here on, in the background.
INSERT INTO ranking_window_changes (year, festival_id)
SELECT DISTINCT year, festival_id FROM country_window_points
UNION SELECT DISTINCT year, festival_id FROM agency_window_points;

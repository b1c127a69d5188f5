-- A page of a window's kept agency standings read each of its 50 agencies' figures from
-- agency_window_points by key: 200 of a deep page's 358 buffers at 1M creatives. The standings
-- now carry them, copied when the window is refreshed: any change to a window's figures marks it
-- (window_rows_changed, migration 0016), and a marked window is ranked live until its refresh,
-- so the copy is never read stale. Every window is marked: until its refresh it is ranked live.
ALTER TABLE "agency_window_standings" ADD COLUMN "points" integer NOT NULL DEFAULT 0;--> statement-breakpoint
ALTER TABLE "agency_window_standings" ADD COLUMN "awards" integer NOT NULL DEFAULT 0;--> statement-breakpoint
ALTER TABLE "agency_window_standings" ADD COLUMN "grand_prix" integer NOT NULL DEFAULT 0;--> statement-breakpoint
ALTER TABLE "agency_window_standings" ADD COLUMN "gold" integer NOT NULL DEFAULT 0;--> statement-breakpoint
ALTER TABLE "agency_window_standings" ADD COLUMN "silver" integer NOT NULL DEFAULT 0;--> statement-breakpoint
ALTER TABLE "agency_window_standings" ADD COLUMN "bronze" integer NOT NULL DEFAULT 0;--> statement-breakpoint
ALTER TABLE "agency_window_standings" ADD COLUMN "shortlist" integer NOT NULL DEFAULT 0;--> statement-breakpoint
ALTER TABLE "agency_window_standings" ADD COLUMN "creatives" integer NOT NULL DEFAULT 0;--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_window_standings(y smallint, f integer) RETURNS void LANGUAGE sql AS $$
  DELETE FROM agency_window_standings WHERE year = y AND festival_id = f;
  DELETE FROM country_window_standings WHERE year = y AND festival_id = f;
  INSERT INTO agency_window_standings (year, festival_id, position, agency_id, rank, rank_change, country_code, country_position,
    points, awards, grand_prix, gold, silver, bronze, shortlist, creatives)
  SELECT y, f, row_number() OVER (ORDER BY w.points DESC, w.awards DESC, g.name, g.id), w.agency_id,
    rank() OVER (ORDER BY w.points DESC), p.rank - rank() OVER (ORDER BY w.points DESC), g.headquarters_country_code,
    CASE WHEN g.headquarters_country_code IS NOT NULL THEN row_number() OVER (PARTITION BY g.headquarters_country_code
      ORDER BY w.points DESC, w.awards DESC, g.name, g.id) END,
    w.points, w.awards, w.grand_prix, w.gold, w.silver, w.bronze, w.shortlist, w.creatives
  FROM agency_window_points w JOIN agencies g ON g.id = w.agency_id
  LEFT JOIN (
    SELECT q.agency_id, rank() OVER (ORDER BY CASE WHEN y > 0 THEN q.points ELSE q.previous_points END DESC) AS rank
    FROM agency_window_points q
    WHERE q.year = CASE WHEN y > 0 THEN y - 1 ELSE 0 END AND q.festival_id = f AND q.points > 0 AND (y > 0 OR q.previous_points > 0)
  ) p ON p.agency_id = w.agency_id
  WHERE w.year = y AND w.festival_id = f AND w.points > 0;
  INSERT INTO country_window_standings (year, festival_id, position, country_code, rank, rank_change,
    top_creative_id, top_creative_points, top_agency_id, top_agency_points)
  SELECT y, f, row_number() OVER (ORDER BY t.points DESC, t.awards DESC, t.country_code), t.country_code,
    rank() OVER (ORDER BY t.points DESC), p.rank - rank() OVER (ORDER BY t.points DESC),
    tc.creative_id, tc.points, ta.agency_id, ta.points
  FROM country_window_points t
  LEFT JOIN (
    SELECT q.country_code, rank() OVER (ORDER BY CASE WHEN y > 0 THEN q.points ELSE q.previous_points END DESC) AS rank
    FROM country_window_points q
    WHERE q.year = CASE WHEN y > 0 THEN y - 1 ELSE 0 END AND q.festival_id = f AND q.points > 0 AND (y > 0 OR q.previous_points > 0)
  ) p ON p.country_code = t.country_code
  LEFT JOIN LATERAL (
    SELECT w.creative_id, w.points FROM window_points w
    WHERE w.year = y AND w.festival_id = f AND w.country_code = t.country_code AND w.points > 0
    ORDER BY w.points DESC, w.awards DESC, w.name, w.creative_id LIMIT 1
  ) tc ON true
  LEFT JOIN LATERAL (
    SELECT s.agency_id, a.points FROM agency_window_standings s
    JOIN agency_window_points a ON a.year = s.year AND a.festival_id = s.festival_id AND a.agency_id = s.agency_id
    WHERE s.year = y AND s.festival_id = f AND s.country_code = t.country_code AND s.country_position = 1
  ) ta ON true
  WHERE t.year = y AND t.festival_id = f AND t.points > 0;
$$;
--> statement-breakpoint
INSERT INTO ranking_window_changes (year, festival_id)
  SELECT DISTINCT year, festival_id FROM agency_window_standings;

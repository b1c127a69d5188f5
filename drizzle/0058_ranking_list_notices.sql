-- The people lists by points (the whole ranking, a country's, a discipline's, a country's
-- discipline's) are held in each server process's memory as the ranking windows are, by the same
-- store (their segments and the all-time rank ladder: src/server/ranking/ranking-list-store.ts,
-- docs/decisions/0024): a deep page is then one range of the list's seek index, and its rows'
-- cards come from the card store. So the seek indexes no longer carry the cards (migration 0035):
-- a range skips entries of some 60 bytes instead of some 450 (448 MB for the whole ranking's at
-- 1M creatives, 60 MB without). The country's discipline's index carries the year-earlier points,
-- which a held page reads with the rest.
DROP INDEX "creatives_ranking_seek_idx";--> statement-breakpoint
DROP INDEX "creatives_country_ranking_seek_idx";--> statement-breakpoint
DROP INDEX "creatives_discipline_ranking_seek_idx";--> statement-breakpoint
DROP INDEX "creatives_country_discipline_ranking_seek_idx";--> statement-breakpoint
CREATE INDEX "creatives_ranking_seek_idx" ON "creatives" USING btree ((-"total_points"), (-"total_awards"), "name", "id")
  INCLUDE ("total_points", "total_awards", "previous_points");--> statement-breakpoint
CREATE INDEX "creatives_country_ranking_seek_idx" ON "creatives" USING btree ("country_code", (-"total_points"), (-"total_awards"), "name", "id")
  INCLUDE ("total_points", "total_awards", "previous_points");--> statement-breakpoint
CREATE INDEX "creatives_discipline_ranking_seek_idx" ON "creatives" USING btree ("discipline", (-"total_points"), (-"total_awards"), "name", "id")
  INCLUDE ("total_points", "total_awards", "previous_points");--> statement-breakpoint
CREATE INDEX "creatives_country_discipline_ranking_seek_idx" ON "creatives" USING btree ("country_code", "discipline", (-"total_points"), (-"total_awards"), "name", "id")
  INCLUDE ("total_points", "total_awards", "previous_points");--> statement-breakpoint
-- Sends `keys` on `channel`, comma-separated, or `*` (forget them all) past 400 keys or a
-- payload near NOTIFY's limit of 8,000 bytes; nothing for none.
CREATE FUNCTION notify_keys(channel text, keys text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE payload text := array_to_string(keys, ',');
BEGIN
  IF coalesce(payload, '') = '' THEN RETURN; END IF;
  PERFORM pg_notify(channel, CASE WHEN cardinality(keys) > 400 OR octet_length(payload) > 7900 THEN '*' ELSE payload END);
END $$;
--> statement-breakpoint
-- Migration 0055's notices of the windows now name every held list on one channel,
-- `ranking_lists`, as ranking_segments names it: a window's (`window:2025:3`, its segments' or its
-- ladders' change), a people list's by points (`all`, `country:ES`, `discipline:film`,
-- `country:ES:film`), `ladder` when an all-time rank moved (rank_ladder), `*` at a truncate.
ALTER FUNCTION ranking_window_notice() RENAME TO ranking_list_notice;--> statement-breakpoint
CREATE OR REPLACE FUNCTION ranking_list_notice() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE lists text[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('ranking_lists', '*');
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'rank_ladder' THEN
    -- The ladder's refresh runs its statements at every bucket change, most changing no rank.
    IF TG_OP = 'DELETE' THEN
      IF EXISTS (SELECT 1 FROM old_rows) THEN PERFORM pg_notify('ranking_lists', 'ladder'); END IF;
    ELSIF EXISTS (SELECT 1 FROM new_rows) THEN
      PERFORM pg_notify('ranking_lists', 'ladder');
    END IF;
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'window_rank_ladder' THEN
    IF TG_OP = 'INSERT' THEN
      SELECT array_agg(DISTINCT 'window:' || n.year || ':' || n.festival_id) INTO lists FROM new_rows n;
    ELSIF TG_OP = 'UPDATE' THEN
      SELECT array_agg(DISTINCT k) INTO lists FROM (
        SELECT 'window:' || n.year || ':' || n.festival_id AS k FROM new_rows n
        UNION ALL SELECT 'window:' || o.year || ':' || o.festival_id FROM old_rows o) keys;
    ELSE
      SELECT array_agg(DISTINCT 'window:' || o.year || ':' || o.festival_id) INTO lists FROM old_rows o;
    END IF;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT n.list) INTO lists FROM new_rows n WHERE n.list NOT LIKE '%/%';
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(DISTINCT k) INTO lists FROM (SELECT n.list AS k FROM new_rows n UNION ALL SELECT o.list FROM old_rows o) keys
      WHERE k NOT LIKE '%/%';
  ELSE
    SELECT array_agg(DISTINCT o.list) INTO lists FROM old_rows o WHERE o.list NOT LIKE '%/%';
  END IF;
  PERFORM notify_keys('ranking_lists', lists);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER rank_ladder_insert_notice AFTER INSERT ON rank_ladder REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ranking_list_notice();
--> statement-breakpoint
CREATE TRIGGER rank_ladder_update_notice AFTER UPDATE ON rank_ladder REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ranking_list_notice();
--> statement-breakpoint
CREATE TRIGGER rank_ladder_delete_notice AFTER DELETE ON rank_ladder REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ranking_list_notice();
--> statement-breakpoint
CREATE TRIGGER rank_ladder_truncate_notice AFTER TRUNCATE ON rank_ladder
  FOR EACH STATEMENT EXECUTE FUNCTION ranking_list_notice();

-- A window's segments and rank ladders are held in each server process's memory
-- (src/server/ranking/window-store.ts, docs/decisions/0022): a window's page is then one range of
-- its index. These notices tell every process which windows' segments or ladders changed, once
-- the change commits: their keys (`year:festival`), or `*` (forget them all) for a statement that
-- changed more than 400 windows or emptied a table.
CREATE FUNCTION ranking_window_notice() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE changed text[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('ranking_windows', '*');
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'window_rank_ladder' THEN
    IF TG_OP = 'INSERT' THEN
      SELECT array_agg(DISTINCT n.year || ':' || n.festival_id) INTO changed FROM new_rows n;
    ELSIF TG_OP = 'UPDATE' THEN
      SELECT array_agg(DISTINCT k) INTO changed FROM (
        SELECT n.year || ':' || n.festival_id AS k FROM new_rows n
        UNION ALL SELECT o.year || ':' || o.festival_id FROM old_rows o) keys;
    ELSE
      SELECT array_agg(DISTINCT o.year || ':' || o.festival_id) INTO changed FROM old_rows o;
    END IF;
  ELSE
    IF TG_OP = 'INSERT' THEN
      SELECT array_agg(DISTINCT substr(n.list, 8)) INTO changed FROM new_rows n WHERE n.list LIKE 'window:%';
    ELSIF TG_OP = 'UPDATE' THEN
      SELECT array_agg(DISTINCT k) INTO changed FROM (
        SELECT substr(n.list, 8) AS k FROM new_rows n WHERE n.list LIKE 'window:%'
        UNION ALL SELECT substr(o.list, 8) FROM old_rows o WHERE o.list LIKE 'window:%') keys;
    ELSE
      SELECT array_agg(DISTINCT substr(o.list, 8)) INTO changed FROM old_rows o WHERE o.list LIKE 'window:%';
    END IF;
  END IF;
  IF changed IS NULL THEN RETURN NULL; END IF;
  IF cardinality(changed) > 400 THEN
    PERFORM pg_notify('ranking_windows', '*');
  ELSE
    PERFORM pg_notify('ranking_windows', array_to_string(changed, ','));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ranking_segments_insert_notice AFTER INSERT ON ranking_segments REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ranking_window_notice();
--> statement-breakpoint
CREATE TRIGGER ranking_segments_update_notice AFTER UPDATE ON ranking_segments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ranking_window_notice();
--> statement-breakpoint
CREATE TRIGGER ranking_segments_delete_notice AFTER DELETE ON ranking_segments REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ranking_window_notice();
--> statement-breakpoint
CREATE TRIGGER ranking_segments_truncate_notice AFTER TRUNCATE ON ranking_segments
  FOR EACH STATEMENT EXECUTE FUNCTION ranking_window_notice();
--> statement-breakpoint
CREATE TRIGGER window_rank_ladder_insert_notice AFTER INSERT ON window_rank_ladder REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ranking_window_notice();
--> statement-breakpoint
CREATE TRIGGER window_rank_ladder_update_notice AFTER UPDATE ON window_rank_ladder REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ranking_window_notice();
--> statement-breakpoint
CREATE TRIGGER window_rank_ladder_delete_notice AFTER DELETE ON window_rank_ladder REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ranking_window_notice();
--> statement-breakpoint
CREATE TRIGGER window_rank_ladder_truncate_notice AFTER TRUNCATE ON window_rank_ladder
  FOR EACH STATEMENT EXECUTE FUNCTION ranking_window_notice();

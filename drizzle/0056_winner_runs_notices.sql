-- A festival edition's runs of winners (festival_winner_runs, with their categories' names) are
-- held in each server process's memory (src/server/modules/festivals/winner-runs-store.ts,
-- docs/decisions/0023): a page of winners then reads only its runs' ranges of the awards_winners
-- index. These notices tell every process which editions' runs changed, once the change commits:
-- their keys (`festival:year`), or `*` (forget them all) for a statement that changed more than
-- 400 editions, emptied the table, or renamed, moved or removed a category (its name orders the runs).
CREATE FUNCTION winner_runs_notice() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE changed text[];
BEGIN
  IF TG_OP = 'TRUNCATE' OR TG_TABLE_NAME = 'categories' THEN
    PERFORM pg_notify('winner_runs', '*');
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT n.festival_id || ':' || n.year) INTO changed FROM new_rows n;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(DISTINCT k) INTO changed FROM (
      SELECT n.festival_id || ':' || n.year AS k FROM new_rows n
      UNION ALL SELECT o.festival_id || ':' || o.year FROM old_rows o) keys;
  ELSE
    SELECT array_agg(DISTINCT o.festival_id || ':' || o.year) INTO changed FROM old_rows o;
  END IF;
  IF changed IS NULL THEN RETURN NULL; END IF;
  IF cardinality(changed) > 400 THEN
    PERFORM pg_notify('winner_runs', '*');
  ELSE
    PERFORM pg_notify('winner_runs', array_to_string(changed, ','));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER festival_winner_runs_insert_notice AFTER INSERT ON festival_winner_runs REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION winner_runs_notice();
--> statement-breakpoint
CREATE TRIGGER festival_winner_runs_update_notice AFTER UPDATE ON festival_winner_runs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION winner_runs_notice();
--> statement-breakpoint
CREATE TRIGGER festival_winner_runs_delete_notice AFTER DELETE ON festival_winner_runs REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION winner_runs_notice();
--> statement-breakpoint
CREATE TRIGGER festival_winner_runs_truncate_notice AFTER TRUNCATE ON festival_winner_runs
  FOR EACH STATEMENT EXECUTE FUNCTION winner_runs_notice();
--> statement-breakpoint
CREATE TRIGGER categories_runs_notice AFTER UPDATE OF name, festival_id OR DELETE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION winner_runs_notice();

CREATE TABLE "festival_winner_runs" (
	"festival_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"type" "award_type" NOT NULL,
	"category_id" integer NOT NULL,
	"awards" integer NOT NULL,
	CONSTRAINT "festival_winner_runs_festival_id_year_type_category_id_pk" PRIMARY KEY("festival_id","year","type","category_id")
);
--> statement-breakpoint
-- A festival edition's counted awards per level and category (festival-winners.repository.ts).
-- Each statement on awards nets its verified rows out (-1) and in (+1) per run, sorted, so that
-- concurrent statements lock the count rows in one order. A run that empties keeps its row at 0
-- (pages read runs with awards > 0): deleting it in the same statement as the upsert cannot be done.
CREATE FUNCTION rebuild_festival_winner_runs() RETURNS void LANGUAGE sql AS $$
  DELETE FROM festival_winner_runs;
  INSERT INTO festival_winner_runs (festival_id, year, type, category_id, awards)
    SELECT festival_id, year, type, category_id, count(*)::int FROM awards WHERE verified GROUP BY 1, 2, 3, 4;
$$;
--> statement-breakpoint
CREATE FUNCTION awards_winner_runs_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO festival_winner_runs AS r (festival_id, year, type, category_id, awards)
      SELECT festival_id, year, type, category_id, count(*)::int FROM new_awards WHERE verified
      GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (festival_id, year, type, category_id) DO UPDATE SET awards = r.awards + excluded.awards;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE festival_winner_runs r SET awards = r.awards - d.n FROM (
      SELECT festival_id, year, type, category_id, count(*)::int AS n FROM old_awards WHERE verified
      GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4) d
    WHERE (r.festival_id, r.year, r.type, r.category_id) = (d.festival_id, d.year, d.type, d.category_id);
  ELSE
    INSERT INTO festival_winner_runs AS r (festival_id, year, type, category_id, awards)
      SELECT festival_id, year, type, category_id, sum(delta)::int FROM (
        SELECT festival_id, year, type, category_id, 1 AS delta FROM new_awards WHERE verified
        UNION ALL SELECT festival_id, year, type, category_id, -1 FROM old_awards WHERE verified) moved
      GROUP BY 1, 2, 3, 4 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (festival_id, year, type, category_id) DO UPDATE SET awards = r.awards + excluded.awards;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION awards_winner_runs_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM festival_winner_runs;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER awards_winner_runs_insert AFTER INSERT ON awards REFERENCING NEW TABLE AS new_awards
  FOR EACH STATEMENT EXECUTE FUNCTION awards_winner_runs_change();
--> statement-breakpoint
CREATE TRIGGER awards_winner_runs_update AFTER UPDATE ON awards REFERENCING OLD TABLE AS old_awards NEW TABLE AS new_awards
  FOR EACH STATEMENT EXECUTE FUNCTION awards_winner_runs_change();
--> statement-breakpoint
CREATE TRIGGER awards_winner_runs_delete AFTER DELETE ON awards REFERENCING OLD TABLE AS old_awards
  FOR EACH STATEMENT EXECUTE FUNCTION awards_winner_runs_change();
--> statement-breakpoint
CREATE TRIGGER awards_winner_runs_truncate AFTER TRUNCATE ON awards
  FOR EACH STATEMENT EXECUTE FUNCTION awards_winner_runs_truncated();
--> statement-breakpoint
-- Kept during the dataset generator's replica-mode bulk load too (one grouped statement per chunk).
ALTER TABLE awards ENABLE ALWAYS TRIGGER awards_winner_runs_insert;
--> statement-breakpoint
ALTER TABLE awards ENABLE ALWAYS TRIGGER awards_winner_runs_update;
--> statement-breakpoint
ALTER TABLE awards ENABLE ALWAYS TRIGGER awards_winner_runs_delete;
--> statement-breakpoint
ALTER TABLE awards ENABLE ALWAYS TRIGGER awards_winner_runs_truncate;
--> statement-breakpoint
SELECT rebuild_festival_winner_runs();

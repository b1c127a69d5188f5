CREATE TABLE "window_rank_ladder" (
	"year" smallint NOT NULL,
	"festival_id" integer NOT NULL,
	"basis" text NOT NULL,
	"points" integer NOT NULL,
	"rank" integer NOT NULL,
	CONSTRAINT "window_rank_ladder_year_festival_id_basis_points_pk" PRIMARY KEY("year","festival_id","basis","points")
);
--> statement-breakpoint
-- A window's ranks from its buckets as committed plus this transaction's changes, written as the
-- transaction commits (a deferred trigger) under the lock rank_ladder_refresh takes (migration
-- 0033, where why is written): once per window in a run of its buckets' changes (a statement
-- changes them in window order), or, after the buckets were truncated (a rebuild), once for all.
CREATE FUNCTION window_rank_ladder_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tx text := txid_current()::text;
  b record;
  done text;
BEGIN
  IF current_setting('palmares.window_rank_ladder_all', true) = tx THEN
    RETURN NULL;
  END IF;
  IF current_setting('palmares.window_rank_ladder_truncated', true) = tx THEN
    PERFORM set_config('palmares.window_rank_ladder_all', tx, true);
    PERFORM pg_advisory_xact_lock(hashtext('palmares.rank_ladder'));
    DELETE FROM window_rank_ladder;
    INSERT INTO window_rank_ladder (year, festival_id, basis, points, rank)
    SELECT year, festival_id, basis, points,
      (1 + coalesce(sum(creatives) OVER (PARTITION BY year, festival_id, basis ORDER BY points DESC
        ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0))::int
    FROM window_buckets;
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN b := OLD; ELSE b := NEW; END IF;
  done := tx || ':' || b.year || ':' || b.festival_id || ':' || b.basis;
  IF current_setting('palmares.window_rank_ladder_refreshed', true) = done THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('palmares.window_rank_ladder_refreshed', done, true);
  PERFORM pg_advisory_xact_lock(hashtext('palmares.rank_ladder'));
  DELETE FROM window_rank_ladder l
  WHERE l.year = b.year AND l.festival_id = b.festival_id AND l.basis = b.basis
    AND NOT EXISTS (SELECT 1 FROM window_buckets k
      WHERE k.year = l.year AND k.festival_id = l.festival_id AND k.basis = l.basis AND k.points = l.points);
  -- Only the ranks that moved are written (a verification moves those between two totals).
  INSERT INTO window_rank_ladder (year, festival_id, basis, points, rank)
  SELECT b.year, b.festival_id, b.basis, r.points, r.rank
  FROM (SELECT k.points,
      (1 + coalesce(sum(k.creatives) OVER (ORDER BY k.points DESC ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0))::int AS rank
    FROM window_buckets k WHERE k.year = b.year AND k.festival_id = b.festival_id AND k.basis = b.basis) r
  WHERE NOT EXISTS (SELECT 1 FROM window_rank_ladder l
    WHERE l.year = b.year AND l.festival_id = b.festival_id AND l.basis = b.basis AND l.points = r.points AND l.rank = r.rank)
  ON CONFLICT (year, festival_id, basis, points) DO UPDATE SET rank = excluded.rank;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER window_rank_ladder_refresh AFTER INSERT OR UPDATE OR DELETE ON window_buckets
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION window_rank_ladder_refresh();
--> statement-breakpoint
-- A rebuild truncates the buckets (rebuild_ranking_windows), which row triggers do not see: the
-- ladder is emptied with them and written whole as the rebuild commits.
CREATE FUNCTION window_rank_ladder_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM window_rank_ladder;
  PERFORM set_config('palmares.window_rank_ladder_truncated', txid_current()::text, true);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER window_rank_ladder_truncated AFTER TRUNCATE ON window_buckets
  FOR EACH STATEMENT EXECUTE FUNCTION window_rank_ladder_truncated();
--> statement-breakpoint
-- Bulk loads run in replica mode (scripts/lib/dataset-sql.ts): the ladder follows them too.
ALTER TABLE window_buckets ENABLE ALWAYS TRIGGER window_rank_ladder_refresh;
--> statement-breakpoint
ALTER TABLE window_buckets ENABLE ALWAYS TRIGGER window_rank_ladder_truncated;
--> statement-breakpoint
INSERT INTO window_rank_ladder (year, festival_id, basis, points, rank)
SELECT year, festival_id, basis, points,
  (1 + coalesce(sum(creatives) OVER (PARTITION BY year, festival_id, basis ORDER BY points DESC
    ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0))::int
FROM window_buckets;

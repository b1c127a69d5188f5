CREATE TABLE "rank_ladder" (
	"basis" text NOT NULL,
	"points" integer NOT NULL,
	"rank" integer NOT NULL,
	CONSTRAINT "rank_ladder_basis_points_pk" PRIMARY KEY("basis","points")
);
--> statement-breakpoint
-- Writes every bucket's rank from the buckets as committed plus this transaction's changes. It
-- runs as the transaction commits (a deferred trigger), once, under a lock that every such
-- transaction takes: its statements then read the buckets after the last one that held the lock
-- committed (each statement of a function sees a new snapshot), so two verifications at once
-- cannot leave a rank the other did not count. The lock is held for the refresh only: the
-- buckets' own row locks are taken earlier and released by other commits, never waited on here.
CREATE FUNCTION rank_ladder_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('palmares.rank_ladder_refreshed', true) = txid_current()::text THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('palmares.rank_ladder_refreshed', txid_current()::text, true);
  PERFORM pg_advisory_xact_lock(hashtext('palmares.rank_ladder'));
  DELETE FROM rank_ladder l
  WHERE NOT EXISTS (SELECT 1 FROM rank_buckets b WHERE b.basis = l.basis AND b.points = l.points);
  -- Only the ranks that moved are written (a verification moves those between two totals).
  INSERT INTO rank_ladder (basis, points, rank)
  SELECT r.basis, r.points, r.rank
  FROM (SELECT basis, points,
      (1 + coalesce(sum(creatives) OVER (PARTITION BY basis ORDER BY points DESC ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0))::int AS rank
    FROM rank_buckets) r
  WHERE NOT EXISTS (SELECT 1 FROM rank_ladder k WHERE k.basis = r.basis AND k.points = r.points AND k.rank = r.rank)
  ON CONFLICT (basis, points) DO UPDATE SET rank = excluded.rank;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER rank_ladder_refresh AFTER INSERT OR UPDATE OR DELETE ON rank_buckets
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION rank_ladder_refresh();
--> statement-breakpoint
-- Bulk loads run in replica mode (scripts/lib/dataset-sql.ts): the ladder follows them too.
ALTER TABLE rank_buckets ENABLE ALWAYS TRIGGER rank_ladder_refresh;
--> statement-breakpoint
INSERT INTO rank_ladder (basis, points, rank)
SELECT basis, points,
  (1 + coalesce(sum(creatives) OVER (PARTITION BY basis ORDER BY points DESC ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0))::int
FROM rank_buckets;

-- The buckets' running sums (a page's ranks) read every bucket of a ranking in points order. From
-- the primary keys they cost a heap visit per bucket (a window's buckets lie on as many pages as
-- it has totals) and a sort; these give the rows in order from the index alone.
CREATE INDEX "rank_buckets_ranks_idx" ON "rank_buckets" USING btree ("basis", "points" DESC) INCLUDE ("creatives");
--> statement-breakpoint
CREATE INDEX "window_buckets_ranks_idx" ON "window_buckets" USING btree ("year", "festival_id", "basis", "points" DESC) INCLUDE ("creatives");

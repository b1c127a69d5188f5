-- The previous points last in a window's ranking index: a page of a window of all years reads its
-- rows' year-earlier points from the index (schema.ts, windowPoints).
DROP INDEX "window_points_ranking_idx";--> statement-breakpoint
CREATE INDEX "window_points_ranking_idx" ON "window_points" USING btree ("year","festival_id","points" DESC NULLS FIRST,"awards" DESC NULLS FIRST,"name","creative_id","previous_points") WHERE "window_points"."points" > 0;
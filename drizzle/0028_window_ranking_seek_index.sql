-- A window's ranking order as one ascending key (migration 0027 did the same for the creatives'
-- lists): a deep page of a window is one index range from its segment's start key. It carries
-- what the page reads (points, awards, and the year-earlier points of a window of all years).
-- rebuild_ranking_windows builds it again from its definition, like the other indexes.
CREATE INDEX "window_points_ranking_seek_idx" ON "window_points" USING btree ("year", "festival_id", (-"points"), (-"awards"), "name", "creative_id")
  INCLUDE ("points", "awards", "previous_points") WHERE "points" > 0;

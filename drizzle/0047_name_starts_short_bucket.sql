-- A common text of 2 letters (`kh`, `ma`) in the whole list matched no bucket (migration 0043's
-- are the starts beginning with a space and 3 letters), so its page was a statement planned with
-- its values for each text (0.8 ms of planning at 1M creatives) that walked the ranking and matched
-- every name against it: 7,800 names read for a ninth page of `kh` (1.6 ms). Its starts are now
-- walked in the ranking's order within the bucket of a space and its 2 letters, every entry a match,
-- in the one prepared statement of the probe. No start is carried: the bucket is the whole text.
CREATE INDEX "creative_name_starts_short_bucket_idx" ON "creative_name_starts" USING btree
  (left("start", 3), "total_points" DESC, "total_awards" DESC, "name", "creative_id");

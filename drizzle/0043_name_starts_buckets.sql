-- A common word start (`q=Muñoz`: 12,465 starts at 1M, more than the read model ranks by sorting)
-- was paged by walking the whole ranking and matching every name against the text: 10,677 names
-- read for its tenth page (3 ms), 1,000 for its first, each such page a statement planned with
-- its values. Its starts are now walked in the ranking's order within their bucket, the starts
-- beginning with the same 4 characters (a space and 3 letters): 120 entries for that tenth page
-- (0.26 ms), in the one prepared statement of the probe. In a country, whose buckets are some
-- forty times smaller, a bucket is the starts beginning with the same 3 characters, so that a
-- text of 2 letters walks too: `ma` in Sweden sorted 6,644 starts (2-3 ms), walks 130. The start
-- itself is carried for the rest of the text, checked from the index alone.
CREATE INDEX "creative_name_starts_bucket_idx" ON "creative_name_starts" USING btree
  (left("start", 4), "total_points" DESC, "total_awards" DESC, "name", "creative_id") INCLUDE ("start");--> statement-breakpoint
CREATE INDEX "creative_name_starts_country_bucket_idx" ON "creative_name_starts" USING btree
  ("country_code", left("start", 3), "total_points" DESC, "total_awards" DESC, "name", "creative_id") INCLUDE ("start")
  WHERE "country_code" IS NOT NULL;

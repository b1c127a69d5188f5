-- The word starts carry the creative's ranking keys: a rare text's candidates are ranked from the
-- index alone, without fetching each creative (docs/decisions/0003-search.md). Rebuilt, not
-- updated in place: one insert and one index build at 1M creatives.
TRUNCATE "creative_name_starts";--> statement-breakpoint
DROP INDEX "creative_name_starts_start_idx";--> statement-breakpoint
ALTER TABLE "creative_name_starts" ADD COLUMN "total_points" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "creative_name_starts" ADD COLUMN "total_awards" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "creative_name_starts" ADD COLUMN "name" text NOT NULL;--> statement-breakpoint
INSERT INTO "creative_name_starts" ("creative_id", "start", "total_points", "total_awards", "name")
  SELECT c.id, s, c.total_points, c.total_awards, c.name FROM "creatives" c, name_starts(c.search_name) s ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE INDEX "creative_name_starts_ranked_idx" ON "creative_name_starts" USING btree ("start" text_pattern_ops,"total_points","total_awards","name","creative_id");--> statement-breakpoint
CREATE OR REPLACE FUNCTION creatives_search_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO creative_name_starts (creative_id, start, total_points, total_awards, name)
    SELECT n.id, s, n.total_points, n.total_awards, n.name FROM new_rows n, name_starts(n.search_name) s ON CONFLICT DO NOTHING;
  INSERT INTO name_words (word) SELECT DISTINCT w FROM new_rows n, name_words(n.search_name) w ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A rename replaces the creative's word starts; a change of points, awards or spelling that
-- folds the same updates them in place (verifying an award: about three rows).
CREATE OR REPLACE FUNCTION creatives_search_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM creative_name_starts s USING old_rows o, new_rows n
    WHERE s.creative_id = o.id AND n.id = o.id AND n.search_name IS DISTINCT FROM o.search_name;
  INSERT INTO creative_name_starts (creative_id, start, total_points, total_awards, name)
    SELECT n.id, s, n.total_points, n.total_awards, n.name FROM new_rows n JOIN old_rows o ON o.id = n.id, name_starts(n.search_name) s
    WHERE n.search_name IS DISTINCT FROM o.search_name ON CONFLICT DO NOTHING;
  INSERT INTO name_words (word)
    SELECT DISTINCT w FROM new_rows n JOIN old_rows o ON o.id = n.id, name_words(n.search_name) w
    WHERE n.search_name IS DISTINCT FROM o.search_name ON CONFLICT DO NOTHING;
  UPDATE creative_name_starts s SET total_points = n.total_points, total_awards = n.total_awards, name = n.name
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE s.creative_id = n.id AND n.search_name IS NOT DISTINCT FROM o.search_name
      AND (n.total_points, n.total_awards, n.name) IS DISTINCT FROM (o.total_points, o.total_awards, o.name);
  RETURN NULL;
END $$;

-- Search read model (docs/decisions/0003-search.md). Adding the generated columns rewrites the
-- tables: about a minute and a half at 1M creatives on the test machine, once.
CREATE TABLE "creative_name_starts" (
	"creative_id" integer NOT NULL,
	"start" text NOT NULL,
	CONSTRAINT "creative_name_starts_creative_id_start_pk" PRIMARY KEY("creative_id","start")
);
--> statement-breakpoint
CREATE TABLE "name_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "agencies_name_trgm_idx";--> statement-breakpoint
DROP INDEX "creatives_name_trgm_idx";--> statement-breakpoint
DROP INDEX "festivals_name_trgm_idx";--> statement-breakpoint
DROP INDEX "festivals_short_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "search_name" text GENERATED ALWAYS AS (' ' || f_unaccent(lower(name))) STORED;--> statement-breakpoint
ALTER TABLE "creatives" ADD COLUMN "search_name" text GENERATED ALWAYS AS (' ' || f_unaccent(lower(name))) STORED;--> statement-breakpoint
ALTER TABLE "festivals" ADD COLUMN "search_name" text GENERATED ALWAYS AS (' ' || f_unaccent(lower(name))) STORED;--> statement-breakpoint
ALTER TABLE "festivals" ADD COLUMN "search_short_name" text GENERATED ALWAYS AS (' ' || f_unaccent(lower(short_name))) STORED;--> statement-breakpoint
-- The word starts of a search name: ' ana garcia' -> ' ana garcia', ' garcia'.
CREATE FUNCTION name_starts(text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT ' ' || array_to_string(w[i:], ' ') FROM (SELECT string_to_array(ltrim($1), ' ') AS w) a, generate_subscripts(a.w, 1) AS i WHERE w[i] <> '' $$;
--> statement-breakpoint
CREATE FUNCTION name_words(text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT w FROM unnest(string_to_array($1, ' ')) AS w WHERE w <> '' $$;
--> statement-breakpoint
-- Existing rows, before the indexes and the foreign key (a bulk load, then one build of each).
INSERT INTO "creative_name_starts" ("creative_id", "start") SELECT c.id, s FROM "creatives" c, name_starts(c.search_name) s ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "name_words" ("word") SELECT DISTINCT w FROM "creatives" c, name_words(c.search_name) w;--> statement-breakpoint
ALTER TABLE "creative_name_starts" ADD CONSTRAINT "creative_name_starts_creative_id_creatives_id_fk" FOREIGN KEY ("creative_id") REFERENCES "public"."creatives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "creative_name_starts_start_idx" ON "creative_name_starts" USING btree ("start" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "name_words_trgm_idx" ON "name_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "agencies_search_name_trgm_idx" ON "agencies" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "creatives_search_name_trgm_idx" ON "creatives" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "creatives_search_ranking_idx" ON "creatives" USING btree ("total_points" DESC NULLS FIRST,"total_awards" DESC NULLS FIRST,"name","id","search_name");--> statement-breakpoint
CREATE INDEX "festivals_search_name_trgm_idx" ON "festivals" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "festivals_search_short_name_trgm_idx" ON "festivals" USING gin ("search_short_name" gin_trgm_ops);--> statement-breakpoint
-- Kept in the statement that inserts or renames creatives: set-based (one pass per statement, as
-- the dataset generator inserts 25,000 at a time), and ALWAYS so that its replica-mode bulk load
-- keeps them too. A points update costs one join of two one-row sets.
CREATE FUNCTION creatives_search_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO creative_name_starts (creative_id, start) SELECT n.id, s FROM new_rows n, name_starts(n.search_name) s ON CONFLICT DO NOTHING;
  INSERT INTO name_words (word) SELECT DISTINCT w FROM new_rows n, name_words(n.search_name) w ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION creatives_search_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM creative_name_starts s USING old_rows o, new_rows n
    WHERE s.creative_id = o.id AND n.id = o.id AND n.search_name IS DISTINCT FROM o.search_name;
  INSERT INTO creative_name_starts (creative_id, start)
    SELECT n.id, s FROM new_rows n JOIN old_rows o ON o.id = n.id, name_starts(n.search_name) s
    WHERE n.search_name IS DISTINCT FROM o.search_name ON CONFLICT DO NOTHING;
  INSERT INTO name_words (word)
    SELECT DISTINCT w FROM new_rows n JOIN old_rows o ON o.id = n.id, name_words(n.search_name) w
    WHERE n.search_name IS DISTINCT FROM o.search_name ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER creatives_search_insert AFTER INSERT ON creatives REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION creatives_search_insert();--> statement-breakpoint
CREATE TRIGGER creatives_search_update AFTER UPDATE ON creatives REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION creatives_search_update();--> statement-breakpoint
ALTER TABLE creatives ENABLE ALWAYS TRIGGER creatives_search_insert;--> statement-breakpoint
ALTER TABLE creatives ENABLE ALWAYS TRIGGER creatives_search_update;

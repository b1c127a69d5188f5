-- A name filter's probe read up to 3,001 word starts beginning with the text and counted their
-- creatives (0.5 ms of a common text's 1 ms in the database at 1M creatives) only to learn that
-- there are many. Each prefix of a word start's first word, of 2 to 12 characters after its
-- space (NAME_PREFIX_COUNTED), now has its figures kept: how many starts begin with it and of how
-- many creatives. Kept by statement-level triggers on creative_name_starts, in the same statement
-- as its rows: a creative's starts are written and deleted all in one statement (the creatives'
-- triggers, migration 0041, and the foreign key's cascade), so counting its distinct creatives per
-- statement counts each once. A start's text is never updated in place (a rename deletes and
-- inserts), so updates need no trigger. Rows are upserted in the prefixes' order, so concurrent
-- statements lock them in the same order and wait for each other (a transaction that writes names
-- in several statements can still lose a deadlock, and runs again: src/server/db/transaction.ts).
CREATE TABLE "name_prefix_counts" (
  "prefix" text PRIMARY KEY NOT NULL,
  "starts" integer NOT NULL,
  "creatives" integer NOT NULL
);--> statement-breakpoint
CREATE FUNCTION name_start_prefixes(text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT left($1, n) FROM generate_series(3, least(13, coalesce(nullif(strpos(substr($1, 2), ' '), 0), char_length($1)))) AS n $$;
--> statement-breakpoint
CREATE FUNCTION name_prefix_counts_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO name_prefix_counts AS k (prefix, starts, creatives)
    SELECT p, count(*), count(DISTINCT n.creative_id) FROM new_rows n, name_start_prefixes(n.start) p GROUP BY p ORDER BY p
    ON CONFLICT (prefix) DO UPDATE SET starts = k.starts + excluded.starts, creatives = k.creatives + excluded.creatives;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION name_prefix_counts_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO name_prefix_counts AS k (prefix, starts, creatives)
    SELECT p, -count(*), -count(DISTINCT o.creative_id) FROM old_rows o, name_start_prefixes(o.start) p GROUP BY p ORDER BY p
    ON CONFLICT (prefix) DO UPDATE SET starts = k.starts + excluded.starts, creatives = k.creatives + excluded.creatives;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION name_prefix_counts_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM name_prefix_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO name_prefix_counts (prefix, starts, creatives)
  SELECT p, count(*), count(DISTINCT s.creative_id) FROM creative_name_starts s, name_start_prefixes(s.start) p GROUP BY p;
--> statement-breakpoint
CREATE TRIGGER name_prefix_counts_insert AFTER INSERT ON creative_name_starts REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION name_prefix_counts_insert();--> statement-breakpoint
CREATE TRIGGER name_prefix_counts_delete AFTER DELETE ON creative_name_starts REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION name_prefix_counts_delete();--> statement-breakpoint
CREATE TRIGGER name_prefix_counts_truncate AFTER TRUNCATE ON creative_name_starts FOR EACH STATEMENT EXECUTE FUNCTION name_prefix_counts_truncate();--> statement-breakpoint
-- Bulk loads run as a replica (scripts/generate-dataset.ts), as the creatives' own triggers do.
ALTER TABLE creative_name_starts ENABLE ALWAYS TRIGGER name_prefix_counts_insert;--> statement-breakpoint
ALTER TABLE creative_name_starts ENABLE ALWAYS TRIGGER name_prefix_counts_delete;--> statement-breakpoint
ALTER TABLE creative_name_starts ENABLE ALWAYS TRIGGER name_prefix_counts_truncate;

-- The segmented lists' seek indexes (migration 0027) carry what a listed creative's row gives its
-- item: its card (migration 0029) and year-earlier points. A deep page of the ranking, of a
-- country's or a discipline's, is then read from the index alone: its 50 rows were otherwise
-- found again one by one in the table (at 1M creatives a third of the statement: PostgreSQL's
-- CPU for an all-time deep page 0.60-0.71 ms, 0.43-0.44 read from the index).
--
-- A B-tree entry holds at most 2.7 KB. A card is bounded by the profile's limits (a name and an
-- agency of 120 characters, an avatar of 500) once the avatar is bounded in bytes too: it is
-- kept as a browser requests it, what is outside ASCII percent-encoded (profile.ts). The avatars
-- kept before are encoded the same way; one that is then over the 500 characters no profile may
-- save is dropped (a 500-character address of accented letters, which no image host serves).
UPDATE "creatives" c SET "avatar" = e.avatar FROM (
  SELECT id, string_agg(CASE WHEN ch ~ '^[\x01-\x7F]$' THEN ch
    ELSE upper(regexp_replace(encode(convert_to(ch, 'UTF8'), 'hex'), '(..)', '%\1', 'g')) END, '' ORDER BY n) AS avatar
  FROM "creatives", regexp_split_to_table("avatar", '') WITH ORDINALITY AS t(ch, n)
  WHERE "avatar" ~ '[^\x01-\x7F]' GROUP BY id
) e WHERE c.id = e.id;--> statement-breakpoint
UPDATE "creatives" SET "avatar" = NULL WHERE length("avatar") > 500;--> statement-breakpoint
DROP INDEX "creatives_ranking_seek_idx";--> statement-breakpoint
DROP INDEX "creatives_country_ranking_seek_idx";--> statement-breakpoint
DROP INDEX "creatives_discipline_ranking_seek_idx";--> statement-breakpoint
CREATE INDEX "creatives_ranking_seek_idx" ON "creatives" USING btree ((-"total_points"), (-"total_awards"), "name", "id")
  INCLUDE ("total_points", "total_awards", "previous_points", "card");--> statement-breakpoint
CREATE INDEX "creatives_country_ranking_seek_idx" ON "creatives" USING btree ("country_code", (-"total_points"), (-"total_awards"), "name", "id")
  INCLUDE ("total_points", "total_awards", "previous_points", "card");--> statement-breakpoint
CREATE INDEX "creatives_discipline_ranking_seek_idx" ON "creatives" USING btree ("discipline", (-"total_points"), (-"total_awards"), "name", "id")
  INCLUDE ("total_points", "total_awards", "previous_points", "card");

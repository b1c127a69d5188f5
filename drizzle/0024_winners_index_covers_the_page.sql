-- A festival's winners index carries what a page shows of each award (schema.ts, awards): a page
-- never reads its awards from the table.
DROP INDEX "awards_winners_idx";--> statement-breakpoint
CREATE INDEX "awards_winners_idx" ON "awards" USING btree ("festival_id","year","type","category_id","title","id","creative_id","agency_id","points") WHERE "awards"."verified";
DROP INDEX "agencies_ranking_idx";--> statement-breakpoint
DROP INDEX "agencies_employees_idx";--> statement-breakpoint
DROP INDEX "awards_creative_idx";--> statement-breakpoint
DROP INDEX "creatives_ranking_idx";--> statement-breakpoint
DROP INDEX "creatives_country_ranking_idx";--> statement-breakpoint
DROP INDEX "creatives_discipline_ranking_idx";--> statement-breakpoint
DROP INDEX "creatives_awards_idx";--> statement-breakpoint
DROP INDEX "creatives_newest_idx";--> statement-breakpoint
DROP INDEX "festivals_prestige_idx";--> statement-breakpoint
CREATE INDEX "agencies_ranking_idx" ON "agencies" USING btree ("total_awards" DESC NULLS FIRST,"name");--> statement-breakpoint
CREATE INDEX "agencies_employees_idx" ON "agencies" USING btree ("employees" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "awards_creative_idx" ON "awards" USING btree ("creative_id","year" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "creatives_ranking_idx" ON "creatives" USING btree ("total_points" DESC NULLS FIRST,"total_awards" DESC NULLS FIRST,"name","id");--> statement-breakpoint
CREATE INDEX "creatives_country_ranking_idx" ON "creatives" USING btree ("country_code","total_points" DESC NULLS FIRST,"total_awards" DESC NULLS FIRST,"name","id");--> statement-breakpoint
CREATE INDEX "creatives_discipline_ranking_idx" ON "creatives" USING btree ("discipline","total_points" DESC NULLS FIRST,"total_awards" DESC NULLS FIRST,"name","id");--> statement-breakpoint
CREATE INDEX "creatives_awards_idx" ON "creatives" USING btree ("total_awards" DESC NULLS FIRST,"total_points" DESC NULLS FIRST,"name","id");--> statement-breakpoint
CREATE INDEX "creatives_newest_idx" ON "creatives" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "festivals_prestige_idx" ON "festivals" USING btree ("prestige" DESC NULLS FIRST,"name");
-- The ranking order as one ascending key, points and awards negated, with the points and awards
-- carried for the page: a deep page of a segmented list (all, a country's, a discipline's) is one
-- index range from its segment's start key, `(-points, -awards, name, id) >= key`, instead of
-- three merged ranges (the order's directions are mixed, so no row comparison bounds the plain
-- index). Written here, as Drizzle's schema cannot say INCLUDE; the plain ranking indexes stay
-- for the other reads of that order (exports, text filters).
CREATE INDEX "creatives_ranking_seek_idx" ON "creatives" USING btree ((-"total_points"), (-"total_awards"), "name", "id")
  INCLUDE ("total_points", "total_awards");--> statement-breakpoint
CREATE INDEX "creatives_country_ranking_seek_idx" ON "creatives" USING btree ("country_code", (-"total_points"), (-"total_awards"), "name", "id")
  INCLUDE ("total_points", "total_awards");--> statement-breakpoint
CREATE INDEX "creatives_discipline_ranking_seek_idx" ON "creatives" USING btree ("discipline", (-"total_points"), (-"total_awards"), "name", "id")
  INCLUDE ("total_points", "total_awards");

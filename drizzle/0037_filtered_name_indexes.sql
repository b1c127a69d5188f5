-- A people list filtered by a name and a country or a discipline (`/api/creatives?q=olivia&country=US`):
-- the planner intersected the trigram index's bitmap of the name with a B-tree's bitmap of the
-- country, and building that bitmap of 129,000 rows for the United States took 58 ms of a 74 ms
-- statement at 1M creatives. With the country (or the discipline) as the first column of a trigram
-- index (btree_gin), one GIN scan intersects both posting lists: 10 ms (`tinez` in film 72-93 ->
-- 16 ms). 42 MB each at 1M, built in 4.5 s.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE INDEX "creatives_country_search_trgm_idx" ON "creatives" USING gin ("country_code", "search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "creatives_discipline_search_trgm_idx" ON "creatives" USING gin ("discipline", "search_name" gin_trgm_ops);

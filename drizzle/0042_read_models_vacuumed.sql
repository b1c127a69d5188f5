-- The pages are read from indexes alone (the seek indexes carry the cards, the read models their
-- keys), which skips the table only where the visibility map marks a page all visible. A write
-- clears its page's mark until a vacuum sets it again, and autovacuum's default waits for a fifth
-- of a table to change: 200,000 creatives, 5,000,000 window rows. At 1M, 11,034 of the name
-- starts' 66,113 pages were left unmarked after migration 0041: the name filter's probe read 3,001
-- starts with 1,399 rows fetched from the table (7.7 ms; 1.2 ms once vacuumed), the filter as a
-- class 426 requests a second at 3.7 ms of PostgreSQL's CPU each (591 at 2.5 vacuumed). These
-- tables are vacuumed after 2,000 changes (updates, deletes or inserts) whatever their size.
ALTER TABLE "creatives" SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 2000, autovacuum_vacuum_insert_scale_factor = 0, autovacuum_vacuum_insert_threshold = 2000);--> statement-breakpoint
ALTER TABLE "creative_name_starts" SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 2000, autovacuum_vacuum_insert_scale_factor = 0, autovacuum_vacuum_insert_threshold = 2000);--> statement-breakpoint
ALTER TABLE "awards" SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 2000, autovacuum_vacuum_insert_scale_factor = 0, autovacuum_vacuum_insert_threshold = 2000);--> statement-breakpoint
ALTER TABLE "window_points" SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 2000, autovacuum_vacuum_insert_scale_factor = 0, autovacuum_vacuum_insert_threshold = 2000);--> statement-breakpoint
ALTER TABLE "agency_window_points" SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 2000, autovacuum_vacuum_insert_scale_factor = 0, autovacuum_vacuum_insert_threshold = 2000);--> statement-breakpoint
ALTER TABLE "agency_window_standings" SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 2000, autovacuum_vacuum_insert_scale_factor = 0, autovacuum_vacuum_insert_threshold = 2000);--> statement-breakpoint
ALTER TABLE "country_window_points" SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 2000, autovacuum_vacuum_insert_scale_factor = 0, autovacuum_vacuum_insert_threshold = 2000);--> statement-breakpoint
ALTER TABLE "country_window_standings" SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 2000, autovacuum_vacuum_insert_scale_factor = 0, autovacuum_vacuum_insert_threshold = 2000);--> statement-breakpoint
ALTER TABLE "festival_winner_runs" SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 2000, autovacuum_vacuum_insert_scale_factor = 0, autovacuum_vacuum_insert_threshold = 2000);

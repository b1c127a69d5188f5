-- The planner's estimate of how many names a LIKE pattern matches comes from the sample ANALYZE
-- keeps of `search_name`: with the default 100 entries it was off by up to 100 times at 1M
-- creatives (`% lopez%`: 98 estimated, 12,316 found; `%ana taylor%`: 9,909 estimated, 189 found),
-- and a text filter chose the wrong plan: sorting every match of the trigram index for a common
-- text (31 ms where walking the ranking to its page takes under 1), or walking the whole ranking
-- for a rare one (176 ms where its 189 matches take 8). 1,000 entries bring the estimates within
-- a fifth for common texts (13,303 for `% lopez%`) and within a few times for rare ones (898).
ALTER TABLE "creatives" ALTER COLUMN "search_name" SET STATISTICS 1000;--> statement-breakpoint
ANALYZE "creatives";

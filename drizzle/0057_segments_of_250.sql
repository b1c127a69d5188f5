-- Every list's segments cut at 250 rows (they were cut at 500 since migration 0025) and, as sign-ups
-- and wins grow them, split past 500 at the 250th (src/server/ranking/ranking.repository.ts,
-- SEGMENT_CUT; split past 1,000 at the 500th until now). A page at any depth starts from its
-- segment's key and skips the rows before it in that segment: since the seek indexes carry each
-- creative's card (migration 0035), an index entry is some 200 bytes and the skip was most of a deep
-- page's statement (at 1M, the all-time ranking's: 456 entries skipped, 326 of its 361 buffer reads).
-- Re-cut at 250, the same page skipped 206 and read 165; the statement 0.42 ms against 0.49.
CREATE OR REPLACE FUNCTION rebuild_ranking_segments(size integer DEFAULT 250, windows boolean DEFAULT false, per_group integer DEFAULT 16)
  RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- Alone: no count or split of any list runs meanwhile (segments_count, split_ranking_segments).
  PERFORM pg_advisory_xact_lock(hashtext('palmares.segments'));
  PERFORM cut_ranking_segments(size, windows, per_group);
END $$;
--> statement-breakpoint
SELECT rebuild_ranking_segments();
--> statement-breakpoint
SELECT rebuild_ranking_segments(windows => true);

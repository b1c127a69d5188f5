CREATE TABLE "award_list_backlog" (
	"creative_id" integer PRIMARY KEY NOT NULL
);
--> statement-breakpoint
-- Writers of one creative's list take turns on its list row (created empty first for a creative
-- who has none), then read the awards with a snapshot taken after the wait: a list rewritten from
-- the backlog and one rewritten by a moderator's verification never lose each other's award.
-- The creative's own row is no longer locked, so a rewrite from the backlog never waits for the
-- import batch that is updating the same creatives' totals.
CREATE OR REPLACE FUNCTION refresh_creative_award_lists(ids integer[]) RETURNS void LANGUAGE sql
  SET enable_hashjoin = off SET enable_mergejoin = off AS $$
  INSERT INTO creative_award_lists (creative_id, awards)
    SELECT cr.id, '[]'::json FROM creatives cr WHERE cr.id = ANY(ids) ORDER BY cr.id
  ON CONFLICT (creative_id) DO NOTHING;
  SELECT 1 FROM creative_award_lists WHERE creative_id = ANY(ids) ORDER BY creative_id FOR UPDATE;
  INSERT INTO creative_award_lists (creative_id, awards)
    SELECT cr.id, coalesce((
      SELECT json_agg(award_json(a, f, c, g) ORDER BY a.year DESC, a.id DESC)
      FROM (SELECT * FROM awards WHERE creative_id = cr.id AND verified ORDER BY year DESC, id DESC LIMIT 500) a
      JOIN festivals f ON f.id = a.festival_id
      JOIN categories c ON c.id = a.category_id
      LEFT JOIN agencies g ON g.id = a.agency_id), '[]'::json)
    FROM creatives cr WHERE cr.id = ANY(ids)
  ON CONFLICT (creative_id) DO UPDATE SET awards = excluded.awards;
$$;
--> statement-breakpoint
-- Rewrites the lists the backlog names and empties it (the rows a concurrent batch is adding are
-- not seen, and wait for them).
CREATE FUNCTION refresh_award_list_backlog() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE ids integer[];
BEGIN
  WITH taken AS (DELETE FROM award_list_backlog RETURNING creative_id) SELECT array_agg(creative_id) INTO ids FROM taken;
  IF ids IS NOT NULL THEN PERFORM refresh_creative_award_lists(ids); END IF;
  RETURN coalesce(cardinality(ids), 0);
END $$;
--> statement-breakpoint
-- A transaction that sets palmares.award_lists to 'deferred' (a results import's batch) leaves its
-- creatives in the backlog instead of rewriting their lists.
CREATE OR REPLACE FUNCTION awards_lists_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT creative_id) INTO ids FROM new_awards WHERE verified;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT creative_id) INTO ids FROM old_awards WHERE verified;
  ELSE
    SELECT array_agg(DISTINCT id) INTO ids FROM (
      SELECT creative_id AS id FROM old_awards WHERE verified
      UNION SELECT creative_id FROM new_awards WHERE verified) changed;
  END IF;
  IF ids IS NULL THEN RETURN NULL; END IF;
  IF current_setting('palmares.award_lists', true) = 'deferred' THEN
    INSERT INTO award_list_backlog (creative_id) SELECT unnest(ids) ORDER BY 1 ON CONFLICT DO NOTHING;
  ELSE
    PERFORM refresh_creative_award_lists(ids);
  END IF;
  RETURN NULL;
END $$;

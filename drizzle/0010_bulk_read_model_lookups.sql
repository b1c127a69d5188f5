-- The award lists of many creatives at once (a results import verifies thousands in one statement):
-- each award's festival and category are looked up by primary key. Joined, the planner hashed the
-- whole festivals and categories tables once per creative (7 s for 5,000 creatives).
CREATE OR REPLACE FUNCTION refresh_creative_award_lists(ids integer[]) RETURNS void LANGUAGE sql AS $$
  SELECT 1 FROM creatives WHERE id = ANY(ids) ORDER BY id FOR UPDATE;
  INSERT INTO creative_award_lists (creative_id, awards)
    SELECT cr.id, coalesce((
      SELECT json_agg(award_json(a,
          (SELECT f FROM festivals f WHERE f.id = a.festival_id),
          (SELECT c FROM categories c WHERE c.id = a.category_id)) ORDER BY a.year DESC, a.id DESC)
      FROM (SELECT * FROM awards WHERE creative_id = cr.id AND verified ORDER BY year DESC, id DESC LIMIT 500) a), '[]'::json)
    FROM creatives cr WHERE cr.id = ANY(ids)
  ON CONFLICT (creative_id) DO UPDATE SET awards = excluded.awards;
$$;
--> statement-breakpoint
-- The same for the search read model: a bulk change of points (an import) renames nobody, but the
-- delete joined the transition tables to every word start by hash (a scan of the whole table per
-- statement). The renamed creatives are found first; the word starts are then read by creative.
CREATE OR REPLACE FUNCTION creatives_search_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE renamed integer[];
BEGIN
  SELECT array_agg(n.id) INTO renamed FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.search_name IS DISTINCT FROM o.search_name;
  IF renamed IS NOT NULL THEN
    DELETE FROM creative_name_starts s WHERE s.creative_id = ANY(renamed);
    INSERT INTO creative_name_starts (creative_id, start, total_points, total_awards, name)
      SELECT n.id, s, n.total_points, n.total_awards, n.name FROM new_rows n, name_starts(n.search_name) s
      WHERE n.id = ANY(renamed) ON CONFLICT DO NOTHING;
    INSERT INTO name_words (word)
      SELECT DISTINCT w FROM new_rows n, name_words(n.search_name) w WHERE n.id = ANY(renamed) ON CONFLICT DO NOTHING;
  END IF;
  UPDATE creative_name_starts s SET total_points = n.total_points, total_awards = n.total_awards, name = n.name
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE s.creative_id = n.id AND n.search_name IS NOT DISTINCT FROM o.search_name
      AND (n.total_points, n.total_awards, n.name) IS DISTINCT FROM (o.total_points, o.total_awards, o.name);
  RETURN NULL;
END $$;

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

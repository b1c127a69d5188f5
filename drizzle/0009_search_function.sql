-- Search in one statement with plans kept per connection (docs/decisions/0003-search.md).
-- The agencies' ranking order with the search text as a key: common texts are answered from the
-- best-ranked agencies index-only, stopping at the fifth match, as creatives already are.
CREATE INDEX IF NOT EXISTS "agencies_search_ranking_idx" ON "agencies" USING btree ("total_awards" DESC, "name", "id", "search_name");--> statement-breakpoint
-- search_all(q, inside_words): the response's three sections as JSON, creatives and agencies in
-- the response's shape, festivals with their dates (the server derives the status from its clock).
-- `q` is the text as typed, trimmed; `inside_words` whether it has a run of 3 letters or digits
-- (the server decides, as the list filters do: `matchesInsideWords`).
--
-- Every branch reads a bounded number of index entries. A rare text is answered exactly from an
-- index that yields its matches and no others (the word-start read model, the trigram indexes); a
-- common one from the best-ranked rows in ranking order, where its best matches come first. Which
-- one a text is gets decided by counting its matches up to `probe` (300), which costs at most that.
--
-- PL/pgSQL prepares each statement once per connection; the generic plans are forced because the
-- custom ones cost 1-8 ms of planning per search (more than executing them) and pick the same
-- shapes: the patterns are parameters of the plan, computed once per call, never per row.
CREATE OR REPLACE FUNCTION search_all(q text, inside_words boolean) RETURNS json
  LANGUAGE plpgsql STABLE
  SET plan_cache_mode = force_generic_plan
AS $$
DECLARE
  folded text := f_unaccent(lower(q));
  escaped text := replace(replace(replace(folded, '\', '\\'), '%', '\%'), '_', '\_');
  word_start text := '% ' || escaped || '%';
  anywhere text := '%' || escaped || '%';
  -- "space + text" begins a word start in the read model; chr(1114111) ends the range of them.
  prefix text := ' ' || folded;
  head text := split_part(folded, ' ', 1);
  -- pg_trgm finds no trigram in punctuation alone ("%%", ".-"): a trigram index would return
  -- every row for it, so such a text is only looked for in ranking order.
  has_trigrams boolean := cardinality(show_trgm(folded)) > 0;
  -- What the list filters match (`foldedMatch`): anywhere for a text with trigrams of its own.
  listed text := CASE WHEN inside_words THEN anywhere ELSE word_start END;
  starts int[];
  inside int[];
  prefixes text[];
  agency_ids int[];
  agency_inside int[];
  matches int;
  -- A text with at most this many matches is rare: read them all, rank them, exact.
  probe constant int := 300;
BEGIN
  -- Creatives whose name or one of its words starts with the text. Their word starts are one
  -- range of the read model: read whole when it is small (exact); else the text is common and its
  -- best are among the 3,000 best-ranked names (they are the best if 5 are there).
  SELECT count(*) INTO matches FROM (SELECT 1 FROM creative_name_starts s
    WHERE s.start ~>=~ prefix AND s.start ~<~ (prefix || chr(1114111)) LIMIT probe + 1) r;
  IF matches > probe THEN
    starts := ARRAY(SELECT b.id FROM (SELECT c.id, c.total_points, c.total_awards, c.name, c.search_name FROM creatives c
        ORDER BY c.total_points DESC, c.total_awards DESC, c.name, c.id LIMIT 3000) b
      WHERE b.search_name LIKE word_start ORDER BY b.total_points DESC, b.total_awards DESC, b.name, b.id LIMIT 5);
  END IF;
  IF matches <= probe OR cardinality(starts) < 5 THEN
    -- Exact for a rare text; for one common in the table yet rare among its best, the best of
    -- 3,000 word starts.
    starts := ARRAY(SELECT r.creative_id FROM (SELECT s.creative_id, s.total_points, s.total_awards, s.name FROM creative_name_starts s
        WHERE s.start ~>=~ prefix AND s.start ~<~ (prefix || chr(1114111)) LIMIT 3000) r
      GROUP BY r.creative_id, r.total_points, r.total_awards, r.name
      ORDER BY r.total_points DESC, r.total_awards DESC, r.name, r.creative_id LIMIT 5);
  END IF;

  -- Then creatives holding the text inside a word. Every folded word ever seen is in name_words:
  -- each place the text's first word occurs in one after its first letter (at its end when the
  -- text goes on) gives a word start that begins with the text ("rez" in "alvarez": " alvarez";
  -- "ia mar": " garcia mar"). Folding can leave no first word ("^ ab" folds to " ab"): nothing then.
  IF cardinality(starts) < 5 AND head <> '' THEN
    prefixes := ARRAY(SELECT DISTINCT ' ' || left(w.word, at - 1) || folded
      FROM (SELECT n.word FROM name_words n
          WHERE n.word LIKE ('%_' || replace(replace(replace(head, '\', '\\'), '%', '\%'), '_', '\_') || CASE WHEN folded = head THEN '%' ELSE '' END)
          LIMIT 500) w,
        generate_series(2, length(w.word) - length(head) + 1) at
      WHERE substr(w.word, at, length(head)) = head AND (folded = head OR at + length(head) - 1 = length(w.word)));
    IF cardinality(prefixes) > 0 THEN
      SELECT count(*) INTO matches FROM (SELECT 1 FROM unnest(prefixes) p(start_prefix) JOIN creative_name_starts s
        ON s.start ~>=~ p.start_prefix AND s.start ~<~ (p.start_prefix || chr(1114111)) LIMIT probe + 1) r;
      IF matches > probe THEN
        inside := ARRAY(SELECT b.id FROM (SELECT c.id, c.total_points, c.total_awards, c.name, c.search_name FROM creatives c
            ORDER BY c.total_points DESC, c.total_awards DESC, c.name, c.id LIMIT 3000) b
          WHERE b.search_name LIKE anywhere AND b.search_name NOT LIKE word_start
          ORDER BY b.total_points DESC, b.total_awards DESC, b.name, b.id LIMIT 5 - cardinality(starts));
      END IF;
      IF matches <= probe OR cardinality(inside) < 5 - cardinality(starts) THEN
        inside := ARRAY(SELECT r.creative_id FROM (SELECT s.creative_id, s.total_points, s.total_awards, s.name
            FROM unnest(prefixes) p(start_prefix) JOIN creative_name_starts s ON s.start ~>=~ p.start_prefix AND s.start ~<~ (p.start_prefix || chr(1114111))
            WHERE s.creative_id <> ALL (starts) LIMIT 3000) r
          GROUP BY r.creative_id, r.total_points, r.total_awards, r.name
          ORDER BY r.total_points DESC, r.total_awards DESC, r.name, r.creative_id LIMIT 5 - cardinality(starts));
      END IF;
      starts := starts || inside;
    END IF;
  END IF;

  -- Agencies by awards, word starts first, the same two ways: a rare text exactly from the
  -- trigram index; a common one in ranking order, or where it is rare among the best-ranked (at
  -- 50,000 agencies), from the best 3,000 trigram-index matches.
  matches := probe + 1;
  IF has_trigrams THEN
    SELECT count(*), coalesce((array_agg(m.id ORDER BY m.starts_word DESC, m.total_awards DESC, m.name, m.id))[1:5], '{}')
      INTO matches, agency_ids
      FROM (SELECT g.id, g.total_awards, g.name, g.search_name LIKE word_start AS starts_word FROM agencies g
        WHERE g.search_name LIKE listed LIMIT probe + 1) m;
  END IF;
  IF matches > probe THEN
    agency_ids := ARRAY(SELECT b.id FROM (SELECT g.id, g.total_awards, g.name, g.search_name FROM agencies g
        ORDER BY g.total_awards DESC, g.name, g.id LIMIT 5000) b
      WHERE b.search_name LIKE word_start ORDER BY b.total_awards DESC, b.name, b.id LIMIT 5);
    IF cardinality(agency_ids) < 5 AND has_trigrams THEN
      agency_ids := ARRAY(SELECT m.id FROM (SELECT g.id, g.total_awards, g.name FROM agencies g WHERE g.search_name LIKE word_start LIMIT 3000) m
        ORDER BY m.total_awards DESC, m.name, m.id LIMIT 5);
    END IF;
    -- Then inside a word, for a text with trigrams of its own (as the list filters match).
    IF cardinality(agency_ids) < 5 AND inside_words THEN
      agency_inside := ARRAY(SELECT b.id FROM (SELECT g.id, g.total_awards, g.name, g.search_name FROM agencies g
          ORDER BY g.total_awards DESC, g.name, g.id LIMIT 5000) b
        WHERE b.search_name LIKE anywhere AND b.search_name NOT LIKE word_start
        ORDER BY b.total_awards DESC, b.name, b.id LIMIT 5 - cardinality(agency_ids));
      IF cardinality(agency_inside) < 5 - cardinality(agency_ids) THEN
        agency_inside := ARRAY(SELECT m.id FROM (SELECT g.id, g.total_awards, g.name FROM agencies g
            WHERE g.search_name LIKE anywhere AND g.search_name NOT LIKE word_start LIMIT 3000) m
          ORDER BY m.total_awards DESC, m.name, m.id LIMIT 5 - cardinality(agency_ids));
      END IF;
      agency_ids := agency_ids || agency_inside;
    END IF;
  END IF;

  RETURN json_build_object(
    'creatives', (SELECT coalesce(json_agg(json_build_object('id', c.id, 'name', c.name, 'username', c.username,
        'countryCode', c.country_code, 'agency', c.agency_name, 'avatar', c.avatar, 'totalPoints', c.total_points) ORDER BY o.n), '[]')
      FROM unnest(starts) WITH ORDINALITY o(id, n) JOIN creatives c ON c.id = o.id),
    'agencies', (SELECT coalesce(json_agg(json_build_object('id', a.id, 'name', a.name, 'slug', a.slug, 'logo', a.logo,
        'headquarters', a.headquarters) ORDER BY o.n), '[]')
      FROM unnest(agency_ids) WITH ORDINALITY o(id, n) JOIN agencies a ON a.id = o.id),
    -- Festivals are few (500 here, a thousand at most): ranked among their trigram-index matches.
    'festivals', (SELECT coalesce(json_agg(json_build_object('id', f.id, 'name', f.name, 'shortName', f.short_name, 'slug', f.slug,
        'countryCode', f.country_code, 'city', f.city, 'registrationOpenDate', f.registration_open_date,
        'registrationCloseDate', f.registration_close_date) ORDER BY f.starts_word DESC, f.prestige DESC, f.name, f.id), '[]')
      FROM (SELECT e.id, e.name, e.short_name, e.slug, e.country_code, e.city, e.registration_open_date, e.registration_close_date,
          e.prestige, (e.search_name LIKE word_start OR e.search_short_name LIKE word_start) AS starts_word
        FROM festivals e
        WHERE e.search_name LIKE listed OR e.search_short_name LIKE listed
        ORDER BY starts_word DESC, e.prestige DESC, e.name, e.id LIMIT 5) f));
END $$;

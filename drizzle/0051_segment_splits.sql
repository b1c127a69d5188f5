-- A segment counts the creatives from its start to the next segment's (migration 0007), and
-- nothing re-cut a list but a bulk load or the turn of the year: every sign-up enters the last
-- segment of its lists by points and awards (0 of each) and the first by newest, so those grew
-- without bound, and a page inside one skipped up to its size (a year of sign-ups in one segment).
-- Now a segment over `max_size` (twice the 500 a list is cut into) is split where its `size`-th
-- creative stands, found by the list's own seek (at most `size` index entries), and a group of
-- more than twice `per_group` segments likewise; the server looks for such segments in the
-- background (src/server/ranking/standings-refresher.ts).
--
-- A split reads the list and rewrites its counts, so it must not overlap a count of the same
-- list: counts take a shared lock per list, a split the list's exclusive one, and a rebuild of
-- every list the global lock exclusively (each transaction's own locks never block it).
-- The count itself (migration 0025) keeps its body under another name.
ALTER FUNCTION segments_count(segment_entry[]) RENAME TO count_ranking_segments;--> statement-breakpoint
CREATE FUNCTION segments_count(entries segment_entry[]) RETURNS void LANGUAGE sql AS $$
  -- Counting shares the segments with other counts and waits while a list is split or re-cut
  -- (split_ranking_segments, rebuild_ranking_segments): the global lock first, then each list's
  -- in order, so that no two transactions wait on each other.
  SELECT pg_advisory_xact_lock_shared(hashtext('palmares.segments'));
  SELECT pg_advisory_xact_lock_shared(hashtext('palmares.segments:' || l)) FROM (SELECT DISTINCT e.list AS l FROM unnest(entries) e ORDER BY 1) lists;
  SELECT count_ranking_segments(entries);
$$;--> statement-breakpoint
-- The re-cut itself (migration 0050) keeps its body under another name; the rebuild takes the
-- global lock first.
ALTER FUNCTION rebuild_ranking_segments(integer, boolean, integer) RENAME TO cut_ranking_segments;--> statement-breakpoint
CREATE FUNCTION rebuild_ranking_segments(size integer DEFAULT 500, windows boolean DEFAULT false, per_group integer DEFAULT 16)
  RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- Alone: no count or split of any list runs meanwhile (segments_count, split_ranking_segments).
  PERFORM pg_advisory_xact_lock(hashtext('palmares.segments'));
  PERFORM cut_ranking_segments(size, windows, per_group);
END $$;--> statement-breakpoint
-- The key of the creative (or a window's row) `size` places after a segment's start, in the
-- list's order, as the segments keep it (migration 0050), or none when the list ends before.
CREATE FUNCTION ranking_list_key_after(list text, start ranking_segments, size integer)
  RETURNS TABLE (neg_points integer, neg_awards integer, name text, id integer) LANGUAGE plpgsql STABLE AS $$
DECLARE
  base text := split_part(list, '/', 1);
  sort text := coalesce(nullif(split_part(list, '/', 2), ''), 'points');
  part text[] := string_to_array(base, ':');
  filter text := 'true';
  key text;
  seek text;
  ordered text;
BEGIN
  IF part[1] = 'window' THEN
    RETURN QUERY EXECUTE format('SELECT -w.points, -w.awards, w.name, w.creative_id FROM window_points w
      WHERE w.year = %s AND w.festival_id = %s AND w.points > 0 AND (-w.points, -w.awards, w.name, w.creative_id) >= ($1, $2, $3, $4)
      ORDER BY -w.points, -w.awards, w.name, w.creative_id OFFSET %s LIMIT 1', part[2]::int, part[3]::int, size)
      USING start.neg_points, start.neg_awards, start.name, start.id;
    RETURN;
  END IF;
  IF part[1] = 'country' THEN filter := format('c.country_code = %L', part[2]); END IF;
  IF part[1] = 'discipline' THEN filter := format('c.discipline = %L', part[2]); END IF;
  IF part[1] = 'country' AND part[3] IS NOT NULL THEN filter := filter || format(' AND c.discipline = %L', part[3]); END IF;
  IF sort = 'points' THEN
    key := '-c.total_points, -c.total_awards, c.name, c.id';
    seek := format('(%s) >= ($1, $2, $3, $4)', key);
    ordered := key;
  ELSIF sort = 'awards' THEN
    key := '-c.total_awards, -c.total_points, c.name, c.id';
    seek := format('(%s) >= ($1, $2, $3, $4)', key);
    ordered := key;
  ELSIF sort = 'name' THEN
    key := '0, 0, c.name, c.id';
    seek := '(c.name, c.id) >= ($3, $4)';
    ordered := 'c.name, c.id';
  ELSE
    key := '-((extract(epoch FROM c.created_at) * 1000000)::bigint >> 31)::int,
      -((extract(epoch FROM c.created_at) * 1000000)::bigint & 2147483647)::int, '''', -c.id';
    seek := '(c.created_at, c.id) <= (CASE WHEN $4 = 0 THEN ''infinity''::timestamptz ELSE to_timestamp(((-$1)::bigint << 31 | -$2) / 1000000)
      + (((-$1)::bigint << 31 | -$2) % 1000000) * interval ''1 microsecond'' END, -$4)';
    ordered := 'c.created_at DESC, c.id DESC';
  END IF;
  RETURN QUERY EXECUTE format('SELECT %s FROM creatives c WHERE %s AND %s ORDER BY %s OFFSET %s LIMIT 1', key, filter, seek, ordered, size)
    USING start.neg_points, start.neg_awards, start.name, start.id;
END $$;
--> statement-breakpoint
-- Splits every segment of `list` over `max_size` creatives at its `size`-th, again until none is
-- over, then every group of over twice `per_group` segments at its `per_group`-th. Returns how
-- many segments and groups it added. Each pass goes once through the list in key order. One list
-- a transaction: a split waits for the list's counts in progress, and counts of it wait for it.
CREATE FUNCTION split_ranking_segments(list text, max_size integer DEFAULT 1000, size integer DEFAULT 500, per_group integer DEFAULT 16)
  RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  seg ranking_segments;
  grp ranking_segment_groups;
  next_key record;
  members integer;
  added integer := 0;
BEGIN
  PERFORM pg_advisory_xact_lock_shared(hashtext('palmares.segments'));
  PERFORM pg_advisory_xact_lock(hashtext('palmares.segments:' || list));
  SELECT * INTO seg FROM ranking_segments s WHERE s.list = split_ranking_segments.list AND s.creatives > max_size
    ORDER BY s.neg_points, s.neg_awards, s.name, s.id LIMIT 1;
  WHILE FOUND LOOP
    SELECT * INTO next_key FROM ranking_list_key_after(list, seg, size);
    -- A count above what the list holds from there (it cannot be, but never loop on it).
    EXIT WHEN next_key IS NULL OR next_key.neg_points IS NULL;
    INSERT INTO ranking_segments (list, neg_points, neg_awards, name, id, creatives)
      VALUES (list, next_key.neg_points, next_key.neg_awards, next_key.name, next_key.id, seg.creatives - size);
    UPDATE ranking_segments s SET creatives = size
      WHERE (s.list, s.neg_points, s.neg_awards, s.name, s.id) = (seg.list, seg.neg_points, seg.neg_awards, seg.name, seg.id);
    added := added + 1;
    -- The rest may be over still: the next one over is the new segment or after it.
    SELECT * INTO seg FROM ranking_segments s WHERE s.list = split_ranking_segments.list AND s.creatives > max_size
      AND (s.neg_points, s.neg_awards, s.name, s.id) >= (next_key.neg_points, next_key.neg_awards, next_key.name, next_key.id)
      ORDER BY s.neg_points, s.neg_awards, s.name, s.id LIMIT 1;
  END LOOP;
  SELECT * INTO grp FROM ranking_segment_groups g WHERE g.list = split_ranking_segments.list
    ORDER BY g.neg_points, g.neg_awards, g.name, g.id LIMIT 1;
  WHILE FOUND LOOP
    -- The group's segments: from its start up to the next group's, counted up to one over the limit.
    SELECT count(*) INTO members FROM (
      SELECT 1 FROM ranking_segments s
      WHERE s.list = grp.list AND (s.neg_points, s.neg_awards, s.name, s.id) >= (grp.neg_points, grp.neg_awards, grp.name, grp.id)
        AND NOT EXISTS (SELECT 1 FROM ranking_segment_groups n WHERE n.list = grp.list
          AND (n.neg_points, n.neg_awards, n.name, n.id) > (grp.neg_points, grp.neg_awards, grp.name, grp.id)
          AND (n.neg_points, n.neg_awards, n.name, n.id) <= (s.neg_points, s.neg_awards, s.name, s.id))
      ORDER BY s.neg_points, s.neg_awards, s.name, s.id LIMIT 2 * per_group + 1) m;
    IF members > 2 * per_group THEN
      -- A new group starts at the per_group-th segment after the group's start; the loop looks at it next.
      WITH ahead AS (
        SELECT s.*, row_number() OVER (ORDER BY s.neg_points, s.neg_awards, s.name, s.id) AS n FROM ranking_segments s
        WHERE s.list = grp.list AND (s.neg_points, s.neg_awards, s.name, s.id) >= (grp.neg_points, grp.neg_awards, grp.name, grp.id)
        ORDER BY s.neg_points, s.neg_awards, s.name, s.id LIMIT per_group + 1
      )
      INSERT INTO ranking_segment_groups (list, neg_points, neg_awards, name, id, creatives)
        SELECT m.list, m.neg_points, m.neg_awards, m.name, m.id,
          grp.creatives - (SELECT sum(k.creatives) FROM ahead k WHERE k.n <= per_group)::int
        FROM ahead m WHERE m.n = per_group + 1;
      UPDATE ranking_segment_groups g SET creatives = (
        SELECT sum(s.creatives) FROM (SELECT s.creatives FROM ranking_segments s
          WHERE s.list = grp.list AND (s.neg_points, s.neg_awards, s.name, s.id) >= (grp.neg_points, grp.neg_awards, grp.name, grp.id)
          ORDER BY s.neg_points, s.neg_awards, s.name, s.id LIMIT per_group) s)
        WHERE (g.list, g.neg_points, g.neg_awards, g.name, g.id) = (grp.list, grp.neg_points, grp.neg_awards, grp.name, grp.id);
      added := added + 1;
    END IF;
    SELECT * INTO grp FROM ranking_segment_groups g WHERE g.list = split_ranking_segments.list
      AND (g.neg_points, g.neg_awards, g.name, g.id) > (grp.neg_points, grp.neg_awards, grp.name, grp.id)
      ORDER BY g.neg_points, g.neg_awards, g.name, g.id LIMIT 1;
  END LOOP;
  RETURN added;
END $$;

CREATE TABLE "country_names" (
	"code" varchar(2) PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "creative_award_lists" (
	"creative_id" integer PRIMARY KEY NOT NULL,
	"awards" json NOT NULL
);
--> statement-breakpoint
CREATE TABLE "creative_counts" (
	"country_code" varchar(2) DEFAULT '' NOT NULL,
	"discipline" text DEFAULT '' NOT NULL,
	"creatives" integer NOT NULL,
	CONSTRAINT "creative_counts_country_code_discipline_pk" PRIMARY KEY("country_code","discipline")
);
--> statement-breakpoint
ALTER TABLE "creative_award_lists" ADD CONSTRAINT "creative_award_lists_creative_id_creatives_id_fk" FOREIGN KEY ("creative_id") REFERENCES "public"."creatives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "creatives_country_discipline_ranking_idx" ON "creatives" USING btree ("country_code","discipline","total_points" DESC NULLS FIRST,"total_awards" DESC NULLS FIRST,"name","id");--> statement-breakpoint
CREATE INDEX "creatives_country_awards_idx" ON "creatives" USING btree ("country_code","total_awards" DESC NULLS FIRST,"total_points" DESC NULLS FIRST,"name","id","discipline");--> statement-breakpoint
CREATE INDEX "creatives_country_name_idx" ON "creatives" USING btree ("country_code","name","id","discipline");--> statement-breakpoint
CREATE INDEX "creatives_country_newest_idx" ON "creatives" USING btree ("country_code","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"discipline");--> statement-breakpoint
-- One award as the API shows it (src/shared/schemas/award.ts, awardSchema).
CREATE FUNCTION award_json(a awards, f festivals, c categories) RETURNS json
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT json_build_object(
    'id', a.id, 'title', a.title, 'description', a.description, 'year', a.year, 'type', a.type,
    'points', a.points, 'verified', a.verified, 'festivalId', a.festival_id, 'categoryId', a.category_id,
    'festival', json_build_object('id', f.id, 'name', f.name, 'slug', f.slug),
    'category', json_build_object('id', c.id, 'name', c.name)) $$;
--> statement-breakpoint
-- Rewrites the award lists of these creatives. Their rows are locked first, so that two
-- transactions verifying awards of one creative write the list one after the other, the second
-- reading the first's award (each statement of a volatile function takes a new snapshot).
CREATE FUNCTION refresh_creative_award_lists(ids integer[]) RETURNS void LANGUAGE sql AS $$
  SELECT 1 FROM creatives WHERE id = ANY(ids) ORDER BY id FOR UPDATE;
  INSERT INTO creative_award_lists (creative_id, awards)
    SELECT cr.id, coalesce((
      SELECT json_agg(award_json(a, f, c) ORDER BY a.year DESC, a.id DESC)
      FROM (SELECT * FROM awards WHERE creative_id = cr.id AND verified ORDER BY year DESC, id DESC LIMIT 500) a
      JOIN festivals f ON f.id = a.festival_id
      JOIN categories c ON c.id = a.category_id), '[]'::json)
    FROM creatives cr WHERE cr.id = ANY(ids)
  ON CONFLICT (creative_id) DO UPDATE SET awards = excluded.awards;
$$;
--> statement-breakpoint
-- Every list from the awards in one pass (after bulk loads).
CREATE FUNCTION rebuild_creative_award_lists() RETURNS void LANGUAGE sql AS $$
  DELETE FROM creative_award_lists;
  INSERT INTO creative_award_lists (creative_id, awards)
    SELECT a.creative_id, json_agg(award_json(a, f, c) ORDER BY a.year DESC, a.id DESC)
    FROM (SELECT * FROM awards WHERE verified) a
    JOIN festivals f ON f.id = a.festival_id
    JOIN categories c ON c.id = a.category_id
    WHERE a.id IN (SELECT id FROM (
      SELECT id, row_number() OVER (PARTITION BY creative_id ORDER BY year DESC, id DESC) AS n FROM awards WHERE verified) ranked
      WHERE n <= 500)
    GROUP BY a.creative_id;
$$;
--> statement-breakpoint
-- Awards inserted, changed or deleted: the lists of the creatives whose verified awards moved.
CREATE FUNCTION awards_lists_change() RETURNS trigger LANGUAGE plpgsql AS $$
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
  IF ids IS NOT NULL THEN PERFORM refresh_creative_award_lists(ids); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER awards_lists_insert AFTER INSERT ON awards REFERENCING NEW TABLE AS new_awards
  FOR EACH STATEMENT EXECUTE FUNCTION awards_lists_change();
--> statement-breakpoint
CREATE TRIGGER awards_lists_update AFTER UPDATE ON awards REFERENCING OLD TABLE AS old_awards NEW TABLE AS new_awards
  FOR EACH STATEMENT EXECUTE FUNCTION awards_lists_change();
--> statement-breakpoint
CREATE TRIGGER awards_lists_delete AFTER DELETE ON awards REFERENCING OLD TABLE AS old_awards
  FOR EACH STATEMENT EXECUTE FUNCTION awards_lists_change();
--> statement-breakpoint
-- A festival or category renamed: the lists that name it.
CREATE FUNCTION award_names_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids integer[];
BEGIN
  IF TG_TABLE_NAME = 'festivals' THEN
    SELECT array_agg(DISTINCT a.creative_id) INTO ids FROM old_names o JOIN new_names n ON n.id = o.id
      JOIN awards a ON a.festival_id = n.id AND a.verified
      WHERE (o.name, o.slug) IS DISTINCT FROM (n.name, n.slug);
  ELSE
    SELECT array_agg(DISTINCT a.creative_id) INTO ids FROM old_names o JOIN new_names n ON n.id = o.id
      JOIN awards a ON a.category_id = n.id AND a.verified
      WHERE o.name IS DISTINCT FROM n.name;
  END IF;
  IF ids IS NOT NULL THEN PERFORM refresh_creative_award_lists(ids); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER festivals_award_names AFTER UPDATE ON festivals REFERENCING OLD TABLE AS old_names NEW TABLE AS new_names
  FOR EACH STATEMENT EXECUTE FUNCTION award_names_change();
--> statement-breakpoint
CREATE TRIGGER categories_award_names AFTER UPDATE ON categories REFERENCING OLD TABLE AS old_names NEW TABLE AS new_names
  FOR EACH STATEMENT EXECUTE FUNCTION award_names_change();
--> statement-breakpoint
SELECT rebuild_creative_award_lists();
--> statement-breakpoint
-- People filter totals: creatives per (country, discipline), '' for none.
CREATE FUNCTION rebuild_creative_counts() RETURNS void LANGUAGE sql AS $$
  DELETE FROM creative_counts;
  INSERT INTO creative_counts (country_code, discipline, creatives)
    SELECT coalesce(country_code, ''), coalesce(discipline, ''), count(*)::int FROM creatives GROUP BY 1, 2;
$$;
--> statement-breakpoint
CREATE FUNCTION creatives_counts_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Sorted, so that concurrent statements take the count rows' locks in one order.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO creative_counts AS t (country_code, discipline, creatives)
      SELECT coalesce(country_code, ''), coalesce(discipline, ''), count(*)::int FROM new_creatives GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (country_code, discipline) DO UPDATE SET creatives = t.creatives + excluded.creatives;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE creative_counts t SET creatives = t.creatives - d.n FROM (
      SELECT coalesce(country_code, '') AS country_code, coalesce(discipline, '') AS discipline, count(*)::int AS n
      FROM old_creatives GROUP BY 1, 2) d
    WHERE (t.country_code, t.discipline) = (d.country_code, d.discipline);
  ELSE
    -- Only moves between pairs write: a points change nets to nothing here.
    INSERT INTO creative_counts AS t (country_code, discipline, creatives)
      SELECT country_code, discipline, sum(delta)::int FROM (
        SELECT coalesce(country_code, '') AS country_code, coalesce(discipline, '') AS discipline, 1 AS delta FROM new_creatives
        UNION ALL SELECT coalesce(country_code, ''), coalesce(discipline, ''), -1 FROM old_creatives) moved
      GROUP BY 1, 2 HAVING sum(delta) <> 0 ORDER BY 1, 2
    ON CONFLICT (country_code, discipline) DO UPDATE SET creatives = t.creatives + excluded.creatives;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER creatives_counts_insert AFTER INSERT ON creatives REFERENCING NEW TABLE AS new_creatives
  FOR EACH STATEMENT EXECUTE FUNCTION creatives_counts_change();
--> statement-breakpoint
CREATE TRIGGER creatives_counts_update AFTER UPDATE ON creatives REFERENCING OLD TABLE AS old_creatives NEW TABLE AS new_creatives
  FOR EACH STATEMENT EXECUTE FUNCTION creatives_counts_change();
--> statement-breakpoint
CREATE TRIGGER creatives_counts_delete AFTER DELETE ON creatives REFERENCING OLD TABLE AS old_creatives
  FOR EACH STATEMENT EXECUTE FUNCTION creatives_counts_change();
--> statement-breakpoint
-- Kept during the dataset generator's replica-mode bulk load too (one grouped statement per chunk).
ALTER TABLE creatives ENABLE ALWAYS TRIGGER creatives_counts_insert;
--> statement-breakpoint
ALTER TABLE creatives ENABLE ALWAYS TRIGGER creatives_counts_update;
--> statement-breakpoint
ALTER TABLE creatives ENABLE ALWAYS TRIGGER creatives_counts_delete;
--> statement-breakpoint
SELECT rebuild_creative_counts();

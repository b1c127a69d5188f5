ALTER TABLE "creatives" ADD COLUMN "card" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- What a listed creative shows of its own row (creativeSummarySchema's fields up to `verified`), as
-- a JSON object's text without its closing brace: a page of creatives appends each row's points
-- and ranks to it instead of making 50 objects field by field. The country's name is read from
-- country_names, which migrations alone change.
CREATE FUNCTION creative_card(c creatives) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT left(row_to_json(r)::text, -1) FROM (SELECT c.id AS "id", c.name AS "name", c.username AS "username",
    c.country_code AS "countryCode",
    coalesce((SELECT n.name FROM country_names n WHERE n.code = c.country_code), c.country_code) AS "country",
    c.agency_name AS "agency", c.agency_slug AS "agencySlug", c.specialty AS "specialty", c.discipline AS "discipline",
    c.avatar AS "avatar", c.verified AS "verified") r
$$;
--> statement-breakpoint
CREATE FUNCTION creatives_card() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.card := creative_card(NEW);
  RETURN NEW;
END $$;
--> statement-breakpoint
-- After creatives_agency_slug (triggers of a kind fire by name), so the slug it sets is in the
-- card; on every path that writes a creative (bulk loads in replica mode too: ENABLE ALWAYS).
CREATE TRIGGER creatives_card_insert BEFORE INSERT ON creatives FOR EACH ROW EXECUTE FUNCTION creatives_card();
--> statement-breakpoint
CREATE TRIGGER creatives_card_update BEFORE UPDATE ON creatives FOR EACH ROW
  WHEN ((OLD.id, OLD.name, OLD.username, OLD.country_code, OLD.agency_name, OLD.agency_slug, OLD.specialty,
    OLD.discipline, OLD.avatar, OLD.verified) IS DISTINCT FROM (NEW.id, NEW.name, NEW.username, NEW.country_code,
    NEW.agency_name, NEW.agency_slug, NEW.specialty, NEW.discipline, NEW.avatar, NEW.verified))
  EXECUTE FUNCTION creatives_card();
--> statement-breakpoint
ALTER TABLE creatives ENABLE ALWAYS TRIGGER creatives_card_insert;
--> statement-breakpoint
ALTER TABLE creatives ENABLE ALWAYS TRIGGER creatives_card_update;
--> statement-breakpoint
UPDATE creatives c SET card = creative_card(c);

ALTER TABLE "creatives" ADD COLUMN "agency_slug" text;--> statement-breakpoint
-- A creative's agency slug follows its agency id, on every path that writes one (bulk loads in
-- replica mode too: ENABLE ALWAYS), and its agency's slug.
CREATE FUNCTION creatives_agency_slug() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.agency_slug := (SELECT a.slug FROM agencies a WHERE a.id = NEW.agency_id);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER creatives_agency_slug BEFORE INSERT OR UPDATE OF agency_id ON creatives
  FOR EACH ROW EXECUTE FUNCTION creatives_agency_slug();
--> statement-breakpoint
ALTER TABLE creatives ENABLE ALWAYS TRIGGER creatives_agency_slug;
--> statement-breakpoint
CREATE FUNCTION agencies_slug_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE creatives SET agency_slug = NEW.slug WHERE agency_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER agencies_slug_change AFTER UPDATE OF slug ON agencies
  FOR EACH ROW WHEN (OLD.slug IS DISTINCT FROM NEW.slug) EXECUTE FUNCTION agencies_slug_change();
--> statement-breakpoint
ALTER TABLE agencies ENABLE ALWAYS TRIGGER agencies_slug_change;
--> statement-breakpoint
UPDATE creatives c SET agency_slug = a.slug FROM agencies a WHERE a.id = c.agency_id;

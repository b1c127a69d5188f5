-- What a page shows of an agency (its card, migration 0044) is held in each server process's
-- memory as creatives' heads are (migration 0053, docs/decisions/0021): an agency ranking's page and
-- a festival's winners then read no agency. These notices name the agencies whose card changed or
-- that were deleted, once the change commits, as migration 0053's name creatives (notify_ids).
CREATE FUNCTION notify_ids(channel text, changed integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF changed IS NULL THEN RETURN; END IF;
  -- A notice's payload holds 8,000 bytes: 500 ids to a notice, or `*` (forget them all) past 2,000.
  IF cardinality(changed) > 2000 THEN
    PERFORM pg_notify(channel, '*');
  ELSE
    FOR i IN 0 .. (cardinality(changed) - 1) / 500 LOOP
      PERFORM pg_notify(channel, array_to_string(changed[i * 500 + 1 : i * 500 + 500], ','));
    END LOOP;
  END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION creative_items_notice() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM notify_ids('creative_items', (SELECT array_agg(n.id) FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.card, n.total_points, n.total_awards) IS DISTINCT FROM (o.card, o.total_points, o.total_awards)));
  ELSE
    PERFORM notify_ids('creative_items', (SELECT array_agg(o.id) FROM old_rows o));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION agency_cards_notice() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM notify_ids('agency_cards', (SELECT array_agg(n.id) FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.card IS DISTINCT FROM o.card));
  ELSE
    PERFORM notify_ids('agency_cards', (SELECT array_agg(o.id) FROM old_rows o));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER agencies_cards_update AFTER UPDATE ON agencies REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION agency_cards_notice();
--> statement-breakpoint
CREATE TRIGGER agencies_cards_delete AFTER DELETE ON agencies REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION agency_cards_notice();

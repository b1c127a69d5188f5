-- What a list shows of a creative apart from its place in the list (its card and all-time totals)
-- is held in each server process's memory (src/server/modules/creatives/card-store.ts,
-- docs/decisions/0021): a window's deep page then reads 50 ids from its index and no creative.
-- These notices tell every process which creatives changed, once the change commits: their ids,
-- 500 to a notice (a notice's payload holds 8,000 bytes), or `*` (forget them all) for a statement
-- that changed more than 2,000.
CREATE FUNCTION creative_items_notice() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE changed integer[];
BEGIN
  IF TG_OP = 'UPDATE' THEN
    SELECT array_agg(n.id) INTO changed FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.card, n.total_points, n.total_awards) IS DISTINCT FROM (o.card, o.total_points, o.total_awards);
  ELSE
    SELECT array_agg(o.id) INTO changed FROM old_rows o;
  END IF;
  IF changed IS NULL THEN RETURN NULL; END IF;
  IF cardinality(changed) > 2000 THEN
    PERFORM pg_notify('creative_items', '*');
  ELSE
    FOR i IN 0 .. (cardinality(changed) - 1) / 500 LOOP
      PERFORM pg_notify('creative_items', array_to_string(changed[i * 500 + 1 : i * 500 + 500], ','));
    END LOOP;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER creatives_items_update AFTER UPDATE ON creatives REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION creative_items_notice();
--> statement-breakpoint
CREATE TRIGGER creatives_items_delete AFTER DELETE ON creatives REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION creative_items_notice();

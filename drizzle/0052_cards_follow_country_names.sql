-- A creative's card (migration 0029) names its country from country_names, which the server
-- writes at every start from Node's ICU names (src/server/modules/countries/country.repository.ts),
-- not migrations alone as 0029 has it. A card written before the names was left with the code, and
-- one written before a name changed (a Node upgrade that renames a country) with the old name: a
-- list said "US" where the profile said "United States". Every card `db:generate` wrote into a fresh
-- database was one (it loaded the creatives before any start had written the names). Now writing
-- names rewrites the cards of the creatives in the countries written, and the cards that disagree
-- with the names are rewritten once here.
CREATE FUNCTION country_names_cards() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE creatives c SET card = creative_card(c)
    FROM written w WHERE c.country_code = w.code AND c.card IS DISTINCT FROM creative_card(c);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER country_names_cards_insert AFTER INSERT ON country_names REFERENCING NEW TABLE AS written
  FOR EACH STATEMENT EXECUTE FUNCTION country_names_cards();
--> statement-breakpoint
CREATE TRIGGER country_names_cards_update AFTER UPDATE ON country_names REFERENCING NEW TABLE AS written
  FOR EACH STATEMENT EXECUTE FUNCTION country_names_cards();
--> statement-breakpoint
UPDATE creatives c SET card = creative_card(c) WHERE c.card IS DISTINCT FROM creative_card(c);

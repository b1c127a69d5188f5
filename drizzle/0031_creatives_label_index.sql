-- What a festival's winners show of each award's creative (schema.ts, creatives), read from the index
-- alone instead of the table's wide rows.
CREATE INDEX "creatives_label_idx" ON "creatives" USING btree ("id","name","username","country_code");
-- What a festival's winners and the agency rankings show of each creative and agency (schema.ts:
-- creatives, agencies), read from these indexes alone instead of the tables' wide rows.
CREATE INDEX "agencies_label_idx" ON "agencies" USING btree ("id","slug","name","logo","headquarters");--> statement-breakpoint
CREATE INDEX "creatives_label_idx" ON "creatives" USING btree ("id","name","username","country_code");
-- A page's creatives found by id (schema.ts, creatives): a hash bucket instead of the B-tree's levels.
CREATE INDEX "creatives_id_hash_idx" ON "creatives" USING hash ("id");
-- Deleting an account sets the awards it submitted and reviewed to no one and deletes its claims:
-- without an index on each reference, PostgreSQL read all 10,000,000 awards twice to find them,
-- past the 5 s statement_timeout, and `POST /api/auth/delete-user` answered 500 at 1M creatives.
-- Few awards name a user (the results import and the generator name none), so the indexes hold
-- only those that do. The other references without one (an agency's owner, a claim's creative or
-- agency) are indexed too: every foreign key but agency_window_points' (tests/api/schema.test.ts).
CREATE INDEX "awards_submitted_by_idx" ON "awards" USING btree ("submitted_by") WHERE "awards"."submitted_by" is not null;--> statement-breakpoint
CREATE INDEX "awards_reviewed_by_idx" ON "awards" USING btree ("reviewed_by") WHERE "awards"."reviewed_by" is not null;--> statement-breakpoint
CREATE INDEX "claim_requests_user_id_idx" ON "claim_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "claim_requests_reviewed_by_idx" ON "claim_requests" USING btree ("reviewed_by") WHERE "claim_requests"."reviewed_by" is not null;--> statement-breakpoint
CREATE INDEX "agencies_user_id_idx" ON "agencies" USING btree ("user_id") WHERE "agencies"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "claim_requests_creative_id_idx" ON "claim_requests" USING btree ("creative_id") WHERE "claim_requests"."creative_id" is not null;--> statement-breakpoint
CREATE INDEX "claim_requests_agency_id_idx" ON "claim_requests" USING btree ("agency_id") WHERE "claim_requests"."agency_id" is not null;

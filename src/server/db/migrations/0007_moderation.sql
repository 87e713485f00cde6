ALTER TABLE "reports" ADD COLUMN "reported_label" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "review_requested_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "reports_reported_status_idx" ON "reports" USING btree ("reported_user_id","status");--> statement-breakpoint
CREATE INDEX "users_verified_listing_idx" ON "users" USING btree ("status","gender","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "users"."identity_verified_at" is not null;--> statement-breakpoint
CREATE INDEX "users_pending_photo_idx" ON "users" USING btree (("pending_photo"->>'submittedAt')) WHERE "users"."pending_photo" is not null;--> statement-breakpoint
CREATE INDEX "users_document_decided_idx" ON "users" USING btree ("document_decided_at") WHERE "users"."document_decision" is not null and "users"."document_deleted_at" is null;
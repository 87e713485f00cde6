-- The listing's filters (name, date of birth, income) ride in the ordered indexes, so the page's
-- ids come from an index-only scan and only the ten rows shown are read from the table.
DROP INDEX IF EXISTS "users_listing_idx";--> statement-breakpoint
CREATE INDEX "users_listing_idx" ON "users" USING btree ("status","gender","created_at" DESC,"id" DESC) INCLUDE ("full_name","date_of_birth","income");--> statement-breakpoint
DROP INDEX IF EXISTS "users_status_created_idx";--> statement-breakpoint
CREATE INDEX "users_status_created_idx" ON "users" USING btree ("status","created_at" DESC,"id" DESC) INCLUDE ("gender","full_name","date_of_birth","income");

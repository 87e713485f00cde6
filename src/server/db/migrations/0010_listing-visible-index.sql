-- The listing's index holds only profiles no flag hides (suspended, held back by reports, paused)
-- and carries every column the listing tests, so a page's ids come from an index-only scan: a
-- name passed over on the way costs an index entry, not a read of the table.
DROP INDEX IF EXISTS "users_listing_idx";--> statement-breakpoint
CREATE INDEX "users_listing_idx" ON "users" USING btree ("status","gender","created_at" DESC,"id" DESC) INCLUDE ("full_name","date_of_birth","income","subscription_until") WHERE "users"."suspended_at" is null and "users"."report_hidden_at" is null and "users"."paused_at" is null;--> statement-breakpoint
-- A name search the newest profiles do not answer looks among the listed members of the gender
-- shown only: a name common in one gender then costs nothing to a search among the other.
CREATE INDEX "users_listed_female_name_idx" ON "users" USING gin (lower("full_name") gin_trgm_ops) WHERE "users"."status" = 'ACTIVE' and "users"."gender" = 'Female' and "users"."suspended_at" is null and "users"."report_hidden_at" is null and "users"."paused_at" is null;--> statement-breakpoint
CREATE INDEX "users_listed_male_name_idx" ON "users" USING gin (lower("full_name") gin_trgm_ops) WHERE "users"."status" = 'ACTIVE' and "users"."gender" = 'Male' and "users"."suspended_at" is null and "users"."report_hidden_at" is null and "users"."paused_at" is null;

-- Failure counts are rebuilt keyed by mobile number and address (0016); the old per-account counts
-- are short-lived and simply start again.
DROP TABLE "sign_in_failures" CASCADE;--> statement-breakpoint
ALTER TABLE "blocks" ADD COLUMN "shown_name" text;--> statement-breakpoint
-- Blocks made before the name was kept: the listing showed the full name, so that is what they saw.
UPDATE "blocks" SET "shown_name" = "users"."full_name" FROM "users" WHERE "users"."id" = "blocks"."blocked_id";--> statement-breakpoint
ALTER TABLE "password_resets" ADD COLUMN "token_hash" text;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_token_hash_unique" UNIQUE("token_hash");

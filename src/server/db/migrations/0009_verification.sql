ALTER TABLE "admins" ADD COLUMN "totp_last_step" bigint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "remove_if_unverified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Admin sessions opened with a password alone end now: every admin signs in again, in two steps.
UPDATE "sessions" SET "revoked_at" = now() WHERE "kind" = 'admin' AND "revoked_at" IS NULL;
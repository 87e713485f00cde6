ALTER TABLE "admins" ADD COLUMN "totp_last_step" bigint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "remove_if_unverified" boolean DEFAULT false NOT NULL;
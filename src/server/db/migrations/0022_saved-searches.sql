CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb NOT NULL,
	"frequency" text DEFAULT 'none' NOT NULL,
	"alerts_from" timestamp with time zone DEFAULT now() NOT NULL,
	"last_alert_at" timestamp with time zone,
	"last_mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_searches_alert_idx" ON "saved_searches" USING btree ("last_alert_at") WHERE "saved_searches"."frequency" <> 'none';--> statement-breakpoint
CREATE INDEX "users_entered_listing_idx" ON "users" USING btree ("gender",coalesce("approved_at", "created_at") desc) WHERE "users"."status" = 'ACTIVE' and "users"."suspended_at" is null and "users"."report_hidden_at" is null and "users"."paused_at" is null;--> statement-breakpoint
-- A profile's first approval, timed by the database whoever writes it (the back-office, a script,
-- a test): with created_at, when the profile entered the listing. Later approvals (after a
-- rejection, or a review of changed details) keep the first one.
CREATE FUNCTION "users_first_approval"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'ACTIVE' AND OLD.status IS DISTINCT FROM 'ACTIVE' AND NEW.approved_at IS NULL THEN
    NEW.approved_at := now();
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_first_approval" BEFORE UPDATE OF "status" ON "users" FOR EACH ROW EXECUTE FUNCTION "users_first_approval"();

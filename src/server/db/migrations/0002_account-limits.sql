CREATE TABLE "sign_in_failures" (
	"kind" text NOT NULL,
	"account_id" uuid NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"first_failed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "sign_in_failures_kind_account_id_pk" PRIMARY KEY("kind","account_id")
);
--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "status" text DEFAULT 'OPEN' NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
-- Earlier duplicates of a reporter and profile are closed, keeping the newest open.
UPDATE "reports" AS "r" SET "status" = 'RESOLVED' WHERE EXISTS (
  SELECT 1 FROM "reports" AS "n"
  WHERE "n"."reporting_user_id" = "r"."reporting_user_id" AND "n"."reported_user_id" = "r"."reported_user_id"
    AND ("n"."created_at", "n"."id") > ("r"."created_at", "r"."id")
);--> statement-breakpoint
CREATE UNIQUE INDEX "reports_open_pair_key" ON "reports" USING btree ("reporting_user_id","reported_user_id") WHERE "reports"."status" = 'OPEN';
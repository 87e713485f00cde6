CREATE TABLE "payment_returns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "payment_returns_code_hash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
ALTER TABLE "payment_returns" ADD CONSTRAINT "payment_returns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_returns_user_idx" ON "payment_returns" USING btree ("user_id");
CREATE TABLE "contact_reveals" (
	"viewer_id" uuid NOT NULL,
	"shown_id" uuid NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_reveals_viewer_id_shown_id_pk" PRIMARY KEY("viewer_id","shown_id")
);
--> statement-breakpoint
CREATE TABLE "duplicate_hits" (
	"user_id" uuid NOT NULL,
	"other_user_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"distance" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dismissed_at" timestamp with time zone,
	"dismissed_by" uuid,
	CONSTRAINT "duplicate_hits_user_id_other_user_id_reason_pk" PRIMARY KEY("user_id","other_user_id","reason")
);
--> statement-breakpoint
CREATE TABLE "duplicate_keys" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"photo_hash" bigint,
	"document_hash" text,
	"name_birth" text,
	"parent_mobiles" text[],
	"registration_address" text,
	"registered_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "limit_hits" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"hits" integer DEFAULT 1 NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "limit_hits_user_id_kind_day_pk" PRIMARY KEY("user_id","kind","day")
);
--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "raised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "mark_key" text;--> statement-breakpoint
ALTER TABLE "contact_reveals" ADD CONSTRAINT "contact_reveals_viewer_id_users_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_reveals" ADD CONSTRAINT "contact_reveals_shown_id_users_id_fk" FOREIGN KEY ("shown_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_hits" ADD CONSTRAINT "duplicate_hits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_hits" ADD CONSTRAINT "duplicate_hits_other_user_id_users_id_fk" FOREIGN KEY ("other_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_keys" ADD CONSTRAINT "duplicate_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "limit_hits" ADD CONSTRAINT "limit_hits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_reveals_day_idx" ON "contact_reveals" USING btree ("viewer_id","day");--> statement-breakpoint
CREATE INDEX "duplicate_hits_other_idx" ON "duplicate_hits" USING btree ("other_user_id");--> statement-breakpoint
CREATE INDEX "duplicate_keys_photo_48_idx" ON "duplicate_keys" USING btree ((("photo_hash" >> 48) & 65535)) WHERE "duplicate_keys"."photo_hash" is not null;--> statement-breakpoint
CREATE INDEX "duplicate_keys_photo_32_idx" ON "duplicate_keys" USING btree ((("photo_hash" >> 32) & 65535)) WHERE "duplicate_keys"."photo_hash" is not null;--> statement-breakpoint
CREATE INDEX "duplicate_keys_photo_16_idx" ON "duplicate_keys" USING btree ((("photo_hash" >> 16) & 65535)) WHERE "duplicate_keys"."photo_hash" is not null;--> statement-breakpoint
CREATE INDEX "duplicate_keys_photo_0_idx" ON "duplicate_keys" USING btree ((("photo_hash" >> 0) & 65535)) WHERE "duplicate_keys"."photo_hash" is not null;--> statement-breakpoint
CREATE INDEX "duplicate_keys_document_idx" ON "duplicate_keys" USING btree ("document_hash") WHERE "duplicate_keys"."document_hash" is not null;--> statement-breakpoint
CREATE INDEX "duplicate_keys_name_birth_idx" ON "duplicate_keys" USING btree ("name_birth") WHERE "duplicate_keys"."name_birth" is not null;--> statement-breakpoint
CREATE INDEX "duplicate_keys_parent_mobiles_idx" ON "duplicate_keys" USING gin ("parent_mobiles");--> statement-breakpoint
CREATE INDEX "duplicate_keys_registration_idx" ON "duplicate_keys" USING btree ("registration_address","registered_at") WHERE "duplicate_keys"."registration_address" is not null;--> statement-breakpoint
CREATE INDEX "duplicate_keys_due_idx" ON "duplicate_keys" USING btree ("updated_at") WHERE "duplicate_keys"."checked_at" is null;--> statement-breakpoint
CREATE INDEX "limit_hits_day_idx" ON "limit_hits" USING btree ("day");
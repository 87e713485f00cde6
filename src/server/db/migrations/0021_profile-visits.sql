CREATE TABLE "profile_visits" (
	"profile_id" uuid NOT NULL,
	"visitor_id" uuid NOT NULL,
	"day" date NOT NULL,
	"visited_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_visits_profile_id_visitor_id_day_pk" PRIMARY KEY("profile_id","visitor_id","day")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "record_visits" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profile_visits" ADD CONSTRAINT "profile_visits_profile_id_users_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_visits" ADD CONSTRAINT "profile_visits_visitor_id_users_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_visits_visitor_idx" ON "profile_visits" USING btree ("visitor_id");--> statement-breakpoint
CREATE INDEX "profile_visits_visited_at_idx" ON "profile_visits" USING btree ("visited_at");
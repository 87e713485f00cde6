CREATE TABLE "backup_slots" (
	"slot" text PRIMARY KEY NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL
);

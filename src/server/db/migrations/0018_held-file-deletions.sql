CREATE TABLE "held_file_deletions" (
	"key" text PRIMARY KEY NOT NULL,
	"held_at" timestamp with time zone DEFAULT now() NOT NULL
);

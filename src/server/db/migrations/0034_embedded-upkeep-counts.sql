-- The embedded database's write counts, carried from one opening to the next (db/embedded-upkeep.ts,
-- docs/decisions/0067-embedded-database-upkeep.md): PGlite's statistics start from zero each time.
CREATE TABLE "embedded_upkeep_counts" (
	"table_name" text PRIMARY KEY NOT NULL,
	"dead" integer NOT NULL,
	"inserted" integer NOT NULL,
	"modified" integer NOT NULL
);

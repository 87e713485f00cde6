-- Names with letters outside ASCII (Devanagari above all) in trigram indexes of their own: pg_trgm,
-- in the C locale, makes trigrams of ASCII letters and digits only, so the indexes of
-- lower(full_name) had nothing of such a name to find it by. These hold the hex of those letters
-- (`nameBeyondAsciiKey`, src/server/db/like.ts), for those names alone; the indexes of
-- lower(full_name) stay as they are, and so does every search of a name in Latin letters, the
-- earlier code's during a deploy included (docs/decisions/0064-names-beyond-ascii-indexed.md).
CREATE INDEX "users_full_name_beyond_ascii_idx" ON "users" USING gin (encode(regexp_replace("full_name", '[\x01-\x7f]+', '', 'g')::bytea, 'hex') gin_trgm_ops) WHERE "users"."full_name" ~ '[^\x01-\x7f]';--> statement-breakpoint
CREATE INDEX "users_listed_female_name_beyond_ascii_idx" ON "users" USING gin (encode(regexp_replace("full_name", '[\x01-\x7f]+', '', 'g')::bytea, 'hex') gin_trgm_ops) WHERE "users"."status" = 'ACTIVE' and "users"."gender" = 'Female' and "users"."suspended_at" is null and "users"."report_hidden_at" is null and "users"."paused_at" is null and "users"."full_name" ~ '[^\x01-\x7f]';--> statement-breakpoint
CREATE INDEX "users_listed_male_name_beyond_ascii_idx" ON "users" USING gin (encode(regexp_replace("full_name", '[\x01-\x7f]+', '', 'g')::bytea, 'hex') gin_trgm_ops) WHERE "users"."status" = 'ACTIVE' and "users"."gender" = 'Male' and "users"."suspended_at" is null and "users"."report_hidden_at" is null and "users"."paused_at" is null and "users"."full_name" ~ '[^\x01-\x7f]';
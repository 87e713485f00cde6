-- A listing's age or income range, or guna milan's moon signs, that few listed members of the gender
-- have are read by these, not by a walk of the whole listing index. Each last condition holds for
-- every value the listing asks, so only a plan made for the values can use the index
-- (docs/decisions/0063-rare-filters-and-deep-pages.md).
CREATE INDEX "users_listed_birth_idx" ON "users" USING btree ("gender","date_of_birth") WHERE "users"."status" = 'ACTIVE' and "users"."suspended_at" is null and "users"."report_hidden_at" is null and "users"."paused_at" is null and "users"."date_of_birth" > '1800-01-01'::date;--> statement-breakpoint
CREATE INDEX "users_listed_income_idx" ON "users" USING btree ("gender","income") WHERE "users"."status" = 'ACTIVE' and "users"."suspended_at" is null and "users"."report_hidden_at" is null and "users"."paused_at" is null and "users"."income" >= 0::bigint;--> statement-breakpoint
CREATE INDEX "users_listed_moon_sign_idx" ON "users" USING btree ("gender","moon_sign") WHERE "users"."status" = 'ACTIVE' and "users"."suspended_at" is null and "users"."report_hidden_at" is null and "users"."paused_at" is null and "users"."moon_sign" >= 0::smallint;
ALTER TABLE "users" ADD COLUMN "height_rank" smallint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "marriage_code" smallint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "education_rank" smallint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "caste_code" smallint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sub_caste_code" smallint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "district_code" smallint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "city_key" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "diet_code" smallint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "manglik_code" smallint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "wish_set" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "wish_must" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "wish_age_min" smallint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "wish_age_max" smallint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "wish_height_min" smallint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "wish_height_max" smallint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "wish_education" smallint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "wish_income" bigint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "wish_marriage" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "wish_caste" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "wish_sub_caste" bigint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "wish_districts" bigint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "wish_cities" text[];--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "wish_diet" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "wish_manglik" smallint;--> statement-breakpoint
-- Existing profiles: their facts as codes of the reference lists, as users/match-columns.ts writes them.
UPDATE "users" SET
  "height_rank" = array_position(ARRAY['4''5"', '4''6"', '4''7"', '4''8"', '4''9"', '4''10"', '4''11"', '5''0"', '5''1"', '5''2"', '5''3"', '5''4"', '5''5"', '5''6"', '5''7"', '5''8"', '5''9"', '5''10"', '5''11"', '6''0"', '6''1"', '6''2"', '6''3"', '6''4"', '6''5"', '6''6"', '6''7"', '6''8"', '6''9"', '6''10"', '6''11"', '7''0"']::text[], btrim("user_details"->'basicDetails'->>'height'))::smallint - 1,
  "marriage_code" = array_position(ARRAY['Single', 'Married', 'Widowed', 'Divorced', 'Separated']::text[], btrim("user_details"->'personalDetails'->>'marriageStatus'))::smallint - 1,
  "education_rank" = array_position(ARRAY['secondary', 'higher-secondary', 'diploma', 'graduate', 'postgraduate', 'doctorate']::text[], btrim("user_details"->'basicDetails'->>'educationLevel'))::smallint - 1,
  "caste_code" = array_position(ARRAY['Hindu Mali']::text[], btrim("user_details"->'personalDetails'->>'caste'))::smallint - 1,
  "sub_caste_code" = array_position(ARRAY['Phul Mali', 'Jire Mali', 'Kadu Mali', 'Halde Mali', 'Ghase Mali', 'Marathe Mali', 'Lingayat Mali', 'Kosh Mali', 'Ban Mali', 'Van Mali', 'Kachhi Mali', 'Saini Mali', 'Sagar Mali', 'Kunbi Mali', 'Dhakad Mali', 'Ade Mali', 'Pahad Mali', 'Gaud Mali', 'Rajput Mali', 'Shakya Mali', 'Kushwaha Mali', 'Murao Mali', 'Mahajan Mali', 'Pardeshi Mali', 'Khandeshi Mali', 'Varhadi Mali', 'Deshi Mali', 'Vidarbha Mali', 'Konkani Mali', 'Jhade Mali', 'Dhangar Mali', 'Gavli Mali', 'Lad Mali', 'Koli Mali', 'Bhoi Mali', 'Teli Mali', 'Shetkari Mali', 'Other Mali']::text[], btrim("user_details"->'personalDetails'->>'subCaste'))::smallint - 1,
  "district_code" = array_position(ARRAY['Ahmednagar', 'Akola', 'Amravati', 'Aurangabad', 'Beed', 'Bhandara', 'Buldhana', 'Chandrapur', 'Dhule', 'Gadchiroli', 'Gondia', 'Hingoli', 'Jalgaon', 'Jalna', 'Kolhapur', 'Latur', 'Mumbai City', 'Mumbai Suburban', 'Nagpur', 'Nanded', 'Nandurbar', 'Nashik', 'Osmanabad', 'Palghar', 'Parbhani', 'Pune', 'Raigad', 'Ratnagiri', 'Sangli', 'Satara', 'Sindhudurg', 'Solapur', 'Thane', 'Wardha', 'Washim', 'Yavatmal']::text[], btrim("user_details"->'addressDetails'->>'district'))::smallint - 1,
  "city_key" = nullif(lower(btrim("user_details"->'addressDetails'->>'city')), ''),
  "diet_code" = array_position(ARRAY['vegetarian', 'eggetarian', 'non-vegetarian', 'vegan']::text[], btrim("user_details"->'basicDetails'->>'diet'))::smallint - 1,
  "manglik_code" = CASE "user_details"->'basicDetails'->>'manglik' WHEN 'yes' THEN 1 WHEN 'partial' THEN 1 WHEN 'no' THEN 0 END
WHERE "user_details" IS NOT NULL;
--> statement-breakpoint
-- The matches view reads what it tests from this index's entries, but a name and the verified filter (an index holds 32 columns at most; docs/decisions/0042-matches-view.md).
CREATE INDEX "users_matches_idx" ON "users" USING btree ("status","gender","created_at" DESC,"id" DESC) INCLUDE ("date_of_birth","income","subscription_until","moon_sign","height_rank","marriage_code","education_rank","caste_code","sub_caste_code","district_code","city_key","diet_code","manglik_code","wish_set","wish_must","wish_age_min","wish_age_max","wish_height_min","wish_height_max","wish_education","wish_income","wish_marriage","wish_caste","wish_sub_caste","wish_districts","wish_cities","wish_diet","wish_manglik") WHERE "users"."suspended_at" is null and "users"."report_hidden_at" is null and "users"."paused_at" is null;

-- A change to what a member's duplicate keys are made of marks their check due, in the statement
-- that changed it, whichever write that was (docs/decisions/0054-profile-save-in-two-statements.md).
-- The keys (duplicates/service.ts `keysOf`) are made of the name, the birth date, the parents'
-- numbers (in the family details), the photo (the one waiting for review, else the one shown) and
-- the identity document. A save that changes none of them (an occupation, a diet) costs no check.
-- Marking is what `markDue` did from the save's code, one statement after the save: now the save
-- can be one statement without a transaction, and the mark still cannot be lost apart from it.
CREATE OR REPLACE FUNCTION "duplicate_check_due"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "duplicate_keys" ("user_id", "checked_at") VALUES (NEW."id", NULL)
  ON CONFLICT ("user_id") DO UPDATE SET "checked_at" = NULL, "updated_at" = clock_timestamp();
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_duplicate_check_due"
  AFTER UPDATE OF "full_name", "date_of_birth", "user_details", "photo_details", "pending_photo" ON "users"
  FOR EACH ROW
  WHEN (NEW."full_name" IS DISTINCT FROM OLD."full_name"
    OR NEW."date_of_birth" IS DISTINCT FROM OLD."date_of_birth"
    OR NEW."user_details" -> 'familyDetails' IS DISTINCT FROM OLD."user_details" -> 'familyDetails'
    OR coalesce(NEW."pending_photo" ->> 'profilePhoto', NEW."photo_details" ->> 'profilePhoto')
      IS DISTINCT FROM coalesce(OLD."pending_photo" ->> 'profilePhoto', OLD."photo_details" ->> 'profilePhoto')
    OR NEW."photo_details" ->> 'adharCard' IS DISTINCT FROM OLD."photo_details" ->> 'adharCard')
  EXECUTE FUNCTION "duplicate_check_due"();

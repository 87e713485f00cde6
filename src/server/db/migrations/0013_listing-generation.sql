CREATE SEQUENCE "public"."listing_generation" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
-- One step per statement that writes members (not per row, so a seed's batches cost one step each).
CREATE FUNCTION "listing_generation_step"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('listing_generation');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_listing_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "listing_generation_step"();

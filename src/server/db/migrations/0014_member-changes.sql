-- Every write to what the hot path keeps copies of is announced on "member_changes", with the
-- table as payload, to every server listening (src/server/db/change-feed.ts). The database sends
-- a transaction's notifications when it commits, and one of each payload however many statements.
CREATE OR REPLACE FUNCTION "listing_generation_step"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('listing_generation');
  PERFORM pg_notify('member_changes', TG_TABLE_NAME);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "member_changes_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('member_changes', TG_TABLE_NAME);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "blocks_member_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blocks" FOR EACH STATEMENT EXECUTE FUNCTION "member_changes_notify"();--> statement-breakpoint
CREATE TRIGGER "interests_member_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "interests" FOR EACH STATEMENT EXECUTE FUNCTION "member_changes_notify"();--> statement-breakpoint
-- A session's end (revoked, cut short, moved, deleted), not the minute's mark of its use.
CREATE TRIGGER "sessions_member_changes_end" AFTER UPDATE ON "sessions" FOR EACH ROW WHEN (
  NEW."revoked_at" IS DISTINCT FROM OLD."revoked_at"
  OR NEW."expires_at" < OLD."expires_at"
  OR NEW."user_id" IS DISTINCT FROM OLD."user_id"
  OR NEW."token_hash" IS DISTINCT FROM OLD."token_hash"
  OR NEW."kind" IS DISTINCT FROM OLD."kind"
) EXECUTE FUNCTION "member_changes_notify"();--> statement-breakpoint
CREATE TRIGGER "sessions_member_changes_delete" AFTER DELETE OR TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION "member_changes_notify"();

-- Writes are announced with the members they touch (docs/decisions/0048-copies-that-survive-writes.md),
-- so a copy kept for one member, or a listing page, goes only when a write can change it. The
-- payload is `table|entries`, or `table|*` when the statement touched more than 100 rows (or
-- truncated): every copy then goes, as before. For `users` each entry is
-- `id,listed,old gender,new gender,created_at` where listed is 0 unless a listing or the matches
-- view could show the change: the member is listed before or after (approved, not suspended,
-- hidden or paused), and a column other than the ones no listing reads changed. Then it says
-- what changed, a letter each: P where the member stands or whether they are shown (a new or
-- deleted row, the status, a flag that hides, the gender, the registration moment, the
-- subscription, the completeness), N the name, A the birth date, I the income, M the moon sign,
-- V the verified badge, S anything else a card shows. A member can enter a page they are not on
-- only by P, or by the letter of a filter the page has. For the other
-- tables an entry is a member id. The database sends a transaction's notifications at commit, one
-- of each payload.
CREATE OR REPLACE FUNCTION "member_changes_users"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- What no listing, card or ranking reads: changing only these moves nothing shown.
  unseen text[] := ARRAY['password_hash', 'language', 'mail_preferences', 'record_visits', 'email_verified_at',
    'mobile_verified_at', 'remove_if_unverified', 'consent_version', 'safety_notice_seen_at', 'renewal_reminded_for',
    'updated_at', 'pending_photo', 'approved_details', 'review_requested_at', 'document_type', 'document_decision',
    'document_decided_at', 'document_decided_by', 'document_deleted_at', 'rejection_reason', 'rejection_note',
    'suspension_note', 'suspension_reason'];
  payload text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    payload := '*';
  ELSIF TG_OP = 'INSERT' THEN
    SELECT CASE WHEN count(*) > 100 THEN '*' ELSE string_agg(concat_ws(',', n.id,
        CASE WHEN n.status = 'ACTIVE' AND n.suspended_at IS NULL AND n.report_hidden_at IS NULL AND n.paused_at IS NULL THEN 'P' ELSE '0' END,
        '', coalesce(n.gender, ''), to_char(n.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')), ';') END
      INTO payload FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT CASE WHEN count(*) > 100 THEN '*' ELSE string_agg(concat_ws(',', o.id,
        CASE WHEN o.status = 'ACTIVE' AND o.suspended_at IS NULL AND o.report_hidden_at IS NULL AND o.paused_at IS NULL THEN 'P' ELSE '0' END,
        coalesce(o.gender, ''), '', to_char(o.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')), ';') END
      INTO payload FROM old_rows o;
  ELSE
    -- A member whose registration moment changed leaves one place in the order and takes
    -- another: both are named.
    WITH pairs AS (
      SELECT n.id,
        CASE WHEN (n.status = 'ACTIVE' AND n.suspended_at IS NULL AND n.report_hidden_at IS NULL AND n.paused_at IS NULL
            OR o.status = 'ACTIVE' AND o.suspended_at IS NULL AND o.report_hidden_at IS NULL AND o.paused_at IS NULL)
          AND (to_jsonb(n) - unseen) IS DISTINCT FROM (to_jsonb(o) - unseen)
          THEN concat(
            CASE WHEN (n.status, n.suspended_at, n.report_hidden_at, n.paused_at, n.gender, n.created_at, n.subscription_until, n.completeness)
              IS DISTINCT FROM (o.status, o.suspended_at, o.report_hidden_at, o.paused_at, o.gender, o.created_at, o.subscription_until, o.completeness) THEN 'P' END,
            CASE WHEN n.full_name IS DISTINCT FROM o.full_name THEN 'N' END,
            CASE WHEN n.date_of_birth IS DISTINCT FROM o.date_of_birth THEN 'A' END,
            CASE WHEN n.income IS DISTINCT FROM o.income THEN 'I' END,
            CASE WHEN n.moon_sign IS DISTINCT FROM o.moon_sign THEN 'M' END,
            CASE WHEN n.identity_verified_at IS DISTINCT FROM o.identity_verified_at THEN 'V' END,
            'S')
          ELSE '0' END AS listed,
        coalesce(o.gender, '') AS old_gender, coalesce(n.gender, '') AS new_gender, o.created_at AS old_at, n.created_at AS new_at
      FROM new_rows n JOIN old_rows o ON o.id = n.id
    ), entries AS (
      SELECT id, listed, old_gender, new_gender, old_at AS at FROM pairs
      UNION ALL
      SELECT id, listed, old_gender, new_gender, new_at FROM pairs WHERE new_at IS DISTINCT FROM old_at
    )
    SELECT CASE WHEN count(*) > 100 THEN '*' ELSE string_agg(concat_ws(',', id, listed, old_gender, new_gender,
        to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')), ';') END
      INTO payload FROM entries;
  END IF;
  IF payload IS NOT NULL THEN
    PERFORM pg_notify('member_changes', 'users|' || payload);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Blocks and interests: both members of each row written.
CREATE OR REPLACE FUNCTION "member_changes_pairs"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  payload text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    payload := '*';
  ELSIF TG_TABLE_NAME = 'blocks' THEN
    IF TG_OP = 'DELETE' THEN
      SELECT CASE WHEN count(*) > 100 THEN '*' ELSE string_agg(o.blocker_id || ';' || o.blocked_id, ';') END INTO payload FROM old_rows o;
    ELSE
      SELECT CASE WHEN count(*) > 100 THEN '*' ELSE string_agg(n.blocker_id || ';' || n.blocked_id, ';') END INTO payload FROM new_rows n;
    END IF;
  ELSE
    IF TG_OP = 'DELETE' THEN
      SELECT CASE WHEN count(*) > 100 THEN '*' ELSE string_agg(o.sender_id || ';' || o.receiver_id, ';') END INTO payload FROM old_rows o;
    ELSE
      SELECT CASE WHEN count(*) > 100 THEN '*' ELSE string_agg(n.sender_id || ';' || n.receiver_id, ';') END INTO payload FROM new_rows n;
    END IF;
  END IF;
  IF payload IS NOT NULL THEN
    PERFORM pg_notify('member_changes', TG_TABLE_NAME || '|' || payload);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A session's end (revoked, cut short, moved, deleted), not the minute's mark of its use: its
-- member (an administrator's session names none, and no copy keeps it).
CREATE OR REPLACE FUNCTION "member_changes_sessions"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  payload text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    payload := '*';
  ELSIF TG_OP = 'DELETE' THEN
    SELECT CASE WHEN count(*) > 100 THEN '*' ELSE string_agg(o.user_id::text, ';') END INTO payload
      FROM old_rows o WHERE o.user_id IS NOT NULL;
  ELSE
    SELECT CASE WHEN count(*) > 100 THEN '*' ELSE string_agg(concat_ws(';', o.user_id, n.user_id), ';') END INTO payload
      FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (o.user_id IS NOT NULL OR n.user_id IS NOT NULL) AND (
        n.revoked_at IS DISTINCT FROM o.revoked_at
        OR n.expires_at < o.expires_at
        OR n.user_id IS DISTINCT FROM o.user_id
        OR n.token_hash IS DISTINCT FROM o.token_hash
        OR n.kind IS DISTINCT FROM o.kind);
  END IF;
  IF payload IS NOT NULL THEN
    PERFORM pg_notify('member_changes', 'sessions|' || payload);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER "users_listing_generation" ON "users";--> statement-breakpoint
CREATE TRIGGER "users_changes_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "member_changes_users"();--> statement-breakpoint
CREATE TRIGGER "users_changes_update" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "member_changes_users"();--> statement-breakpoint
CREATE TRIGGER "users_changes_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "member_changes_users"();--> statement-breakpoint
CREATE TRIGGER "users_changes_truncate" AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "member_changes_users"();--> statement-breakpoint
DROP TRIGGER "blocks_member_changes" ON "blocks";--> statement-breakpoint
DROP TRIGGER "interests_member_changes" ON "interests";--> statement-breakpoint
CREATE TRIGGER "blocks_changes_insert" AFTER INSERT ON "blocks" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "member_changes_pairs"();--> statement-breakpoint
CREATE TRIGGER "blocks_changes_update" AFTER UPDATE ON "blocks" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "member_changes_pairs"();--> statement-breakpoint
CREATE TRIGGER "blocks_changes_delete" AFTER DELETE ON "blocks" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "member_changes_pairs"();--> statement-breakpoint
CREATE TRIGGER "blocks_changes_truncate" AFTER TRUNCATE ON "blocks" FOR EACH STATEMENT EXECUTE FUNCTION "member_changes_pairs"();--> statement-breakpoint
CREATE TRIGGER "interests_changes_insert" AFTER INSERT ON "interests" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "member_changes_pairs"();--> statement-breakpoint
CREATE TRIGGER "interests_changes_update" AFTER UPDATE ON "interests" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "member_changes_pairs"();--> statement-breakpoint
CREATE TRIGGER "interests_changes_delete" AFTER DELETE ON "interests" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "member_changes_pairs"();--> statement-breakpoint
CREATE TRIGGER "interests_changes_truncate" AFTER TRUNCATE ON "interests" FOR EACH STATEMENT EXECUTE FUNCTION "member_changes_pairs"();--> statement-breakpoint
DROP TRIGGER "sessions_member_changes_end" ON "sessions";--> statement-breakpoint
DROP TRIGGER "sessions_member_changes_delete" ON "sessions";--> statement-breakpoint
CREATE TRIGGER "sessions_changes_update" AFTER UPDATE ON "sessions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "member_changes_sessions"();--> statement-breakpoint
CREATE TRIGGER "sessions_changes_delete" AFTER DELETE ON "sessions" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "member_changes_sessions"();--> statement-breakpoint
CREATE TRIGGER "sessions_changes_truncate" AFTER TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION "member_changes_sessions"();--> statement-breakpoint
DROP FUNCTION "listing_generation_step"();--> statement-breakpoint
DROP FUNCTION "member_changes_notify"();--> statement-breakpoint
-- Pages were kept by this sequence's position; they are now kept by what the announcements name.
DROP SEQUENCE "listing_generation";

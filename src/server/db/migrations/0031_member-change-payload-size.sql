-- A write to many members' rows at once no longer fails on its announcement. Migration 0027's
-- payload names each member written, or says '*' (every copy voided) past a hundred of them; but
-- a hundred entries of migration 0030's fields take about 8,100 bytes, past what a notification
-- may carry (under 8000), and PostgreSQL then refuses the whole statement ("payload string too
-- long"): a statement writing 90 to 100 members failed. The payload is now '*' whenever it would
-- be too long; the entries and their letters are migration 0030's. The other tables' payloads
-- (two ids of 36 characters an entry, at most a hundred) stay below 7,500 bytes.
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
        '', coalesce(n.gender, ''), to_char(n.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), 'H'), ';') END
      INTO payload FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT CASE WHEN count(*) > 100 THEN '*' ELSE string_agg(concat_ws(',', o.id,
        CASE WHEN o.status = 'ACTIVE' AND o.suspended_at IS NULL AND o.report_hidden_at IS NULL AND o.paused_at IS NULL THEN 'PX' ELSE '0' END,
        coalesce(o.gender, ''), '', to_char(o.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), 'H'), ';') END
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
            'S',
            CASE WHEN NOT (n.status = 'ACTIVE' AND n.suspended_at IS NULL AND n.report_hidden_at IS NULL AND n.paused_at IS NULL) THEN 'X' END)
          ELSE '0' END AS listed,
        CASE WHEN (n.status, n.gender, n.subscription_until, n.suspended_at, n.consent_version, n.moon_sign, n.user_details IS NULL)
            IS DISTINCT FROM (o.status, o.gender, o.subscription_until, o.suspended_at, o.consent_version, o.moon_sign, o.user_details IS NULL)
          THEN 'H' ELSE '0' END AS held,
        coalesce(o.gender, '') AS old_gender, coalesce(n.gender, '') AS new_gender, o.created_at AS old_at, n.created_at AS new_at
      FROM new_rows n JOIN old_rows o ON o.id = n.id
    ), entries AS (
      SELECT id, listed, old_gender, new_gender, old_at AS at, held FROM pairs
      UNION ALL
      SELECT id, listed, old_gender, new_gender, new_at, held FROM pairs WHERE new_at IS DISTINCT FROM old_at
    )
    SELECT CASE WHEN count(*) > 100 THEN '*' ELSE string_agg(concat_ws(',', id, listed, old_gender, new_gender,
        to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), held), ';') END
      INTO payload FROM entries;
  END IF;
  -- A notification's payload must be shorter than 8000 bytes, or the write fails with it. A
  -- hundred entries can pass that (about 80 bytes each): past it, every copy is voided instead.
  IF octet_length('users|' || payload) >= 8000 THEN
    payload := '*';
  END IF;
  IF payload IS NOT NULL THEN
    PERFORM pg_notify('member_changes', 'users|' || payload);
  END IF;
  RETURN NULL;
END $$;

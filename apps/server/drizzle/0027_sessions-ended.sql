-- Decision 064: the database itself announces every ended session and every changed user row, so
-- each instance drops what it holds of them (decision 060) whichever process, statement or
-- cascade made the change. One notification per statement: the distinct user ids, comma-separated,
-- or '*' (drop everything) when they would not fit in a payload (8,000 bytes).
CREATE FUNCTION "announce_sessions_ended"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text;
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN
    SELECT string_agg(DISTINCT e.user_id::text, ',') INTO ids FROM ended e;
  ELSE
    -- Only rows that really changed: an update that rewrote a row as it was ends nothing.
    SELECT string_agg(DISTINCT n.id::text, ',') INTO ids
      FROM changed n JOIN ended e ON e.id = n.id
      WHERE to_jsonb(n) IS DISTINCT FROM to_jsonb(e);
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM pg_notify('contest_tracker_sessions', CASE WHEN length(ids) <= 7000 THEN ids ELSE '*' END);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_ended" AFTER DELETE ON "sessions"
  REFERENCING OLD TABLE AS ended
  FOR EACH STATEMENT EXECUTE FUNCTION "announce_sessions_ended"();--> statement-breakpoint
CREATE TRIGGER "users_changed" AFTER UPDATE ON "users"
  REFERENCING OLD TABLE AS ended NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "announce_sessions_ended"();

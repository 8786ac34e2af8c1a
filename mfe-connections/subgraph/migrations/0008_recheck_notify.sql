-- A committed mark wakes the re-checker at once (LISTEN connections_recheck), so it need not look
-- at an empty table twice a second.
CREATE FUNCTION pending_rechecks_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('connections_recheck', '');
  RETURN NULL;
END
$$;
CREATE TRIGGER pending_rechecks_notify AFTER INSERT ON pending_rechecks
  FOR EACH STATEMENT EXECUTE FUNCTION pending_rechecks_notify();

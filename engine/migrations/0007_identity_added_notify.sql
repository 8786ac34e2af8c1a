-- A new trigger identity (due at once) wakes the embedded database's scheduler, which otherwise
-- sleeps until the next identity is due (LISTEN engine_identity_added).
CREATE FUNCTION trigger_identity_added_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('engine_identity_added', '');
  RETURN NULL;
END
$$;
CREATE TRIGGER trigger_identity_added_notify AFTER INSERT ON trigger_identities
  FOR EACH STATEMENT EXECUTE FUNCTION trigger_identity_added_notify();

-- A committed outbox insert wakes the relays listening on events_outbox (LISTEN/NOTIFY, delivered
-- on commit only): the relay need not look at an empty outbox several times a second.
CREATE FUNCTION outbox_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('events_outbox', '');
  RETURN NULL;
END
$$;
CREATE TRIGGER outbox_notify AFTER INSERT ON outbox FOR EACH STATEMENT EXECUTE FUNCTION outbox_notify();

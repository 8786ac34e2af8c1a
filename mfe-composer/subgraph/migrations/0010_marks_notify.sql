-- A committed mark wakes the announcers at once (LISTEN composer_marks, src/announcers.ts), so they
-- need not look at empty tables four times a second.
CREATE FUNCTION marks_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('composer_marks', '');
  RETURN NULL;
END
$$;
CREATE TRIGGER pending_activations_notify AFTER INSERT ON pending_activations
  FOR EACH STATEMENT EXECUTE FUNCTION marks_notify();
CREATE TRIGGER pending_service_users_notify AFTER INSERT ON pending_service_users
  FOR EACH STATEMENT EXECUTE FUNCTION marks_notify();

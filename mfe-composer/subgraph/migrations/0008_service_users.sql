-- A service's users (service-config's users_count, the limit of a service's deletion): the distinct
-- users connected to it (a row in connections) or holding an applet with one of its steps (a service
-- without authentication stores no connection). Every change that can alter the set marks the service
-- here, in the change's own transaction, whichever code path made it; the composer recounts a marked
-- service and publishes service.users_changed (connections/serviceUsers.ts): at once in the
-- transactions of connecting and disconnecting, by its announcer for the rest.
CREATE TABLE pending_service_users (
  service_id uuid PRIMARY KEY,
  marked_at timestamptz NOT NULL DEFAULT now()
);

-- The count last published per service. `version` goes up by one with each count, in the counting
-- transaction, while it holds this row: counts of one service are serialized, so the higher version
-- always counted what the lower one did (service-config keeps the highest).
CREATE TABLE service_users (
  service_id uuid PRIMARY KEY,
  version bigint NOT NULL,
  users_count integer NOT NULL,
  counted_at timestamptz NOT NULL
);

CREATE FUNCTION mark_service_users() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO composer.pending_service_users (service_id) VALUES (OLD.service_id) ON CONFLICT DO NOTHING;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO composer.pending_service_users (service_id) VALUES (NEW.service_id) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;

-- A user joins or leaves an applet: each service of its steps.
CREATE FUNCTION mark_service_users_of_applet() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO composer.pending_service_users (service_id)
    SELECT DISTINCT service_id FROM composer.applet_steps WHERE applet_id = COALESCE(NEW.applet_id, OLD.applet_id)
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;

-- Token refreshes update rows without changing who is connected: only inserts and deletes count.
CREATE TRIGGER connections_service_users AFTER INSERT OR DELETE ON connections
  FOR EACH ROW EXECUTE FUNCTION mark_service_users();
CREATE TRIGGER applet_steps_service_users AFTER INSERT OR DELETE OR UPDATE OF service_id ON applet_steps
  FOR EACH ROW EXECUTE FUNCTION mark_service_users();
CREATE TRIGGER applet_users_service_users AFTER INSERT OR DELETE ON applet_users
  FOR EACH ROW EXECUTE FUNCTION mark_service_users_of_applet();

-- Services used before counting began: counted once.
INSERT INTO pending_service_users (service_id)
  SELECT service_id FROM connections UNION SELECT service_id FROM applet_steps;

-- What the engine runs is announced as applet.activation_changed (one event per applet and user).
-- Every change that can alter it marks the pair here, in the change's own transaction, so none is
-- missed whichever code path made it (a catalog change marks the applets of the steps it changed:
-- catalog.ts); the announcer (applets/activationAnnouncer.ts) publishes the
-- marked pairs and clears them. Trigger functions name their tables in full: they run with the
-- caller's search_path.
CREATE SEQUENCE activation_revision;

CREATE TABLE pending_activations (
  applet_id uuid NOT NULL,
  user_id uuid NOT NULL,
  marked_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (applet_id, user_id)
);

CREATE FUNCTION mark_applet_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO composer.pending_activations (applet_id, user_id) VALUES (OLD.applet_id, OLD.user_id)
      ON CONFLICT DO NOTHING;
    RETURN OLD;
  END IF;
  INSERT INTO composer.pending_activations (applet_id, user_id) VALUES (NEW.applet_id, NEW.user_id)
    ON CONFLICT DO NOTHING;
  RETURN NEW;
END $$;

CREATE FUNCTION mark_applet_users_of() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed uuid;
BEGIN
  IF TG_TABLE_NAME = 'applets' THEN
    changed := COALESCE(NEW.id, OLD.id);
  ELSE
    changed := COALESCE(NEW.applet_id, OLD.applet_id);
  END IF;
  INSERT INTO composer.pending_activations (applet_id, user_id)
    SELECT applet_id, user_id FROM composer.applet_users WHERE applet_id = changed
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;

CREATE TRIGGER applet_users_announce AFTER INSERT OR UPDATE OR DELETE ON applet_users
  FOR EACH ROW EXECUTE FUNCTION mark_applet_user();
CREATE TRIGGER applets_announce AFTER UPDATE ON applets
  FOR EACH ROW EXECUTE FUNCTION mark_applet_users_of();
CREATE TRIGGER applet_steps_announce AFTER INSERT OR UPDATE OR DELETE ON applet_steps
  FOR EACH ROW EXECUTE FUNCTION mark_applet_users_of();

-- Applets that existed before the engine: announced once.
INSERT INTO pending_activations (applet_id, user_id) SELECT applet_id, user_id FROM applet_users;

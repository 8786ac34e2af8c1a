-- A change marks its applet (or service) with ON CONFLICT DO UPDATE, not DO NOTHING: DO NOTHING left
-- a mark already there unlocked, so the announcer could clear it and read the pair before the change
-- committed; it announced the old state and no mark was left for the new one (an applet turned on
-- stayed off in the engine). Updating the mark locks it until the change commits: the announcer
-- (FOR UPDATE SKIP LOCKED) leaves it for its next round, which reads what was committed.
CREATE OR REPLACE FUNCTION mark_applet_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO composer.pending_activations (applet_id, user_id) VALUES (OLD.applet_id, OLD.user_id)
      ON CONFLICT (applet_id, user_id) DO UPDATE SET marked_at = excluded.marked_at;
    RETURN OLD;
  END IF;
  INSERT INTO composer.pending_activations (applet_id, user_id) VALUES (NEW.applet_id, NEW.user_id)
    ON CONFLICT (applet_id, user_id) DO UPDATE SET marked_at = excluded.marked_at;
  RETURN NEW;
END $$;

CREATE OR REPLACE FUNCTION mark_applet_users_of() RETURNS trigger LANGUAGE plpgsql AS $$
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
    ON CONFLICT (applet_id, user_id) DO UPDATE SET marked_at = excluded.marked_at;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION mark_service_users() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO composer.pending_service_users (service_id) VALUES (OLD.service_id)
      ON CONFLICT (service_id) DO UPDATE SET marked_at = excluded.marked_at;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO composer.pending_service_users (service_id) VALUES (NEW.service_id)
      ON CONFLICT (service_id) DO UPDATE SET marked_at = excluded.marked_at;
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION mark_service_users_of_applet() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO composer.pending_service_users (service_id)
    SELECT DISTINCT service_id FROM composer.applet_steps WHERE applet_id = COALESCE(NEW.applet_id, OLD.applet_id)
    ON CONFLICT (service_id) DO UPDATE SET marked_at = excluded.marked_at;
  RETURN NULL;
END $$;

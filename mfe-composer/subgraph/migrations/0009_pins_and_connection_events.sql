-- Issue 38. user_service.connection_changed: each change of a user's connection to a service is
-- published in its own transaction with the pair's next revision (kept here, so it survives a
-- disconnect). Connections stored before the event existed (or without an event bus at hand) are
-- `announced = false` and announced once at the domain's start (connections/userConnectionEvents.ts).
ALTER TABLE connections ADD COLUMN announced boolean NOT NULL DEFAULT false;
CREATE INDEX connections_unannounced_idx ON connections (created_at) WHERE NOT announced;

CREATE TABLE connection_revisions (
  user_id uuid NOT NULL,
  service_id uuid NOT NULL,
  revision bigint NOT NULL,
  PRIMARY KEY (user_id, service_id)
);

-- service.authentication_changed removed these users' tokens: /my_services asks them to connect
-- again until they do (connecting deletes the row).
CREATE TABLE reactivations (
  user_id uuid NOT NULL,
  service_id uuid NOT NULL,
  changed_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, service_id)
);
CREATE INDEX reactivations_service_idx ON reactivations (service_id);

-- The authentication changes already applied (a repeated event, or an older one, changes nothing).
CREATE TABLE authentication_changes (
  service_id uuid NOT NULL,
  changed_at timestamptz NOT NULL,
  to_type text NOT NULL,
  PRIMARY KEY (service_id, changed_at)
);

-- Partners' connections as connection.changed announces them (the highest version wins): a
-- service's public list shows the published ones and its partner may pin them.
CREATE TABLE partner_connections (
  connection_id uuid PRIMARY KEY,
  owner_service_id uuid NOT NULL,
  name text NOT NULL DEFAULT '',
  description text NOT NULL DEFAULT '',
  published boolean NOT NULL,
  archived boolean NOT NULL,
  version bigint NOT NULL,
  first_seen_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX partner_connections_owner_idx ON partner_connections (owner_service_id);

-- Who has each partner connection enabled (connection.enablement_changed, highest version wins):
-- the public list orders by users.
CREATE TABLE partner_connection_enablements (
  enablement_id uuid PRIMARY KEY,
  connection_id uuid NOT NULL,
  enabled boolean NOT NULL,
  version bigint NOT NULL
);
CREATE INDEX partner_connection_enablements_connection_idx
  ON partner_connection_enablements (connection_id) WHERE enabled;

-- A service's pinned applets (spec/connections.md "Pinning"; at most nine): composer applets or
-- partner connections, in pin order. Pinning locks the service's catalog row.
CREATE TABLE pins (
  service_id uuid NOT NULL,
  applet_id uuid NOT NULL,
  kind text NOT NULL CHECK (kind IN ('applet', 'connection')),
  position integer NOT NULL,
  PRIMARY KEY (service_id, applet_id)
);
CREATE INDEX pins_applet_idx ON pins (applet_id);

-- An applet archived, made private or deleted leaves every pin list, whichever code path did it.
CREATE FUNCTION unpin_applet() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM composer.pins WHERE applet_id = OLD.id AND kind = 'applet';
    RETURN OLD;
  END IF;
  IF NEW.status <> 'published' THEN
    DELETE FROM composer.pins WHERE applet_id = NEW.id AND kind = 'applet';
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER applets_unpin AFTER UPDATE OF status OR DELETE ON applets
  FOR EACH ROW EXECUTE FUNCTION unpin_applet();

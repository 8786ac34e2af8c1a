-- Applets: one trigger, queries, filter code, a delay and actions (see
-- spec/composer-and-header.md#3-entities-and-their-fields), stored in the shape the engine runs: each step
-- names its service and step by service-config's ids (kept in the catalog) and its fields carry the maker's
-- label, visibility and default value.
CREATE TABLE applets (
  id uuid PRIMARY KEY,
  owner_id uuid NOT NULL,
  name text NOT NULL,
  description text NOT NULL,
  status text NOT NULL DEFAULT 'private' CHECK (status IN ('private', 'published', 'archived')),
  filter_code text,
  -- The primary service shown on the applet card (makers only): a service id of the catalog.
  channel_id uuid,
  -- Seconds, or null for no delay.
  default_delay integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX applets_owner_idx ON applets (owner_id, created_at DESC);

CREATE TABLE applet_steps (
  applet_id uuid NOT NULL REFERENCES applets (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('trigger', 'query', 'action')),
  position integer NOT NULL,
  service_id uuid NOT NULL,
  step_id uuid NOT NULL,
  channel_module_name text NOT NULL,
  module_name text NOT NULL,
  -- [{name, custom_label, hidden, default_value}]: default_value is the parsed default_value_json.
  fields jsonb NOT NULL DEFAULT '[]',
  PRIMARY KEY (applet_id, kind, position)
);
CREATE INDEX applet_steps_step_idx ON applet_steps (step_id);
CREATE INDEX applet_steps_service_idx ON applet_steps (service_id);

-- The tags an applet may carry (applet_tags in spec/composer-and-header.md#7-the-calls-it-makes).
CREATE TABLE tags (
  id uuid PRIMARY KEY,
  name text NOT NULL
);
CREATE UNIQUE INDEX tags_name_idx ON tags (lower(name));
INSERT INTO tags (id, name) VALUES
  ('60000000-0000-4000-8000-000000000001', 'Productivity'),
  ('60000000-0000-4000-8000-000000000002', 'Photos'),
  ('60000000-0000-4000-8000-000000000003', 'Journaling'),
  ('60000000-0000-4000-8000-000000000004', 'Weather'),
  ('60000000-0000-4000-8000-000000000005', 'Smart home'),
  ('60000000-0000-4000-8000-000000000006', 'Notifications'),
  ('60000000-0000-4000-8000-000000000007', 'Social'),
  ('60000000-0000-4000-8000-000000000008', 'Business'),
  ('60000000-0000-4000-8000-000000000009', 'Health'),
  ('60000000-0000-4000-8000-00000000000a', 'Travel');

CREATE TABLE applet_tags (
  applet_id uuid NOT NULL REFERENCES applets (id) ON DELETE CASCADE,
  tag_id uuid NOT NULL REFERENCES tags (id),
  position integer NOT NULL,
  PRIMARY KEY (applet_id, tag_id)
);

-- Who has an applet: its owner from creation, and the users who turned a published applet on.
-- `enabled` is on/off; the engine runs the enabled ones. An archived applet stays visible to them.
CREATE TABLE applet_users (
  applet_id uuid NOT NULL REFERENCES applets (id) ON DELETE CASCADE,
  user_id uuid NOT NULL,
  enabled boolean NOT NULL DEFAULT false,
  -- Why it was turned off by the platform (null when the user did it or it is on).
  disabled_reason text,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (applet_id, user_id)
);
CREATE INDEX applet_users_user_idx ON applet_users (user_id);

-- Users' enablements of published connections (issue 36): one row per connection and user, kept
-- when the user disables it (enabling again keeps the saved values).
CREATE TABLE enablements (
  id uuid PRIMARY KEY,
  connection_id uuid NOT NULL REFERENCES connections (id) ON DELETE CASCADE,
  user_id uuid NOT NULL,
  enabled boolean NOT NULL,
  -- The user's id at the owner service (what its user/info answered when they connected it);
  -- null until the Connect API slice fills it.
  partner_user_id text,
  -- Increases with every change: what connection.enablement_changed carries for consumers to keep the newest.
  version bigint NOT NULL DEFAULT 1,
  -- The connection's version the settings were last checked against.
  connection_version bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  enabled_at timestamptz,
  disabled_at timestamptz,
  UNIQUE (connection_id, user_id)
);
CREATE INDEX enablements_user_idx ON enablements (user_id, enabled_at DESC);

-- An enablement's settings per feature, by feature name: a connection's features are replaced
-- wholesale on every save (new ids), their names stay. The id is stable per (enablement, feature):
-- the engine runs each enabled feature as an applet under it.
-- custom_field_values: { <custom field key>: "text" | "HH:MM" | "<option value>" | ["<option value>", …] }
-- step_field_values: { "<type>.<service module name>.<step module name>": { <field name>: value } },
-- the fields the user sets only (never the partner's hidden ones).
CREATE TABLE enablement_features (
  id uuid PRIMARY KEY,
  enablement_id uuid NOT NULL REFERENCES enablements (id) ON DELETE CASCADE,
  feature_name text NOT NULL,
  -- The feature's place in the connection when last saved.
  position integer NOT NULL,
  enabled boolean NOT NULL,
  custom_field_values jsonb NOT NULL DEFAULT '{}',
  step_field_values jsonb NOT NULL DEFAULT '{}',
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (enablement_id, feature_name)
);

-- installs_count counts enabled enablements from now on; before this migration nothing counted
-- them (the demo seed wrote a made-up number), so the true count is 0.
UPDATE connections SET installs_count = 0;

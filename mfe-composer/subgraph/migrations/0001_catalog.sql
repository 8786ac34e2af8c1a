-- The composer's own catalog of services and their steps, from service-config's
-- service.configuration_changed (event-carried state: the newest version wins) and review's
-- service.review_status_changed (published). The pickers read it; the composer never reads
-- service-config's tables.
CREATE TABLE channels (
  service_id uuid PRIMARY KEY,
  organization_id uuid NOT NULL,
  module_name text NOT NULL,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  brand_color text,
  published boolean NOT NULL DEFAULT false,
  version bigint NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX channels_module_name_idx ON channels (module_name);

-- Triggers, queries and actions of each service, in their order, with their fields and ingredients.
CREATE TABLE channel_steps (
  service_id uuid NOT NULL REFERENCES channels (service_id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('trigger', 'query', 'action')),
  -- service-config's id of the step: what an applet's step refers to.
  step_id uuid NOT NULL,
  module_name text NOT NULL,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  position integer NOT NULL,
  fields jsonb NOT NULL DEFAULT '[]',
  ingredients jsonb NOT NULL DEFAULT '[]',
  PRIMARY KEY (service_id, kind, module_name)
);
CREATE UNIQUE INDEX channel_steps_step_id_idx ON channel_steps (step_id);

-- Services deleted in service-config: a late configuration event must not bring one back.
CREATE TABLE deleted_channels (
  service_id uuid PRIMARY KEY
);

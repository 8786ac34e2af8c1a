-- Issue 38 item 2: service analytics (spec/connections.md#2-screens-and-routes "Service analytics"), from events only
-- (src/analytics/). Per-source rows keep what each enablement, applet activation and user
-- connection contributes; the aggregates below are kept in the same transaction from the
-- difference between a source's old and new contribution, so a read is a few rows.

-- The services, from service.configuration_changed (the newest version wins): names and icons for
-- the pages, the organization for who may read, the steps for the step metrics.
CREATE TABLE analytics_services (
  service_id uuid PRIMARY KEY,
  organization_id uuid NOT NULL,
  module_name text NOT NULL,
  name text NOT NULL,
  brand_color text,
  image_url text,
  version bigint NOT NULL
);
CREATE INDEX analytics_services_module_idx ON analytics_services (module_name);

CREATE TABLE analytics_service_steps (
  service_id uuid NOT NULL REFERENCES analytics_services ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('trigger', 'query', 'action')),
  module_name text NOT NULL,
  name text NOT NULL,
  weight integer NOT NULL,
  PRIMARY KEY (service_id, kind, module_name)
);

-- service.deleted: a deleted service stays deleted (an older configuration event does not bring it back).
CREATE TABLE analytics_deleted_services (service_id uuid PRIMARY KEY);

-- One row per enablement ('connection', its id) or applet activation ('applet', applet_id:user_id):
-- the highest version seen, and what it contributes while enabled (services: the service ids it
-- combines; steps: [{service_id, kind, module_name}]). Disabled: empty lists.
CREATE TABLE analytics_sources (
  source_kind text NOT NULL CHECK (source_kind IN ('connection', 'applet')),
  source_id text NOT NULL,
  user_id uuid NOT NULL,
  version bigint NOT NULL,
  services uuid[] NOT NULL DEFAULT '{}',
  steps jsonb NOT NULL DEFAULT '[]',
  PRIMARY KEY (source_kind, source_id)
);

-- user_service.connection_changed: the highest revision per user and service.
CREATE TABLE analytics_user_services (
  user_id uuid NOT NULL,
  service_id uuid NOT NULL,
  revision bigint NOT NULL,
  connected boolean NOT NULL,
  PRIMARY KEY (service_id, user_id)
);

-- Aggregates. A service's numbers.
CREATE TABLE analytics_service_totals (
  service_id uuid PRIMARY KEY,
  connected_users integer NOT NULL DEFAULT 0,
  users_with_enabled_applets integer NOT NULL DEFAULT 0,
  connected_services integer NOT NULL DEFAULT 0
);

-- How many enabled sources of a user use a service (a user counts once however many).
CREATE TABLE analytics_service_users (
  service_id uuid NOT NULL,
  user_id uuid NOT NULL,
  refcount integer NOT NULL,
  PRIMARY KEY (service_id, user_id)
);

-- "Works with": how many enabled sources combine the service with the other one (both directions stored).
CREATE TABLE analytics_works_with (
  service_id uuid NOT NULL,
  other_service_id uuid NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (service_id, other_service_id)
);

-- Enabled sources using a step, and the distinct users among them.
CREATE TABLE analytics_step_usage (
  service_id uuid NOT NULL,
  kind text NOT NULL,
  module_name text NOT NULL,
  count integer NOT NULL DEFAULT 0,
  users integer NOT NULL DEFAULT 0,
  PRIMARY KEY (service_id, kind, module_name)
);

CREATE TABLE analytics_step_users (
  service_id uuid NOT NULL,
  kind text NOT NULL,
  module_name text NOT NULL,
  user_id uuid NOT NULL,
  refcount integer NOT NULL,
  PRIMARY KEY (service_id, kind, module_name, user_id)
);

-- The engine's own tables (schema engine): what each user's applet runs, as the composer announced it
-- (applet.activation_changed); the trigger identities it polls and the items it has seen; and the
-- run history the applet page shows.

CREATE TABLE subscriptions (
  applet_id uuid NOT NULL,
  user_id uuid NOT NULL,
  revision bigint NOT NULL,
  enabled boolean NOT NULL,
  -- AppletRunSpec (@switchyard/events); null once the user no longer has the applet.
  spec jsonb,
  identity_id text,
  -- Runs that failed in a row; the applet is turned off at the limit (runs/autoOff.ts).
  failures_in_a_row integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (applet_id, user_id)
);
CREATE INDEX subscriptions_identity_idx ON subscriptions (identity_id) WHERE enabled;

-- A trigger identity: one trigger, its field values and one user (PROTOCOL.md trigger_identity);
-- applets with the same three share it and its polls.
CREATE TABLE trigger_identities (
  id text PRIMARY KEY,
  service_id uuid NOT NULL,
  channel_module_name text NOT NULL,
  module_name text NOT NULL,
  user_id uuid NOT NULL,
  fields jsonb NOT NULL,
  next_poll_at timestamptz NOT NULL DEFAULT now(),
  -- Set by the first poll, which records what exists without firing.
  primed_at timestamptz,
  last_polled_at timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX trigger_identities_due_idx ON trigger_identities (next_poll_at);
CREATE INDEX trigger_identities_user_idx ON trigger_identities (user_id, service_id);

-- Items a trigger identity has answered (meta.id), so each fires once.
CREATE TABLE seen_items (
  identity_id text NOT NULL REFERENCES trigger_identities (id) ON DELETE CASCADE,
  item_id text NOT NULL,
  seen_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (identity_id, item_id)
);
CREATE INDEX seen_items_age_idx ON seen_items (seen_at);

-- Identities no applet uses any more, waiting for their DELETE at the partner.
CREATE TABLE retired_identities (
  id text PRIMARY KEY,
  service_id uuid NOT NULL,
  module_name text NOT NULL,
  user_id uuid NOT NULL,
  retired_at timestamptz NOT NULL DEFAULT now()
);

-- One run of an applet for a user: a trigger item (or a check), its queries, filter code, delay and
-- actions. status: queued, running, waiting (the delay), succeeded, skipped, failed, cancelled.
CREATE TABLE runs (
  id uuid PRIMARY KEY,
  applet_id uuid NOT NULL,
  user_id uuid NOT NULL,
  identity_id text,
  item_id text,
  -- The trigger item as the partner sent it (ingredients and meta).
  item jsonb NOT NULL,
  status text NOT NULL DEFAULT 'queued',
  -- After queries and filter code: {ingredients, skips, sets}; kept so a retry or the delay resumes
  -- where the run was.
  plan jsonb,
  resume_at timestamptz,
  error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  finished_at timestamptz
);
CREATE INDEX runs_applet_user_idx ON runs (applet_id, user_id, created_at DESC);
CREATE INDEX runs_finished_idx ON runs (finished_at);

-- Each step of a run: query:{i}, filter, action:{i}. status: succeeded, skipped, failed, retrying.
CREATE TABLE run_steps (
  run_id uuid NOT NULL REFERENCES runs (id) ON DELETE CASCADE,
  key text NOT NULL,
  position integer NOT NULL,
  status text NOT NULL,
  duration_ms integer NOT NULL DEFAULT 0,
  attempts integer NOT NULL DEFAULT 1,
  error text,
  -- The X-Request-ID sent (the same on every attempt: the partner's idempotency key).
  request_id uuid,
  finished_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (run_id, key)
);

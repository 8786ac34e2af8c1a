-- Issue 40. The flood guard: runs one applet (per user) starts from one trigger check and in any
-- 60 s are capped (RUN_CAP_PER_CHECK, RUN_CAP_PER_MINUTE); the new items past the caps become runs
-- with status 'held' and no lane job, until the user runs or discards them. held_at says a run was
-- held (also after it was released or discarded): such runs are not counted against the minute cap.
ALTER TABLE runs ADD COLUMN held_at timestamptz;
CREATE INDEX runs_held_idx ON runs (applet_id, user_id, id) WHERE status = 'held';

-- Why a subscriber's runs began to be held (the check that went past a cap): the applet page's notice.
-- {kind: 'check' | 'minute', items, cap, held}; cleared when its held runs are run or discarded.
ALTER TABLE subscriptions ADD COLUMN held_cause jsonb;

-- When the partner's transaction log last said this identity's runs were held: at most one a minute.
ALTER TABLE trigger_identities ADD COLUMN held_logged_at timestamptz;

-- Each trigger check that held runs, for the partner's service page (the last 7 days are shown,
-- older rows are deleted when a new one is written).
CREATE TABLE run_holds (
  id bigserial PRIMARY KEY,
  service_id uuid NOT NULL,
  module_name text NOT NULL,
  identity_id text NOT NULL,
  held integer NOT NULL,
  held_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX run_holds_service_idx ON run_holds (service_id, held_at);
CREATE INDEX run_holds_age_idx ON run_holds (held_at);

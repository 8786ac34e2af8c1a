-- Endpoint tests (see spec/service-config.md#endpoint-test-screen,
-- spec/service-config.md#4-states-and-transitions,
-- spec/service-config.md#test-runner-calls-paths-supplied-by-the-page; PROTOCOL.md "What the endpoint test
-- checks").

-- The key the platform sends as {Product}-Service-Key (and -Channel-Key) on service-level calls. Random
-- for every service (two v4 uuids: 244 random bits, hex), existing rows included.
ALTER TABLE services ADD COLUMN service_key text;
UPDATE services SET service_key = replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')
  WHERE service_key IS NULL;
ALTER TABLE services
  ALTER COLUMN service_key SET DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''),
  ALTER COLUMN service_key SET NOT NULL,
  ADD CONSTRAINT services_service_key_key UNIQUE (service_key);

-- One run of the endpoint tests (its id is the session_id the page polls with). failed and the counts
-- are set when it ends; the newest finished run is the service's last result (the review page).
CREATE TABLE endpoint_test_runs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  service_id uuid NOT NULL REFERENCES services (id) ON DELETE CASCADE,
  -- the user who began it (the gateway's identity domain; no foreign key across domains)
  started_by uuid NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  failed boolean,
  passing_count integer NOT NULL DEFAULT 0,
  failed_count integer NOT NULL DEFAULT 0
);

-- At most one running run per service: a second start conflicts here.
CREATE UNIQUE INDEX endpoint_test_runs_one_running ON endpoint_test_runs (service_id) WHERE finished_at IS NULL;
CREATE INDEX endpoint_test_runs_service_finished_idx ON endpoint_test_runs (service_id, finished_at DESC);

-- The events of a run, numbered 0, 1, 2… in the order they happened (the page polls from an offset).
CREATE TABLE endpoint_test_events (
  run_id uuid NOT NULL REFERENCES endpoint_test_runs (id) ON DELETE CASCADE,
  "index" integer NOT NULL,
  type text NOT NULL,
  -- e.g. 'triggers/new_photo_in_album/limit_1' (a test case) or 'triggers/new_photo_in_album' (an endpoint)
  context_path text NOT NULL,
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (run_id, "index"),
  CONSTRAINT endpoint_test_events_index_positive CHECK ("index" >= 0),
  CONSTRAINT endpoint_test_events_type_known CHECK (type IN (
    'assertion_success', 'assertion_failure', 'endpoint_error', 'endpoint_skip', 'suite_end',
    'test_case_error', 'test_case_request', 'test_case_response', 'test_case_skip'))
);

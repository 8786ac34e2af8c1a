-- The Connect API (issue 36): partners call their users' steps through the platform.

-- Idempotency: a partner's X-Request-ID, per service, answered once for 24 hours. status and body
-- are null while the first request is in flight (a duplicate waits for them). fingerprint: the
-- method, path, user and body the id was first used with (another request under it is refused).
CREATE TABLE connect_api_requests (
  service_id uuid NOT NULL,
  request_id text NOT NULL,
  fingerprint text NOT NULL,
  status integer,
  body jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (service_id, request_id)
);
CREATE INDEX connect_api_requests_created_idx ON connect_api_requests (created_at);

-- The rate limit: requests per service and minute, shared by every process (one upsert a request).
CREATE TABLE connect_api_rate (
  service_id uuid NOT NULL,
  window_start timestamptz NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (service_id, window_start)
);

-- The webhooks sent to a connection's owner service: trigger_subscription/fired for each
-- connection.trigger_fired, and the endpoints page's tests. body: the webhook without sent_at
-- (set at each attempt); data.user_id is null until the user's id at the owner service is known.
CREATE TABLE webhook_deliveries (
  id uuid PRIMARY KEY,
  connection_id uuid NOT NULL,
  owner_service_id uuid NOT NULL,
  -- The platform user the trigger fired for (null for a test).
  user_id uuid,
  kind text NOT NULL CHECK (kind IN ('trigger_fired', 'test')),
  body jsonb NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'retrying', 'delivered', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  last_status_code integer,
  last_error text,
  duration_ms integer,
  next_attempt_at timestamptz,
  delivered_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_deliveries_connection_idx ON webhook_deliveries (connection_id, created_at DESC);

-- The observability domain. Runs with search_path set to the domain's own schema (observability).

-- One row per outbound call to a partner URL (safeFetch), answered, failed or refused. Secrets are
-- redacted and bodies capped before a row is written (src/transactions/redact.ts). Headers are json,
-- not jsonb, to keep their order. The ids of the user, organization and service are copied from the
-- caller: this domain reads no other domain's tables.
CREATE TABLE transaction_logs (
  id uuid PRIMARY KEY,
  type text NOT NULL CHECK (type ~ '^[a-z_]{1,40}$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  remote_user_id text,
  organization_id text,
  service_id text,
  module_name text,
  duration_ms integer NOT NULL CHECK (duration_ms >= 0),
  request_method text NOT NULL,
  request_url text NOT NULL,
  request_headers json NOT NULL DEFAULT '{}',
  request_body text,
  request_body_truncated boolean NOT NULL DEFAULT false,
  response_status integer,
  response_headers json,
  response_body text,
  response_body_truncated boolean NOT NULL DEFAULT false,
  error_code text,
  error text
);
CREATE INDEX transaction_logs_service_idx ON transaction_logs (service_id, created_at DESC);
CREATE INDEX transaction_logs_module_idx ON transaction_logs (module_name, created_at DESC);
CREATE INDEX transaction_logs_created_idx ON transaction_logs (created_at);

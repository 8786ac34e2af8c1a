-- How each service authenticates its users (from service.configuration_changed): whether a step of
-- it needs the user connected first.
ALTER TABLE channels ADD COLUMN authentication_type text;

-- Each user's connection to a partner service (issue 13): tokens encrypted at rest with AES-256-GCM
-- (connections/secretBox.ts); they never leave the server.
CREATE TABLE connections (
  user_id uuid NOT NULL,
  service_id uuid NOT NULL,
  -- 'oauth' or 'api_token'.
  kind text NOT NULL,
  access_token text NOT NULL,
  refresh_token text,
  expires_at timestamptz,
  -- The partner's id of the user (GET /user/info), when it answered.
  partner_user_id text,
  partner_user_name text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, service_id)
);

-- An authorization in progress: its state is bound to the user who began it; it lives 10 minutes.
CREATE TABLE connection_attempts (
  state text PRIMARY KEY,
  user_id uuid NOT NULL,
  service_id uuid NOT NULL,
  code_verifier text,
  redirect_uri text NOT NULL,
  return_to text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX connection_attempts_created_idx ON connection_attempts (created_at);

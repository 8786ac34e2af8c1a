-- Authentication tests (see spec/service-config.md#authentication-test-screen,
-- spec/service-config.md#5-validation-rules,
-- spec/service-config.md#test-runner-calls-paths-supplied-by-the-page).

-- The OAuth client secret the platform sends to the partner's token endpoint. Write-only: set through
-- serviceUpdate, never returned (Service.has_oauth_client_secret tells members whether one is saved).
ALTER TABLE services ADD COLUMN oauth_client_secret text;

-- A pending authorization of an authentication test: the state sent to the partner's authorization
-- URL, the PKCE verifier behind its code_challenge and the redirect_uri (the token request must repeat
-- it). Kept on the server so the verifier never reaches the browser; one row per Begin test, used
-- once by the token exchange, ignored (and purged) after 10 minutes.
CREATE TABLE auth_test_sessions (
  state text PRIMARY KEY,
  service_id uuid NOT NULL REFERENCES services (id) ON DELETE CASCADE,
  -- the user who began it (the gateway's identity domain; no foreign key across domains)
  user_id uuid NOT NULL,
  authentication_type text NOT NULL,
  code_verifier text,
  redirect_uri text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX auth_test_sessions_created_at_idx ON auth_test_sessions (created_at);

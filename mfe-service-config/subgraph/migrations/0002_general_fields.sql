-- The service's general, branding, marketing and authentication fields (see
-- spec/review-org-diagnostics.md#3-entities-and-their-fields). Empty optional values are stored as NULL; the
-- rules in src/rules/serviceGeneral.ts check formats.
ALTER TABLE services
  ADD COLUMN category_name text,
  ADD COLUMN home_url text,
  ADD COLUMN support_email text,
  ADD COLUMN short_name text,
  ADD COLUMN invite_url text,
  ADD COLUMN api_url_prefix text,
  ADD COLUMN call_to_action_text text,
  ADD COLUMN call_to_action_link text,
  ADD COLUMN alternate_search_terms text[] NOT NULL DEFAULT '{}',
  ADD COLUMN authentication_type text NOT NULL DEFAULT 'auth_not_required',
  ADD COLUMN oauth_client_id text,
  ADD COLUMN oauth_authorization_url text,
  ADD COLUMN oauth_token_url text,
  -- A demo account for the review team to sign in to the partner's service with; shown to the
  -- owning organization's members only.
  ADD COLUMN demo_account_login text,
  ADD COLUMN demo_account_password text,
  ADD COLUMN demo_account_notes text,
  ADD COLUMN api_token_type text,
  ADD COLUMN api_token_format text,
  ADD CONSTRAINT services_authentication_type_known CHECK (authentication_type IN (
    'auth_not_required', 'oauth', 'oauth_pkce', 'oauth_refresh_token', 'oauth_pkce_refresh_token',
    'api_token_auth')),
  ADD CONSTRAINT services_description_length CHECK (char_length(description) <= 1000),
  ADD CONSTRAINT services_short_name_length CHECK (short_name IS NULL OR char_length(short_name) <= 30),
  ADD CONSTRAINT services_alternate_search_terms_count CHECK (cardinality(alternate_search_terms) <= 10);

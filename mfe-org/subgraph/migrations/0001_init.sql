-- The organization domain. Runs with search_path set to the domain's own schema (org).

CREATE TABLE organizations (
  id uuid PRIMARY KEY,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  tier text NOT NULL DEFAULT 'free' CHECK (tier IN ('free', 'lite', 'developer', 'business')),
  owner_id uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- login/name/email are a snapshot taken when the user joins: this domain never reads the
-- gateway's user tables.
CREATE TABLE memberships (
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  user_id uuid NOT NULL,
  login text NOT NULL,
  name text NOT NULL,
  email text NOT NULL,
  role text NOT NULL CHECK (role IN ('owner', 'member')),
  joined_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (organization_id, user_id)
);
CREATE INDEX memberships_user_idx ON memberships (user_id);
CREATE UNIQUE INDEX memberships_one_owner_idx ON memberships (organization_id) WHERE role = 'owner';

-- token_hash is the SHA-256 (hex) of the 32-byte base64url token sent in the e-mail; the token
-- itself is never stored outside the message.
CREATE TABLE invitations (
  id uuid PRIMARY KEY,
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  email text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  accepted_at timestamptz,
  accepted_by uuid,
  revoked_at timestamptz,
  invited_by uuid NOT NULL,
  CHECK (expires_at > created_at)
);
CREATE INDEX invitations_org_idx ON invitations (organization_id) WHERE accepted_at IS NULL AND revoked_at IS NULL;

CREATE TABLE invoices (
  id uuid PRIMARY KEY,
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  invoice_total_in_cents integer NOT NULL CHECK (invoice_total_in_cents >= 0),
  status text NOT NULL
);
CREATE INDEX invoices_org_idx ON invoices (organization_id, created_at DESC);

-- The demo outbox: every e-mail this domain sends is recorded here (and sent over SMTP when configured).
CREATE TABLE outbox (
  id uuid PRIMARY KEY,
  seq bigint GENERATED ALWAYS AS IDENTITY, -- orders messages sent at the same instant
  to_email text NOT NULL,
  subject text NOT NULL,
  text text NOT NULL,
  link text,
  sent_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_to_idx ON outbox (lower(to_email), sent_at DESC, seq DESC);

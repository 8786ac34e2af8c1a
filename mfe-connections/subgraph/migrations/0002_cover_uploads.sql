-- Cover image uploads (spec/connections.md#7-the-calls-it-makes, "GET the image signing URL"): one row
-- per signed URL handed out. The token of the signed URL is the id; file_key names the stored original
-- (and `<file_key>_thumb` its thumbnail) in the cover storage (disk or S3). uploaded_at is what the
-- update mutation's background_uploaded_at names: unique per owner service.
CREATE TABLE cover_uploads (
  id uuid PRIMARY KEY,
  owner_service_id uuid NOT NULL,
  user_id uuid NOT NULL,
  -- The type asked for when signing; the bytes decide the stored type (content_type).
  declared_type text NOT NULL CHECK (declared_type IN ('image/png', 'image/jpeg')),
  content_type text CHECK (content_type IN ('image/png', 'image/jpeg')),
  uploaded_at text NOT NULL,
  file_key text NOT NULL UNIQUE,
  -- pending: signed, not yet used; receiving: a PUT took it (single use); refused: that PUT's bytes
  -- were refused; stored: original and thumbnail stored; claimed: attached to a connection.
  state text NOT NULL DEFAULT 'pending'
    CHECK (state IN ('pending', 'receiving', 'refused', 'stored', 'claimed')),
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  stored_at timestamptz,
  claimed_at timestamptz,
  claimed_by uuid,
  UNIQUE (owner_service_id, uploaded_at)
);
CREATE INDEX cover_uploads_expiry_idx ON cover_uploads (owner_service_id, expires_at)
  WHERE state IN ('pending', 'receiving', 'refused');

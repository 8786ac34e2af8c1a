-- An address is trusted only once its owner followed the link mailed to it.
ALTER TABLE users ADD COLUMN email_verified_at timestamptz;

-- Addresses are unique among verified ones only: signing up with an address that has an account
-- must look the same as with a new one (no account oracle), so an unverified duplicate may exist
-- and can never be verified while another account holds the address.
ALTER TABLE users DROP CONSTRAINT users_email_key;
CREATE UNIQUE INDEX users_verified_email_key ON users (lower(email)) WHERE email_verified_at IS NOT NULL;
CREATE INDEX users_email_idx ON users (lower(email));

-- The demo logins (seeded with example.com addresses) are verified.
UPDATE users SET email_verified_at = created_at
  WHERE email LIKE '%@example.com' AND id::text LIKE '00000000-0000-4000-8000-00000000000_';

-- Single use, expiring, stored hashed: a leaked table confirms nothing.
CREATE TABLE email_verifications (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX email_verifications_user_idx ON email_verifications (user_id);

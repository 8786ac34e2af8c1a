CREATE TABLE users (
  id uuid PRIMARY KEY,
  login text NOT NULL UNIQUE,
  email text NOT NULL UNIQUE,
  name text NOT NULL,
  password_hash text NOT NULL,
  staff boolean NOT NULL DEFAULT false,
  review_team boolean NOT NULL DEFAULT false,
  maker boolean NOT NULL DEFAULT false,
  tier text NOT NULL DEFAULT 'free' CHECK (tier IN ('free', 'pro', 'pro_plus')),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Session ids are stored hashed: a leaked table does not hand out live sessions.
CREATE TABLE sessions (
  id_hash text PRIMARY KEY,
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  csrf_token text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_expires_at ON sessions (expires_at);

-- The remote registry (issue 39): every published version of each web remote, which one is live
-- (and which is the canary, for what share of users), everything that changed it, the domains'
-- deploy tokens, and the users a canary failed to load for.

-- An immutable published build. Its files live in the asset store under <remote>/<version>/.
CREATE TABLE versions (
  remote text NOT NULL,
  version text NOT NULL,
  -- the build's mf-manifest.json and switchyard.json (routes, pages and each page's files)
  manifest jsonb NOT NULL,
  built jsonb NOT NULL,
  -- the GraphQL operations the build sends (its *.graphql documents), for the schema gate
  operations text NOT NULL DEFAULT '',
  -- [{ "path": "…", "bytes": n }], and their sum
  files jsonb NOT NULL,
  bytes bigint NOT NULL,
  -- where browsers fetch the files from: null = this platform's /remotes/<remote>/<version>/
  base_url text,
  published_at timestamptz NOT NULL DEFAULT now(),
  published_by_kind text NOT NULL CHECK (published_by_kind IN ('user', 'token', 'build')),
  published_by text NOT NULL,
  PRIMARY KEY (remote, version)
);

-- What each remote serves now. One row per remote; changed only inside a transaction that also
-- writes its history row.
CREATE TABLE releases (
  remote text PRIMARY KEY,
  live text NOT NULL,
  canary text,
  canary_percent integer CHECK (canary_percent BETWEEN 1 AND 99),
  updated_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (remote, live) REFERENCES versions (remote, version),
  FOREIGN KEY (remote, canary) REFERENCES versions (remote, version),
  CHECK ((canary IS NULL) = (canary_percent IS NULL))
);

-- Every change, newest last; its id is the registry's generation (every process polls the max).
CREATE TABLE history (
  id bigserial PRIMARY KEY,
  remote text NOT NULL,
  action text NOT NULL CHECK (
    action IN ('publish', 'switch', 'rollback', 'canary', 'promote', 'abort', 'build')
  ),
  version text NOT NULL,
  from_version text,
  percent integer,
  actor_kind text NOT NULL CHECK (actor_kind IN ('user', 'token', 'build')),
  actor text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX history_remote ON history (remote, id DESC);

-- A domain's deploy tokens: the secret is shown once, only its SHA-256 is kept.
CREATE TABLE deploy_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  remote text NOT NULL,
  name text NOT NULL,
  token_hash bytea NOT NULL UNIQUE,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at timestamptz,
  revoked_by text
);

-- A user for whom a version failed to load (the shell fell back to the live one): counted once per
-- user and version.
CREATE TABLE load_failures (
  remote text NOT NULL,
  version text NOT NULL,
  user_id uuid NOT NULL,
  at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (remote, version, user_id)
);

-- The subgraph schemas accepted by the schema gate (scaled-out mode), newest last.
CREATE TABLE subgraph_schemas (
  id bigserial PRIMARY KEY,
  subgraph text NOT NULL,
  sdl text NOT NULL,
  hash text NOT NULL,
  published_at timestamptz NOT NULL DEFAULT now(),
  actor_kind text NOT NULL CHECK (actor_kind IN ('user', 'token', 'build')),
  actor text NOT NULL
);
CREATE INDEX subgraph_schemas_subgraph ON subgraph_schemas (subgraph, id DESC);

-- A service's triggers and actions (see "Trigger endpoint" in
-- spec/service-config.md#3-entities-and-their-fields,
-- spec/review-org-diagnostics.md#3-entities-and-their-fields). A trigger is a feed trigger when feed_url is
-- set (it then has no slug), else an API (protocol) trigger with a slug; the slug is unique per service among
-- triggers that have one.
CREATE TABLE triggers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  service_id uuid NOT NULL REFERENCES services (id) ON DELETE CASCADE,
  name text NOT NULL,
  slug text,
  description text NOT NULL,
  verbiage text,
  feed_url text,
  weight integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT triggers_slug_key UNIQUE (service_id, slug),
  CONSTRAINT triggers_slug_format CHECK (slug IS NULL OR slug ~ '^[a-z][a-z0-9_]{3,}$'),
  CONSTRAINT triggers_slug_or_feed CHECK ((slug IS NULL) <> (feed_url IS NULL))
);

CREATE TABLE actions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  service_id uuid NOT NULL REFERENCES services (id) ON DELETE CASCADE,
  name text NOT NULL,
  slug text NOT NULL,
  description text NOT NULL,
  verbiage text,
  weight integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT actions_slug_key UNIQUE (service_id, slug),
  CONSTRAINT actions_slug_format CHECK (slug ~ '^[a-z][a-z0-9_]{3,}$')
);

-- parent_id when the parent is a trigger, so that deleting a trigger removes its ingredients (as
-- query_id does for queries).
ALTER TABLE ingredients
  ADD COLUMN trigger_id uuid GENERATED ALWAYS AS (CASE WHEN parent_type = 'trigger' THEN parent_id END) STORED
    REFERENCES triggers (id) ON DELETE CASCADE;

CREATE INDEX ingredients_trigger_id_idx ON ingredients (trigger_id);

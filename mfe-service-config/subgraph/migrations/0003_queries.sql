-- The queries area (see spec/service-config.md#3-entities-and-their-fields): a service's queries, their
-- fields and the ingredients of queries (and, in a later slice, triggers). Deleting a query removes its
-- fields and ingredients.
CREATE TABLE queries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  service_id uuid NOT NULL REFERENCES services (id) ON DELETE CASCADE,
  -- the endpoint
  module_name text NOT NULL,
  name text NOT NULL,
  description text NOT NULL,
  weight integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT queries_module_name_key UNIQUE (service_id, module_name),
  CONSTRAINT queries_module_name_format CHECK (module_name ~ '^[A-Za-z0-9_-]{4,}$')
);

CREATE TABLE query_fields (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  query_id uuid NOT NULL REFERENCES queries (id) ON DELETE CASCADE,
  -- the key name
  slug text NOT NULL,
  label text NOT NULL,
  helper_text text,
  required boolean NOT NULL DEFAULT false,
  weight integer NOT NULL DEFAULT 0,
  normalized_field_type text NOT NULL,
  field_type_definition_slug text NOT NULL,
  -- [{ "label": …, "value": … }], only for dropdown_static
  static_options jsonb NOT NULL DEFAULT '[]',
  CONSTRAINT query_fields_slug_key UNIQUE (query_id, slug),
  CONSTRAINT query_fields_slug_format CHECK (slug ~ '^[A-Za-z0-9_-]{4,}$'),
  CONSTRAINT query_fields_helper_text_length CHECK (helper_text IS NULL OR char_length(helper_text) <= 200),
  CONSTRAINT query_fields_normalized_field_type_known CHECK (normalized_field_type IN ('text', 'option'))
);

CREATE TABLE ingredients (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  parent_type text NOT NULL,
  parent_id uuid NOT NULL,
  -- parent_id when the parent is a query: lets the database cascade a query's deletion to its
  -- ingredients (trigger parents get their own column when triggers exist).
  query_id uuid GENERATED ALWAYS AS (CASE WHEN parent_type = 'query' THEN parent_id END) STORED
    REFERENCES queries (id) ON DELETE CASCADE,
  name text NOT NULL,
  slug text NOT NULL,
  note text NOT NULL,
  value_type text NOT NULL DEFAULT 'string',
  example text,
  target_query_id uuid REFERENCES queries (id) ON DELETE SET NULL,
  weight integer NOT NULL DEFAULT 0,
  CONSTRAINT ingredients_slug_key UNIQUE (parent_type, parent_id, slug),
  CONSTRAINT ingredients_parent_type_known CHECK (parent_type IN ('query', 'trigger')),
  CONSTRAINT ingredients_value_type_known CHECK (value_type IN (
    'string', 'date', 'datetime', 'image_url', 'file_url', 'web_url', 'query'))
);

CREATE INDEX ingredients_query_id_idx ON ingredients (query_id);
CREATE INDEX ingredients_target_query_id_idx ON ingredients (target_query_id);

-- Trigger fields and action fields (see "Trigger field" and "Action field" in
-- spec/service-config.md#3-entities-and-their-fields, spec/service-config.md#5-validation-rules,
-- spec/service-config.md#9-business-constants-and-limits). The checks mirror the pure rules
-- (rules/stepFieldForm.ts) where that is cheap; the rules give the messages, these only keep bad rows out.
-- Deleting a trigger or an action removes its fields.
CREATE TABLE trigger_fields (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  trigger_id uuid NOT NULL REFERENCES triggers (id) ON DELETE CASCADE,
  name text NOT NULL,
  -- the key name
  slug text NOT NULL,
  trigger_field_type integer NOT NULL,
  helper_text text,
  shareable boolean NOT NULL DEFAULT true,
  -- [{ "name": …, "value": … }], only for the static types (6, 20)
  populator_values jsonb NOT NULL DEFAULT '[]',
  -- only for custom regex (4)
  regex_value text,
  regex_error_message text,
  weight integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT trigger_fields_slug_key UNIQUE (trigger_id, slug),
  CONSTRAINT trigger_fields_slug_format CHECK (slug ~ '^[A-Za-z][A-Za-z0-9_-]+$' AND char_length(slug) <= 100),
  CONSTRAINT trigger_fields_name_length CHECK (char_length(name) BETWEEN 1 AND 200),
  CONSTRAINT trigger_fields_type_known CHECK (trigger_field_type BETWEEN 0 AND 20),
  CONSTRAINT trigger_fields_helper_text_length CHECK (helper_text IS NULL OR char_length(helper_text) <= 200),
  CONSTRAINT trigger_fields_populator_values_list CHECK (jsonb_typeof(populator_values) = 'array'),
  CONSTRAINT trigger_fields_regex_only_for_regex CHECK (
    CASE WHEN trigger_field_type = 4 THEN regex_value IS NOT NULL AND regex_error_message IS NOT NULL
         ELSE regex_value IS NULL AND regex_error_message IS NULL END
  )
);

CREATE TABLE action_fields (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  action_id uuid NOT NULL REFERENCES actions (id) ON DELETE CASCADE,
  name text NOT NULL,
  -- the key name
  slug text NOT NULL,
  action_field_type integer NOT NULL,
  helper_text text,
  required boolean NOT NULL DEFAULT false,
  shareable boolean NOT NULL DEFAULT true,
  -- [{ "name": …, "value": … }], only for the static types (14, 19)
  populator_values jsonb NOT NULL DEFAULT '[]',
  weight integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT action_fields_slug_key UNIQUE (action_id, slug),
  CONSTRAINT action_fields_slug_format CHECK (slug ~ '^[A-Za-z][A-Za-z0-9_-]+$' AND char_length(slug) <= 100),
  CONSTRAINT action_fields_name_length CHECK (char_length(name) BETWEEN 1 AND 200),
  CONSTRAINT action_fields_type_known CHECK (action_field_type BETWEEN 0 AND 19),
  CONSTRAINT action_fields_helper_text_length CHECK (helper_text IS NULL OR char_length(helper_text) <= 200),
  CONSTRAINT action_fields_populator_values_list CHECK (jsonb_typeof(populator_values) = 'array')
);

-- A trigger ingredient has no target query (rules/triggerIngredientForm.ts).
ALTER TABLE ingredients
  ADD CONSTRAINT ingredients_trigger_value_type CHECK (parent_type <> 'trigger' OR value_type <> 'query');

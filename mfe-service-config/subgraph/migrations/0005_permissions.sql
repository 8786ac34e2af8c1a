-- Which other services a trigger or action may be combined with (see
-- spec/service-config.md#permissions-section-trigger-or-action, "Permission" in
-- spec/service-config.md#3-entities-and-their-fields). One row per step; a step without a row is allowed with
-- all services. step_id refers to triggers or actions (by step_type), so it has no foreign key; readers look
-- rows up by step id only.
CREATE TABLE step_permissions (
  step_type text NOT NULL,
  step_id uuid NOT NULL,
  list_type text NOT NULL,
  channel_ids uuid[] NOT NULL DEFAULT '{}',
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (step_type, step_id),
  CONSTRAINT step_permissions_step_type CHECK (step_type IN ('trigger', 'action')),
  CONSTRAINT step_permissions_list_type CHECK (list_type IN ('denylist', 'allowlist', 'none'))
);

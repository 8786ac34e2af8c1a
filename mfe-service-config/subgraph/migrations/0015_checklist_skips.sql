-- Checklist items the partner skipped (spec/connections.md#2-screens-and-routes, "Checklist items, each with a
-- Skip action"; spec/connections.md#7-the-calls-it-makes, the skip mutation). A step is named as the
-- checklist names it: a trigger's slug (a feed trigger's id), a query's module_name, an action's slug; a
-- renamed step starts with nothing skipped. Restoring an item deletes its row.
CREATE TABLE checklist_skips (
  service_id uuid NOT NULL REFERENCES services (id) ON DELETE CASCADE,
  step_type text NOT NULL,
  step_module_name text NOT NULL,
  key text NOT NULL,
  -- who skipped it (the identity domain's user; no foreign key across domains)
  skipped_by uuid NOT NULL,
  skipped_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (service_id, step_type, step_module_name, key),
  CONSTRAINT checklist_skips_step_type_known CHECK (step_type IN ('trigger', 'query', 'action'))
);

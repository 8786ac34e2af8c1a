-- Who put a user on which plan, and when: staff change plans by hand, so every change is kept.
CREATE TABLE plan_changes (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  changed_by uuid REFERENCES users (id) ON DELETE SET NULL,
  from_tier text NOT NULL,
  to_tier text NOT NULL,
  changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX plan_changes_user_id ON plan_changes (user_id, changed_at DESC);

-- Issue 36, the runtime: why an enabled feature does not run, and the enablements to check again.

-- paused_by: 'engine' (it stopped the feature: the user's connection refused, too many failed runs
-- in a row; kept until the user saves the settings again) or 'connection' (the connection or the
-- catalog changed and the feature cannot run as saved; worked out again at every re-check).
ALTER TABLE enablement_features
  ADD COLUMN paused_reason text,
  ADD COLUMN paused_at timestamptz,
  ADD COLUMN paused_by text CHECK (paused_by IN ('engine', 'connection'));

-- Enablements to check again against their connection as it is now (a partner saved it, or a service
-- it uses changed): marked in the change's consumer, handled a batch at a time by the re-checker.
CREATE TABLE pending_rechecks (
  enablement_id uuid PRIMARY KEY REFERENCES enablements (id) ON DELETE CASCADE,
  marked_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX pending_rechecks_marked_idx ON pending_rechecks (marked_at);

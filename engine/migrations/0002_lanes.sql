-- Runs are worked lane by lane (one applet of one user, oldest first) by one pg-boss job per lane
-- that drains it, rather than a job per run: the run rows hold the order, and the attempts.
ALTER TABLE runs ADD COLUMN attempts integer NOT NULL DEFAULT 0;
-- A lane's next run: queued, or running (a worker stopped in it), and not waiting out a delay.
CREATE INDEX runs_lane_idx ON runs (applet_id, user_id, id)
  WHERE status IN ('queued', 'running') AND resume_at IS NULL;
-- A run whose partner said "later" waits until then; its lane waits with it (its order is kept).
ALTER TABLE runs ADD COLUMN not_before timestamptz;

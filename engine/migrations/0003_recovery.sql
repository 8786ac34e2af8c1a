-- Issue 33. A poll pages back until it reaches an item it has seen (at most POLL_MAX_ITEMS); the
-- items older than that bound are counted here, for the applet page (trigger_check.skipped_items).
ALTER TABLE trigger_identities ADD COLUMN skipped_items bigint NOT NULL DEFAULT 0;
-- When the poll whose answer was recorded last began (the database's clock): a poll that began
-- before it and ends after it (its job expired and was polled again meanwhile) records nothing, so
-- an older answer never follows a newer one into the lanes.
ALTER TABLE trigger_identities ADD COLUMN polled_from timestamptz;
-- A lane's next run is claimed among the queued and running ones and the waiting ones whose delay
-- is over: delayed runs go through their lane too, in trigger order.
DROP INDEX runs_lane_idx;
CREATE INDEX runs_lane_idx ON runs (applet_id, user_id, id) WHERE status IN ('queued', 'running', 'waiting');

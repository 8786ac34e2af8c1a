-- Issue 36. Users' enabled connection features run as applets under the feature's id
-- (connection.enablement_changed): each subscription says which enablement and connection it is of,
-- so a newer event stops the features it no longer lists.
ALTER TABLE subscriptions ADD COLUMN enablement_id uuid;
ALTER TABLE subscriptions ADD COLUMN connection_id uuid;
CREATE INDEX subscriptions_enablement_idx ON subscriptions (enablement_id) WHERE enablement_id IS NOT NULL;

-- The newest version of each enablement the engine has applied: an older event changes nothing, even
-- after a disabled enablement's subscriptions are gone.
CREATE TABLE enablements (
  id uuid PRIMARY KEY,
  version bigint NOT NULL,
  enabled boolean NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The trigger time of the lane's run before this one (Meta.previousTriggerTime), set when the poll
-- inserts the run; null when the lane had none.
ALTER TABLE runs ADD COLUMN previous_trigger_at timestamptz;

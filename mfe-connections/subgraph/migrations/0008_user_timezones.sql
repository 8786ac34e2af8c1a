-- Issue 40.3. Each user's time zone as identity announced it (identity.user_timezone_changed): the
-- Connect API sends the zone of the user a partner's call is for. No row: UTC. An older event changes nothing.
CREATE TABLE user_timezones (
  user_id uuid PRIMARY KEY,
  timezone text NOT NULL,
  changed_at timestamptz NOT NULL
);

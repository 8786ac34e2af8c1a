-- Issue 40.3. Each user's time zone as identity announced it (identity.user_timezone_changed): sent
-- to partners in every call made for the user (trigger polls, queries, actions) and read by filter
-- code; a user without a row is in UTC. changed_at is the event's time: an older event changes nothing.
CREATE TABLE user_timezones (
  user_id uuid PRIMARY KEY,
  timezone text NOT NULL,
  changed_at timestamptz NOT NULL
);

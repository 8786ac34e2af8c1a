-- users_count is kept from the composer's service.users_changed events (it counts the users):
-- the version of the count stored, so a late or repeated older event changes nothing.
ALTER TABLE services ADD COLUMN users_count_version bigint NOT NULL DEFAULT 0;

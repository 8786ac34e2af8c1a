-- Whether other partners may build connections from their services to this one (issue 35; see
-- spec/connections.md#5-validation-rules: a connection's chosen service must have connect_enabled).
-- Off by default; a general setting like the others (read-only while published, copied by a clone,
-- carried over by a migration) and part of the snapshot review shows.
ALTER TABLE services ADD COLUMN connect_enabled boolean NOT NULL DEFAULT false;

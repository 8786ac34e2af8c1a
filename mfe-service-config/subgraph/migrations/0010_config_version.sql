-- Counts the changes of a service's configuration: the version of each service.configuration_changed
-- event, so a consumer keeps the newest copy whatever order the events arrive in.
ALTER TABLE services ADD COLUMN config_version bigint NOT NULL DEFAULT 0;

-- A staging service is a clone of a published service (review-org-diagnostics §4.1, §4.7): it is
-- changed and reviewed instead of the published one, then migrated onto it.
ALTER TABLE services ADD COLUMN staging_of uuid REFERENCES services (id) ON DELETE SET NULL;

-- A clone keeps its original's service key: it calls the same partner API, which then accepts it
-- unchanged (the partner may regenerate the clone's key). Nothing looks a service up by its key.
ALTER TABLE services DROP CONSTRAINT services_service_key_key;

-- How many users have connected the service: the deletion limit (at most 100; review-org-diagnostics
-- §5, §9). Connections arrive with the applet composer, whose events keep this count.
ALTER TABLE services ADD COLUMN users_count integer NOT NULL DEFAULT 0 CHECK (users_count >= 0);

-- A staging service is a clone of a published service (see
-- spec/review-org-diagnostics.md#41-review-status-of-a-service,
-- spec/review-org-diagnostics.md#47-service-clone-and-delete): it is changed and reviewed instead of the
-- published one, then migrated onto it.
ALTER TABLE services ADD COLUMN staging_of uuid REFERENCES services (id) ON DELETE SET NULL;

-- A clone keeps its original's service key: it calls the same partner API, which then accepts it
-- unchanged (the partner may regenerate the clone's key). Nothing looks a service up by its key.
ALTER TABLE services DROP CONSTRAINT services_service_key_key;

-- How many users have connected the service: the deletion limit (at most 100; see
-- spec/review-org-diagnostics.md#5-validation-rules,
-- spec/review-org-diagnostics.md#9-business-constants-and-limits). Connections arrive with the applet
-- composer, whose events keep this count.
ALTER TABLE services ADD COLUMN users_count integer NOT NULL DEFAULT 0 CHECK (users_count >= 0);

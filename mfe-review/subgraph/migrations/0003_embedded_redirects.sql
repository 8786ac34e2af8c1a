-- Embedded redirect URIs of a service (see spec/review-org-diagnostics.md#25-service-settings-page,
-- spec/review-org-diagnostics.md#5-validation-rules,
-- spec/review-org-diagnostics.md#74-redirect-uris-and-organization-graphql): one list per service.
CREATE TABLE embedded_redirects (
  service_id uuid PRIMARY KEY REFERENCES services (service_id) ON DELETE CASCADE,
  uris text[] NOT NULL DEFAULT '{}',
  updated_at timestamptz NOT NULL DEFAULT now()
);

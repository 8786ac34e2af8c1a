-- Embedded redirect URIs of a service (review-org-diagnostics §2.5, §5, §7.4): one list per service.
CREATE TABLE embedded_redirects (
  service_id uuid PRIMARY KEY REFERENCES services (service_id) ON DELETE CASCADE,
  uris text[] NOT NULL DEFAULT '{}',
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Reviewers assigned to a service (spec/connections.md#2-screens-and-routes, "Reviewer assignment"):
-- members of the review team or staff who took it on. The login and name are kept as they were when
-- the reviewer assigned themselves, so the queue lists them without asking the identity domain.
CREATE TABLE reviewers (
  service_id uuid NOT NULL REFERENCES services (service_id) ON DELETE CASCADE,
  user_id uuid NOT NULL,
  username text NOT NULL,
  name text NOT NULL,
  assigned_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (service_id, user_id)
);

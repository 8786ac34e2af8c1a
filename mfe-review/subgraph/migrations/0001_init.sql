-- The review domain's own copy of each service (from service.configuration_changed: event-carried
-- state, the newest version wins) and its review state, which this domain alone decides.
CREATE TABLE services (
  service_id uuid PRIMARY KEY,
  organization_id uuid NOT NULL,
  module_name text NOT NULL,
  version bigint NOT NULL,
  staging_of uuid,
  snapshot jsonb NOT NULL,
  missing_for_submission jsonb NOT NULL DEFAULT '[]',
  last_endpoint_test jsonb,
  -- 0 in development, 1 in review, 2 passed review (see
  -- spec/review-org-diagnostics.md#41-review-status-of-a-service).
  review_status smallint NOT NULL DEFAULT 0 CHECK (review_status IN (0, 1, 2)),
  published boolean NOT NULL DEFAULT false,
  -- When the service last entered review: the reviewers' queue is oldest first.
  submitted_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX services_module_name_idx ON services (module_name);
CREATE INDEX services_in_review_idx ON services (submitted_at) WHERE review_status = 1;

-- Every transition, who made it and what it led to.
CREATE TABLE status_history (
  id bigserial PRIMARY KEY,
  service_id uuid NOT NULL REFERENCES services (service_id) ON DELETE CASCADE,
  action text NOT NULL,
  from_status smallint NOT NULL,
  to_status smallint NOT NULL,
  published boolean NOT NULL,
  actor_id uuid NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX status_history_service_idx ON status_history (service_id, id);

-- The configuration as submitted (the base of the "review" diff) and as published.
CREATE TABLE snapshots (
  id bigserial PRIMARY KEY,
  service_id uuid NOT NULL REFERENCES services (service_id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('review', 'published')),
  version bigint NOT NULL,
  snapshot jsonb NOT NULL,
  taken_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX snapshots_service_kind_idx ON snapshots (service_id, kind, id DESC);

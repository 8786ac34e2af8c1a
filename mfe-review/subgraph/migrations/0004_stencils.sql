-- Applet defaults (stencils; see spec/review-org-diagnostics.md#24-applet-defaults-page,
-- spec/review-org-diagnostics.md#72-applet-defaults): per trigger of a service, one value per stencil field.
-- Keyed by the trigger's stable key (its slug), so a staging clone's defaults carry over to the published
-- original when it migrates.
CREATE TABLE stencils (
  service_id uuid NOT NULL REFERENCES services (service_id) ON DELETE CASCADE,
  trigger_key text NOT NULL,
  slug text NOT NULL,
  value text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (service_id, trigger_key, slug)
);

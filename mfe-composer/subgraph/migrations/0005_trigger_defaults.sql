-- Applet defaults per trigger (review's stencils, from service.applet_defaults_changed): for each
-- action field content type (title, message, …) the value an action takes under this trigger.
CREATE TABLE trigger_defaults (
  service_id uuid NOT NULL,
  trigger_key text NOT NULL,
  defaults jsonb NOT NULL,
  PRIMARY KEY (service_id, trigger_key)
);

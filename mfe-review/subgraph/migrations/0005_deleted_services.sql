-- Services service-config deleted (service.deleted): their review records go, and a late
-- service.configuration_changed of one (events of different kinds may arrive out of order) is ignored.
CREATE TABLE deleted_services (
  service_id uuid PRIMARY KEY,
  deleted_at timestamptz NOT NULL DEFAULT now()
);

-- A service's administrators (partners_channel_admin; see spec/connections.md#2-screens-and-routes,
-- "Admin list editing", and #3-entities-and-their-fields, "Admin: email, name, phone"): the people the
-- review team contacts about the service. Contacts, not configuration: editable while published, not
-- copied by a clone, not part of the configuration snapshot. At most 10 per service (checked by the
-- writes, which lock the service row); one per e-mail address, whatever its case.
CREATE TABLE service_admins (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  service_id uuid NOT NULL REFERENCES services (id) ON DELETE CASCADE,
  email text NOT NULL CHECK (length(email) BETWEEN 1 AND 254),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  phone text CHECK (length(phone) <= 40),
  -- Set by the review team once it checked the details; a change of the e-mail or phone clears it.
  validated boolean NOT NULL DEFAULT false,
  -- The order added (max + 1); deleting one leaves a gap.
  position integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE UNIQUE INDEX service_admins_email_idx ON service_admins (service_id, lower(email));
CREATE INDEX service_admins_position_idx ON service_admins (service_id, position);

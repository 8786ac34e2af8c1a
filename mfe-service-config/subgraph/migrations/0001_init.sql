-- Services (channels) owned by organizations. organization_id refers to the organization domain's
-- organizations; there is no foreign key because that table lives in another domain's schema.
CREATE TABLE services (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL,
  module_name text NOT NULL,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  published boolean NOT NULL DEFAULT false,
  brand_color text,
  icon_path text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT services_module_name_key UNIQUE (module_name),
  CONSTRAINT services_module_name_format CHECK (module_name ~ '^[a-z][a-z0-9_]{2,49}$'),
  CONSTRAINT services_name_length CHECK (char_length(name) BETWEEN 1 AND 100),
  CONSTRAINT services_brand_color_format CHECK (brand_color IS NULL OR brand_color ~ '^#[0-9A-Fa-f]{6}$')
);

CREATE INDEX services_organization_id_idx ON services (organization_id);

-- Each user's own values for an applet's fields that are customizable by the user (not hidden):
-- {"trigger": {"field": value}, "query:0": {…}, "action:1": {…}}. The engine runs an applet for a
-- user with these over the maker's defaults.
ALTER TABLE applet_users ADD COLUMN field_values jsonb NOT NULL DEFAULT '{}';

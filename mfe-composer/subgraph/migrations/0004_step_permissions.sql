-- Which services a trigger or action combines with (service-config's denylist or allowlist, by
-- module name); null: all of them.
ALTER TABLE channel_steps ADD COLUMN permission jsonb;

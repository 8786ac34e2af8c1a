-- The service's adapter script (see spec/service-config.md#adapter-script-screen, "Service" in
-- spec/service-config.md#3-entities-and-their-fields: script), JavaScript run in the sandbox by runStepTest.
-- NULL: no script saved. The length check mirrors rules/channelScript.ts (which gives the message).
ALTER TABLE services
  ADD COLUMN script text,
  ADD CONSTRAINT services_script_length CHECK (script IS NULL OR char_length(script) <= 100000);

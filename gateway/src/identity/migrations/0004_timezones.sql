-- Issue 40.3. The user's time zone (an IANA name such as Europe/Paris), sent to partners in every
-- protocol call; null until the user (or their browser, once) sets it, and read as UTC meanwhile.
ALTER TABLE users ADD COLUMN timezone text;

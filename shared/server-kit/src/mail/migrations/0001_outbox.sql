-- Every e-mail the platform sends is recorded here (and sent over SMTP when SMTP_URL is set).
-- A kit table, like pg-boss's: any domain that sends mail migrates it; the outbox page reads it.
CREATE TABLE outbox (
  id uuid PRIMARY KEY,
  seq bigint GENERATED ALWAYS AS IDENTITY, -- orders messages sent at the same instant
  to_email text NOT NULL,
  -- Set for mail that belongs to one account (an address verification): without SMTP the outbox is
  -- the only delivery there is, so such a message is shown to that account even before it is verified.
  to_user_id uuid,
  kind text NOT NULL DEFAULT 'message' CHECK (kind IN ('message', 'verification')),
  subject text NOT NULL,
  text text NOT NULL,
  link text,
  sent_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_to_idx ON outbox (lower(to_email), sent_at DESC, seq DESC);
CREATE INDEX outbox_user_idx ON outbox (to_user_id, sent_at DESC) WHERE to_user_id IS NOT NULL;

-- The transactional outbox: a domain writes its event here in the transaction of the change it
-- describes, so the event exists if and only if the change committed. The relay hands each one to
-- pg-boss (publish), which fans it out to the queue of every subscribing domain.
CREATE TABLE outbox (
  seq bigserial PRIMARY KEY,
  id uuid NOT NULL UNIQUE,
  type text NOT NULL,
  data jsonb NOT NULL,
  occurred_at timestamptz NOT NULL DEFAULT now(),
  -- A relay holds the row until then (another process's relay leaves it alone meanwhile).
  claimed_until timestamptz,
  published_at timestamptz
);
CREATE INDEX outbox_unpublished_idx ON outbox (seq) WHERE published_at IS NULL;

-- The events each consumer has handled, written in the handler's own transaction: a delivery that
-- comes again (at-least-once) finds its row and changes nothing.
CREATE TABLE consumed (
  consumer text NOT NULL,
  event_id uuid NOT NULL,
  consumed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (consumer, event_id)
);

-- Issue 37: each suggestion is published as suggestion.sent (the observability domain keeps a copy
-- for the platform feedback page), in the transaction that stores it. announced_at says it was; the
-- suggestions stored before this migration are announced once, at the domain's start, in batches
-- (src/suggestions/suggestionEvents.ts).
ALTER TABLE suggestions ADD COLUMN announced_at timestamptz;
CREATE INDEX suggestions_unannounced_idx ON suggestions (created_at, id) WHERE announced_at IS NULL;

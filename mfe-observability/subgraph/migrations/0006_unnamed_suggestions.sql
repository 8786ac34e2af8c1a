-- The suggestions that name no service (channel_id null: sent from the composer's step picker,
-- "Can't find your service? Suggest it"), which staff read on /feedback without ?service=. See the
-- README, "Platform feedback". A page of them is one range of this index in the page's order that
-- stops at its LIMIT, and its count stays in the index, as suggestions_page_idx does for a service's.
-- Partial: the rows that name a service never enter it.
CREATE INDEX suggestions_unnamed_page_idx
  ON suggestions (type, created_at DESC, id DESC) INCLUDE (hidden, reported)
  WHERE channel_id IS NULL;

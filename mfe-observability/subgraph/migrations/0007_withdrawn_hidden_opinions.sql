-- An opinion staff hid stays hidden when its author withdraws it and gives one again: withdrawing a
-- hidden opinion leaves this mark (who hid it, when), and the author's next opinion of the same
-- applet or connection starts hidden (src/feedback/feedbackStore.ts). Staff showing it again
-- clears the hidden flag as for any item.
CREATE TABLE withdrawn_hidden_opinions (
  user_id uuid NOT NULL,
  kind text NOT NULL,
  applet_id uuid NOT NULL,
  hidden_by uuid,
  hidden_at timestamptz,
  PRIMARY KEY (user_id, kind, applet_id)
);

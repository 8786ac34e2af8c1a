-- Feedback notes (see "Feedback note" in spec/review-org-diagnostics.md#3-entities-and-their-fields,
-- spec/review-org-diagnostics.md#43-feedback-notes): the review team writes them on any field of a service,
-- located by a feedback_path; within a path they are addressed by their index.
CREATE TABLE feedbacks (
  id bigserial PRIMARY KEY,
  service_id uuid NOT NULL REFERENCES services (service_id) ON DELETE CASCADE,
  feedback_path text NOT NULL,
  feedback text NOT NULL,
  user_id uuid NOT NULL,
  username text NOT NULL,
  from_review_team boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX feedbacks_service_path_idx ON feedbacks (service_id, feedback_path, id);

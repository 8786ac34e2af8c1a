import type { Db } from '@switchyard/server-kit';

/** A note as the page shows it: text, who ('Review Team (username)') and when (ISO 8601). */
export interface FeedbackNote {
  feedback_path: string;
  /** Its position among the notes of its path (what DELETE …/feedbacks/{index} names). */
  index: number;
  feedback: string;
  username: string;
  from_review_team: boolean;
  time: string;
}

/** Every note on the service, by path, oldest first within a path. */
export async function feedbacksOf(db: Db, serviceId: string): Promise<FeedbackNote[]> {
  const { rows } = await db.query<{
    feedback_path: string;
    feedback: string;
    username: string;
    from_review_team: boolean;
    created_at: Date;
  }>(
    `SELECT feedback_path, feedback, username, from_review_team, created_at FROM review.feedbacks
      WHERE service_id = $1 ORDER BY feedback_path, id`,
    [serviceId],
  );
  const seen = new Map<string, number>();
  return rows.map((r) => {
    const index = seen.get(r.feedback_path) ?? 0;
    seen.set(r.feedback_path, index + 1);
    return {
      feedback_path: r.feedback_path,
      index,
      feedback: r.feedback,
      username: r.username,
      from_review_team: r.from_review_team,
      time: new Date(r.created_at).toISOString(),
    };
  });
}

export async function addFeedback(
  db: Db,
  note: {
    serviceId: string;
    path: string;
    text: string;
    userId: string;
    username: string;
    fromReviewTeam: boolean;
  },
) {
  await db.query(
    `INSERT INTO review.feedbacks (service_id, feedback_path, feedback, user_id, username, from_review_team)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [note.serviceId, note.path, note.text, note.userId, note.username, note.fromReviewTeam],
  );
}

/** Deletes the index-th note (0-based, oldest first) of the path; false when there is none. */
export async function deleteFeedback(
  db: Db,
  serviceId: string,
  path: string,
  index: number,
): Promise<boolean> {
  const { rows } = await db.query<{ id: string }>(
    `DELETE FROM review.feedbacks WHERE id = (
       SELECT id FROM review.feedbacks WHERE service_id = $1 AND feedback_path = $2 ORDER BY id OFFSET $3 LIMIT 1)
     RETURNING id`,
    [serviceId, path, index],
  );
  return rows.length > 0;
}

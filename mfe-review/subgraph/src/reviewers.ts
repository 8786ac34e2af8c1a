import type { Db, Viewer } from '@switchyard/server-kit';

/** A reviewer of a service as the queue and the review page show them. */
export interface AssignedReviewer {
  id: string;
  login: string;
  name: string;
  assigned_at: string;
}

/** The reviewers of each service, first assigned first ([] for a service with none). */
export async function reviewersOf(db: Db, serviceIds: string[]): Promise<Map<string, AssignedReviewer[]>> {
  const found = new Map<string, AssignedReviewer[]>(serviceIds.map((id) => [id, []]));
  if (serviceIds.length === 0) return found;
  const { rows } = await db.query<{
    service_id: string;
    user_id: string;
    username: string;
    name: string;
    assigned_at: Date;
  }>(
    `SELECT service_id, user_id, username, name, assigned_at FROM review.reviewers
      WHERE service_id = ANY($1::uuid[]) ORDER BY assigned_at, username`,
    [serviceIds],
  );
  for (const r of rows) {
    found.get(r.service_id)?.push({
      id: r.user_id,
      login: r.username,
      name: r.name,
      assigned_at: new Date(r.assigned_at).toISOString(),
    });
  }
  return found;
}

/** Assigns the viewer (again: nothing changes but their login and name). */
export async function assignReviewer(db: Db, serviceId: string, viewer: Viewer) {
  await db.query(
    `INSERT INTO review.reviewers (service_id, user_id, username, name) VALUES ($1, $2, $3, $4)
     ON CONFLICT (service_id, user_id) DO UPDATE SET username = EXCLUDED.username, name = EXCLUDED.name`,
    [serviceId, viewer.id, viewer.login, viewer.name],
  );
}

/** Unassigns the viewer; unassigning someone not assigned changes nothing. */
export async function unassignReviewer(db: Db, serviceId: string, userId: string) {
  await db.query('DELETE FROM review.reviewers WHERE service_id = $1 AND user_id = $2', [serviceId, userId]);
}

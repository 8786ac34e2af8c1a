import type { FeedbackItemType } from '@switchyard/observability-common';
import type { Db } from '@switchyard/server-kit';
import { microsSql } from './cursorPage';
import type { FeedbackItemRow } from './feedbackStore';
import type { SuggestionItemRow } from './suggestionCopy';

/**
 * Abuse reports (anyone who may read an item) and staff's hiding, of feedback items and suggestions
 * alike: each has its table, its reports' table and, for feedback, the per-service rows that carry
 * a copy of `hidden` and `reported` for the pages' indexes.
 */
const TABLES = {
  feedback: {
    items: 'observability.applet_feedback',
    reports: 'observability.feedback_reports',
    reportKey: 'feedback_id',
    services: `i.service_ids::text[]`,
  },
  suggestion: {
    items: 'observability.suggestions',
    reports: 'observability.suggestion_reports',
    reportKey: 'suggestion_id',
    // One that names no service concerns none: staff alone may read, report or hide it.
    services: `CASE WHEN i.channel_id IS NULL THEN '{}'::text[] ELSE ARRAY[i.channel_id::text] END`,
  },
} as const;

/** What deciding who may report or hide an item needs: the services it concerns, and whether it is hidden. */
export interface ModeratedItem {
  id: string;
  service_ids: string[];
  hidden: boolean;
}

export async function moderatedItem(
  db: Db,
  type: FeedbackItemType,
  id: string,
): Promise<ModeratedItem | null> {
  const t = TABLES[type];
  const { rows } = await db.query<ModeratedItem>(
    `SELECT i.id, ${t.services} AS service_ids, i.hidden FROM ${t.items} i WHERE i.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/**
 * Records the reporter's report, once: a second report by the same user changes nothing.
 * `organizationIds`: the reporter's organizations owning one of the item's services (whose members
 * then see it reported).
 */
export async function reportItem(
  db: Db,
  type: FeedbackItemType,
  id: string,
  reporterId: string,
  organizationIds: readonly string[],
): Promise<void> {
  const t = TABLES[type];
  await db.transaction(async (tx) => {
    const { rows } = await tx.query(
      `INSERT INTO ${t.reports} (${t.reportKey}, reporter_id, organization_ids) VALUES ($1, $2, $3::text[])
       ON CONFLICT DO NOTHING RETURNING reporter_id`,
      [id, reporterId, [...organizationIds]],
    );
    if (!rows.length) return;
    await tx.query(`UPDATE ${t.items} SET reported = true WHERE id = $1 AND NOT reported`, [id]);
    if (type === 'feedback')
      await tx.query(
        'UPDATE observability.applet_feedback_services SET reported = true WHERE feedback_id = $1 AND NOT reported',
        [id],
      );
  });
}

/** Hides the item from partners (or shows it again), recording which staff member did; false when there is none. */
export async function setHidden(
  db: Db,
  type: FeedbackItemType,
  id: string,
  hidden: boolean,
  staffId: string,
): Promise<boolean> {
  const t = TABLES[type];
  return db.transaction(async (tx) => {
    const { rows } = await tx.query(
      `UPDATE ${t.items} SET hidden = $2, hidden_by = $3, hidden_at = now() WHERE id = $1 RETURNING id`,
      [id, hidden, staffId],
    );
    if (!rows.length) return false;
    if (type === 'feedback')
      await tx.query('UPDATE observability.applet_feedback_services SET hidden = $2 WHERE feedback_id = $1', [
        id,
        hidden,
      ]);
    return true;
  });
}

/** A feedback item as staff read it outside a service's page: seen from its first service (the trigger's). */
export async function feedbackItemForStaff(db: Db, id: string): Promise<FeedbackItemRow | null> {
  const { rows } = await db.query<FeedbackItemRow>(
    `SELECT f.id, ${microsSql('f.created_at')} AS micros, f.user_id, f.kind, f.applet_id, f.applet_name,
            f.liked, f.opinion_code, f.text, s.context_service_id, f.hidden, f.reported
       FROM observability.applet_feedback f
       LEFT JOIN observability.applet_feedback_services s ON s.feedback_id = f.id AND s.service_id = f.service_ids[1]
      WHERE f.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

export async function suggestionItemForStaff(db: Db, id: string): Promise<SuggestionItemRow | null> {
  const { rows } = await db.query<SuggestionItemRow>(
    `SELECT g.id, ${microsSql('g.created_at')} AS micros, g.user_id, g.service_name, g.text, g.type,
            g.hidden, g.reported
       FROM observability.suggestions g WHERE g.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

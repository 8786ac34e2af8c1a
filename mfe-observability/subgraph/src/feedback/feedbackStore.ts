import { randomUUID } from 'node:crypto';
import type { FeedbackKind, Opinion, OpinionTally } from '@switchyard/observability-common';
import type { Db } from '@switchyard/server-kit';
import { boundSql, microsSql, type PageKey, type PageSource } from './cursorPage';
import { contextServiceOf, type FeedbackContext } from './feedbackContext';

/** A user's current opinion as they read it back. */
export interface OpinionRow {
  id: string;
  kind: FeedbackKind;
  applet_id: string;
  liked: boolean;
  opinion_code: string | null;
  text: string | null;
  /** ISO 8601: when the current opinion was given. */
  created_at: string;
}

const OPINION_COLUMNS = `id, kind, applet_id, liked, opinion_code, text, to_json(created_at) #>> '{}' AS created_at`;

/**
 * Stores the user's one opinion of the applet (replacing the one they had), with the applet's name
 * and services as its domain just answered them, and one row per service for its feedback page.
 * An unchanged opinion keeps its date; a changed one is given again (now). Its reports and staff's
 * hiding stay with it.
 */
export async function saveOpinion(
  db: Db,
  ask: { userId: string; appletId: string; opinion: Opinion; context: FeedbackContext },
): Promise<OpinionRow> {
  const { opinion, context } = ask;
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<OpinionRow>(
      // A first opinion starts hidden when staff hid the one its author withdrew (0007's mark).
      `INSERT INTO observability.applet_feedback AS f
         (id, user_id, kind, applet_id, applet_name, liked, opinion_code, text, service_ids,
          hidden, hidden_by, hidden_at)
       SELECT $1::uuid, $2::uuid, $3::text, $4::uuid, $5::text, $6::boolean, $7::text, $8::text, $9::uuid[],
              w.user_id IS NOT NULL, w.hidden_by, w.hidden_at
         FROM (SELECT 1) AS one
         LEFT JOIN observability.withdrawn_hidden_opinions w
           ON w.user_id = $2::uuid AND w.kind = $3::text AND w.applet_id = $4::uuid
       ON CONFLICT (user_id, kind, applet_id) DO UPDATE SET
         applet_name = excluded.applet_name, liked = excluded.liked, opinion_code = excluded.opinion_code,
         text = excluded.text, service_ids = excluded.service_ids,
         created_at = CASE WHEN (f.liked, f.opinion_code, f.text)
                                IS NOT DISTINCT FROM (excluded.liked, excluded.opinion_code, excluded.text)
                           THEN f.created_at ELSE now() END
       RETURNING ${OPINION_COLUMNS}`,
      [
        randomUUID(),
        ask.userId,
        opinion.kind,
        ask.appletId,
        context.name,
        opinion.like,
        opinion.opinion_code,
        opinion.text,
        context.service_ids,
      ],
      { name: 'observability.save_opinion' },
    );
    const row = rows[0]!;
    await tx.query('DELETE FROM observability.applet_feedback_services WHERE feedback_id = $1', [row.id]);
    if (context.service_ids.length)
      await tx.query(
        `INSERT INTO observability.applet_feedback_services
           (feedback_id, service_id, context_service_id, applet_id, created_at, hidden, reported)
         SELECT f.id, s.id, s.context, f.applet_id, f.created_at, f.hidden, f.reported
           FROM observability.applet_feedback f, unnest($2::uuid[], $3::uuid[]) AS s(id, context)
          WHERE f.id = $1`,
        [
          row.id,
          context.service_ids,
          context.service_ids.map((id) => contextServiceOf(context.service_ids, id)),
        ],
      );
    return row;
  });
}

/** Takes the user's opinion back: whether they had one. */
export async function withdrawOpinion(
  db: Db,
  userId: string,
  kind: FeedbackKind,
  appletId: string,
): Promise<boolean> {
  // A hidden opinion leaves its mark, so withdrawing and giving it again does not undo staff's hiding.
  const { rows } = await db.query(
    `WITH gone AS (
       DELETE FROM observability.applet_feedback WHERE user_id = $1 AND kind = $2 AND applet_id = $3
       RETURNING id, hidden, hidden_by, hidden_at
     ), marked AS (
       INSERT INTO observability.withdrawn_hidden_opinions (user_id, kind, applet_id, hidden_by, hidden_at)
       SELECT $1, $2, $3, hidden_by, hidden_at FROM gone WHERE hidden
       ON CONFLICT (user_id, kind, applet_id) DO UPDATE SET
         hidden_by = excluded.hidden_by, hidden_at = excluded.hidden_at
     )
     SELECT id FROM gone`,
    [userId, kind, appletId],
  );
  return rows.length > 0;
}

export async function opinionOf(
  db: Db,
  userId: string,
  kind: FeedbackKind,
  appletId: string,
): Promise<OpinionRow | null> {
  const { rows } = await db.query<OpinionRow>(
    `SELECT ${OPINION_COLUMNS} FROM observability.applet_feedback
      WHERE user_id = $1 AND kind = $2 AND applet_id = $3`,
    [userId, kind, appletId],
  );
  return rows[0] ?? null;
}

/** Every opinion of an applet or connection counted, and the services its opinions concern. */
export async function opinionTally(
  db: Db,
  kind: FeedbackKind,
  appletId: string,
): Promise<{ tally: OpinionTally; serviceIds: string[] }> {
  const [counts, services] = await Promise.all([
    db.query<{ liked: boolean; opinion_code: string | null; n: number }>(
      `SELECT liked, opinion_code, count(*)::int AS n FROM observability.applet_feedback
        WHERE applet_id = $1 AND kind = $2 GROUP BY liked, opinion_code`,
      [appletId, kind],
    ),
    db.query<{ service_id: string }>(
      `SELECT DISTINCT s.service_id FROM observability.applet_feedback f, unnest(f.service_ids) AS s(service_id)
        WHERE f.applet_id = $1 AND f.kind = $2`,
      [appletId, kind],
    ),
  ]);
  const tally: OpinionTally = { like: 0, dislike: 0, reasons: {} };
  for (const r of counts.rows) addToTally(tally, r);
  return { tally, serviceIds: services.rows.map((r) => r.service_id) };
}

/**
 * `opinionTally` of several applets or connections of one kind at once (two statements, by
 * applet_feedback_applet_idx): by applet id; those without any opinion are left out.
 */
export async function opinionTallies(
  db: Db,
  kind: FeedbackKind,
  appletIds: readonly string[],
): Promise<Map<string, { tally: OpinionTally; serviceIds: string[] }>> {
  const out = new Map<string, { tally: OpinionTally; serviceIds: string[] }>();
  if (!appletIds.length) return out;
  const [counts, services] = await Promise.all([
    db.query<{ applet_id: string; liked: boolean; opinion_code: string | null; n: number }>(
      `SELECT applet_id, liked, opinion_code, count(*)::int AS n FROM observability.applet_feedback
        WHERE applet_id = ANY($1::uuid[]) AND kind = $2 GROUP BY applet_id, liked, opinion_code`,
      [appletIds, kind],
    ),
    db.query<{ applet_id: string; service_ids: string[] }>(
      `SELECT f.applet_id, array_agg(DISTINCT s.service_id)::text[] AS service_ids
         FROM observability.applet_feedback f, unnest(f.service_ids) AS s(service_id)
        WHERE f.applet_id = ANY($1::uuid[]) AND f.kind = $2 GROUP BY f.applet_id`,
      [appletIds, kind],
    ),
  ]);
  for (const r of counts.rows) {
    let entry = out.get(r.applet_id);
    if (!entry)
      out.set(r.applet_id, (entry = { tally: { like: 0, dislike: 0, reasons: {} }, serviceIds: [] }));
    addToTally(entry.tally, r);
  }
  for (const r of services.rows) {
    const entry = out.get(r.applet_id);
    if (entry) entry.serviceIds = r.service_ids;
  }
  return out;
}

function addToTally(tally: OpinionTally, r: { liked: boolean; opinion_code: string | null; n: number }) {
  if (r.liked) tally.like += r.n;
  else {
    tally.dislike += r.n;
    const code = (r.opinion_code ?? 'no_response') as keyof OpinionTally['reasons'];
    tally.reasons[code] = (tally.reasons[code] ?? 0) + r.n;
  }
}

/** A connection's owner service as its newest opinion has it (a connection's services: the owner first). */
export async function connectionOwnerByFeedback(db: Db, connectionId: string): Promise<string | null> {
  const { rows } = await db.query<{ owner: string | null }>(
    `SELECT service_ids[1]::text AS owner FROM observability.applet_feedback
      WHERE applet_id = $1 AND kind = 'connection' ORDER BY created_at DESC LIMIT 1`,
    [connectionId],
  );
  return rows[0]?.owner ?? null;
}

/** A feedback item as the platform feedback page reads it (seen from one of its services). */
export interface FeedbackItemRow extends PageKey {
  user_id: string;
  kind: FeedbackKind;
  applet_id: string;
  applet_name: string;
  liked: boolean;
  opinion_code: string | null;
  text: string | null;
  context_service_id: string | null;
  hidden: boolean;
  reported: boolean;
}

/**
 * Whose reports a reader sees: every report (staff), or those made by members of these
 * organizations (on their behalf).
 */
export type ReportsSeenBy = 'any' | readonly string[];

export interface FeedbackPageFilter {
  serviceId: string;
  appletId?: string | null;
  /** Staff see hidden items too. */
  withHidden: boolean;
  /** Staff: only the reported items. */
  reportedOnly: boolean;
  reportsSeenBy: ReportsSeenBy;
}

/** The items of a service's feedback page, for readPage. */
export function feedbackPageSource(db: Db, filter: FeedbackPageFilter): PageSource<FeedbackItemRow> {
  const where = (param: (v: unknown) => string) => {
    const w = [`s.service_id = ${param(filter.serviceId)}::uuid`];
    if (filter.appletId) w.push(`s.applet_id = ${param(filter.appletId)}::uuid`);
    if (!filter.withHidden) w.push('NOT s.hidden');
    if (filter.reportedOnly) w.push('s.reported');
    return w;
  };
  return {
    async rows(ask) {
      const params: unknown[] = [];
      const param = (v: unknown) => (params.push(v), `$${params.length}`);
      const w = where(param);
      const bound = boundSql('s.created_at', 's.feedback_id', ask, param);
      if (bound) w.push(bound);
      const reported =
        filter.reportsSeenBy === 'any'
          ? 'f.reported'
          : `EXISTS (SELECT 1 FROM observability.feedback_reports r
                      WHERE r.feedback_id = f.id AND r.organization_ids && ${param([...filter.reportsSeenBy])}::text[])`;
      const dir = ask.descending ? 'DESC' : 'ASC';
      const { rows } = await db.query<FeedbackItemRow>(
        `SELECT f.id, ${microsSql('s.created_at')} AS micros, f.user_id, f.kind, f.applet_id, f.applet_name,
                f.liked, f.opinion_code, f.text, s.context_service_id, f.hidden, ${reported} AS reported
           FROM observability.applet_feedback_services s
           JOIN observability.applet_feedback f ON f.id = s.feedback_id
          WHERE ${w.join(' AND ')}
          ORDER BY s.created_at ${dir}, s.feedback_id ${dir}
          LIMIT ${param(ask.limit)}`,
        params,
      );
      return rows;
    },
    async count() {
      const params: unknown[] = [];
      const param = (v: unknown) => (params.push(v), `$${params.length}`);
      const { rows } = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM observability.applet_feedback_services s WHERE ${where(param).join(' AND ')}`,
        params,
      );
      return rows[0]!.n;
    },
  };
}

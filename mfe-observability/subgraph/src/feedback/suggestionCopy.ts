import type { SuggestionSent } from '@switchyard/events';
import type { SuggestionContentType } from '@switchyard/observability-common';
import type { Db, DomainEvent } from '@switchyard/server-kit';
import { boundSql, microsSql, type PageKey, type PageSource } from './cursorPage';
import type { ReportsSeenBy } from './feedbackStore';

/**
 * This domain's copy of users' suggestions, from the connections domain's `suggestion.sent`: keyed
 * by the suggestion's id, so a second delivery (or the announcement of an old suggestion the
 * connections domain makes once) changes nothing.
 */
export async function storeSuggestions(
  tx: Db,
  events: readonly DomainEvent<SuggestionSent>[],
): Promise<void> {
  const rows = events.map(({ data }) => ({
    id: data.suggestion_id,
    user_id: data.user_id,
    service_name: data.service_name,
    text: data.text,
    type: data.type,
    channel_id: data.channel_id,
    created_at: data.created_at,
  }));
  await tx.query(
    `INSERT INTO observability.suggestions (id, user_id, service_name, text, type, channel_id, created_at)
     SELECT id, user_id, service_name, text, type, channel_id, created_at
       FROM json_to_recordset($1::json) AS r(id uuid, user_id uuid, service_name text, text text, type text,
                                             channel_id uuid, created_at timestamptz)
     ON CONFLICT (id) DO NOTHING`,
    [JSON.stringify(rows)],
  );
}

/** A suggestion as the platform feedback page reads it. */
export interface SuggestionItemRow extends PageKey {
  user_id: string;
  service_name: string;
  text: string;
  type: SuggestionContentType;
  hidden: boolean;
  reported: boolean;
}

export interface SuggestionPageFilter {
  /** The service the suggestions are about; null: those that name no service. */
  serviceId: string | null;
  type: SuggestionContentType;
  withHidden: boolean;
  reportedOnly: boolean;
  reportsSeenBy: ReportsSeenBy;
}

/**
 * The suggestions of one type about a service (suggestions_page_idx), or about none
 * (suggestions_unnamed_page_idx), for readPage.
 */
export function suggestionPageSource(db: Db, filter: SuggestionPageFilter): PageSource<SuggestionItemRow> {
  const where = (param: (v: unknown) => string) => {
    const w = [
      filter.serviceId === null ? 'g.channel_id IS NULL' : `g.channel_id = ${param(filter.serviceId)}::uuid`,
      `g.type = ${param(filter.type)}`,
    ];
    if (!filter.withHidden) w.push('NOT g.hidden');
    if (filter.reportedOnly) w.push('g.reported');
    return w;
  };
  return {
    async rows(ask) {
      const params: unknown[] = [];
      const param = (v: unknown) => (params.push(v), `$${params.length}`);
      const w = where(param);
      const bound = boundSql('g.created_at', 'g.id', ask, param);
      if (bound) w.push(bound);
      const reported =
        filter.reportsSeenBy === 'any'
          ? 'g.reported'
          : `EXISTS (SELECT 1 FROM observability.suggestion_reports r
                      WHERE r.suggestion_id = g.id AND r.organization_ids && ${param([...filter.reportsSeenBy])}::text[])`;
      const dir = ask.descending ? 'DESC' : 'ASC';
      const { rows } = await db.query<SuggestionItemRow>(
        `SELECT g.id, ${microsSql('g.created_at')} AS micros, g.user_id, g.service_name, g.text, g.type,
                g.hidden, ${reported} AS reported
           FROM observability.suggestions g
          WHERE ${w.join(' AND ')}
          ORDER BY g.created_at ${dir}, g.id ${dir}
          LIMIT ${param(ask.limit)}`,
        params,
      );
      return rows;
    },
    async count() {
      const params: unknown[] = [];
      const param = (v: unknown) => (params.push(v), `$${params.length}`);
      const { rows } = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM observability.suggestions g WHERE ${where(param).join(' AND ')}`,
        params,
      );
      return rows[0]!.n;
    },
  };
}

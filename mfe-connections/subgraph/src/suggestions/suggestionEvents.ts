import { SUGGESTION_EVENTS, type SuggestionSent } from '@switchyard/events';
import { logger, type Db, type EventBus } from '@switchyard/server-kit';
import type { SuggestionRow } from './suggestionStore';

/**
 * `suggestion.sent` (issue 37): each suggestion is published in the transaction that stores it (the
 * observability domain keeps a copy for the partners' platform feedback page); `announced_at` marks
 * it published. The suggestions stored before the event existed (or while no event bus was at hand)
 * are announced once, at the domain's start.
 */
export async function publishSuggestionSent(events: EventBus, tx: Db, row: SuggestionRow): Promise<void> {
  await events.publish<SuggestionSent>(tx, SUGGESTION_EVENTS.sent, {
    suggestion_id: row.id,
    user_id: row.user_id,
    service_name: row.service_name,
    text: row.text,
    type: row.type as SuggestionSent['type'],
    channel_id: row.channel_id,
    created_at: new Date(row.created_at).toISOString(),
  });
}

export const ANNOUNCE_BATCH = 500;

/**
 * Publishes the suggestions never announced, oldest first, `batch` a transaction, each marked in
 * the transaction that publishes it: running it again, or in several processes at once (each skips
 * the rows another holds), announces each suggestion once. Answers how many it announced.
 */
export async function announceUnannounced(db: Db, events: EventBus, batch = ANNOUNCE_BATCH): Promise<number> {
  let announced = 0;
  for (;;) {
    const n = await db.transaction(async (tx) => {
      const { rows } = await tx.query<SuggestionRow>(
        `WITH due AS (
           SELECT id FROM connections.suggestions WHERE announced_at IS NULL
            ORDER BY created_at, id LIMIT $1 FOR UPDATE SKIP LOCKED)
         UPDATE connections.suggestions s SET announced_at = now() FROM due WHERE s.id = due.id
         RETURNING s.id, s.user_id, s.service_name, s.text, s.type, s.channel_id, s.email_updates,
                   to_json(s.created_at) #>> '{}' AS created_at`,
        [batch],
      );
      rows.sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at) || (a.id < b.id ? -1 : 1));
      for (const row of rows) await publishSuggestionSent(events, tx, row);
      return rows.length;
    });
    announced += n;
    if (n < batch) return announced;
  }
}

/** At the domain's start: announces what is due; a failure is logged (the next start tries again). */
export async function announceAtStart(db: Db, events: EventBus | undefined): Promise<void> {
  if (!events) return;
  try {
    const n = await announceUnannounced(db, events);
    if (n) logger.info({ announced: n }, 'suggestions announced as suggestion.sent');
  } catch (err) {
    logger.error({ err }, 'announcing earlier suggestions failed; the next start tries again');
  }
}

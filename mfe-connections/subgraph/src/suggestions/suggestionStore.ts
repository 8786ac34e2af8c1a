import { randomUUID } from 'node:crypto';
import { checkSuggestion, type FieldError, type SuggestionInput } from '@switchyard/connections-common';
import {
  notFound,
  requireViewer,
  type Db,
  type DomainDeps,
  type RequestContext,
} from '@switchyard/server-kit';
import { isUuid } from '../access';
import { publishSuggestionSent } from './suggestionEvents';

/** A stored suggestion (spec/connections.md#suggestion-modal). */
export interface SuggestionRow {
  id: string;
  user_id: string;
  service_name: string;
  text: string;
  type: string;
  channel_id: string | null;
  email_updates: boolean;
  created_at: string;
}

interface SuggestionResult {
  suggestion: SuggestionRow | null;
  errors: FieldError[];
}

/** Our own: the service a suggestion is about is named by its id. */
export const SUGGESTION_CHANNEL_INVALID = 'Choose a service by its id';

const COLUMNS = `id, user_id, service_name, text, type, channel_id, email_updates,
  to_json(created_at) #>> '{}' AS created_at`;

/**
 * Stores a signed-in user's suggestion after common's checkSuggestion (trimmed texts) and publishes
 * it (suggestion.sent) in the same transaction; without an event bus it stays unannounced until the
 * domain's next start announces it.
 */
export async function sendSuggestion(
  deps: Pick<DomainDeps, 'db' | 'events'>,
  ctx: RequestContext,
  input: SuggestionInput,
): Promise<SuggestionResult> {
  const viewer = requireViewer(ctx);
  const errors = checkSuggestion(input);
  if (input.channel_id != null && !isUuid(input.channel_id))
    errors.push({ attribute: 'channel_id', message: SUGGESTION_CHANNEL_INVALID });
  if (errors.length) return { suggestion: null, errors };
  const { events } = deps;
  const suggestion = await deps.db.transaction(async (tx) => {
    const { rows } = await tx.query<SuggestionRow>(
      `INSERT INTO connections.suggestions
         (id, user_id, service_name, text, type, channel_id, email_updates, announced_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, CASE WHEN $8 THEN now() END) RETURNING ${COLUMNS}`,
      [
        randomUUID(),
        viewer.id,
        input.service_name.trim(),
        input.text.trim(),
        input.type,
        input.channel_id ?? null,
        input.email_updates === true,
        Boolean(events),
      ],
    );
    if (events) await publishSuggestionSent(events, tx, rows[0]!);
    return rows[0]!;
  });
  return { suggestion, errors: [] };
}

/** Turns email updates on or off; only the sender's own suggestion, anyone else's is NOT_FOUND. */
export async function updateSuggestionSubscription(
  db: Db,
  ctx: RequestContext,
  id: string,
  emailUpdates: boolean,
): Promise<SuggestionResult> {
  const viewer = requireViewer(ctx);
  if (!isUuid(id)) throw notFound('Suggestion not found.');
  const { rows } = await db.query<SuggestionRow>(
    `UPDATE connections.suggestions SET email_updates = $3 WHERE id = $1 AND user_id = $2 RETURNING ${COLUMNS}`,
    [id, viewer.id, emailUpdates],
  );
  if (!rows[0]) throw notFound('Suggestion not found.');
  return { suggestion: rows[0], errors: [] };
}

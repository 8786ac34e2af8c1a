import { createHash } from 'node:crypto';
import { webhookSignatureHeader, type TriggerFiredWebhook } from '@switchyard/connections-common/connectApi';
import type { ConnectionTriggerFired } from '@switchyard/events';
import { findSafeFetchError, type Db, type InternalCallSettings } from '@switchyard/server-kit';
import {
  protocolHeaders,
  serviceKeyHeaderName,
  type PartnerClient,
} from '@switchyard/server-kit/partner-client';
import { isUuid } from '../access';
import { partnerIdsOfUsers } from '../connectApi/lookups';
import { queueAttempt } from './webhookQueue';
import { webhookSignature } from './webhookSigning';

/** PROTOCOL.md: `{prefix}/{product}/v1` + this. */
export const TRIGGER_FIRED_PATH = '/webhooks/trigger_subscription/fired';
const TIMEOUT_MS = 10_000;
const MAX_ANSWER_BYTES = 64 * 1024;

/** What a delivery keeps: the webhook without sent_at (user_id null until it is known). */
export type StoredWebhook = Omit<TriggerFiredWebhook, 'sent_at' | 'data'> & {
  data: Omit<TriggerFiredWebhook['data'], 'user_id'> & { user_id: string | null };
};

export interface DeliveryRow {
  id: string;
  connection_id: string;
  owner_service_id: string;
  user_id: string | null;
  kind: 'trigger_fired' | 'test';
  body: StoredWebhook;
  status: 'pending' | 'retrying' | 'delivered' | 'failed';
  attempts: number;
  last_status_code: number | null;
  last_error: string | null;
  duration_ms: number | null;
  next_attempt_at: Date | null;
  delivered_at: Date | null;
  created_at: Date;
  /** The owner service's name (the catalog's). */
  service_name: string | null;
}

/** How a delivery is retried (the domain's settings). */
export interface RetryPolicy {
  attempts: number;
  baseMs: number;
}

const COLUMNS = `d.id, d.connection_id, d.owner_service_id, d.user_id, d.kind, d.body, d.status, d.attempts,
  d.last_status_code, d.last_error, d.duration_ms, d.next_attempt_at, d.delivered_at, d.created_at,
  s.name AS service_name`;

export async function deliveryById(db: Db, id: string): Promise<DeliveryRow | null> {
  const { rows } = await db.query<DeliveryRow>(
    `SELECT ${COLUMNS} FROM connections.webhook_deliveries d
       LEFT JOIN connections.services s ON s.service_id = d.owner_service_id WHERE d.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** A connection's deliveries, newest first. */
export async function deliveriesOf(db: Db, connectionId: string, first: number): Promise<DeliveryRow[]> {
  const { rows } = await db.query<DeliveryRow>(
    `SELECT ${COLUMNS} FROM connections.webhook_deliveries d
       LEFT JOIN connections.services s ON s.service_id = d.owner_service_id
      WHERE d.connection_id = $1 ORDER BY d.created_at DESC, d.id LIMIT $2`,
    [connectionId, first],
  );
  return rows;
}

/** The delivery's id: the event's when it is a uuid (it is the X-Request-ID), else one derived from it. */
export function deliveryIdOf(eventId: string): string {
  if (isUuid(eventId)) return eventId.toLowerCase();
  const h = createHash('sha256').update(eventId).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * connection.trigger_fired → a delivery and its first attempt's job, in the event's transaction. A
 * repeated event changes nothing (the delivery's id is the event's); a connection this domain does
 * not have sends nothing.
 */
export async function storeTriggerFired(db: Db, tx: Db, e: ConnectionTriggerFired): Promise<void> {
  const body: StoredWebhook = {
    data: { user_id: null, connection_id: e.connection_id, trigger_id: e.trigger_id },
    event_data: { ingredients: e.ingredients ?? {} },
  };
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO connections.webhook_deliveries (id, connection_id, owner_service_id, user_id, kind, body)
     SELECT $1, c.id, c.owner_service_id, $3, 'trigger_fired', $4 FROM connections.connections c WHERE c.id = $2
     ON CONFLICT (id) DO NOTHING RETURNING id`,
    [deliveryIdOf(e.id), e.connection_id, e.user_id, JSON.stringify(body)],
  );
  if (rows[0]) await queueAttempt(db, tx, rows[0].id);
}

/** One attempt's outcome. */
export interface Attempt {
  delivered: boolean;
  statusCode: number | null;
  error: string | null;
  ms: number;
  /** Trying again cannot help (no id of the user at the service). */
  final?: boolean;
  /** The webhook's body as kept, when it changed (the user's id found). */
  body?: StoredWebhook;
}

/** The partner's error message, if its answer says one. */
function answerMessage(raw: Buffer): string | null {
  try {
    const m = (JSON.parse(raw.toString('utf8')) as { errors?: { message?: unknown }[] })?.errors?.[0]
      ?.message;
    return typeof m === 'string' && m ? m.slice(0, 300) : null;
  } catch {
    return null;
  }
}

/**
 * POSTs the webhook to the owner service's `{protocol base URL}/webhooks/trigger_subscription/fired`
 * through the partner client's guarded fetch (a `webhook` transaction log), with the service key,
 * X-Request-ID = the delivery's id, and the signature over the exact bytes sent.
 */
export async function sendWebhook(
  client: PartnerClient,
  row: Pick<DeliveryRow, 'id' | 'connection_id' | 'owner_service_id' | 'user_id'>,
  body: StoredWebhook,
): Promise<Attempt> {
  const started = Date.now();
  const ms = () => Date.now() - started;
  const settings = await client.settings(row.owner_service_id);
  if (!settings?.protocol_base_url)
    return { delivered: false, statusCode: null, error: 'The service has no API URL prefix.', ms: ms() };
  const key = settings.service_key_headers[serviceKeyHeaderName(client.product)];
  if (!key) return { delivered: false, statusCode: null, error: 'The service has no service key.', ms: ms() };
  const raw = JSON.stringify({ sent_at: new Date().toISOString(), ...body });
  try {
    const res = await client.fetch(
      settings.protocol_base_url + TRIGGER_FIRED_PATH,
      {
        method: 'POST',
        headers: {
          ...protocolHeaders({ requestId: row.id }),
          ...settings.service_key_headers,
          [webhookSignatureHeader(serviceKeyHeaderName(client.product))]: webhookSignature(
            key,
            raw,
            Math.floor(Date.now() / 1000),
          ),
        },
        body: raw,
      },
      {
        timeoutMs: TIMEOUT_MS,
        maxResponseBytes: MAX_ANSWER_BYTES,
        log: {
          type: 'webhook',
          userId: row.user_id,
          serviceId: settings.service_id,
          organizationId: settings.organization_id,
          moduleName: settings.module_name,
          connectionId: row.connection_id,
        },
      },
    );
    if (res.status >= 200 && res.status < 300)
      return { delivered: true, statusCode: res.status, error: null, ms: ms() };
    const message = answerMessage(res.body);
    return {
      delivered: false,
      statusCode: res.status,
      error: `The service answered ${res.status}${message ? `: ${message}` : '.'}`,
      ms: ms(),
    };
  } catch (err) {
    const refused = findSafeFetchError(err);
    if (!refused) throw err;
    return { delivered: false, statusCode: null, error: refused.message, ms: ms() };
  }
}

/** The wait before attempt `attempts + 1`: base × 2^(attempts − 1), ±25 %. */
export const backoffMs = (policy: RetryPolicy, attempts: number) =>
  Math.round(policy.baseMs * 2 ** (attempts - 1) * (0.75 + Math.random() * 0.5));

/**
 * Records an attempt: delivered, failed (the last attempt, or one that cannot succeed), or retrying
 * with the next attempt's job queued in the same transaction. A delivery another worker recorded
 * meanwhile (a job given twice) is left as that one wrote it.
 */
export async function recordAttempt(
  db: Db,
  row: DeliveryRow,
  attempt: Attempt,
  policy: RetryPolicy,
): Promise<void> {
  const attempts = row.attempts + 1;
  const status = attempt.delivered
    ? 'delivered'
    : attempt.final || attempts >= policy.attempts
      ? 'failed'
      : 'retrying';
  const next = status === 'retrying' ? new Date(Date.now() + backoffMs(policy, attempts)) : null;
  await db.transaction(async (tx) => {
    const { rows } = await tx.query(
      `UPDATE connections.webhook_deliveries
          SET status = $3, attempts = $2, last_status_code = $4, last_error = $5, duration_ms = $6,
              next_attempt_at = $7, delivered_at = CASE WHEN $3 = 'delivered' THEN now() END,
              body = COALESCE($8::jsonb, body)
        WHERE id = $1 AND attempts = $9 RETURNING id`,
      [
        row.id,
        attempts,
        status,
        attempt.statusCode,
        attempt.error,
        attempt.ms,
        next,
        attempt.body ? JSON.stringify(attempt.body) : null,
        row.attempts,
      ],
    );
    if (rows.length && next) await queueAttempt(db, tx, row.id, next);
  });
}

/**
 * One attempt at a trigger_fired delivery (the queue's job): the user's id at the owner service
 * (the composer's), the POST, and its record. Delivered or failed deliveries are left alone.
 */
export async function attemptDelivery(
  deps: { db: Db; settings: InternalCallSettings },
  client: PartnerClient,
  id: string,
  policy: RetryPolicy,
): Promise<void> {
  const row = await deliveryById(deps.db, id);
  if (!row || row.status === 'delivered' || row.status === 'failed') return;
  let body = row.body;
  let changed: StoredWebhook | undefined;
  if (body.data.user_id === null && row.user_id) {
    const ids = await partnerIdsOfUsers(deps.settings, row.owner_service_id, [row.user_id]);
    const partnerUserId = ids.get(row.user_id);
    if (!partnerUserId) {
      const service = row.service_name ?? 'the service';
      const error = `The user has no id at ${service}`;
      return recordAttempt(
        deps.db,
        row,
        { delivered: false, statusCode: null, error, ms: 0, final: true },
        policy,
      );
    }
    body = changed = { ...body, data: { ...body.data, user_id: partnerUserId } };
  }
  const attempt = await sendWebhook(client, row, body);
  await recordAttempt(deps.db, row, { ...attempt, body: changed }, policy);
}

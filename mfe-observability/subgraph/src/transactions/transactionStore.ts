import { randomUUID } from 'node:crypto';
import {
  TIMEFRAME_MS,
  typeUiLabel,
  type ResponseStatusFilter,
  type Timeframe,
} from '@switchyard/observability-common';
import type { TransactionRecorded } from '@switchyard/events';
import { sanitizeTransaction, type Db, type TransactionEntry } from '@switchyard/server-kit';
import { addToRollups } from '../charts/rollups';

export type { TransactionContext } from '@switchyard/events';
export type { TransactionEntry } from '@switchyard/server-kit';

/** A stored row as the logs page reads it (field names of the spec's "Transaction log"). */
export interface TransactionLog {
  id: string;
  type: string;
  type_ui_label: string;
  ts: string;
  remote_user_id: string | null;
  organization_id: string | null;
  service_id: string | null;
  module_name: string | null;
  /** The partner connection the call was made for (Connect API, webhook, a feature's run), if any. */
  connection_id: string | null;
  time: number;
  request_method: string;
  request_url: string;
  request_headers: Record<string, string>;
  request_body: string | null;
  request_body_truncated: boolean;
  response_status: number | null;
  response_headers: Record<string, string> | null;
  response_body: string | null;
  response_body_truncated: boolean;
  error_code: string | null;
  error: string | null;
}

/** Stores one call: secrets redacted (headers, URL query, JSON and form bodies), bodies capped. Returns its id. */
export async function recordTransaction(db: Db, entry: TransactionEntry): Promise<string> {
  const id = randomUUID();
  await storeTransaction(db, id, sanitizeTransaction(entry));
  return id;
}

/**
 * Stores a call as published in `transaction.recorded` (id: the event's), once: a second delivery
 * of the same event changes nothing. Sanitized again here, the table's own guarantee.
 */
export async function storeTransaction(db: Db, id: string, recorded: TransactionRecorded): Promise<void> {
  await storeTransactions(db, [{ id, data: recorded }]);
}

/** The same for a delivery of several calls, in one statement (a busy engine records hundreds a second). */
export async function storeTransactions(
  db: Db,
  calls: readonly { id: string; data: TransactionRecorded }[],
): Promise<void> {
  const rows = calls.map(({ id, data: recorded }) => {
    const r = sanitizeTransaction({ ...recorded, startedAt: new Date(recorded.startedAt) });
    return {
      id,
      type: r.type,
      created_at: r.startedAt,
      remote_user_id: r.userId,
      organization_id: r.organizationId,
      service_id: r.serviceId,
      module_name: r.moduleName,
      connection_id: r.connectionId?.toLowerCase() ?? null,
      duration_ms: r.durationMs,
      request_method: r.method,
      request_url: r.url,
      request_headers: r.requestHeaders,
      request_body: r.requestBody,
      request_body_truncated: r.requestBodyTruncated || recorded.requestBodyTruncated,
      response_status: r.status,
      response_headers: r.responseHeaders,
      response_body: r.responseBody,
      response_body_truncated: r.responseBodyTruncated || recorded.responseBodyTruncated,
      error_code: r.error?.code ?? null,
      error: r.error?.message ?? null,
    };
  });
  // The charts' rollups change in the same transaction, by the rows it inserted only: a second
  // delivery of an event inserts nothing and adds nothing.
  await db.transaction(async (tx) => {
    // json, not jsonb: the headers keep the order the call had.
    const inserted = await tx.query<{ id: string }>(
      `INSERT INTO observability.transaction_logs (${COLUMNS})
       SELECT ${COLUMNS} FROM json_to_recordset($1::json) AS r(
         id uuid, type text, created_at timestamptz, remote_user_id text, organization_id text,
         service_id text, module_name text, connection_id text, duration_ms integer, request_method text, request_url text,
         request_headers json, request_body text, request_body_truncated boolean, response_status integer,
         response_headers json, response_body text, response_body_truncated boolean, error_code text,
         error text)
       ON CONFLICT (id) DO NOTHING
       RETURNING id`,
      [JSON.stringify(rows, storableText)],
      { name: 'observability.store_transactions' },
    );
    const ids = new Set(inserted.rows.map((r) => r.id.toLowerCase()));
    await addToRollups(
      tx,
      rows.filter((r) => ids.has(r.id.toLowerCase())),
    );
  });
}

/** PostgreSQL's text holds no NUL and its json no lone surrogate: a partner's bytes are stored as U+FFFD. */
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const storableText = (_key: string, v: unknown) =>
  typeof v === 'string' ? v.replace(UNSTORABLE, '\uFFFD') : v;

const COLUMNS = `id, type, created_at, remote_user_id, organization_id, service_id, module_name, connection_id, duration_ms,
  request_method, request_url, request_headers, request_body, request_body_truncated,
  response_status, response_headers, response_body, response_body_truncated, error_code, error`;

export interface TransactionLogQuery {
  serviceId?: string | null;
  moduleName?: string | null;
  /** The calls made for this partner connection only. */
  connectionId?: string | null;
  /** Rows of these organizations only; 'any' for staff. Rows recorded without an organization are staff-only. */
  organizationIds: readonly string[] | 'any';
  page?: number;
  perPage?: number;
  requestType?: string;
  responseStatus?: ResponseStatusFilter;
  timeframe?: Timeframe;
  query?: string | null;
  now?: Date;
}

export interface TransactionLogPage {
  data: TransactionLog[];
  page_number: number;
  page_count: number;
  /** Whether page_count is a lower bound (the count stopped at its cap). */
  page_count_capped: boolean;
}

export const MAX_PER_PAGE = 100;

/**
 * How many matching rows the page count looks at, at least: past it the count stops and says so
 * (page_count_capped). It looks further when the page asked for is further, so Next always works.
 */
export const PAGE_COUNT_CAP = 10_000;
/**
 * The same for a free-text search, whose candidates are each read and checked: a word in a tenth of
 * 1,000,000 logs would have 100,000 of them read to count 10,000.
 */
export const SEARCH_COUNT_CAP = 1_000;

/** A key needs three characters for a trigram; it keeps a text's letters and digits. */
const indexable = (text: string) => (text.match(/[\p{L}\p{N}]/gu)?.length ?? 0) >= 3;

/**
 * A page of a service's calls, newest first, with the logs page's filters. The page is kept within
 * 1…page_count. One statement: the matching rows' ids, in the page's order, up to the count's cap
 * (from an index, without reading the rows); counted; the page's rows read by id.
 */
export async function listTransactionLogs(db: Db, q: TransactionLogQuery): Promise<TransactionLogPage> {
  const where: string[] = [];
  const params: unknown[] = [];
  const param = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  if (q.serviceId) where.push(`service_id = ${param(q.serviceId)}`);
  if (q.moduleName) where.push(`module_name = ${param(q.moduleName)}`);
  if (q.connectionId) where.push(`connection_id = ${param(q.connectionId)}`);
  if (q.organizationIds !== 'any')
    where.push(`organization_id = ANY(${param([...q.organizationIds])}::text[])`);
  if (q.requestType && q.requestType !== 'all') where.push(`type = ${param(q.requestType)}`);
  if (q.responseStatus === 'success')
    where.push('response_status BETWEEN 200 AND 399 AND error_code IS NULL');
  if (q.responseStatus === 'error')
    where.push('(response_status IS NULL OR response_status >= 400 OR error_code IS NOT NULL)');
  const since = new Date((q.now ?? new Date()).getTime() - TIMEFRAME_MS[q.timeframe ?? '1d']);
  where.push(`created_at >= ${param(since)}`);
  const text = q.query?.trim();
  if (text) {
    const like = param(`%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    // The trigram index finds the logs whose search key has the text's key, then the text itself in
    // the columns decides (migrations/0005_logs_search.sql); a text too short for a trigram reads the
    // timeframe's logs.
    if (indexable(text)) {
      where.push(`search_key LIKE '%' || observability.log_search_key(${param(text)}) || '%'`);
      where.push(`observability.log_has_text(request_url, request_body, response_body, error, ${like})`);
    } else
      where.push(
        `(request_url ILIKE ${like} OR request_body ILIKE ${like} OR response_body ILIKE ${like} OR error ILIKE ${like})`,
      );
  }
  const perPage = Math.min(Math.max(1, Math.floor(q.perPage ?? 25)), MAX_PER_PAGE);
  const asked = Math.max(1, Math.floor(q.page ?? 1) || 1);
  // One row more than the pages up to the one asked for (at least the cap): whether there are more.
  const lookahead = Math.max(text ? SEARCH_COUNT_CAP : PAGE_COUNT_CAP, asked * perPage) + 1;
  // The page asked for, or the last one when there are fewer rows (the same sum as pageCount below).
  const offset = `least(${(asked - 1) * perPage}, greatest(counted.total - 1, 0) / ${perPage} * ${perPage})`;
  const { rows } = await db.query<Row & { total: number }>(
    `WITH matching AS MATERIALIZED (
       SELECT id, created_at FROM observability.transaction_logs
       WHERE ${where.join(' AND ')}
       ORDER BY created_at DESC, id DESC
       LIMIT ${lookahead}
     ), counted AS (SELECT count(*)::int AS total FROM matching)
     SELECT counted.total, ${COLUMNS.replace(/(\w+)/g, 't.$1')}
     FROM counted
     LEFT JOIN LATERAL (
       SELECT id FROM matching ORDER BY created_at DESC, id DESC LIMIT ${perPage} OFFSET ${offset}
     ) page ON true
     LEFT JOIN observability.transaction_logs t ON t.id = page.id
     ORDER BY t.created_at DESC, t.id DESC`,
    params,
  );
  const total = rows[0]?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  return {
    data: rows.filter((r) => r.id !== null).map(present),
    page_number: Math.min(asked, pageCount),
    page_count: pageCount,
    page_count_capped: total === lookahead,
  };
}

interface Row {
  id: string;
  type: string;
  created_at: Date | string;
  remote_user_id: string | null;
  organization_id: string | null;
  service_id: string | null;
  module_name: string | null;
  connection_id: string | null;
  duration_ms: number;
  request_method: string;
  request_url: string;
  request_headers: Record<string, string> | string;
  request_body: string | null;
  request_body_truncated: boolean;
  response_status: number | null;
  response_headers: Record<string, string> | string | null;
  response_body: string | null;
  response_body_truncated: boolean;
  error_code: string | null;
  error: string | null;
}

const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

function present(r: Row): TransactionLog {
  return {
    id: r.id,
    type: r.type,
    type_ui_label: typeUiLabel(r.type),
    ts: new Date(r.created_at).toISOString(),
    remote_user_id: r.remote_user_id,
    organization_id: r.organization_id,
    service_id: r.service_id,
    module_name: r.module_name,
    connection_id: r.connection_id,
    time: r.duration_ms,
    request_method: r.request_method,
    request_url: r.request_url,
    request_headers: json(r.request_headers),
    request_body: r.request_body,
    request_body_truncated: r.request_body_truncated,
    response_status: r.response_status,
    response_headers: r.response_headers === null ? null : json(r.response_headers),
    response_body: r.response_body,
    response_body_truncated: r.response_body_truncated,
    error_code: r.error_code,
    error: r.error,
  };
}

import { randomUUID } from 'node:crypto';
import type { Db } from '@switchyard/server-kit';
import { capText, redactBody, redactHeaders, redactUrl } from '@switchyard/server-kit';
import {
  TIMEFRAME_MS,
  typeUiLabel,
  type ResponseStatusFilter,
  type Timeframe,
  type TransactionType,
} from './transactionTypes';

/** Stored bodies are cut to this many bytes (after redaction); the cut is flagged on the row. */
export const BODY_CAP_BYTES = 16 * 1024;
export const URL_CAP_BYTES = 4 * 1024;
export const HEADER_VALUE_CAP_BYTES = 4 * 1024;
export const HEADERS_CAP = 100;

/** Who and what a call was made for; the caller knows, this domain just keeps it. */
export interface TransactionContext {
  type: TransactionType | (string & {});
  userId?: string | null;
  organizationId?: string | null;
  serviceId?: string | null;
  moduleName?: string | null;
}

/** One outbound call as the caller saw it, secrets included: recordTransaction redacts and caps. */
export interface TransactionEntry extends TransactionContext {
  startedAt?: Date;
  durationMs: number;
  method: string;
  url: string;
  requestHeaders?: Record<string, string> | null;
  requestBody?: string | null;
  status?: number | null;
  responseHeaders?: Record<string, string> | null;
  responseBody?: string | null;
  error?: { code: string; message: string } | null;
}

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
  const requestBody = capText(
    redactBody(entry.requestBody, contentTypeOf(entry.requestHeaders)),
    BODY_CAP_BYTES,
  );
  const responseBody = capText(
    redactBody(entry.responseBody, contentTypeOf(entry.responseHeaders)),
    BODY_CAP_BYTES,
  );
  await db.query(
    `INSERT INTO observability.transaction_logs
       (id, type, created_at, remote_user_id, organization_id, service_id, module_name, duration_ms,
        request_method, request_url, request_headers, request_body, request_body_truncated,
        response_status, response_headers, response_body, response_body_truncated, error_code, error)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)`,
    [
      id,
      entry.type,
      entry.startedAt ?? new Date(),
      entry.userId ?? null,
      entry.organizationId ?? null,
      entry.serviceId ?? null,
      entry.moduleName ?? null,
      Math.max(0, Math.round(entry.durationMs)),
      entry.method.toUpperCase().slice(0, 20),
      capText(redactUrl(entry.url), URL_CAP_BYTES).text,
      JSON.stringify(cappedHeaders(redactHeaders(entry.requestHeaders)) ?? {}),
      requestBody.text,
      requestBody.truncated,
      entry.status ?? null,
      entry.responseHeaders ? JSON.stringify(cappedHeaders(redactHeaders(entry.responseHeaders))) : null,
      responseBody.text,
      responseBody.truncated,
      entry.error?.code ?? null,
      entry.error ? capText(entry.error.message, 1024).text : null,
    ],
  );
  return id;
}

function contentTypeOf(headers: Record<string, string> | null | undefined): string {
  if (!headers) return '';
  const key = Object.keys(headers).find((k) => k.toLowerCase() === 'content-type');
  return key ? headers[key]! : '';
}

function cappedHeaders(headers: Record<string, string> | null): Record<string, string> | null {
  if (!headers) return null;
  return Object.fromEntries(
    Object.entries(headers)
      .slice(0, HEADERS_CAP)
      .map(([k, v]) => [k.slice(0, 200), capText(v, HEADER_VALUE_CAP_BYTES).text!]),
  );
}

export interface TransactionLogQuery {
  serviceId?: string | null;
  moduleName?: string | null;
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
}

export const MAX_PER_PAGE = 100;

/** A page of a service's calls, newest first, with the logs page's filters. The page is kept within 1…page_count. */
export async function listTransactionLogs(db: Db, q: TransactionLogQuery): Promise<TransactionLogPage> {
  const where: string[] = [];
  const params: unknown[] = [];
  const param = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  if (q.serviceId) where.push(`service_id = ${param(q.serviceId)}`);
  if (q.moduleName) where.push(`module_name = ${param(q.moduleName)}`);
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
    where.push(
      `(request_url ILIKE ${like} OR request_body ILIKE ${like} OR response_body ILIKE ${like} OR error ILIKE ${like})`,
    );
  }
  const clause = `WHERE ${where.join(' AND ')}`;
  const perPage = Math.min(Math.max(1, Math.floor(q.perPage ?? 25)), MAX_PER_PAGE);
  const total = Number(
    (
      await db.query<{ n: string }>(
        `SELECT count(*) AS n FROM observability.transaction_logs ${clause}`,
        params,
      )
    ).rows[0]!.n,
  );
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  const page = Math.min(Math.max(1, Math.floor(q.page ?? 1) || 1), pageCount);
  const rows = await db.query<Row>(
    `SELECT * FROM observability.transaction_logs ${clause}
     ORDER BY created_at DESC, id DESC LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`,
    params,
  );
  return { data: rows.rows.map(present), page_number: page, page_count: pageCount };
}

interface Row {
  id: string;
  type: string;
  created_at: Date | string;
  remote_user_id: string | null;
  organization_id: string | null;
  service_id: string | null;
  module_name: string | null;
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

/**
 * The Connect API's contract (issue 36; ../shared/PROTOCOL.md "What the platform offers partners";
 * spec/review-org-diagnostics.md#27-connection-endpoints-page): the paths a partner calls under the
 * platform origin, their authentication, bodies and errors, the webhook the platform sends, and the
 * sample requests the endpoints page shows. The Connect API's server and the endpoints page both
 * build on this file, so what the page documents is what the API answers.
 *
 * Browser-safe. The web cannot read settings: the platform origin, the product slug and the service
 * key header's name (`{Product}-Service-Key`, server-kit's `serviceKeyHeaderName`) come from the
 * server.
 */
import type { StepType } from './types';

const seg = encodeURIComponent;

/** A step's path segment: `triggers`, `queries`, `actions`. */
export const STEP_PATH_SEGMENTS: Readonly<Record<StepType, 'triggers' | 'queries' | 'actions'>> = {
  trigger: 'triggers',
  query: 'queries',
  action: 'actions',
};

/** The query parameter naming the user: their id at the partner service (as user/info returned it). */
export const USER_ID_PARAM = 'user_id';

/** The caller's request id: a retry with the same id is answered once (idempotency). */
export const REQUEST_ID_HEADER = 'X-Request-ID';

/**
 * The paths as express patterns (`:id` the connection, `:module` a step's full module name
 * `channel_module_name.module_name`, `:field` a field's name).
 */
export const CONNECT_API_ROUTES = {
  actionRun: '/v2/connections/:id/actions/:module/run',
  queryPerform: '/v2/connections/:id/queries/:module/perform',
  fieldOptions: {
    trigger: '/v2/connections/:id/triggers/:module/fields/:field/options',
    query: '/v2/connections/:id/queries/:module/fields/:field/options',
    action: '/v2/connections/:id/actions/:module/fields/:field/options',
  },
} as const;

const connectionBase = (connectionId: string) => `/v2/connections/${seg(connectionId)}`;

/** `POST /v2/connections/{id}/actions/{module}/run`. */
export const actionRunPath = (connectionId: string, fullModuleName: string) =>
  `${connectionBase(connectionId)}/actions/${seg(fullModuleName)}/run`;

/** `POST /v2/connections/{id}/queries/{module}/perform`. */
export const queryPerformPath = (connectionId: string, fullModuleName: string) =>
  `${connectionBase(connectionId)}/queries/${seg(fullModuleName)}/perform`;

/** `POST /v2/connections/{id}/{triggers|queries|actions}/{module}/fields/{field}/options`. */
export const fieldOptionsPath = (
  connectionId: string,
  type: StepType,
  fullModuleName: string,
  field: string,
) =>
  `${connectionBase(connectionId)}/${STEP_PATH_SEGMENTS[type]}/${seg(fullModuleName)}/fields/${seg(field)}/options`;

/** A path with the user's `?user_id=`. */
export const withUserId = (path: string, userId: string) => `${path}?${USER_ID_PARAM}=${seg(userId)}`;

/**
 * `daybook.create_entry` → its service and step. The service's module name comes first and has no
 * dot, so the first dot splits; null when either side is empty.
 */
export function splitFullModuleName(
  fullModuleName: string,
): { channel_module_name: string; module_name: string } | null {
  const dot = fullModuleName.indexOf('.');
  if (dot <= 0 || dot === fullModuleName.length - 1) return null;
  return { channel_module_name: fullModuleName.slice(0, dot), module_name: fullModuleName.slice(dot + 1) };
}

// Bodies.

/** An action run's body: the action's fields by name. */
export interface ActionRunBody {
  fields: Record<string, unknown>;
}

/** A query's body: its fields, at most `limit` rows, from `cursor` (the previous answer's; null first). */
export interface QueryPerformBody {
  fields: Record<string, unknown>;
  limit: number;
  cursor: string | null;
}

/** A field options request's body: `{}`, or the values of the fields a nested field depends on. */
export interface FieldOptionsBody {
  values?: Record<string, unknown>;
}

/** PROTOCOL.md's default and our cap on a query's rows. */
export const QUERY_LIMIT_DEFAULT = 50;
export const QUERY_LIMIT_MAX = 50;

// Errors.

/**
 * Every error the Connect API answers, with its HTTP status and default message. `unknown_connection`
 * is ours (an id that is not a connection of the key's service, told apart from an unknown step).
 */
export const CONNECT_API_ERRORS = {
  invalid_service_key: { status: 401, message: 'The service key is missing or wrong' },
  unknown_connection: { status: 404, message: 'Your service has no such connection' },
  unknown_user: { status: 404, message: 'No user with this user_id has connected your service' },
  connection_not_enabled: { status: 403, message: 'This user has not enabled the connection' },
  unknown_step: { status: 404, message: 'The connection has no such step' },
  invalid_fields: { status: 422, message: 'Some fields are invalid' },
  partner_error: { status: 502, message: 'The service did not answer as expected' },
  rate_limited: { status: 429, message: 'Too many requests: try again after Retry-After seconds' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ConnectApiErrorCode = keyof typeof CONNECT_API_ERRORS;
export const CONNECT_API_ERROR_CODES = Object.keys(CONNECT_API_ERRORS) as ConnectApiErrorCode[];

/** The Connect API's error body. `details`: what went wrong, e.g. `{ fields: { city: 'Required' } }`. */
export interface ConnectApiError {
  type: 'error';
  code: ConnectApiErrorCode;
  message: string;
  details: Record<string, unknown>;
}

export const connectApiError = (
  code: ConnectApiErrorCode,
  details: Record<string, unknown> = {},
  message: string = CONNECT_API_ERRORS[code].message,
): ConnectApiError => ({ type: 'error', code, message, details });

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

type Parsed<T> = { ok: true; value: T } | { ok: false; error: ConnectApiError };
const invalid = (problems: Record<string, string>): Parsed<never> => ({
  ok: false,
  error: connectApiError('invalid_fields', { body: problems }),
});

function fieldsOf(body: Record<string, unknown>): Record<string, unknown> | string {
  if (body.fields === undefined) return {};
  return isObject(body.fields) ? body.fields : 'Must be an object keyed by field name';
}

/** An action run's body as the API reads it: `fields` an object (left out: none). */
export function parseActionRunBody(body: unknown): Parsed<ActionRunBody> {
  if (!isObject(body)) return invalid({ body: 'Send a JSON object' });
  const fields = fieldsOf(body);
  return typeof fields === 'string' ? invalid({ fields }) : { ok: true, value: { fields } };
}

/** A query's body as the API reads it: `fields`, `limit` 1–50 (default 50), `cursor` a string or null. */
export function parseQueryPerformBody(body: unknown): Parsed<QueryPerformBody> {
  if (!isObject(body)) return invalid({ body: 'Send a JSON object' });
  const problems: Record<string, string> = {};
  const fields = fieldsOf(body);
  if (typeof fields === 'string') problems.fields = fields;
  const limit = body.limit ?? QUERY_LIMIT_DEFAULT;
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > QUERY_LIMIT_MAX)
    problems.limit = `Must be a whole number from 1 to ${QUERY_LIMIT_MAX}`;
  const cursor = body.cursor ?? null;
  if (cursor !== null && typeof cursor !== 'string') problems.cursor = 'Must be a string or null';
  if (Object.keys(problems).length) return invalid(problems);
  return {
    ok: true,
    value: {
      fields: fields as Record<string, unknown>,
      limit: limit as number,
      cursor: cursor as string | null,
    },
  };
}

// The webhook the platform sends.

/** `/{product}/v1/webhooks/trigger_subscription/fired`, under the service's API URL prefix. */
export const triggerFiredWebhookPath = (product: string) =>
  `/${product}/v1/webhooks/trigger_subscription/fired`;

/** `X-{Product}-Signature`, named after the service key header `{Product}-Service-Key`. */
export const webhookSignatureHeader = (serviceKeyHeader: string) =>
  `X-${serviceKeyHeader.replace(/-Service-Key$/i, '')}-Signature`;

/** How the signature reads (the samples show its recipe, not a value). */
export const WEBHOOK_SIGNATURE_SAMPLE =
  't=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with your service key>';

/** What the platform POSTs when a feature's trigger fires for a user. */
export interface TriggerFiredWebhook {
  sent_at: string;
  data: { user_id: string; connection_id: string; trigger_id: string };
  event_data: { ingredients: Record<string, unknown> };
}

// Anchors and samples (the endpoints page).

/** An item's anchor: its name lowercased and hyphenated (`New entry!` → `new-entry`). */
export function stepAnchor(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/** The service key as the samples show it. */
export const MASKED_SERVICE_KEY = '••••••••';
/** The user id the samples show: the caller puts the user's id at their service. */
export const SAMPLE_USER_ID = 'USER_ID';
/** The time the samples show (fixed: the same connection gives the same samples). */
export const SAMPLE_TIME = '2025-01-01T09:00:00.000Z';
/** The webhook's URL when the service's API URL prefix is not known. */
export const PREFIX_PLACEHOLDER = '{prefix}';

export interface SampleHeader {
  name: string;
  value: string;
}

export interface SampleRequest {
  title: string;
  method: 'POST';
  url: string;
  headers: SampleHeader[];
  /** Pretty-printed JSON. */
  body: string;
}

/** A step field as the samples need it. */
export interface SampleField {
  name: string;
  label: string;
  /** The partner's preset or default. */
  default_value_json?: unknown;
  options?: readonly { value: string }[];
}

/** A trigger, query or action of the connection (its features' steps, one per full module name). */
export interface SampleStep {
  type: StepType;
  name: string;
  full_module_name: string;
  fields: readonly SampleField[];
  /** Triggers: what an item offers. */
  ingredients?: readonly { slug: string; name: string; value_type: string }[];
}

/** What the samples are built from, that only the server knows. */
export interface SampleContext {
  connectionId: string;
  /** The platform's public origin (PUBLIC_URL). */
  origin: string;
  /** The platform's product slug (PRODUCT_SLUG). */
  product: string;
  /** `{Product}-Service-Key`. */
  serviceKeyHeader: string;
  /** The owner service's API URL prefix, when known. */
  apiUrlPrefix?: string | null;
  /** Defaults: MASKED_SERVICE_KEY, SAMPLE_USER_ID, SAMPLE_TIME. */
  serviceKey?: string;
  userId?: string;
  sentAt?: string;
}

const nonBlank = (value: unknown) =>
  value !== null && value !== undefined && !(typeof value === 'string' && value.trim() === '');

/** A field's sample value: its default, else its options' first value, else its label in angle brackets. */
export function sampleFieldValue(field: SampleField): unknown {
  if (nonBlank(field.default_value_json)) return field.default_value_json;
  if (field.options?.length) return field.options[0].value;
  return `<${field.label || field.name}>`;
}

export const sampleFields = (fields: readonly SampleField[]): Record<string, unknown> =>
  Object.fromEntries(fields.map((f) => [f.name, sampleFieldValue(f)]));

const INGREDIENT_SAMPLES: Record<string, string> = {
  date: SAMPLE_TIME.slice(0, 10),
  image_url: 'https://example.com/image.png',
  file_url: 'https://example.com/file.pdf',
  web_url: 'https://example.com/',
};

function sampleIngredient(i: { name: string; value_type: string }, sentAt: string): string {
  if (i.value_type === 'datetime') return sentAt;
  return INGREDIENT_SAMPLES[i.value_type] ?? `<${i.name}>`;
}

const json = (value: unknown) => JSON.stringify(value, null, 2);
const trimSlash = (url: string) => url.replace(/\/+$/, '');

function apiRequest(ctx: SampleContext, title: string, path: string, body: unknown): SampleRequest {
  return {
    title,
    method: 'POST',
    url: trimSlash(ctx.origin) + withUserId(path, ctx.userId ?? SAMPLE_USER_ID),
    headers: [
      { name: ctx.serviceKeyHeader, value: ctx.serviceKey ?? MASKED_SERVICE_KEY },
      { name: 'Content-Type', value: 'application/json' },
    ],
    body: json(body),
  };
}

export function actionRunSample(ctx: SampleContext, step: SampleStep): SampleRequest {
  const body: ActionRunBody = { fields: sampleFields(step.fields) };
  return apiRequest(ctx, 'Run the action', actionRunPath(ctx.connectionId, step.full_module_name), body);
}

export function queryPerformSample(ctx: SampleContext, step: SampleStep): SampleRequest {
  const body: QueryPerformBody = { fields: sampleFields(step.fields), limit: 10, cursor: null };
  return apiRequest(
    ctx,
    'Perform the query',
    queryPerformPath(ctx.connectionId, step.full_module_name),
    body,
  );
}

export function fieldOptionsSample(ctx: SampleContext, step: SampleStep, field: SampleField): SampleRequest {
  const body: FieldOptionsBody = {};
  return apiRequest(
    ctx,
    `Options of ${field.label || field.name}`,
    fieldOptionsPath(ctx.connectionId, step.type, step.full_module_name, field.name),
    body,
  );
}

/** The webhook the platform sends when this trigger fires (any trigger's shape when none is given). */
export function triggerFiredWebhookSample(ctx: SampleContext, trigger: SampleStep | null): SampleRequest {
  const sentAt = ctx.sentAt ?? SAMPLE_TIME;
  const body: TriggerFiredWebhook = {
    sent_at: sentAt,
    data: {
      user_id: ctx.userId ?? SAMPLE_USER_ID,
      connection_id: ctx.connectionId,
      trigger_id: trigger?.full_module_name ?? '<trigger_id>',
    },
    event_data: {
      ingredients: Object.fromEntries(
        (trigger?.ingredients ?? []).map((i) => [i.slug, sampleIngredient(i, sentAt)]),
      ),
    },
  };
  return {
    title: 'The webhook your service receives when the trigger fires',
    method: 'POST',
    url: trimSlash(ctx.apiUrlPrefix || PREFIX_PLACEHOLDER) + triggerFiredWebhookPath(ctx.product),
    headers: [
      { name: ctx.serviceKeyHeader, value: ctx.serviceKey ?? MASKED_SERVICE_KEY },
      { name: 'Content-Type', value: 'application/json' },
      // The delivery's id: the same on every retry of one webhook (dedupe by it).
      { name: REQUEST_ID_HEADER, value: '<delivery id>' },
      { name: webhookSignatureHeader(ctx.serviceKeyHeader), value: WEBHOOK_SIGNATURE_SAMPLE },
    ],
    body: json(body),
  };
}

export interface EndpointItem {
  anchor: string;
  name: string;
  full_module_name: string;
  requests: SampleRequest[];
}

export interface EndpointSections {
  triggers: EndpointItem[];
  queries: EndpointItem[];
  actions: EndpointItem[];
  /** The sample webhook (the first trigger's, when there is one). */
  webhook: SampleRequest;
}

function requestsOf(ctx: SampleContext, step: SampleStep): SampleRequest[] {
  const options = step.fields.map((f) => fieldOptionsSample(ctx, step, f));
  if (step.type === 'action') return [actionRunSample(ctx, step), ...options];
  if (step.type === 'query') return [queryPerformSample(ctx, step), ...options];
  return [triggerFiredWebhookSample(ctx, step), ...options];
}

/**
 * The endpoints page's sections: each trigger, query and action once (by full module name, the
 * first seen wins), with an anchor unique on the page (`-2`, `-3`… after the first), its requests
 * (an action's run, a query's perform, a trigger's webhook, then each field's options), and the
 * sample webhook.
 */
export function endpointSections(ctx: SampleContext, steps: readonly SampleStep[]): EndpointSections {
  const seen = new Set<string>();
  const anchors = new Map<string, number>();
  const sections: Omit<EndpointSections, 'webhook'> = { triggers: [], queries: [], actions: [] };
  for (const step of steps) {
    const key = `${step.type}:${step.full_module_name}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const base = stepAnchor(step.name) || stepAnchor(step.full_module_name) || step.type;
    const count = (anchors.get(base) ?? 0) + 1;
    anchors.set(base, count);
    sections[STEP_PATH_SEGMENTS[step.type]].push({
      anchor: count === 1 ? base : `${base}-${count}`,
      name: step.name || step.full_module_name,
      full_module_name: step.full_module_name,
      requests: requestsOf(ctx, step),
    });
  }
  const firstTrigger = steps.find((s) => s.type === 'trigger') ?? null;
  return { ...sections, webhook: triggerFiredWebhookSample(ctx, firstTrigger) };
}

/** A request as the copyable forms need it (the API's answer or a SampleRequest). */
export interface RequestParts {
  method: string;
  url: string;
  headers: readonly SampleHeader[];
  body: string | null;
}

/** A shell's single quotes around a value (`'` closed, escaped, reopened). */
const shellQuote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;

/** The request as a `curl` command. */
export function toCurl(request: RequestParts): string {
  const lines = [`curl -X ${request.method} ${shellQuote(request.url)}`];
  for (const h of request.headers) lines.push(`  -H ${shellQuote(`${h.name}: ${h.value}`)}`);
  if (request.body) lines.push(`  --data ${shellQuote(request.body)}`);
  return lines.join(' \\\n');
}

/** The request as an HTTP message (method, path, headers, body). */
export function toHttpText(request: RequestParts): string {
  const head = [`${request.method} ${request.url}`, ...request.headers.map((h) => `${h.name}: ${h.value}`)];
  return request.body ? `${head.join('\n')}\n\n${request.body}` : head.join('\n');
}

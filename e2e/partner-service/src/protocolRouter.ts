/** Every endpoint of PROTOCOL.md, mounted under /{product}/v1. */
import { randomUUID } from 'node:crypto';
import express, { type Request, type Response } from 'express';
import {
  ACTIONS,
  QUERIES,
  QUERY_DEFAULT_LIMIT,
  QUERY_MAX_LIMIT,
  SAMPLES,
  TRIGGERS,
  checkField,
  stepFields,
  type OptionList,
  type StepContext,
  type StepKind,
} from './catalog';
import {
  bearerToken,
  currentUser,
  isTestMode,
  requireServiceKey,
  requireUser,
  sendErrors,
} from './protocolAuth';
import { TEST_USER } from './sampleData';
import type { PartnerState } from './state';

export const TRIGGER_DEFAULT_LIMIT = 50;
const STEP_KINDS: StepKind[] = ['triggers', 'actions', 'queries'];

const isObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);
const bodyOf = (req: Request): Record<string, unknown> => (isObject(req.body) ? req.body : {});
/** Route parameters (typed loosely by Express when handlers are chained). */
const paramsOf = (req: Request) => req.params as Record<string, string>;
const own = <T>(table: Record<string, T>, key: string): T | undefined =>
  Object.hasOwn(table, key) ? table[key] : undefined;

function parseLimit(value: unknown, fallback: number, max = Infinity): number | undefined {
  if (value === undefined || value === null) return fallback;
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) return undefined;
  return Math.min(n, max);
}

function encodeCursor(slug: string, offset: number) {
  return Buffer.from(JSON.stringify({ q: slug, o: offset })).toString('base64url');
}
function decodeCursor(slug: string, cursor: unknown): number | undefined {
  if (cursor === undefined || cursor === null || cursor === '') return 0;
  if (typeof cursor !== 'string') return undefined;
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    return parsed?.q === slug && Number.isInteger(parsed.o) && parsed.o >= 0 ? parsed.o : undefined;
  } catch {
    return undefined;
  }
}

/** The shape bad_options_shape answers: items without label/value. */
function misshapen(list: OptionList): unknown[] {
  return list.map((o) =>
    'values' in o
      ? { text: o.label, children: o.values.map((v) => ({ text: v.label, id: v.value })) }
      : { text: o.label, id: o.value },
  );
}

export interface ProtocolDeps {
  state: PartnerState;
  publicUrl(): string;
  delay(): Promise<void>;
}

export function protocolRouter({ state, publicUrl, delay }: ProtocolDeps) {
  const router = express.Router();
  const product = state.options.product;
  const user = requireUser(state);
  const serviceKey = requireServiceKey(state);

  const context = (req: Request, res: Response): StepContext => {
    const body = bodyOf(req);
    const timezone =
      isObject(body.user) && typeof body.user.timezone === 'string' ? body.user.timezone : undefined;
    return {
      data: state.dataOf(currentUser(res).id),
      publicUrl: publicUrl(),
      timezone,
      testMode: isTestMode(req, product),
      newId: (prefix) => state.nextId(prefix),
    };
  };

  router.use(async (_req, _res, next) => {
    if (state.has('slow')) await delay();
    next();
  });

  router.get('/status', serviceKey, (_req, res) => {
    if (state.has('status_unavailable')) return sendErrors(res, 503, 'Daybook is down for maintenance.');
    res.json({ data: { status: 'ok' } });
  });

  router.post('/test/setup', serviceKey, (_req, res) => {
    res.json({ data: { accessToken: state.issueTestToken(TEST_USER.id), samples: SAMPLES } });
  });

  router.use((_req, res, next) => {
    if (state.has('server_errors'))
      return sendErrors(res, 500, 'Something went wrong on our side (server_errors mode).');
    next();
  });

  router.get('/user/info', user, (_req, res) => {
    const u = currentUser(res);
    res.json({ data: { name: u.name, id: u.id, url: `${publicUrl()}/users/${u.handle}` } });
  });

  router.post('/triggers/:slug', user, (req, res) => {
    const def = own(TRIGGERS, paramsOf(req).slug);
    if (!def) return sendErrors(res, 404, `Unknown trigger ${paramsOf(req).slug}.`);
    const body = bodyOf(req);
    const identity = body.trigger_identity;
    if (typeof identity !== 'string' || !identity)
      return sendErrors(res, 400, 'trigger_identity is required.');
    if (body.triggerFields !== undefined && !isObject(body.triggerFields)) {
      return sendErrors(res, 400, 'triggerFields must be an object.');
    }
    // PROTOCOL.md: a trigger with fields is always sent triggerFields; without them, 400.
    const lenient = body.triggerFields === undefined && state.has('lenient_trigger_fields');
    if (body.triggerFields === undefined && Object.keys(def.fields).length > 0 && !lenient) {
      return sendErrors(res, 400, 'triggerFields is required.');
    }
    const fields = isObject(body.triggerFields) ? body.triggerFields : {};
    for (const [name, field] of Object.entries(def.fields)) {
      if (lenient) break;
      if (field.required && (fields[name] === undefined || fields[name] === null || fields[name] === '')) {
        return sendErrors(res, 400, `triggerFields.${name} is required.`);
      }
    }
    const limit = parseLimit(body.limit, TRIGGER_DEFAULT_LIMIT);
    if (limit === undefined) return sendErrors(res, 400, 'limit must be a whole number, 0 or more.');

    const u = currentUser(res);
    const now = Date.now();
    const seen = state.triggerIdentities.get(identity);
    state.triggerIdentities.set(identity, {
      slug: paramsOf(req).slug,
      userId: u.id,
      triggerFields: fields,
      firstPolledAt: seen?.firstPolledAt ?? now,
      lastPolledAt: now,
      polls: (seen?.polls ?? 0) + 1,
    });

    const all = def.items(fields, context(req, res));
    let count = state.has('ignore_limit') ? all.length : Math.min(limit, all.length);
    if (state.has('too_few_items')) count = Math.max(0, Math.min(count, 3) - 1);
    const items = all.slice(0, count);
    if (state.has('wrong_order')) items.reverse();
    res.json({
      data: items.map((item) =>
        state.has('missing_meta')
          ? item.ingredients
          : {
              ...item.ingredients,
              meta: {
                id: state.has('fresh_ids') ? `${item.id}-${randomUUID()}` : item.id,
                timestamp: item.timestamp,
              },
            },
      ),
    });
  });

  // The platform may call this without a user (service key) or with the user's token.
  router.delete(
    '/triggers/:slug/trigger_identity/:id',
    (req, res, next) => (bearerToken(req) ? user : serviceKey)(req, res, next),
    (req, res) => {
      if (state.has('no_trigger_identity_delete')) return sendErrors(res, 404, 'Not found.');
      const known = state.triggerIdentities.delete(paramsOf(req).id);
      res.json({ data: { trigger_identity: paramsOf(req).id, removed: known } });
    },
  );

  router.post('/:kind/:slug/fields/:field/options', user, (req, res) => {
    const kind = paramsOf(req).kind as StepKind;
    const field = STEP_KINDS.includes(kind)
      ? stepFields(kind, paramsOf(req).slug)?.[paramsOf(req).field]
      : undefined;
    if (!field?.options)
      return sendErrors(
        res,
        404,
        `No options for ${paramsOf(req).kind}/${paramsOf(req).slug}/${paramsOf(req).field}.`,
      );
    const list = field.options(context(req, res));
    res.json({ data: state.has('bad_options_shape') ? misshapen(list) : list });
  });

  router.post('/triggers/:slug/fields/:field/validate', user, (req, res) => {
    const field = stepFields('triggers', paramsOf(req).slug)?.[paramsOf(req).field];
    if (!field?.validatedByService || !field.validate) {
      return sendErrors(
        res,
        404,
        `triggers/${paramsOf(req).slug}/${paramsOf(req).field} is not validated by the service.`,
      );
    }
    const result = state.has('validation_always_valid')
      ? { valid: true }
      : field.validate(bodyOf(req).value, context(req, res));
    res.json({ data: result });
  });

  router.post('/:kind/:slug/validate', user, (req, res) => {
    const kind = paramsOf(req).kind as StepKind;
    const fields = STEP_KINDS.includes(kind) ? stepFields(kind, paramsOf(req).slug) : undefined;
    if (!fields) return sendErrors(res, 404, `Unknown ${paramsOf(req).kind} ${paramsOf(req).slug}.`);
    const body = bodyOf(req);
    if (body.values !== undefined && !isObject(body.values))
      return sendErrors(res, 400, 'values must be an object.');
    const values = isObject(body.values) ? body.values : {};
    const ctx = context(req, res);
    const data = Object.fromEntries(
      Object.entries(fields).map(([name, def]) => [
        name,
        state.has('validation_always_valid') ? { valid: true } : checkField(def, values[name], ctx),
      ]),
    );
    res.json({ data });
  });

  router.post('/actions/:slug', user, (req, res) => {
    const def = own(ACTIONS, paramsOf(req).slug);
    if (!def) return sendErrors(res, 404, `Unknown action ${paramsOf(req).slug}.`);
    const body = bodyOf(req);
    if (body.actionFields !== undefined && !isObject(body.actionFields)) {
      return sendErrors(res, 400, 'actionFields must be an object.');
    }
    if (state.has('action_server_errors'))
      return sendErrors(res, 500, 'Something went wrong on our side (action_server_errors mode).');
    if (state.has('skip_actions')) {
      return sendErrors(res, 400, 'Skipped: every action is skipped (skip_actions mode).', {
        status: 'SKIP',
      });
    }
    // The request id is the platform's idempotency key: a repeated action gets its first answer.
    const requestId = req.get('x-request-id');
    const earlier = requestId ? state.actionAnswers.get(requestId) : undefined;
    if (earlier) return res.status(earlier.status).json(earlier.body);
    const fields = isObject(body.actionFields) ? body.actionFields : {};
    const outcome = def.run(fields, context(req, res));
    const answer =
      'skip' in outcome
        ? { status: 400, body: { errors: [{ status: 'SKIP', message: outcome.skip }] } }
        : 'error' in outcome
          ? { status: 400, body: { errors: [{ message: outcome.error }] } }
          : { status: 200, body: { data: [outcome] } };
    if (requestId && !isTestMode(req, product))
      state.rememberAction(
        {
          at: new Date().toISOString(),
          slug: paramsOf(req).slug,
          requestId,
          userId: currentUser(res).id,
          fields,
          status: answer.status,
        },
        answer.body,
      );
    res.status(answer.status).json(answer.body);
  });

  router.post('/queries/:slug', user, (req, res) => {
    const def = own(QUERIES, paramsOf(req).slug);
    if (!def) return sendErrors(res, 404, `Unknown query ${paramsOf(req).slug}.`);
    const body = bodyOf(req);
    if (body.queryFields !== undefined && !isObject(body.queryFields)) {
      return sendErrors(res, 400, 'queryFields must be an object.');
    }
    const limit = parseLimit(body.limit, QUERY_DEFAULT_LIMIT, QUERY_MAX_LIMIT);
    if (limit === undefined) return sendErrors(res, 400, 'limit must be a whole number, 0 or more.');
    const offset = decodeCursor(paramsOf(req).slug, body.cursor);
    if (offset === undefined) return sendErrors(res, 400, 'The cursor is not one this query handed out.');
    const rows = def.rows(isObject(body.queryFields) ? body.queryFields : {}, context(req, res));
    const end = offset + limit;
    res.json({
      data: rows.slice(offset, end),
      ...(limit > 0 && end < rows.length ? { cursor: encodeCursor(paramsOf(req).slug, end) } : {}),
    });
  });

  router.use((req, res) => sendErrors(res, 404, `No such endpoint: ${req.method} ${req.originalUrl}`));
  return router;
}

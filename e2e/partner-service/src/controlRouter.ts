/** Test controls under /_control, guarded by the service key: modes, reset, recorded requests, API tokens. */
import express from 'express';
import { MISBEHAVIOURS, parseMisbehaviours } from './misbehaviour';
import { requireServiceKey, sendErrors } from './protocolAuth';
import { DEMO_USER, MOODS } from './sampleData';
import type { PartnerState } from './state';
import { productHeaderPrefix } from './options';

const isObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * What `POST /_control/connect_api` asks: `{connection_id, user_id, type: "action"|"query", module,
 * fields, request_id?, limit?, cursor?}` → the Connect API's path and body.
 */
function connectApiCallOf(
  value: unknown,
): { path: string; userId: string; requestId: string | null; body: unknown } | { error: string } {
  const b = isObject(value) ? value : {};
  const text = (k: string) => (typeof b[k] === 'string' && b[k] ? (b[k] as string) : null);
  const connection = text('connection_id');
  const userId = text('user_id');
  const module = text('module');
  if (!connection || !userId || !module) return { error: 'connection_id, user_id and module are required.' };
  if (b.type !== 'action' && b.type !== 'query') return { error: 'type must be action or query.' };
  if (b.fields !== undefined && !isObject(b.fields)) return { error: 'fields must be an object.' };
  const base = `/v2/connections/${encodeURIComponent(connection)}`;
  const fields = b.fields ?? {};
  return b.type === 'action'
    ? {
        path: `${base}/actions/${encodeURIComponent(module)}/run`,
        userId,
        requestId: text('request_id'),
        body: { fields },
      }
    : {
        path: `${base}/queries/${encodeURIComponent(module)}/perform`,
        userId,
        requestId: text('request_id'),
        body: { fields, ...(b.limit !== undefined ? { limit: b.limit } : {}), cursor: b.cursor ?? null },
      };
}

export function controlRouter(state: PartnerState) {
  const router = express.Router();
  router.use(requireServiceKey(state), express.json());

  const modeAnswer = () => ({
    data: { modes: [...state.modes], delayMs: state.delayMs, known: MISBEHAVIOURS },
  });

  router.get('/mode', (_req, res) => {
    res.json(modeAnswer());
  });

  router.post('/mode', (req, res) => {
    const body = req.body ?? {};
    let modes;
    try {
      modes = parseMisbehaviours(body.modes ?? []);
    } catch (e) {
      return sendErrors(res, 400, (e as Error).message);
    }
    const delayMs = body.delayMs;
    if (delayMs !== undefined && !(Number.isInteger(delayMs) && delayMs >= 0 && delayMs <= 120_000)) {
      return sendErrors(res, 400, 'delayMs must be a whole number of milliseconds from 0 to 120000.');
    }
    state.setModes(modes, delayMs);
    res.json(modeAnswer());
  });

  router.post('/reset', (_req, res) => {
    state.reset();
    res.json(modeAnswer());
  });

  router.get('/requests', (_req, res) => {
    res.json({ data: state.requests });
  });

  router.get('/trigger-identities', (_req, res) => {
    res.json({ data: [...state.triggerIdentities].map(([id, r]) => ({ trigger_identity: id, ...r })) });
  });

  // A new journal entry for a user (new_journal_entry fires), as if they wrote it; the service then
  // tells the platform at `notify_url` (or PARTNER_PLATFORM_URL) at once (PROTOCOL.md "Realtime").
  router.post('/entries', async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const userId = typeof body.user_id === 'string' ? body.user_id : DEMO_USER.id;
    if (!state.users.has(userId)) return sendErrors(res, 400, `Unknown user ${userId}.`);
    const title = typeof body.title === 'string' && body.title ? body.title.slice(0, 200) : 'A new entry';
    const mood = typeof body.mood === 'string' && MOODS.includes(body.mood as never) ? body.mood : 'calm';
    const entry = state.addEntry(userId, {
      title,
      body: typeof body.body === 'string' ? body.body.slice(0, 2000) : '',
      mood,
    });
    let notified: number | null = null;
    const notifyUrl = typeof body.notify_url === 'string' ? body.notify_url : state.platformUrl;
    if (notifyUrl) {
      const product = state.options.product;
      const Product = product.charAt(0).toUpperCase() + product.slice(1);
      const answer = await fetch(`${notifyUrl.replace(/\/+$/, '')}/${product}/v1/notifications`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [`${Product}-Service-Key`]: state.options.serviceKey },
        body: JSON.stringify({ data: [{ user_id: userId }] }),
      }).catch(() => null);
      notified = answer?.status ?? null;
    }
    res.status(201).json({ data: { ...entry, notified } });
  });

  // The actions the service has run (each once per X-Request-ID), newest last; `?since=n` only
  // those after the first n (a watcher polling many times a second reads just what is new).
  router.get('/actions', (req, res) => {
    const since = Number(req.query.since ?? 0);
    if (!Number.isInteger(since) || since < 0) return sendErrors(res, 400, 'since must be a whole number.');
    res.json({ data: state.actionRuns.slice(since), total: state.actionRuns.length });
  });

  // The webhooks the platform sent, oldest first (verified or refused, with the answer given).
  router.get('/webhooks', (_req, res) => {
    res.json({ data: state.webhooks });
  });

  // Calls the platform's Connect API as the partner's own backend would: with its service key, for
  // one of its users (their id here), and records the call and the answer.
  router.post('/connect_api', async (req, res) => {
    const call = connectApiCallOf(req.body);
    if ('error' in call) return sendErrors(res, 400, call.error);
    if (!state.platformUrl)
      return sendErrors(res, 400, 'The platform URL is not set (PARTNER_PLATFORM_URL).');
    const product = state.options.product;
    const url = `${state.platformUrl}${call.path}?user_id=${encodeURIComponent(call.userId)}`;
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/json',
      [`${productHeaderPrefix(product)}-Service-Key`]: state.options.serviceKey,
      ...(call.requestId ? { 'X-Request-ID': call.requestId } : {}),
    };
    const started = Date.now();
    const answer = await fetch(url, { method: 'POST', headers, body: JSON.stringify(call.body) }).catch(
      (err: Error) => err,
    );
    let status: number | null = null;
    let body: unknown = null;
    if (answer instanceof Error) body = { error: answer.message };
    else {
      status = answer.status;
      const text = await answer.text();
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = text;
      }
    }
    const recorded = {
      at: new Date().toISOString(),
      method: 'POST' as const,
      url,
      requestId: call.requestId,
      body: call.body,
      status,
      answer: body,
      ms: Date.now() - started,
    };
    state.recordConnectApiCall(recorded);
    res.json({ data: recorded });
  });

  router.get('/connect_api', (_req, res) => {
    res.json({ data: state.connectApiCalls });
  });

  router.post('/api-tokens', (req, res) => {
    const userId = typeof req.body?.user_id === 'string' ? req.body.user_id : undefined;
    if (userId !== undefined && !state.users.has(userId))
      return sendErrors(res, 400, `Unknown user ${userId}.`);
    const token = state.issueApiToken(userId);
    res.status(201).json({ data: { token, user_id: state.accessTokens.get(token)?.userId } });
  });

  router.use((req, res) => sendErrors(res, 404, `No such control: ${req.method} ${req.originalUrl}`));
  return router;
}

/** Test controls under /_control, guarded by the service key: modes, reset, recorded requests, API tokens. */
import express from 'express';
import { MISBEHAVIOURS, parseMisbehaviours } from './misbehaviour';
import { requireServiceKey, sendErrors } from './protocolAuth';
import { DEMO_USER, MOODS } from './sampleData';
import type { PartnerState } from './state';

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
    const notifyUrl = typeof body.notify_url === 'string' ? body.notify_url : state.options.platformUrl;
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

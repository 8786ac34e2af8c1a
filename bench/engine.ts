/**
 * Figure 14, the engine (issue 14): runs per second end to end (a new item at the sample partner →
 * the action call acknowledged there) with one and two workers, on the embedded database and on
 * PostgreSQL, and the latency from a realtime notification to the action call (p50, p95). Each
 * database gets a fresh quick-start gateway (the engine in its process) and the sample partner; the
 * second worker is `engine/src/server.ts` (PostgreSQL only: processes cannot share PGlite).
 */
import { join } from 'node:path';
import { chooseDatabase } from './lib/database';
import { startGateway } from './lib/gateway';
import { freePort, startChild, stopChild, waitFor200, type Child } from './lib/processes';
import { signIn, type SignedIn } from './lib/session';
import { startSamplePartner } from './endpointTests';

/**
 * The engine's flood guard off (RUN_CAP_PER_CHECK, RUN_CAP_PER_MINUTE): the benches run hundreds of
 * runs of one applet a minute on purpose.
 */
export const NO_FLOOD_GUARD = { RUN_CAP_PER_CHECK: '100000', RUN_CAP_PER_MINUTE: '1000000' };

/** Applets on the one trigger: each new item is one run of each (lanes run side by side). */
const APPLETS = 20;
/** Items per round, written in batches the polls can see whole (a poll answers 50; polledSince). */
const ITEMS = 100;
const BATCH = 25;
const LATENCY_SAMPLES = 20;
const KEY = { 'Switchyard-Service-Key': 'demo-service-key', 'content-type': 'application/json' };

export interface EngineThroughput {
  database: string;
  workers: number;
  runs: number;
  seconds: number;
  runsPerSecond: number;
}
export interface EngineLatency {
  database: string;
  samples: number;
  p50Ms: number;
  p95Ms: number;
}
export interface EngineFigures {
  applets: number;
  throughput: EngineThroughput[];
  latency: EngineLatency[];
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

/** The parts of the gateway's JSON answers the set-up reads. */
interface Answer {
  authorize_url?: string;
  connected?: string;
  applet?: { id: string };
  data?: { applet?: { trigger_check?: { last_checked_at: string | null } | null } };
}

function client(base: string, s: SignedIn) {
  const headers = {
    cookie: s.cookie,
    'x-csrf-token': s.csrfToken,
    accept: 'application/json',
    'content-type': 'application/json',
  };
  return async (path: string, method = 'GET', body?: unknown) => {
    const res = await fetch(base + path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, json: (text ? JSON.parse(text) : null) as Answer };
  };
}

/**
 * Olivia connects Daybook (its consent page approves at once) and turns `applets` applets on; the
 * applets' ids and her calls, for what follows (figure 14c).
 */
export async function setUp(base: string, applets = APPLETS) {
  const olivia = await signIn(base, 'olivia');
  const call = client(base, olivia);
  // Daybook reaches the composer as an event after start-up: it may take a moment to be offered.
  let begun = await call('/my_services/daybook/connect', 'POST', { return_to: '/my_applets' });
  for (const until = Date.now() + 30_000; begun.status === 404 && Date.now() < until;) {
    await new Promise((r) => setTimeout(r, 200));
    begun = await call('/my_services/daybook/connect', 'POST', { return_to: '/my_applets' });
  }
  const consent = await fetch(`${begun.json.authorize_url}&auto=1`, { redirect: 'manual' });
  const back = new URL(consent.headers.get('location')!);
  const done = await call('/my_services/daybook/callback', 'POST', Object.fromEntries(back.searchParams));
  if (!done.json?.connected) throw new Error(`connecting Daybook failed: ${JSON.stringify(done.json)}`);
  const ids: string[] = [];
  for (let i = 0; i < applets; i++) {
    const created = await call('/applets', 'POST', {
      applet: {
        name: `Bench ${i}`,
        description: 'Entries to photos.',
        applet_trigger: {
          channel_module_name: 'daybook',
          module_name: 'new_journal_entry',
          fields: [{ name: 'mood', default_value_json: '"any"' }],
        },
        applet_actions: [
          {
            channel_module_name: 'daybook',
            module_name: 'add_photo_to_album',
            fields: [
              { name: 'image_url', default_value_json: '"{{Daybook.newJournalEntry.CoverImageUrl}}"' },
              { name: 'caption', default_value_json: '"{{Daybook.newJournalEntry.Title}}"' },
            ],
          },
        ],
      },
    });
    const id = created.json?.applet?.id;
    if (!id) throw new Error(`creating an applet failed: ${JSON.stringify(created.json)}`);
    await call(`/applets/${id}/settings`, 'PUT', { field_values: { 'action:0': { album: 'album_lisbon' } } });
    await call(`/applets/${id}/enable`, 'POST');
    ids.push(id);
  }
  // The first poll records what Daybook has; then the applets fire.
  const until = Date.now() + 60_000;
  for (;;) {
    const check = await call('/graphql', 'POST', {
      query: `{ applet(id: "${ids[0]}") { trigger_check { last_checked_at } } }`,
    });
    if (check.json?.data?.applet?.trigger_check?.last_checked_at) break;
    if (Date.now() > until) throw new Error('the applets were not checked within 60 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  return { call, ids };
}

/** The actions the sample partner has run (their count alone: the bench asks 50 times a second). */
async function actionCount(partnerUrl: string) {
  const res = await fetch(`${partnerUrl}/_control/actions?since=1000000000`, { headers: KEY });
  return ((await res.json()) as { total: number }).total;
}

async function writeEntries(partnerUrl: string, base: string, count: number, title: string) {
  for (let i = 0; i < count; i++) {
    // The poll this entry's notification queues may answer before the entry's own answer arrives.
    const sent = Date.now();
    const res = await fetch(`${partnerUrl}/_control/entries`, {
      method: 'POST',
      headers: KEY,
      // A notification with the last of each batch (the partner notifies with every entry it is told to).
      body: JSON.stringify({
        title: `${title} ${i}`,
        ...((i + 1) % BATCH === 0 || i === count - 1 ? { notify_url: base } : {}),
      }),
    });
    if (res.status !== 201) throw new Error(`writing an entry: ${res.status}`);
    if ((i + 1) % BATCH === 0 && i < count - 1) await polledSince(partnerUrl, sent);
  }
}

/**
 * Waits until the engine has polled the trigger after `since` (the sample partner's clock, the same
 * machine's): a poll answers the newest 50 items, so a partner that wrote more than that between two
 * polls would lose the oldest, as the protocol has it. The bench writes a batch per poll.
 */
async function polledSince(partnerUrl: string, since: number) {
  const until = Date.now() + 30_000;
  for (;;) {
    const res = await fetch(`${partnerUrl}/_control/trigger-identities`, { headers: KEY });
    const { data } = (await res.json()) as { data: { lastPolledAt: number }[] };
    if (data.some((t) => t.lastPolledAt > since)) return;
    if (Date.now() > until) throw new Error('the trigger was not polled within 30 s of a notification');
    await new Promise((r) => setTimeout(r, 10));
  }
}

async function waitForActions(partnerUrl: string, target: number, limitMs: number) {
  const until = Date.now() + limitMs;
  for (;;) {
    const n = await actionCount(partnerUrl);
    if (n >= target) return n;
    if (Date.now() > until) throw new Error(`${n} of ${target} actions after ${limitMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** `ITEMS` entries written at the partner until every subscription (applet or feature) acted on each. */
export async function throughput(
  partnerUrl: string,
  base: string,
  database: string,
  workers: number,
): Promise<EngineThroughput> {
  const before = await actionCount(partnerUrl);
  const runs = ITEMS * APPLETS;
  const started = performance.now();
  await writeEntries(partnerUrl, base, ITEMS, `w${workers}`);
  await waitForActions(partnerUrl, before + runs, 180_000);
  const seconds = (performance.now() - started) / 1000;
  return { database, workers, runs, seconds, runsPerSecond: runs / seconds };
}

async function latency(partnerUrl: string, base: string, database: string): Promise<EngineLatency> {
  const times: number[] = [];
  for (let i = 0; i < LATENCY_SAMPLES; i++) {
    const before = await actionCount(partnerUrl);
    const started = performance.now();
    await fetch(`${partnerUrl}/_control/entries`, {
      method: 'POST',
      headers: KEY,
      body: JSON.stringify({ title: `lat ${i}`, notify_url: base }),
    });
    await waitForActions(partnerUrl, before + 1, 30_000);
    times.push(performance.now() - started);
    await waitForActions(partnerUrl, before + APPLETS, 30_000);
  }
  times.sort((a, b) => a - b);
  return { database, samples: times.length, p50Ms: percentile(times, 0.5), p95Ms: percentile(times, 0.95) };
}

export async function measureEngine(opts: {
  root: string;
  logDir: string;
  workDir: string;
}): Promise<EngineFigures> {
  const figures: EngineFigures = { applets: APPLETS, throughput: [], latency: [] };
  const pg = await chooseDatabase({ ...process.env, DATABASE_URL: undefined });
  const databases = [
    { label: 'embedded', url: undefined as string | undefined },
    ...(pg.kind === 'postgres' ? [{ label: 'PostgreSQL', url: pg.url }] : []),
  ];
  for (const db of databases) {
    const port = await freePort();
    // The sample partner redirects back only to the platform's callbacks.
    const partner = await startSamplePartner(
      opts.root,
      await freePort(),
      join(opts.logDir, `engine-partner-${db.label}.log`),
      {
        PARTNER_REDIRECT_URIS: [`http://localhost:${port}`, `http://127.0.0.1:${port}`]
          .map((b) => `${b}/my_services/*/callback`)
          .join(','),
      },
    );
    const sessionSecret = 'bench-engine-session-secret-0123456789';
    const gateway = await startGateway({
      root: opts.root,
      port,
      dataDir: join(opts.workDir, `engine-${db.label}`),
      logFile: join(opts.logDir, `engine-gateway-${db.label}.log`),
      databaseUrl: db.url,
      sessionSecret,
      env: { ...partner.gatewayEnv, POLL_INTERVAL: '3600', ...NO_FLOOD_GUARD },
    });
    let worker: Child | undefined;
    try {
      await setUp(gateway.base);
      figures.latency.push(await latency(partner.url, gateway.base, db.label));
      figures.throughput.push(await throughput(partner.url, gateway.base, db.label, 1));
      if (db.url) {
        const workerPort = await freePort();
        const since = performance.now();
        worker = startChild('engine worker', 'node', ['--import', 'tsx', 'src/server.ts'], {
          cwd: join(opts.root, 'engine'),
          env: {
            ...process.env,
            ...partner.gatewayEnv,
            DATABASE_URL: db.url,
            SESSION_SECRET: sessionSecret,
            INTERNAL_URL: gateway.base,
            PORT: String(workerPort),
            POLL_INTERVAL: '3600',
            ...NO_FLOOD_GUARD,
            NODE_ENV: 'production',
          },
          logFile: join(opts.logDir, 'engine-worker.log'),
        });
        await waitFor200(`http://127.0.0.1:${workerPort}/health`, worker, since);
        figures.throughput.push(await throughput(partner.url, gateway.base, db.label, 2));
      }
    } finally {
      if (worker) await stopChild(worker);
      await stopChild(gateway.child);
      await stopChild(partner.child);
    }
  }
  if (pg.kind === 'postgres') await pg.drop();
  return figures;
}

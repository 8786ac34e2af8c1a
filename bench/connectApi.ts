/**
 * Figure 18, the Connect API (issue 36): an action run through the platform (Daybook's backend calls
 * `POST /v2/connections/{id}/actions/daybook.create_journal_entry/run?user_id=user_ada` with its
 * service key) against the same action called on the sample partner directly, in the same run and
 * interleaved: p50 and p95 of each and the overhead; then calls per second through the API with 16
 * callers at once. One fresh quick-start gateway (PostgreSQL when there is one) and the sample
 * partner; Olivia connects Daybook and enables the demo connection. `pnpm exec tsx bench/connectApi.ts`
 * runs it alone.
 */
import { join, resolve } from 'node:path';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { chooseDatabase } from './lib/database';
import { startGateway } from './lib/gateway';
import { freePort, stopChild } from './lib/processes';
import { signIn } from './lib/session';
import { table, ms, verdict } from './lib/format';
import { startSamplePartner } from './endpointTests';

const CONNECTION = 'c0000000-0000-4000-8000-000000000001';
const KEY = 'demo-service-key';
const SAMPLES = 300;
const CONCURRENCY = 16;
const THROUGHPUT_SECONDS = 5;

export const connectApiTargets = { overheadP95Ms: 10, callsPerSecond: 300 };

export interface ConnectApiFigures {
  database: string;
  samples: number;
  api: { p50Ms: number; p95Ms: number };
  direct: { p50Ms: number; p95Ms: number };
  overhead: { p50Ms: number; p95Ms: number };
  callsPerSecond: number;
  concurrency: number;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
};

/** A signed-in browser's JSON calls (cookie and CSRF token). */
export async function browser(base: string, login: string) {
  const s = await signIn(base, login);
  return async (path: string, method = 'GET', body?: unknown) => {
    const res = await fetch(base + path, {
      method,
      headers: {
        cookie: s.cookie,
        'x-csrf-token': s.csrfToken,
        accept: 'application/json',
        'content-type': 'application/json',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    });
    const text = await res.text();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the bench reads any JSON answer
    return { status: res.status, json: (text ? JSON.parse(text) : null) as any };
  };
}

/**
 * Olivia connects Daybook (its consent page approves at once) and enables the demo connection's
 * features in `features` (the required one always), as the enable page does.
 */
export async function connectAndEnable(base: string, features: { name: string; values?: object }[] = []) {
  const call = await browser(base, 'olivia');
  let begun = await call('/my_services/daybook/connect', 'POST', { return_to: '/my_applets' });
  for (const until = Date.now() + 30_000; begun.status === 404 && Date.now() < until;) {
    await new Promise((r) => setTimeout(r, 200));
    begun = await call('/my_services/daybook/connect', 'POST', { return_to: '/my_applets' });
  }
  const consent = await fetch(`${begun.json.authorize_url}&auto=1`, { redirect: 'manual' });
  const back = new URL(consent.headers.get('location')!);
  const done = await call('/my_services/daybook/callback', 'POST', Object.fromEntries(back.searchParams));
  if (!done.json?.connected) throw new Error(`connecting Daybook failed: ${JSON.stringify(done.json)}`);
  const input = {
    connection_id: CONNECTION,
    features: [
      {
        name: 'journal_severe_weather',
        enabled: true,
        custom_field_values: { entry_mood: 'calm' },
        step_field_values: { 'trigger.acme_weather.severe_weather_alert': { city: 'Lisbon' } },
      },
      ...features.map((f) => ({ name: f.name, enabled: true, ...f.values })),
    ],
  };
  for (const until = Date.now() + 30_000; ;) {
    const r = await call('/graphql', 'POST', {
      query: `mutation ($input: EnableConnectionInput!) { enableConnection(input: $input) { errors { message } } }`,
      variables: { input },
    });
    if (r.json?.data?.enableConnection?.errors?.length === 0) return call;
    // The catalog fills from service-config's events after start-up.
    if (Date.now() > until) throw new Error(`enabling failed: ${JSON.stringify(r.json)}`);
    await new Promise((res) => setTimeout(res, 300));
  }
}

async function timed(fn: () => Promise<Response>) {
  const started = performance.now();
  const res = await fn();
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`answered ${res.status}`);
  return performance.now() - started;
}

/**
 * The sample partner and a quick-start gateway pointed at each other (`{name}-partner.log`,
 * `{name}-gateway.log`): the partner sends OAuth codes back only to this gateway's callback pages
 * and notifies it of new entries.
 */
export async function partnerAndGateway(
  opts: { root: string; logDir: string; workDir: string },
  pg: Awaited<ReturnType<typeof chooseDatabase>>,
  name: string,
  env: Record<string, string>,
) {
  const port = await freePort();
  const partner = await startSamplePartner(
    opts.root,
    await freePort(),
    join(opts.logDir, `${name}-partner.log`),
    {
      PARTNER_REDIRECT_URIS: [`http://localhost:${port}`, `http://127.0.0.1:${port}`]
        .map((b) => `${b}/my_services/*/callback`)
        .join(','),
      PARTNER_PLATFORM_URL: `http://127.0.0.1:${port}`,
    },
  );
  const gateway = await startGateway({
    root: opts.root,
    port,
    dataDir: join(opts.workDir, name),
    logFile: join(opts.logDir, `${name}-gateway.log`),
    databaseUrl: pg.kind === 'postgres' ? pg.url : undefined,
    sessionSecret: `bench-${name}-session-secret-0123456789`,
    env: { ...partner.gatewayEnv, ...env },
  });
  return { partner, gateway };
}

export async function measureConnectApi(opts: { root: string; logDir: string; workDir: string }) {
  const pg = await chooseDatabase({ ...process.env, DATABASE_URL: undefined });
  const database = pg.kind === 'postgres' ? 'PostgreSQL' : 'embedded';
  const { partner, gateway } = await partnerAndGateway(opts, pg, 'connect', {
    POLL_INTERVAL: '3600',
    CONNECT_API_RATE_LIMIT: '1000000',
  });
  try {
    await connectAndEnable(gateway.base);
    const body = (i: number) => JSON.stringify({ fields: { title: `Bench ${i}` } });
    const api = (i: number) =>
      fetch(
        `${gateway.base}/v2/connections/${CONNECTION}/actions/daybook.create_journal_entry/run?user_id=user_ada`,
        {
          method: 'POST',
          headers: { 'Switchyard-Service-Key': KEY, 'content-type': 'application/json' },
          body: body(i),
        },
      );
    const direct = (i: number) =>
      fetch(`${partner.url}/switchyard/v1/actions/create_journal_entry`, {
        method: 'POST',
        headers: {
          authorization: 'Bearer demo-api-token',
          'content-type': 'application/json',
          'X-Request-ID': crypto.randomUUID(),
        },
        body: JSON.stringify({ actionFields: { title: `Direct ${i}` }, user: { timezone: 'UTC' } }),
      });
    // Warm-up: caches (key, user, connection, token), connections, JIT.
    for (let i = 0; i < 30; i++) await Promise.all([timed(() => api(i)), timed(() => direct(i))]);
    const apiMs: number[] = [];
    const directMs: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      directMs.push(await timed(() => direct(i)));
      apiMs.push(await timed(() => api(i)));
    }
    let done = 0;
    const end = performance.now() + THROUGHPUT_SECONDS * 1000;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async (_, w) => {
        for (let i = 0; performance.now() < end; i++) {
          await timed(() => api(w * 100_000 + i));
          done++;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const p = (v: number[]) => ({ p50Ms: percentile(v, 0.5), p95Ms: percentile(v, 0.95) });
    const figures: ConnectApiFigures = {
      database,
      samples: SAMPLES,
      api: p(apiMs),
      direct: p(directMs),
      overhead: {
        p50Ms: percentile(apiMs, 0.5) - percentile(directMs, 0.5),
        p95Ms: percentile(apiMs, 0.95) - percentile(directMs, 0.95),
      },
      callsPerSecond: done / seconds,
      concurrency: CONCURRENCY,
    };
    return figures;
  } finally {
    await stopChild(gateway.child);
    await stopChild(partner.child);
    if (pg.kind === 'postgres') await pg.drop();
  }
}

export function renderConnectApi(f: ConnectApiFigures): string {
  return [
    `18. The Connect API: an action run through the platform against the sample partner directly (${f.samples} each, interleaved; ${f.database})`,
    table(
      ['', 'p50', 'p95', 'target'],
      [
        ['through the Connect API', ms(f.api.p50Ms), ms(f.api.p95Ms), ''],
        ['the partner directly', ms(f.direct.p50Ms), ms(f.direct.p95Ms), ''],
        [
          'overhead',
          ms(f.overhead.p50Ms),
          ms(f.overhead.p95Ms),
          `p95 ≤ ${connectApiTargets.overheadP95Ms} ms: ${verdict(f.overhead.p95Ms <= connectApiTargets.overheadP95Ms)}`,
        ],
      ],
    ),
    table(
      ['callers', 'calls/s', 'target'],
      [
        [
          f.concurrency,
          f.callsPerSecond.toFixed(0),
          `≥ ${connectApiTargets.callsPerSecond}/s (PostgreSQL): ${verdict(f.callsPerSecond >= connectApiTargets.callsPerSecond)}`,
        ],
      ],
    ),
  ].join('\n');
}

if (require.main === module) {
  const root = resolve(__dirname, '..');
  const dir = mkdtempSync(join(tmpdir(), 'switchyard-connect-api-'));
  measureConnectApi({ root, logDir: dir, workDir: dir }).then(
    (f) => {
      console.log(renderConnectApi(f));
      process.exit(0);
    },
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}

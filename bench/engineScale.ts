/**
 * Figure 24, 100,000 applets on (issue 40): the poll schedule, the workers' memory and the runs per
 * second while 100,000 trigger identities are polled every 15 minutes (POLL_INTERVAL=900, about 111
 * polls a second) against the sample partner. PostgreSQL only: a throw-away database, the
 * quick-start gateway serving the API without working the queues (ENGINE_WORKERS=0) and two engine
 * worker processes (`engine/src/server.ts`, as figure 14 starts its second).
 *
 * Olivia connects Daybook and turns on figure 14's 20 applets through the API. The 100,000 applets
 * are written as rows, as the engine's consumer of `applet.activation_changed` writes them
 * (`engine.subscriptions` and `engine.trigger_identities`, the applets' spec Olivia's with other
 * trigger field values): 1,000 users (SCALE_USERS) with Daybook connected (`composer.connections`,
 * the partner's token of its second user, sealed with the gateway's SECRETS_KEY), 100 applets each,
 * each applet its own trigger identity (its fields carry its number). Their first polls are spread
 * evenly over one interval from the start of the measurement, as a fleet's are after one interval.
 *
 * Over SCALE_SECONDS (180): each identity's lag (its poll recorded, `last_polled_at`, against when
 * it was due; one not polled by the end counts with its wait so far), polls per second, each
 * worker's RSS every 5 s and the processes' CPU; figure 14's runs per second (100 entries × 20
 * applets, realtime notifications) once before the schedule starts (the reference, same processes)
 * and twice under the load. Goals: lag p95 ≤ 5 s, RSS bounded, runs/s at the reference.
 *
 * `BENCH_ONLY=24 pnpm bench`, or alone `pnpm exec tsx bench/engineScale.ts`; about 5 minutes.
 * `SCALE_APPLETS=10000 SCALE_SECONDS=60` for a quick try.
 */
import { createCipheriv, createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openDatabase, type Db } from '@switchyard/server-kit';
import { chooseDatabase } from './lib/database';
import { cpuMsOfTree } from './lib/cpuTime';
import { int, table, verdict } from './lib/format';
import { startGateway } from './lib/gateway';
import { freePort, sleep, startChild, stopChild, waitFor200, type Child } from './lib/processes';
import { startSamplePartner } from './endpointTests';
import { NO_FLOOD_GUARD, setUp, throughput, type EngineThroughput } from './engine';

const APPLETS = Number(process.env.SCALE_APPLETS ?? 100_000);
const USERS = Math.min(APPLETS, Number(process.env.SCALE_USERS ?? 1_000));
const SECONDS = Number(process.env.SCALE_SECONDS ?? 180);
const INTERVAL = 900;
/** Polls due in the first seconds are left out of the lag (the workers' first fetches, JIT). */
const WARM_SECONDS = 15;
/** Polls due in the last seconds are left out too: they may be on their way. */
const TAIL_SECONDS = 10;
const RSS_EVERY_MS = 5000;
const LAG_GOAL_S = 5;
const KEY = { 'Switchyard-Service-Key': 'demo-service-key', 'content-type': 'application/json' };

export interface EngineScaleFigures {
  applets: number;
  users: number;
  intervalSeconds: number;
  measuredSeconds: number;
  /** Polls that were due in the measured part, and those not polled by the end. */
  due: number;
  notPolled: number;
  pollErrors: number;
  /** The commonest errors of the bench's identities (all of the measurement), with their count. */
  errorSamples: string[];
  lag: { p50: number; p95: number; max: number };
  /** Lag p95 of the polls due in each 30 s of the measured part: a schedule that falls behind grows. */
  lagP95By30s: number[];
  pollsPerSecond: number;
  duePerSecond: number;
  /** Each worker's RSS (MB) every RSS_EVERY_MS. */
  rssMb: { worker: string; samples: number[] }[];
  /** CPU of each process over the measurement, % of one core. */
  cpuPercent: Record<string, number>;
  reference: EngineThroughput;
  underLoad: (EngineThroughput | { failed: string })[];
  loadAverage: number[];
  setupSeconds: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] : NaN;

/** A deterministic uuid for the bench's n-th user. */
const userOf = (n: number) => {
  const h = createHash('sha1').update(`scale-user-${n}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
};

/**
 * The trigger identity of a trigger's fields for a user, as engine/src/triggerIdentity.ts makes it
 * (its canonical JSON is JSON.stringify with sorted keys for the flat fields the bench uses).
 */
function identityOf(
  user: string,
  t: { service_id: string; module_name: string },
  fields: Record<string, string>,
) {
  const sorted = Object.fromEntries(Object.entries(fields).sort(([a], [b]) => (a < b ? -1 : 1)));
  return createHash('sha1')
    .update(`${t.service_id}\n${t.module_name}\n${JSON.stringify(sorted)}\n${user}`)
    .digest('hex');
}

/** The composer's sealing of a token (mfe-composer/subgraph/src/connections/secretBox.ts, `v1`). */
function seal(key: Buffer, plain: string) {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const keyId = createHash('sha256').update(key).digest('base64url').slice(0, 8);
  return [
    'v1',
    keyId,
    iv.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
    body.toString('base64url'),
  ].join('.');
}

const rssMbOf = (pid: number | undefined) => {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Math.round(Number(m[1]) / 1024) : NaN;
  } catch {
    return NaN;
  }
};

/** Users with Daybook connected as the partner's second user (no entries written during the bench). */
async function connectUsers(db: Db, partnerUrl: string, serviceId: string, secretsKey: Buffer) {
  const res = await fetch(`${partnerUrl}/_control/api-tokens`, {
    method: 'POST',
    headers: KEY,
    body: JSON.stringify({ user_id: 'user_grace' }),
  });
  if (res.status !== 201) throw new Error(`a token of the partner's second user: ${res.status}`);
  const { token } = ((await res.json()) as { data: { token: string } }).data;
  await db.query(
    `INSERT INTO composer.connections (user_id, service_id, kind, access_token, partner_user_id, partner_user_name)
     SELECT u::uuid, $2, 'api_token', $3, 'user_grace', 'Grace Hopper' FROM unnest($1::text[]) AS u`,
    [Array.from({ length: USERS }, (_, n) => userOf(n)), serviceId, seal(secretsKey, token)],
  );
}

/**
 * The applets' rows as the engine's consumer writes them, each its own trigger identity, not due
 * for a day (the schedule is set when the measurement starts).
 */
async function writeApplets(db: Db, spec: { trigger: Record<string, unknown> } & Record<string, unknown>) {
  const trigger = spec.trigger as {
    service_id: string;
    channel_module_name: string;
    module_name: string;
    fields: Record<string, unknown>;
  };
  const BATCH = 5000;
  for (let from = 0; from < APPLETS; from += BATCH) {
    const rows: { applet_id: string; user_id: string; identity: string; fields: Record<string, unknown> }[] =
      [];
    for (let i = from; i < Math.min(APPLETS, from + BATCH); i++) {
      const user = userOf(i % USERS);
      const fields = { ...(trigger.fields as Record<string, string>), bench_applet: String(i) };
      rows.push({
        applet_id: randomUUID(),
        user_id: user,
        identity: identityOf(user, trigger, fields),
        fields,
      });
    }
    await db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO engine.trigger_identities (id, service_id, channel_module_name, module_name, user_id, fields, next_poll_at)
         SELECT x.identity, $2, $3, $4, x.user_id, x.fields, now() + interval '1 day'
           FROM jsonb_to_recordset($1::jsonb) AS x(identity text, user_id uuid, fields jsonb)`,
        [JSON.stringify(rows), trigger.service_id, trigger.channel_module_name, trigger.module_name],
      );
      await tx.query(
        `INSERT INTO engine.subscriptions (applet_id, user_id, revision, enabled, spec, identity_id)
         SELECT x.applet_id, x.user_id, 1, true,
                jsonb_set(jsonb_set($2::jsonb, '{trigger,fields}', x.fields), '{name}', to_jsonb('Scale ' || x.applet_id)),
                x.identity
           FROM jsonb_to_recordset($1::jsonb) AS x(applet_id uuid, user_id uuid, identity text, fields jsonb)`,
        [JSON.stringify(rows), JSON.stringify(spec)],
      );
    });
  }
  await db.exec(
    'ANALYZE engine.trigger_identities; ANALYZE engine.subscriptions; ANALYZE composer.connections',
  );
}

function startWorker(
  n: number,
  opts: { root: string; logDir: string },
  env: NodeJS.ProcessEnv,
): { child: Child; port: Promise<number> } {
  const child = { current: undefined as Child | undefined };
  const port = (async () => {
    const p = await freePort();
    const since = performance.now();
    // SCALE_PROFILE=1: a CPU profile of worker 1 (bench/results/logs/scale-profile/), where its time goes.
    const profile =
      n === 1 && process.env.SCALE_PROFILE
        ? ['--cpu-prof', `--cpu-prof-dir=${join(opts.logDir, 'scale-profile')}`]
        : [];
    child.current = startChild(
      `engine worker ${n}`,
      'node',
      [...profile, '--import', 'tsx', 'src/server.ts'],
      {
        cwd: join(opts.root, 'engine'),
        env: { ...process.env, ...env, PORT: String(p) },
        logFile: join(opts.logDir, `scale-worker-${n}.log`),
      },
    );
    await waitFor200(`http://127.0.0.1:${p}/health`, child.current, since);
    return p;
  })();
  return {
    get child() {
      return child.current!;
    },
    port,
  };
}

export async function measureEngineScale(opts: {
  root: string;
  logDir: string;
  workDir: string;
  progress?: (msg: string) => void;
}): Promise<EngineScaleFigures> {
  const say = opts.progress ?? (() => undefined);
  const setupStarted = performance.now();
  const pg = await chooseDatabase({ ...process.env, DATABASE_URL: undefined });
  if (pg.kind !== 'postgres') throw new Error('figure 24 needs PostgreSQL (127.0.0.1:5432)');
  const secretsKey = randomBytes(32);
  const port = await freePort();
  const children: Child[] = [];
  let db: Db | undefined;
  try {
    const partner = await startSamplePartner(
      opts.root,
      await freePort(),
      join(opts.logDir, 'scale-partner.log'),
      {
        PARTNER_REDIRECT_URIS: [`http://localhost:${port}`, `http://127.0.0.1:${port}`]
          .map((b) => `${b}/my_services/*/callback`)
          .join(','),
      },
    );
    children.push(partner.child);
    const sessionSecret = 'bench-scale-session-secret-0123456789';
    const engineEnv = { POLL_INTERVAL: String(INTERVAL), ...NO_FLOOD_GUARD };
    const gateway = await startGateway({
      root: opts.root,
      port,
      dataDir: join(opts.workDir, 'scale'),
      logFile: join(opts.logDir, 'scale-gateway.log'),
      databaseUrl: pg.url,
      sessionSecret,
      env: {
        ...partner.gatewayEnv,
        ...engineEnv,
        ENGINE_WORKERS: '0',
        DATABASE_POOL_SIZE: '8',
        SECRETS_KEY: secretsKey.toString('base64'),
      },
    });
    children.push(gateway.child);
    const workerEnv = {
      ...partner.gatewayEnv,
      ...engineEnv,
      DATABASE_URL: pg.url,
      SESSION_SECRET: sessionSecret,
      INTERNAL_URL: gateway.base,
      DATABASE_POOL_SIZE: '10',
      NODE_ENV: 'production',
    };
    const workers = [startWorker(1, opts, workerEnv), startWorker(2, opts, workerEnv)];
    await Promise.all(workers.map((w) => w.port));
    children.push(...workers.map((w) => w.child));
    db = await openDatabase({ url: pg.url });

    say('olivia connects Daybook and turns on 20 applets');
    const { ids } = await setUp(gateway.base);
    const { rows } = await db.query<{
      spec: { trigger: Record<string, unknown> } & Record<string, unknown>;
      user_id: string;
    }>('SELECT spec, user_id FROM engine.subscriptions WHERE applet_id = $1', [ids[0]]);
    const spec = rows[0].spec;
    say(`${int(USERS)} users with Daybook connected, ${int(APPLETS)} applets as rows`);
    await connectUsers(db, partner.url, (spec.trigger as { service_id: string }).service_id, secretsKey);
    await writeApplets(db, spec);
    say("figure 14's runs per second before the schedule starts (the reference)");
    const reference = await throughput(
      partner.url,
      gateway.base,
      'PostgreSQL, 2 workers, no polls due (24)',
      2,
    );
    const setupSeconds = (performance.now() - setupStarted) / 1000;

    // The schedule: each identity due once in the interval from t0, evenly, in the order of their ids.
    await db.query(
      `CREATE TABLE public.scale_due AS
         SELECT id, now() + interval '2 seconds'
                    + make_interval(secs => $1 * (row_number() OVER (ORDER BY id) - 1) / $2::float8) AS due
           FROM engine.trigger_identities WHERE fields ? 'bench_applet'`,
      [INTERVAL, APPLETS],
    );
    const { rows: t0Rows } = await db.query<{ t0: Date }>('SELECT min(due) AS t0 FROM public.scale_due');
    const t0 = t0Rows[0].t0;
    await db.query(
      'UPDATE engine.trigger_identities t SET next_poll_at = d.due FROM public.scale_due d WHERE d.id = t.id',
    );
    say(`the schedule runs: ${SECONDS} s, figure 14's runs per second twice meanwhile`);
    const cpuBefore = new Map(children.map((c) => [c.name, cpuMsOfTree(c.proc.pid!) ?? 0]));
    const cpuStarted = performance.now();
    const rss = workers.map((w, i) => ({
      worker: `worker ${i + 1}`,
      samples: [] as number[],
      pid: w.child.proc.pid,
    }));
    const sampler = setInterval(() => {
      for (const r of rss) r.samples.push(rssMbOf(r.pid));
    }, RSS_EVERY_MS);
    const loads: number[] = [];
    const loadSampler = setInterval(() => loads.push(loadavg()[0]), 10_000);
    const underLoad: EngineScaleFigures['underLoad'] = [];
    const end = Date.now() + SECONDS * 1000;
    try {
      for (const at of [0.35, 0.7]) {
        await sleep(Math.max(0, end - SECONDS * 1000 * (1 - at) - Date.now()));
        // A round that does not finish is reported; the schedule is measured still.
        underLoad.push(
          await throughput(
            partner.url,
            gateway.base,
            `PostgreSQL, 2 workers, ${int(APPLETS)} applets polled (24)`,
            2,
          ).catch((err: Error) => ({ failed: err.message })),
        );
      }
      await sleep(Math.max(0, end - Date.now()));
    } finally {
      clearInterval(sampler);
      clearInterval(loadSampler);
    }
    const cpuSeconds = (performance.now() - cpuStarted) / 1000;
    const cpuPercent: Record<string, number> = {};
    for (const c of children)
      cpuPercent[c.name] = Math.round(
        ((cpuMsOfTree(c.proc.pid!) ?? 0) - cpuBefore.get(c.name)!) / cpuSeconds / 10,
      );

    const { rows: lagRows } = await db.query<{
      due_s: number;
      lag_s: number;
      polled: boolean;
      error: boolean;
    }>(
      `SELECT extract(epoch FROM d.due - $1::timestamptz)::float8 AS due_s,
              extract(epoch FROM COALESCE(CASE WHEN t.last_polled_at >= d.due THEN t.last_polled_at END, now()) - d.due)::float8 AS lag_s,
              t.last_polled_at >= d.due AS polled, t.last_error IS NOT NULL AS error
         FROM public.scale_due d JOIN engine.trigger_identities t ON t.id = d.id
        WHERE d.due >= $1::timestamptz + make_interval(secs => $2) AND d.due <= now() - make_interval(secs => $3)`,
      [t0, WARM_SECONDS, TAIL_SECONDS],
    );
    const { rows: rate } = await db.query<{ n: string; seconds: number }>(
      `SELECT count(*) AS n, extract(epoch FROM now() - ($1::timestamptz + make_interval(secs => $2)))::float8 AS seconds
         FROM public.scale_due d JOIN engine.trigger_identities t ON t.id = d.id
        WHERE t.last_polled_at >= $1::timestamptz + make_interval(secs => $2)`,
      [t0, WARM_SECONDS],
    );
    const { rows: errors } = await db.query<{ last_error: string; n: string }>(
      `SELECT t.last_error, count(*) AS n FROM public.scale_due d JOIN engine.trigger_identities t ON t.id = d.id
        WHERE t.last_error IS NOT NULL GROUP BY 1 ORDER BY 2 DESC LIMIT 3`,
    );
    const lags = lagRows.map((r) => r.lag_s).sort((a, b) => a - b);
    const buckets: number[][] = [];
    for (const r of lagRows) (buckets[Math.floor((r.due_s - WARM_SECONDS) / 30)] ??= []).push(r.lag_s);
    return {
      applets: APPLETS,
      users: USERS,
      intervalSeconds: INTERVAL,
      measuredSeconds: SECONDS,
      due: lagRows.length,
      notPolled: lagRows.filter((r) => !r.polled).length,
      pollErrors: lagRows.filter((r) => r.polled && r.error).length,
      errorSamples: errors.map((e) => `${e.n}× ${e.last_error}`),
      lag: { p50: percentile(lags, 0.5), p95: percentile(lags, 0.95), max: lags[lags.length - 1] ?? NaN },
      lagP95By30s: buckets.map((b) =>
        percentile(
          b.sort((x, y) => x - y),
          0.95,
        ),
      ),
      pollsPerSecond: Number(rate[0].n) / rate[0].seconds,
      duePerSecond: APPLETS / INTERVAL,
      rssMb: rss.map(({ worker, samples }) => ({ worker, samples })),
      cpuPercent,
      reference,
      underLoad,
      loadAverage: loads,
      setupSeconds,
    };
  } finally {
    await db?.close();
    for (const c of children.reverse()) await stopChild(c);
    await pg.drop();
  }
}

const s = (v: number) => (Number.isFinite(v) ? `${v.toFixed(2)} s` : '–');

export function renderEngineScale(f: EngineScaleFigures): string {
  const rssRange = (xs: number[]) => {
    const ok = xs.filter(Number.isFinite);
    return ok.length ? `${ok[0]} → ${ok[ok.length - 1]} MB (max ${Math.max(...ok)})` : '–';
  };
  const lines = [
    `24. ${int(f.applets)} applets on (${int(f.users)} users), each polled every ${f.intervalSeconds / 60} min, two engine workers, PostgreSQL; ${f.measuredSeconds} s measured (set-up ${f.setupSeconds.toFixed(0)} s)`,
    table(
      ['', 'measured', 'goal'],
      [
        ['polls/s (due/s)', `${f.pollsPerSecond.toFixed(1)} (${f.duePerSecond.toFixed(1)})`, ''],
        ['schedule lag p50', s(f.lag.p50), ''],
        ['schedule lag p95', s(f.lag.p95), `≤ ${LAG_GOAL_S} s: ${verdict(f.lag.p95 <= LAG_GOAL_S)}`],
        ['schedule lag max', s(f.lag.max), ''],
        ['lag p95 per 30 s', f.lagP95By30s.map((v) => v.toFixed(1)).join(', '), 'flat'],
        ['polls due / not polled / errors', `${int(f.due)} / ${int(f.notPolled)} / ${int(f.pollErrors)}`, ''],
        ...f.rssMb.map((r): [string, string, string] => [`${r.worker} RSS`, rssRange(r.samples), 'bounded']),
        [
          'CPU % of a core',
          Object.entries(f.cpuPercent)
            .map(([k, v]) => `${k} ${v}`)
            .join(', '),
          '',
        ],
        ['runs/s, no polls due', Math.round(f.reference.runsPerSecond), ''],
        [
          'runs/s under the polls',
          f.underLoad
            .map((t) => ('failed' in t ? `failed (${t.failed})` : Math.round(t.runsPerSecond)))
            .join(', '),
          `the reference: ${verdict(f.underLoad.every((t) => 'runsPerSecond' in t && t.runsPerSecond >= 0.9 * f.reference.runsPerSecond))}`,
        ],
        ['load average (1 min)', f.loadAverage.map((l) => l.toFixed(1)).join(', '), ''],
      ],
    ),
  ];
  return lines.join('\n');
}

if (require.main === module) {
  const root = resolve(__dirname, '..');
  const logDir = join(__dirname, 'results', 'logs');
  mkdirSync(logDir, { recursive: true });
  const started = performance.now();
  measureEngineScale({
    root,
    logDir,
    workDir: mkdtempSync(join(tmpdir(), 'switchyard-scale-')),
    progress: (m) => process.stderr.write(`· ${m}\n`),
  }).then(
    (f) => {
      console.log(renderEngineScale(f));
      console.log(
        `RSS samples (MB, every ${RSS_EVERY_MS / 1000} s): ${f.rssMb.map((r) => `${r.worker}: ${r.samples.join(' ')}`).join('; ')}`,
      );
      if (f.errorSamples.length) console.log(`poll errors: ${f.errorSamples.join('; ')}`);
      console.log(`took ${((performance.now() - started) / 1000).toFixed(0)} s`);
      process.exit(0);
    },
    (err: Error) => {
      console.error(err);
      process.exit(1);
    },
  );
}

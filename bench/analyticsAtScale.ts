/**
 * Figure 21, service analytics at scale (issue 38 item 2): the analytics queries with 100,000
 * enabled connections. A throw-away PostgreSQL database and a fresh quick-start gateway on it
 * (production, seeded): once the observability domain has the demo services from service-config's
 * events, 40 partner services join its catalog, then 100,000 users' enablements of connections from
 * Daybook (Acme's) to one of them (skewed: a few partners take most), 20,000 applets combining a
 * Daybook trigger with a partner's action, and 60,000 users' connections to Daybook go in through
 * the domain's own write path (`storeSources`, `storeUserServiceConnections`,
 * `storeAnalyticsServices`: what the event consumers call), in batches of 2,000, then VACUUM
 * ANALYZE. Then the analytics page's operations through the gateway's /graphql, signed in as olivia
 * (a member of Acme): the overview with the works-with metrics (the page's first request), each
 * query alone, and the step metrics of each type. 10 warm-up rounds, then 100; target p95 ≤ 50 ms.
 *
 * Run it: `BENCH_ONLY=21 pnpm bench`, or alone `pnpm exec tsx bench/analyticsAtScale.ts`. Needs
 * PostgreSQL at 127.0.0.1:5432. `BENCH_ENABLEMENTS=10000` for a quick try of the bench itself.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openDatabase, type Db } from '@switchyard/server-kit';
import { storeAnalyticsServices } from '@switchyard/observability-subgraph/src/analytics/analyticsCatalog';
import {
  storeSources,
  storeUserServiceConnections,
  type SourceState,
} from '@switchyard/observability-subgraph/src/analytics/analyticsSources';
import { chooseDatabase } from './lib/database';
import { ms, table, verdict } from './lib/format';
import { startGateway } from './lib/gateway';
import { freePort, sleep, stopChild } from './lib/processes';
import { askGraphql, signIn } from './lib/session';
import { percentile } from './lib/stats';

export const ENABLEMENTS = Number(process.env.BENCH_ENABLEMENTS || 100_000);
const APPLETS = Math.round(ENABLEMENTS / 5);
const CONNECTED_USERS = Math.round((ENABLEMENTS * 3) / 5);
const USERS = Math.round((ENABLEMENTS * 3) / 5);
const PARTNERS = 40;
const BATCH = 2_000;
const WARM_UP_ROUNDS = 10;
const ROUNDS = 100;
export const analyticsTargets = { p95Ms: 50 };

const DAYBOOK = { id: '20000000-0000-4000-8000-000000000100', moduleName: 'daybook' };
/** The partner services' organization (not olivia's: the page names them, nothing more). */
const PARTNER_ORG = '10000000-0000-4000-8000-0000000000ff';

const root = resolve(__dirname, '..');
const OPERATIONS = readFileSync(
  join(root, 'mfe-observability/web/src/analytics/analyticsOperations.graphql'),
  'utf8',
);

/** A uuid from a name, the same every run. */
const uuidOf = (name: string) => {
  const h = createHash('md5').update(`bench-analytics-${name}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
};
const partnerId = (k: number) => uuidOf(`partner-${k}`);
/** Which partner the i-th connection goes to: skewed, the first few take most (about half to the first 3). */
const partnerOf = (i: number) => Math.floor((((i * 7919) % 10_007) / 10_007) ** 2.5 * PARTNERS);
const userOf = (i: number) => uuidOf(`user-${i % USERS}`);

type Event<T> = { id: string; type: string; occurredAt: string; data: T };
const asEvents = <T>(data: T[]): Event<T>[] =>
  data.map((d, i) => ({
    id: uuidOf(`event-${i}-${Math.random()}`),
    type: 'bench',
    occurredAt: new Date().toISOString(),
    data: d,
  }));

type Configuration = Parameters<typeof storeAnalyticsServices>[1][number]['data'];
const partnerConfiguration = (k: number): Configuration => ({
  service_id: partnerId(k),
  organization_id: PARTNER_ORG,
  module_name: `bench_partner_${k}`,
  version: 1,
  staging_of: null,
  published: true,
  snapshot: {
    properties: {
      name: `Partner ${String(k).padStart(2, '0')}`,
      brand_color: `#${(0x224466 + k * 0x050301).toString(16).slice(-6)}`,
    },
    lists: {
      triggers: [{ key: 'new_thing', id: uuidOf(`t-${k}`), properties: { name: 'New thing' } }],
      actions: [{ key: 'do_thing', id: uuidOf(`a-${k}`), properties: { name: 'Do thing' } }],
    },
  },
  missing_for_submission: [],
  last_endpoint_test: null,
});

async function inBatches<T>(
  db: Db,
  items: number,
  make: (i: number) => T,
  write: (tx: Db, batch: T[]) => Promise<void>,
) {
  for (let start = 0; start < items; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, items - start) }, (_, j) => make(start + j));
    await db.transaction((tx) => write(tx, batch));
  }
}

/** Waits until the domain has Daybook from service-config's events (the gateway's start publishes them). */
async function daybookSteps(db: Db): Promise<{ triggers: string[]; actions: string[] }> {
  for (let tries = 0; tries < 120; tries++) {
    const { rows } = await db.query<{ kind: string; module_name: string }>(
      `SELECT kind, module_name FROM observability.analytics_service_steps WHERE service_id = $1 ORDER BY weight`,
      [DAYBOOK.id],
    );
    const triggers = rows.filter((r) => r.kind === 'trigger').map((r) => r.module_name);
    if (triggers.length)
      return { triggers, actions: rows.filter((r) => r.kind === 'action').map((r) => r.module_name) };
    await sleep(500);
  }
  throw new Error("the observability domain never got Daybook's configuration");
}

const step = (key: string, service_id: string, module_name: string) => ({ key, service_id, module_name });

export async function seedAnalytics(db: Db, progress: (msg: string) => void): Promise<void> {
  const daybook = await daybookSteps(db);
  await db.transaction((tx) =>
    storeAnalyticsServices(tx, asEvents(Array.from({ length: PARTNERS }, (_, k) => partnerConfiguration(k)))),
  );
  const started = performance.now();
  const enablement = (i: number): SourceState => {
    const partner = partnerId(partnerOf(i));
    const trigger = step('trigger', DAYBOOK.id, daybook.triggers[i % daybook.triggers.length]!);
    return {
      kind: 'connection',
      id: uuidOf(`enablement-${i}`),
      user_id: userOf(i),
      version: 1,
      contribution: {
        services: [DAYBOOK.id, partner].sort(),
        steps: [
          { service_id: trigger.service_id, kind: 'trigger', module_name: trigger.module_name },
          { service_id: partner, kind: 'action', module_name: 'do_thing' },
        ],
      },
    };
  };
  await inBatches(db, ENABLEMENTS, enablement, async (tx, batch) => {
    await storeSources(tx, batch);
  });
  progress(
    `${ENABLEMENTS.toLocaleString('en-US')} enablements (${((performance.now() - started) / 1000).toFixed(0)} s)`,
  );
  const applet = (i: number): SourceState => {
    const partner = partnerId(partnerOf(i * 31));
    const action = daybook.actions.length ? daybook.actions[i % daybook.actions.length]! : null;
    return {
      kind: 'applet',
      id: `${uuidOf(`applet-${i % 500}`)}:${userOf(i * 7)}`,
      user_id: userOf(i * 7),
      version: 1,
      contribution: {
        services: [DAYBOOK.id, partner].sort(),
        steps: [
          { service_id: partner, kind: 'trigger', module_name: 'new_thing' },
          ...(action ? [{ service_id: DAYBOOK.id, kind: 'action' as const, module_name: action }] : []),
        ],
      },
    };
  };
  await inBatches(db, APPLETS, applet, async (tx, batch) => {
    await storeSources(tx, batch);
  });
  type Connection = Parameters<typeof storeUserServiceConnections>[1][number]['data'];
  await inBatches(
    db,
    CONNECTED_USERS,
    (i): Connection => ({
      user_id: userOf(i),
      service_id: DAYBOOK.id,
      connected: true,
      revision: 1,
      changed_at: new Date().toISOString(),
    }),
    (tx, batch) => storeUserServiceConnections(tx, asEvents(batch)),
  );
  progress(`applets and user connections (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  await db.exec(
    `VACUUM ANALYZE observability.analytics_sources, observability.analytics_service_users,
       observability.analytics_works_with, observability.analytics_step_usage, observability.analytics_step_users,
       observability.analytics_service_totals, observability.analytics_user_services, observability.analytics_services,
       observability.analytics_service_steps`,
  );
}

interface Measurement {
  label: string;
  query: string;
  operationName: string;
  variables: Record<string, unknown>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each operation's answer
  check(data: any): string;
}

/** One query of the page alone. */
const single = (field: string, selection: string, call = 'module_name: $m') =>
  `query Single($m: String!) { ${field}(${call}) { ${selection} } }`;

function measurements(): Measurement[] {
  const variables = { module_name: DAYBOOK.moduleName };
  const overview = (data: {
    serviceAnalytics: {
      users_with_enabled_applets: number;
      connected_services: number;
      top_services: unknown[];
    };
  }) => {
    const o = data.serviceAnalytics;
    if (o.users_with_enabled_applets === 0 || o.top_services.length === 0) throw new Error('no analytics');
    return `${o.users_with_enabled_applets.toLocaleString('en-US')} users, ${o.connected_services} services, ${o.top_services.length} slices`;
  };
  return [
    {
      // No database read at all: what a request costs through the gateway on this machine now.
      label: 'baseline: transactionLogFilters (no database)',
      query: 'query Baseline { transactionLogFilters { timeframes { value } } }',
      operationName: 'Baseline',
      variables: {},
      check: (d: { transactionLogFilters: { timeframes: unknown[] } }) =>
        `${d.transactionLogFilters.timeframes.length} timeframes`,
    },
    {
      label: 'the page: overview + works with (first 20)',
      query: OPERATIONS,
      operationName: 'ServiceAnalytics',
      variables,
      check: (d) => `${overview(d)}, ${d.serviceWorksWithMetrics.length} rows`,
    },
    {
      label: 'serviceAnalytics (overview)',
      query: single(
        'serviceAnalytics',
        'connected_users users_with_enabled_applets connected_services works_with_total top_services { module_name count share }',
      ),
      operationName: 'Single',
      variables: { m: DAYBOOK.moduleName },
      check: overview,
    },
    {
      label: 'serviceWorksWithMetrics (first 20)',
      query: single('serviceWorksWithMetrics', 'module_name name count share', 'module_name: $m, first: 20'),
      operationName: 'Single',
      variables: { m: DAYBOOK.moduleName },
      check: (d: { serviceWorksWithMetrics: { count: number }[] }) => {
        const rows = d.serviceWorksWithMetrics;
        if (rows.length === 0) throw new Error('no works-with rows');
        return `${rows.length} rows, the first ${rows[0]!.count.toLocaleString('en-US')}`;
      },
    },
    ...(['trigger', 'action', 'query'] as const).map((type): Measurement => ({
      label: `serviceStepMetrics (${type})`,
      query: OPERATIONS,
      operationName: 'ServiceStepMetrics',
      variables: { ...variables, type },
      check: (d: { serviceStepMetrics: { count: number }[] }) => {
        const used = d.serviceStepMetrics.reduce((sum, s) => sum + s.count, 0);
        return `${d.serviceStepMetrics.length} steps, ${used.toLocaleString('en-US')} uses`;
      },
    })),
  ];
}

export interface AnalyticsAtScaleFigures {
  database: string;
  enablements: number;
  applets: number;
  connectedUsers: number;
  seedSeconds: number;
  samples: number;
  loadAverage: { before: number; after: number };
  figures: { label: string; p50Ms: number; p95Ms: number; targetP95Ms: number; note: string }[];
}

const progress = (msg: string) => process.stderr.write(`· ${msg}\n`);

export async function measureAnalyticsAtScale(opts: {
  root: string;
  logDir: string;
  workDir: string;
}): Promise<AnalyticsAtScaleFigures> {
  const pg = await chooseDatabase({ ...process.env, DATABASE_URL: undefined });
  if (pg.kind !== 'postgres') throw new Error(`needs PostgreSQL (${pg.label})`);
  let db: Db | undefined;
  let gateway: Awaited<ReturnType<typeof startGateway>> | undefined;
  try {
    gateway = await startGateway({
      root: opts.root,
      port: await freePort(),
      dataDir: join(opts.workDir, 'analytics-at-scale'),
      logFile: join(opts.logDir, 'analytics-at-scale-gateway.log'),
      databaseUrl: pg.url,
      sessionSecret: 'bench-analytics-at-scale-session-secret-0123456789',
    });
    db = await openDatabase({ url: pg.url, poolSize: 4 });
    const session = await signIn(gateway.base, 'olivia');
    const started = performance.now();
    await seedAnalytics(db, progress);
    const seedSeconds = (performance.now() - started) / 1000;
    const measured = measurements().map((m) => ({ m, times: [] as number[], note: '' }));
    progress(`${measured.length} requests, ${WARM_UP_ROUNDS} warm-up rounds and ${ROUNDS} measured`);
    const loadBefore = loadavg()[0];
    for (let round = 0; round < WARM_UP_ROUNDS + ROUNDS; round++) {
      for (const one of measured) {
        const t = performance.now();
        const data = await askGraphql(gateway.base, session, one.m);
        const elapsed = performance.now() - t;
        one.note = one.m.check(data);
        if (round >= WARM_UP_ROUNDS) one.times.push(elapsed);
      }
    }
    return {
      database: pg.label,
      enablements: ENABLEMENTS,
      applets: APPLETS,
      connectedUsers: CONNECTED_USERS,
      seedSeconds,
      samples: ROUNDS,
      loadAverage: { before: loadBefore, after: loadavg()[0] },
      figures: measured.map(({ m, times, note }) => ({
        label: m.label,
        p50Ms: percentile(times, 50),
        p95Ms: percentile(times, 95),
        targetP95Ms: analyticsTargets.p95Ms,
        note,
      })),
    };
  } finally {
    await db?.close();
    if (gateway) await stopChild(gateway.child);
    await pg.drop();
  }
}

export function renderAnalyticsAtScale(f: AnalyticsAtScaleFigures): string {
  const n = (x: number) => x.toLocaleString('en-US');
  return [
    `21. Service analytics at scale: ${n(f.enablements)} enabled connections, ${n(f.applets)} applets, ${n(f.connectedUsers)} connected users of Daybook (${f.database}), through the gateway as olivia, ${f.samples} requests each`,
    `  seeded through the domain's write path in ${f.seedSeconds.toFixed(0)} s; load average (1 min) ${f.loadAverage.before.toFixed(1)} before the requests, ${f.loadAverage.after.toFixed(1)} after`,
    table(
      ['request', 'p50', 'p95', 'target', 'answer'],
      f.figures.map((x) => [
        x.label,
        ms(x.p50Ms),
        ms(x.p95Ms),
        `p95 ≤ ${x.targetP95Ms} ms: ${verdict(x.p95Ms <= x.targetP95Ms)}`,
        x.note,
      ]),
    ),
  ].join('\n');
}

if (require.main === module) {
  const dir = mkdtempSync(join(tmpdir(), 'switchyard-analytics-at-scale-'));
  measureAnalyticsAtScale({ root, logDir: dir, workDir: dir }).then(
    (f) => {
      console.log(renderAnalyticsAtScale(f));
      console.log(`\nServer log: ${dir}`);
      process.exit(0);
    },
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}

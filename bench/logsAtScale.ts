/**
 * Figure 20, the logs page at scale (issue 37 item 4). A throw-away PostgreSQL database and a fresh
 * quick-start gateway on it (production, seeded); 1,000,000 transaction logs of one service
 * (Daybook, Acme's) over the last 30 days written straight into observability.transaction_logs with
 * SQL (generateScaleLogs: the indexes dropped and made again after, then VACUUM ANALYZE). Then every
 * filter of the logs page, as the page asks: its own `TransactionLogs` operation
 * (web/src/pages/LogsPage/logsOperations.graphql) through the gateway's /graphql over HTTP, signed in
 * as olivia (a member of Acme). Requests go one at a time, the measurements in turn (round after
 * round, so drift touches all alike): 10 warm-up rounds, then 100. p50 and p95 of each against its
 * target (issue 37: a page ≤ 50 ms, the free text ≤ 150 ms).
 *
 * Run it: `BENCH_ONLY=20 pnpm bench` (or with every figure, `pnpm bench`), or alone
 * `pnpm exec tsx bench/logsAtScale.ts`. Needs PostgreSQL at 127.0.0.1:5432 (as `.ci/run` has it).
 * About 3 minutes on a quiet 2-core machine, 2 of them making the logs and their indexes (the
 * trigram index alone takes most of it).
 *
 * More measurements on the same data join the run through `scaleSuites` (or the `suites` argument):
 * a suite prepares what it needs on the database (e.g. the charts' rollups, 100,000 feedback items)
 * and names GraphQL requests with their targets; they are timed and printed with the logs'.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openDatabase, type Db } from '@switchyard/server-kit';
import {
  generateScaleLogs,
  scaleLogUuid,
  type ScaleService,
} from '@switchyard/observability-subgraph/src/transactions/logsAtScale';
import { chartsSuite, feedbackPageSuite } from './diagnosticsAtScale';
import { chooseDatabase } from './lib/database';
import { ms, table, verdict } from './lib/format';
import { startGateway } from './lib/gateway';
import { freePort, stopChild } from './lib/processes';
import { askGraphql, signIn, type SignedIn } from './lib/session';
import { percentile } from './lib/stats';

/** 1,000,000; `BENCH_LOGS=20000` for a quick try of the bench itself (the figures are not the then). */
export const LOG_COUNT = Number(process.env.BENCH_LOGS || 1_000_000);
const DAYS = 30;
const SEED = 'bench';
const WARM_UP_ROUNDS = 10;
const ROUNDS = 100;

export const logsAtScaleTargets = { pageP95Ms: 50, freeTextP95Ms: 150 };

/** Daybook, the demo service of Acme Automation (olivia's organization). */
const DAYBOOK: ScaleService = {
  id: '20000000-0000-4000-8000-000000000100',
  moduleName: 'daybook',
  organizationId: '10000000-0000-4000-8000-000000000001',
};

/** What the run made, for the measurements to use. */
export interface ScaleContext {
  db: Db;
  gatewayBase: string;
  session: SignedIn;
  service: ScaleService;
  logCount: number;
}

/** One request timed through the gateway's /graphql. */
export interface ScaleMeasurement {
  label: string;
  targetP95Ms: number;
  query: string;
  operationName?: string;
  variables?: Record<string, unknown>;
  /** Throws when an answer is not what the page would show; returns a note for the table. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any operation's answer
  check(data: any): string;
}

/** Measurements of one page or feature, with what they need made first. */
export interface ScaleSuite {
  name: string;
  prepare?(ctx: ScaleContext): Promise<void>;
  measurements(ctx: ScaleContext): ScaleMeasurement[] | Promise<ScaleMeasurement[]>;
}

export interface ScaleFigure {
  suite: string;
  label: string;
  targetP95Ms: number;
  p50Ms: number;
  p95Ms: number;
  note: string;
}

export interface LogsAtScaleFigures {
  database: string;
  logs: number;
  generateSeconds: number;
  vacuumSeconds: number;
  tableSize: string;
  indexesSize: string;
  samples: number;
  /** The 1-minute load average before and after the requests: above the cores, others were busy too. */
  loadAverage: { before: number; after: number };
  figures: ScaleFigure[];
}

const root = resolve(__dirname, '..');

/** The logs page's own operation, as the page sends it. */
const LOGS_OPERATION = readFileSync(
  join(root, 'mfe-observability/web/src/pages/LogsPage/logsOperations.graphql'),
  'utf8',
);

/** The logs page: each filter the issue names, and the free text. */
export const logsPageSuite: ScaleSuite = {
  name: 'logs page',
  measurements: ({ service, logCount }) => {
    const page = (label: string, vars: Record<string, unknown>, free = false): ScaleMeasurement => ({
      label,
      targetP95Ms: free ? logsAtScaleTargets.freeTextP95Ms : logsAtScaleTargets.pageP95Ms,
      query: LOGS_OPERATION,
      operationName: 'TransactionLogs',
      variables: {
        module_name: service.moduleName,
        page: 1,
        per_page: 25,
        request_type: 'all',
        response_status: 'all',
        timeframe: '1d',
        ...vars,
      },
      check: (data: {
        transactionLogs: {
          data: unknown[];
          page_number: number;
          page_count: number;
          page_count_capped: boolean;
        };
      }) => {
        const t = data.transactionLogs;
        if (t.data.length === 0) throw new Error(`${label}: no logs on the page`);
        if (t.page_number !== (vars.page ?? 1)) throw new Error(`${label}: page ${t.page_number}`);
        const pages = `${t.page_count}${t.page_count_capped ? '+' : ''} page${t.page_count === 1 ? '' : 's'}`;
        return `${t.data.length} row${t.data.length === 1 ? '' : 's'}, ${pages}`;
      },
    });
    // A piece of the uuid in the request body of a photo added 3.75 days ago (the middle of its last group).
    const uuidPiece = scaleLogUuid(SEED, Math.floor(logCount / 800) * 100 + 57).slice(26, 34);
    return [
      page('the last day', { timeframe: '1d' }),
      page('30 days', { timeframe: '30d' }),
      page('a type (Action), 30 days', { timeframe: '30d', request_type: 'action' }),
      page('errors only, 30 days', { timeframe: '30d', response_status: 'error' }),
      page('success only, 30 days', { timeframe: '30d', response_status: 'success' }),
      page('page 50 of 7 days', { timeframe: '7d', page: 50 }),
      page("free text 'album-42', the last day", { timeframe: '1d', query: 'album-42' }, true),
      page("free text 'album-42', 30 days", { timeframe: '30d', query: 'album-42' }, true),
      page(
        `free text '${uuidPiece}' (a piece of a uuid), 30 days`,
        { timeframe: '30d', query: uuidPiece },
        true,
      ),
      page("free text 'Lisbon' (in most logs), 30 days", { timeframe: '30d', query: 'Lisbon' }, true),
    ];
  },
};

/** Suites measured by figure 20: the logs page, the charts page and the feedback page. */
export const scaleSuites: ScaleSuite[] = [logsPageSuite, chartsSuite, feedbackPageSuite];

const progress = (msg: string) => process.stderr.write(`· ${msg}\n`);

export async function measureLogsAtScale(
  opts: { root: string; logDir: string; workDir: string },
  suites: ScaleSuite[] = scaleSuites,
): Promise<LogsAtScaleFigures> {
  const pg = await chooseDatabase({ ...process.env, DATABASE_URL: undefined });
  if (pg.kind !== 'postgres') throw new Error(`needs PostgreSQL (${pg.label})`);
  let db: Db | undefined;
  let gateway: Awaited<ReturnType<typeof startGateway>> | undefined;
  try {
    gateway = await startGateway({
      root: opts.root,
      port: await freePort(),
      dataDir: join(opts.workDir, 'logs-at-scale'),
      logFile: join(opts.logDir, 'logs-at-scale-gateway.log'),
      databaseUrl: pg.url,
      sessionSecret: 'bench-logs-at-scale-session-secret-0123456789',
    });
    db = await openDatabase({ url: pg.url, poolSize: 10 });
    const session = await signIn(gateway.base, 'olivia');
    // The calls a user makes are olivia's and milo's (both of Acme), so the page shows their logins.
    const milo = await signIn(gateway.base, 'milo');
    let started = performance.now();
    await generateScaleLogs(db, {
      service: DAYBOOK,
      count: LOG_COUNT,
      days: DAYS,
      seed: SEED,
      userIds: [session.viewer.id, milo.viewer.id],
      batch: 100_000,
      rebuildIndexes: true,
      onProgress: (done) =>
        progress(
          `${done.toLocaleString('en-US')} logs (${((performance.now() - started) / 1000).toFixed(0)} s)`,
        ),
    });
    const generateSeconds = (performance.now() - started) / 1000;
    started = performance.now();
    await db.exec('VACUUM ANALYZE observability.transaction_logs');
    const vacuumSeconds = (performance.now() - started) / 1000;
    const sizes = await db.query<{ table: string; indexes: string }>(
      `SELECT pg_size_pretty(pg_table_size('observability.transaction_logs')) AS table,
              pg_size_pretty(pg_indexes_size('observability.transaction_logs')) AS indexes`,
    );
    const ctx: ScaleContext = {
      db,
      gatewayBase: gateway.base,
      session,
      service: DAYBOOK,
      logCount: LOG_COUNT,
    };
    const measured: { suite: string; m: ScaleMeasurement; times: number[]; note: string }[] = [];
    for (const suite of suites) {
      await suite.prepare?.(ctx);
      for (const m of await suite.measurements(ctx))
        measured.push({ suite: suite.name, m, times: [], note: '' });
    }
    progress(`${measured.length} requests, ${WARM_UP_ROUNDS} warm-up rounds and ${ROUNDS} measured`);
    const loadBefore = loadavg()[0];
    for (let round = 0; round < WARM_UP_ROUNDS + ROUNDS; round++) {
      for (const one of measured) {
        const t = performance.now();
        const data = await askGraphql(ctx.gatewayBase, ctx.session, one.m);
        const elapsed = performance.now() - t;
        one.note = one.m.check(data);
        if (round >= WARM_UP_ROUNDS) one.times.push(elapsed);
      }
    }
    return {
      database: pg.label,
      logs: LOG_COUNT,
      generateSeconds,
      vacuumSeconds,
      tableSize: sizes.rows[0]!.table,
      indexesSize: sizes.rows[0]!.indexes,
      samples: ROUNDS,
      loadAverage: { before: loadBefore, after: loadavg()[0] },
      figures: measured.map(({ suite, m, times, note }) => ({
        suite,
        label: m.label,
        targetP95Ms: m.targetP95Ms,
        p50Ms: percentile(times, 50),
        p95Ms: percentile(times, 95),
        note,
      })),
    };
  } finally {
    await db?.close();
    if (gateway) await stopChild(gateway.child);
    await pg.drop();
  }
}

export function renderLogsAtScale(f: LogsAtScaleFigures): string {
  return [
    `20. At scale: ${f.logs.toLocaleString('en-US')} logs of one service over ${DAYS} days (${f.database}), through the gateway as olivia, ${f.samples} requests each`,
    `  made in ${f.generateSeconds.toFixed(0)} s with their indexes, VACUUM ANALYZE ${f.vacuumSeconds.toFixed(0)} s; table ${f.tableSize}, indexes ${f.indexesSize}`,
    `  load average (1 min) ${f.loadAverage.before.toFixed(1)} before the requests, ${f.loadAverage.after.toFixed(1)} after`,
    table(
      ['', 'request', 'p50', 'p95', 'target', 'answer'],
      f.figures.map((x) => [
        x.suite,
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
  const dir = mkdtempSync(join(tmpdir(), 'switchyard-logs-at-scale-'));
  measureLogsAtScale({ root, logDir: dir, workDir: dir }).then(
    (f) => {
      console.log(renderLogsAtScale(f));
      console.log(`\nServer log: ${dir}`);
      process.exit(0);
    },
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}

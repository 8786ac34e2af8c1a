/**
 * `pnpm bench`: every figure of the benchmarks, printed as tables and written to
 * bench/results/latest.json. Needs the production web build (`pnpm run build`) and /usr/bin/chromium.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { arch, cpus, loadavg, platform, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { checkWebBuild } from './lib/buildCheck';
import { chooseDatabase, type BenchDatabase } from './lib/database';
import { serverEnv, startGateway, type RunningGateway } from './lib/gateway';
import { freePort, killAllChildrenNow, startChild, stopChild, waitFor200, type Child } from './lib/processes';
import { signIn } from './lib/session';
import { npmStartNote, renderReport, targets, type BenchResults } from './report';
import { measureChannelQuery } from './channelQuery';
import { measureEndpointTests, startSamplePartner, type SamplePartner } from './endpointTests';
import { measureSafeFetchOverhead } from './safeFetch';
import { measureSandbox } from './sandbox';
import { measureTransactionLogLatency } from './transactionLogLatency';
import { measureEventBus } from './eventBus';
import { measureComposer } from './composerPage';
import { measureConnectionsDryRun } from './connectionsDryRun';
import { measureConnectApi, renderConnectApi, type ConnectApiFigures } from './connectApi';
import { measureWebhookLatency, renderWebhookLatency, type WebhookLatencyFigures } from './webhookLatency';
import { measureLogsAtScale, renderLogsAtScale, type LogsAtScaleFigures } from './logsAtScale';
import {
  measureAnalyticsAtScale,
  renderAnalyticsAtScale,
  type AnalyticsAtScaleFigures,
} from './analyticsAtScale';
import { measureRemoteDeploys, renderRemoteDeploys, type RemoteDeploysFigures } from './remoteDeploys';
import { measureEngine } from './engine';
import { measureIdleCpu, renderIdleCpu, type IdleCpuFigures } from './idleCpu';
import { measureConnectionFeatures } from './connectionFeatures';
import { measureEngineScale, renderEngineScale, type EngineScaleFigures } from './engineScale';
import { measureReviewPage } from './reviewPage';
import { measurePages } from './pages';
import { makePagesData } from './pagesData';
import { measureStartup } from './startup';
import { measureThroughput } from './throughput';
import { measureGatewaySpeed } from './gatewaySpeed';
import { chromiumPath, measureWeb } from './web';

const root = resolve(__dirname, '..');
const resultsDir = join(__dirname, 'results');
const logDir = join(resultsDir, 'logs');
const acme = { id: '10000000-0000-4000-8000-000000000001', name: 'Acme Automation' };
const acmeService = { moduleName: 'acme_weather', name: 'Acme Weather' };
/** Everything together takes about 10 minutes; past this the run gives up. */
const overallLimitMs = 25 * 60_000;

const progress = (msg: string) => process.stderr.write(`· ${msg}\n`);

async function main() {
  const started = Date.now();
  const build = checkWebBuild(root);
  if (build.missing.length) {
    console.error(
      `The production web build is missing (${build.missing.join(', ')}).\nRun \`pnpm run build\` first, then \`pnpm bench\` again.`,
    );
    process.exit(1);
  }
  if (!existsSync(chromiumPath)) {
    console.error(
      `Chromium is needed at ${chromiumPath} for the web figures (Debian: apt-get install chromium).`,
    );
    process.exit(1);
  }
  mkdirSync(logDir, { recursive: true });
  const workDir = mkdtempSync(join(tmpdir(), 'switchyard-bench-'));
  const cpu = cpus();
  const results: BenchResults = {
    startedAt: new Date(started).toISOString(),
    durationSeconds: 0,
    machine: {
      cpus: cpu.length,
      cpuModel: cpu[0]?.model.trim() ?? 'unknown',
      memoryGiB: Math.round(totalmem() / 2 ** 30),
      node: process.version,
      platform: `${platform()} ${arch()}`,
    },
    loadAverage: { 'at start': loadavg()[0] },
    database: '',
    build: { stale: build.stale },
    targets,
    failures: [],
  };
  /** `BENCH_ONLY=6,12 pnpm bench` measures only those figures (the servers still start). */
  const only = process.env.BENCH_ONLY?.split(',').map((f) => f.trim());
  /** One figure's failure is reported and the others still run. */
  const attempt = async <T>(figure: string, fn: () => Promise<T>): Promise<T | undefined> => {
    if (
      only &&
      !figure
        .split('.')[0]
        .split('-')
        .some((n) => only.includes(n))
    )
      return undefined;
    try {
      return await fn();
    } catch (err) {
      results.failures.push({ figure, error: (err as Error).message });
      progress(`${figure} failed: ${(err as Error).message.split('\n')[0]}`);
      return undefined;
    } finally {
      results.loadAverage[`after ${figure.replace(/^[\d-]+\. /, '')}`] = loadavg()[0];
    }
  };

  /** Figures 18 and 19 (issue 36), printed after the report. */
  const connect: { api?: ConnectApiFigures; webhooks?: WebhookLatencyFigures } = {};
  /** Figure 20 (issue 37), printed after them. */
  let atScale: LogsAtScaleFigures | undefined;
  /** Figure 21 (issue 38), printed after it. */
  let analytics: AnalyticsAtScaleFigures | undefined;
  /** Figure 22 (issue 39), printed last. */
  let deploys: RemoteDeploysFigures | undefined;
  /** Figure 23 (issue 40), printed after it. */
  let idle: IdleCpuFigures | undefined;
  /** Figure 24 (issue 40), printed after 23. */
  let scale: EngineScaleFigures | undefined;
  let db: BenchDatabase | undefined;
  let gateway: RunningGateway | undefined;
  let subgraph: Child | undefined;
  let partner: SamplePartner | undefined;
  let partnerError: Error | undefined;
  try {
    progress('1/17 start-up of the quick-start server, cold then warm');
    const startup = await attempt('1. start-up', () => measureStartup(root, workDir, logDir));
    if (startup) results.startup = { ...startup, note: npmStartNote };

    db = await chooseDatabase();
    results.database = db.label;
    progress(`database for the other figures: ${db.label}`);
    const sessionSecret = randomBytes(32).toString('base64url');
    const dataDirs = { gateway: join(workDir, 'gateway-data'), subgraph: join(workDir, 'subgraph-data') };
    if (db.kind === 'embedded') {
      // Each process needs its own copy of the embedded database: two copies of the one the
      // quick-start run created and seeded, or a fresh one seeded by the gateway code.
      if (startup) {
        cpSync(startup.dataDir, dataDirs.gateway, { recursive: true });
        cpSync(startup.dataDir, dataDirs.subgraph, { recursive: true });
      } else {
        const seeding = await startGateway({
          root,
          port: await freePort(),
          dataDir: dataDirs.subgraph,
          logFile: join(logDir, 'seed.log'),
        });
        await stopChild(seeding.child);
      }
    }
    const databaseUrl = db.kind === 'postgres' ? db.url : undefined;

    // The sample partner service for figure 9, before the gateway, which must be allowed to reach it.
    try {
      partner = await startSamplePartner(root, await freePort(), join(logDir, 'partner.log'));
    } catch (err) {
      partnerError = err as Error;
    }

    gateway = await startGateway({
      root,
      port: await freePort(),
      dataDir: dataDirs.gateway,
      logFile: join(logDir, 'gateway.log'),
      databaseUrl,
      sessionSecret,
      env: partner?.gatewayEnv,
    });
    const gatewayBase = gateway.base;
    const session = await signIn(gatewayBase, 'olivia');

    progress(
      '2-4/17 JS of the shell, of the organization page, the service page and the queries area; LCP (Chromium)',
    );
    results.web = await attempt('2-4. web', () =>
      measureWeb(gatewayBase, session, [
        { label: 'the organization page', path: `/organizations/${acme.id}`, heading: acme.name },
        { label: 'the service page', path: `/services/${acmeService.moduleName}`, heading: acmeService.name },
        {
          label: 'the queries area',
          path: `/services/${acmeService.moduleName}/queries`,
          heading: 'Queries',
        },
      ]),
    );

    progress('5/17 GraphQL throughput: the org subgraph alone, then through the gateway (about a minute)');
    results.throughput = await attempt('5. throughput', async () => {
      const port = await freePort();
      const since = performance.now();
      subgraph = startChild('org subgraph', 'pnpm', ['exec', 'tsx', 'bench/subgraphServer.ts'], {
        cwd: root,
        env: serverEnv({ port, dataDir: dataDirs.subgraph, databaseUrl, sessionSecret }),
        logFile: join(logDir, 'subgraph.log'),
      });
      const subgraphBase = `http://127.0.0.1:${port}`;
      await waitFor200(`${subgraphBase}/health`, subgraph, since);
      return measureThroughput({
        gatewayBase,
        subgraphBase,
        session,
        sessionSecret,
        organizationId: acme.id,
      });
    });

    progress(
      '6/17 the channel query of a service with 50 triggers × 10 fields (builds it first, then 10 s under load)',
    );
    results.channel = await attempt('6. channel query', () =>
      measureChannelQuery({ gatewayBase, session, organizationId: acme.id }),
    );

    progress('7/17 safeFetch against plain fetch on a local server (about 5 s)');
    results.safeFetch = await attempt('7. safeFetch', () => measureSafeFetchOverhead());

    progress(
      '8/17 the script sandbox: cold start, runs one at a time and in flight, loop and memory bomb (about 5 s)',
    );
    results.sandbox = await attempt('8. sandbox', () => measureSandbox());

    progress('9/17 the endpoint test of daybook against the sample partner service, 3 runs');
    results.endpointTests = await attempt('9. endpoint tests', () => {
      if (!partner) throw new Error(`the sample partner service did not start: ${partnerError?.message}`);
      return measureEndpointTests({ gatewayBase, session, partnerUrl: partner.url });
    });

    progress("10/17 a partner call's log through the event bus until readable (about 15 s)");
    results.transactionLogs = await attempt('10. transaction logs', () => measureTransactionLogLatency());
    progress('11/17 events per second through the event bus, embedded and PostgreSQL (about 10 s)');
    results.eventBus = await attempt('11. event bus', () => measureEventBus());
    progress(
      '12/17 the review page of a service with 50 triggers, 20 queries and 50 actions (builds it first)',
    );
    results.reviewPage = await attempt('12. review page', () => measureReviewPage({ gatewayBase, session }));
    progress(
      '13/17 the applet composer: LCP and JS (create, edit), choosing a trigger until its fields can be used',
    );
    results.composer = await attempt('13. composer', () => measureComposer({ gatewayBase, session }));
    progress("17/17 the connection editor's dry run of one feature, 200 calls (about 5 s)");
    results.connectionsDryRun = await attempt('17. connections dry run', () =>
      measureConnectionsDryRun({ gatewayBase, session }),
    );
    progress('18/19 the Connect API: an action run through it and on the partner directly (about 30 s)');
    connect.api = await attempt('18. connect api', () => measureConnectApi({ root, logDir, workDir }));
    progress('19/19 webhook latency: a new item at the partner → its webhook received (about 30 s)');
    connect.webhooks = await attempt('19. webhook latency', () =>
      measureWebhookLatency({ root, logDir, workDir }),
    );
    progress(
      '15/17 every page as a user meets it: LCP, header, CLS, JS; INP of two interactions (about a minute)',
    );
    results.pages = await attempt('15. pages', async () => {
      const { made, problems } = await makePagesData(gatewayBase, session);
      const figures = await measurePages(root, gatewayBase, session, {
        orgPage: `/organizations/${acme.id}`,
        made,
      });
      return { ...figures, problems };
    });
    progress(
      '14/17 the engine: runs per second and realtime latency, embedded and PostgreSQL (about 2 minutes)',
    );
    results.engine = await attempt('14. engine', () => measureEngine({ root, logDir, workDir }));
    progress('14c/17 the engine: connection features beside applets, PostgreSQL (about 1 minute)');
    const features = await attempt('14c. connection features', () =>
      measureConnectionFeatures({ root, logDir, workDir }),
    );
    if (features)
      (results.engine ??= { applets: features.features, throughput: [], latency: [] }).throughput.push(
        ...features.throughput,
      );
    progress(
      '16/17 the gateway against Hive Gateway on the same subgraphs, in-process and over HTTP (about 2 minutes)',
    );
    // Its five servers need PostgreSQL connections and the CPU: the figures' gateway is done by now.
    if (gateway) await stopChild(gateway.child);
    gateway = undefined;
    results.gatewaySpeed = await attempt('16. gateway speed', async () => {
      // Its own throw-away database: the subgraphs run as services on it, the demo data as seeded.
      const own = await chooseDatabase({ ...process.env, DATABASE_URL: '' });
      if (own.kind !== 'postgres')
        throw new Error(`needs PostgreSQL for subgraphs as their own services (${own.label})`);
      try {
        return await measureGatewaySpeed({
          root,
          logDir,
          workDir,
          databaseUrl: own.url,
          organizationId: acme.id,
        });
      } finally {
        await own.drop().catch(() => undefined);
      }
    });
    progress('20/20 1,000,000 logs of one service: every filter of the logs page (about 3 minutes)');
    atScale = await attempt('20. logs at scale', () => measureLogsAtScale({ root, logDir, workDir }));
    progress('21 service analytics with 100,000 enabled connections (about 2 minutes)');
    analytics = await attempt('21. analytics at scale', () =>
      measureAnalyticsAtScale({ root, logDir, workDir }),
    );
    progress('22 remote deploys: a switch reaching 3 gateways, the deploy command, LCP (about 2 minutes)');
    deploys = await attempt('22. remote deploys', () => measureRemoteDeploys({ root, logDir, workDir }));
    idle = await attempt('23. idle cpu', () => measureIdleCpu({ root, logDir, workDir }));
    progress('24 100,000 applets polled every 15 minutes by two engine workers (about 5 minutes)');
    scale = await attempt('24. engine scale', () => measureEngineScale({ root, logDir, workDir }));
  } catch (err) {
    results.failures.push({ figure: 'setup', error: (err as Error).message });
  } finally {
    if (subgraph) await stopChild(subgraph);
    if (gateway) await stopChild(gateway.child);
    if (partner) await stopChild(partner.child);
    if (db?.kind === 'postgres') {
      await db.drop().catch((err: Error) => progress(`could not drop the bench database: ${err.message}`));
    }
    rmSync(workDir, { recursive: true, force: true });
  }

  results.durationSeconds = (Date.now() - started) / 1000;
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    join(resultsDir, 'latest.json'),
    JSON.stringify(
      {
        ...results,
        connectApi: connect.api,
        webhookLatency: connect.webhooks,
        logsAtScale: atScale,
        analyticsAtScale: analytics,
        remoteDeploys: deploys,
        engineScale: scale,
      },
      null,
      2,
    ) + '\n',
  );
  console.log(renderReport(results));
  if (connect.api) console.log(`\n${renderConnectApi(connect.api)}`);
  if (connect.webhooks) console.log(`\n${renderWebhookLatency(connect.webhooks)}`);
  if (atScale) console.log(`\n${renderLogsAtScale(atScale)}`);
  if (analytics) console.log(`\n${renderAnalyticsAtScale(analytics)}`);
  if (deploys) console.log(`\n${renderRemoteDeploys(deploys)}`);
  if (idle) console.log(`\n${renderIdleCpu(idle)}`);
  if (scale) console.log(`\n${renderEngineScale(scale)}`);
  console.log('\nJSON: bench/results/latest.json; server logs: bench/results/logs/');
  process.exit(results.failures.length ? 1 : 0);
}

const watchdog = setTimeout(() => {
  console.error(`The benchmarks took more than ${overallLimitMs / 60_000} minutes: stopped.`);
  killAllChildrenNow();
  process.exit(1);
}, overallLimitMs);
watchdog.unref();

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    killAllChildrenNow();
    process.exit(130);
  });
}
process.on('exit', killAllChildrenNow);

main().catch((err) => {
  console.error(err);
  killAllChildrenNow();
  process.exit(1);
});

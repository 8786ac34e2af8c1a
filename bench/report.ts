import type { StartupResult } from './startup';
import type { ChannelQueryResult } from './channelQuery';
import type { EndpointTestFigures } from './endpointTests';
import type { SafeFetchOverhead } from './safeFetch';
import type { SandboxFigures } from './sandbox';
import type { TransactionLogFigures } from './transactionLogLatency';
import type { EventBusFigures } from './eventBus';
import type { ComposerResult } from './composerPage';
import type { DryRunResult } from './connectionsDryRun';
import type { EngineFigures } from './engine';
import type { PagesFigures } from './pages';
import type { ReviewPageResult } from './reviewPage';
import type { JsLoad, WebResult } from './web';
import type { LoadResult, ThroughputResult } from './throughput';
import type { GatewaySpeedFigures } from './gatewaySpeed';
import { int, kb, ms, table, verdict } from './lib/format';

export const targets = {
  shellInitialJsGzipBytes: 150_000,
  lcpMs: 1000,
  gatewayToDirectRps: 0.9,
  /** Issue 14, on PostgreSQL on this 2-core machine. */
  engineRunsPerSecond: 300,
  engineP95Ms: 1000,
  /** Issue 15, every page as a user meets it (cold context, signed in, production build). */
  pageLcpMs: 800,
  headerPaintMs: 500,
  pageCls: 0.02,
  inpMs: 100,
  pageJsBytes: 200_000,
  /** Issue 16: requests per second on the cross-subgraph query, HTTP mode ÷ Hive Gateway, in-process ÷ HTTP mode. */
  gatewayVsHive: 1.0,
  inProcessVsHttp: 1.5,
  /** Issue 35: the connection editor's dry run of one feature. */
  dryRunP95Ms: 100,
};

export interface BenchResults {
  startedAt: string;
  durationSeconds: number;
  machine: { cpus: number; cpuModel: string; memoryGiB: number; node: string; platform: string };
  /** 1-minute load average when the run began and right after each figure: other work on the machine skews the figures. */
  loadAverage: Record<string, number>;
  /** The database behind the throughput (and web) runs; start-up always uses the embedded one. */
  database: string;
  build: { stale: string[] };
  startup?: StartupResult & { note: string };
  web?: WebResult;
  throughput?: ThroughputResult;
  gatewaySpeed?: GatewaySpeedFigures;
  channel?: ChannelQueryResult;
  safeFetch?: SafeFetchOverhead;
  sandbox?: SandboxFigures;
  transactionLogs?: TransactionLogFigures;
  eventBus?: EventBusFigures[];
  reviewPage?: ReviewPageResult;
  composer?: ComposerResult;
  connectionsDryRun?: DryRunResult;
  engine?: EngineFigures;
  pages?: PagesFigures;
  endpointTests?: EndpointTestFigures;
  targets: typeof targets;
  /** Figures that could not be measured, with why. */
  failures: { figure: string; error: string }[];
}

export const npmStartNote =
  '`npm start` adds, before this, the install check (`pnpm install --frozen-lockfile --prefer-offline`) and, when a web source is newer than its build, `pnpm run build`.';

function jsSection(title: string, load: JsLoad, target?: number): string {
  const gz = load.gzipOnly.totalBytes;
  const lines = [
    title,
    `  as the browser asks (br): ${kb(load.asBrowser.totalBytes)} (${int(load.asBrowser.totalBytes)} B)`,
    `  gzip only:                ${kb(gz)} (${int(gz)} B)` +
      (target
        ? `   target ≤ ${kb(target)}: ${verdict(gz <= target)}${gz > target ? ` by ${kb(gz - target)}` : ''}`
        : ''),
    `  ${load.gzipOnly.files.length} JS files:`,
  ];
  const br = new Map(load.asBrowser.files.map((f) => [f.path, f]));
  const rows = [...load.gzipOnly.files]
    .sort((a, b) => b.wireBytes - a.wireBytes)
    .map((f) => [
      f.path,
      br.get(f.path) ? int(br.get(f.path)!.wireBytes) : '-',
      int(f.wireBytes),
      int(f.decodedBytes),
    ]);
  const onlyBr = load.asBrowser.files.filter((f) => !load.gzipOnly.files.some((g) => g.path === f.path));
  for (const f of onlyBr) rows.push([f.path, int(f.wireBytes), '-', int(f.decodedBytes)]);
  lines.push(table(['file', 'br B', 'gzip B', 'decoded B'], rows, '    '));
  return lines.join('\n');
}

function loadRow(r: LoadResult) {
  return [
    r.label,
    r.p50Ms.toFixed(1),
    r.p95Ms.toFixed(1),
    int(r.rps),
    r.runsRps.map(int).join(' / '),
    int(r.requests),
    int(r.errors + r.non2xx + r.mismatches),
  ];
}

export function renderReport(r: BenchResults): string {
  const out: string[] = [];
  const m = r.machine;
  out.push(`Switchyard benchmarks, ${r.startedAt} (${r.durationSeconds.toFixed(0)} s)`);
  out.push(`Machine: ${m.cpus} cores (${m.cpuModel}), ${m.memoryGiB} GiB, Node ${m.node}, ${m.platform}`);
  out.push(`Database for the web and GraphQL figures: ${r.database}`);
  const loads = Object.entries(r.loadAverage);
  out.push(`Load average (1 min): ${loads.map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', ')}`);
  const busiest = Math.max(...loads.map(([, v]) => v));
  if (busiest > m.cpus) {
    out.push(
      `Warning: the machine was busy with other work (load up to ${busiest.toFixed(1)} on ${m.cpus} cores): timings are noisy.`,
    );
  }
  if (r.build.stale.length) {
    out.push(
      `Warning: sources changed after the last web build in ${r.build.stale.join(', ')}: the web figures describe the built code.`,
    );
  }

  out.push(
    '',
    '1. Start-up of the quick-start server (pnpm exec tsx gateway/src/main.ts, NODE_ENV=production, embedded DB)',
  );
  if (r.startup) {
    const s = r.startup;
    const inProc = (v: number | null) => (v === null ? '?' : ms(v));
    out.push(
      table(
        ['run', 'spawn → /health 200', 'inside main()'],
        [
          ['cold: empty DATA_DIR (create DB, migrate, seed)', ms(s.cold.ms), inProc(s.cold.inProcessMs)],
          ['warm: same DATA_DIR again', ms(s.warm.ms), inProc(s.warm.inProcessMs)],
        ],
      ),
    );
    out.push(`  Note: ${s.note}`);
  }

  if (r.web) {
    out.push(
      '',
      jsSection(
        '2. Initial JS of the shell: / signed in as olivia, empty cache, until network idle',
        r.web.shell,
        targets.shellInitialJsGzipBytes,
      ),
    );
    r.web.pages.forEach((p, i) => {
      const n = `3${'abcdefgh'[i]}`;
      out.push('', jsSection(`${n}. JS loaded for ${p.label}: ${p.path} (same method)`, p.js));
    });
    out.push('', '4. LCP on localhost, median of cold loads (cache disabled), target ≤ ' + ms(targets.lcpMs));
    out.push(
      table(
        ['page', 'median', 'loads (ms)', 'verdict', 'largest contentful paint'],
        r.web.pages.map((p) => [
          `${p.label} (${p.path})`,
          ms(p.lcp.medianMs),
          p.lcp.samplesMs.map((v) => v.toFixed(0)).join(', '),
          verdict(p.lcp.medianMs <= targets.lcpMs),
          [...new Set(p.lcp.elements)].join(' / '),
        ]),
      ),
    );
  }

  if (r.throughput) {
    const t = r.throughput;
    out.push(
      '',
      `5. GraphQL at ${t.connections} concurrent connections (autocannon; per target a ${t.warmupSeconds} s warm-up, then ${t.seconds} s runs;` +
        ` order ${t.order.join(', ')})`,
      table(
        ['target', 'p50 ms', 'p95 ms', 'req/s', 'req/s by run', 'requests', 'errors'],
        [loadRow(t.orgOnlyDirect), loadRow(t.orgOnlyGateway), loadRow(t.crossSubgraph)],
      ),
      `  gateway ÷ direct (org-only query, like for like): ${t.ratio.toFixed(2)}x req/s` +
        `   target ≥ ${targets.gatewayToDirectRps}x: ${verdict(t.ratio >= targets.gatewayToDirectRps)}`,
      `  cross-subgraph (organization from org + services from service_config) through the gateway: ` +
        `${int(t.crossSubgraph.rps)} req/s, p50 ${t.crossSubgraph.p50Ms.toFixed(1)} ms, p95 ${t.crossSubgraph.p95Ms.toFixed(1)} ms`,
    );
  }

  if (r.channel) {
    const c = r.channel;
    out.push(
      '',
      `6. The channel query with triggers, fields and ingredients, for a service of ${c.service.triggers} triggers × ${c.service.fieldsPerTrigger} fields` +
        ` (+ ${c.service.ingredientsPerTrigger} ingredients each), through the gateway`,
      `  built through the API in ${c.setupSeconds.toFixed(1)} s; answer ${kb(c.loads[0]?.load.bodyBytes ?? 0)}`,
      table(
        ['target', 'p50 ms', 'p95 ms', 'req/s', 'req/s by run', 'requests', 'errors'],
        c.loads.map((l) => loadRow(l.load)),
      ),
    );
  }

  if (r.safeFetch) {
    const f = r.safeFetch;
    out.push(
      '',
      `7. safeFetch against Node's fetch and plain undici on a local server (allow-listed 127.0.0.1; ${f.bodyBytes} B answers)`,
      table(
        [
          'client',
          'sequential p50 ms',
          'p95 ms',
          `req/s at ${f.concurrency} in flight`,
          'new connection p50 ms',
        ],
        [
          [
            'built-in fetch',
            f.plainP50Ms.toFixed(2),
            f.plainP95Ms.toFixed(2),
            int(f.plainRps),
            f.plainNewConnectionP50Ms.toFixed(2),
          ],
          [
            'undici request (no guard)',
            f.undiciP50Ms.toFixed(2),
            f.undiciP95Ms.toFixed(2),
            int(f.undiciRps),
            f.undiciNewConnectionP50Ms.toFixed(2),
          ],
          [
            'safeFetch',
            f.safeP50Ms.toFixed(2),
            f.safeP95Ms.toFixed(2),
            int(f.safeRps),
            f.safeNewConnectionP50Ms.toFixed(2),
          ],
        ],
      ),
      `  safeFetch ÷ built-in fetch: ${f.rpsRatio.toFixed(2)}x req/s; ÷ undici alone (the guard's cost): ${f.rpsRatioUndici.toFixed(2)}x`,
    );
  }

  if (r.sandbox) {
    const b = r.sandbox;
    out.push(
      '',
      `8. The script sandbox (QuickJS in WebAssembly, ${b.workers} worker threads × 4 runs): a script mapping 100 JSON items, each run in a fresh instance`,
      table(
        ['measure', 'value'],
        [
          [
            'cold start: createSandbox() to the first result (worker, WebAssembly compile, instance)',
            ms(b.coldStartMs),
          ],
          ['second run (same worker)', ms(b.secondRunMs)],
          [`one at a time: p50 / p95 (${int(b.runs.sequential)} runs)`, `${ms(b.p50Ms)} / ${ms(b.p95Ms)}`],
          [
            `${b.concurrency} in flight: runs per second (${int(b.runs.concurrent)} runs)`,
            int(b.runsPerSecond),
          ],
          [`${b.concurrency} in flight: p50 / p95`, `${ms(b.concurrentP50Ms)} / ${ms(b.concurrentP95Ms)}`],
          ['endless loop (CPU limit 100 ms) stopped in', ms(b.loopStoppedMs)],
          ['memory bomb (limit 32 MB) stopped in', ms(b.memoryBombStoppedMs)],
          [
            `fairness: another owner's run beside one owner's ${b.fairness.spinning} endless loops (idle pool)`,
            `${ms(b.fairness.shortRunMs)} (${ms(b.fairness.shortRunIdleMs)})`,
          ],
          [
            'RSS of the bench process before → after (workers included)',
            `${b.rssBeforeMb} → ${b.rssAfterMb} MB`,
          ],
        ],
      ),
    );
  }

  if (r.transactionLogs) {
    const t = r.transactionLogs;
    out.push(
      '',
      `10. A partner call's transaction log through the event bus (${t.database}): from the recorder until the row is readable (target 2 s)`,
      table(
        ['measure', 'value'],
        [
          [
            `one call at a time: p50 / p95 / max (${t.samples} calls)`,
            `${ms(t.singleP50Ms)} / ${ms(t.singleP95Ms)} / ${ms(t.singleMaxMs)}`,
          ],
          ['50 calls at once: until the last is readable', ms(t.burst50Ms)],
        ],
      ),
    );
  }

  if (r.eventBus) {
    out.push(
      '',
      '11. The event bus: events through the outbox and pg-boss, each published in a transaction of its own, until a subscriber handled the last',
      table(
        ['database', 'events', 'publish → handled', 'events/s', 'publishing alone, events/s'],
        r.eventBus.map((e) => [
          e.database,
          String(e.events),
          ms(e.totalMs),
          String(Math.round(e.eventsPerSecond)),
          String(Math.round(e.publishPerSecond)),
        ]),
      ),
    );
  }

  if (r.connectionsDryRun) {
    const d = r.connectionsDryRun;
    out.push(
      '',
      `17. The connection editor's dry run of one feature (updateConnection, dry_run), ${d.calls} calls one after the other`,
      `  p50 ${d.p50Ms.toFixed(1)} ms, p95 ${d.p95Ms.toFixed(1)} ms (target p95 ≤ ${targets.dryRunP95Ms} ms: ${d.p95Ms <= targets.dryRunP95Ms ? 'met' : 'missed'})`,
    );
  }

  if (r.reviewPage) {
    const v = r.reviewPage;
    out.push(
      '',
      `12. The review page of a staging service with ${v.service.triggers} triggers, ${v.service.queries} queries and ${v.service.actions} actions` +
        ` (${v.service.fieldsPerStep} fields per step, ${v.service.ingredientsPerTrigger} ingredients per trigger; built through the API in ${v.setupSeconds.toFixed(1)} s)`,
      table(
        ['diff against', 'changes', 'runs', 'median ms', 'p95 ms'],
        v.diff.map((d) => [
          d.base,
          String(d.changes),
          String(d.runs),
          d.medianMs.toFixed(2),
          d.p95Ms.toFixed(2),
        ]),
      ),
      table(
        ["the page's GraphQL query", 'p50 ms', 'p95 ms', 'req/s', 'req/s by run', 'requests', 'errors'],
        v.loads.map((l) => loadRow(l.load)),
      ),
      `  LCP of /reviews/${v.service.moduleName}: median ${ms(v.lcp.medianMs)} (${v.lcp.samplesMs.map((x) => Math.round(x)).join(', ')} ms)` +
        `   target ≤ ${targets.lcpMs} ms: ${verdict(v.lcp.medianMs <= targets.lcpMs)}`,
    );
  }

  if (r.composer) {
    const c = r.composer;
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    out.push(
      '',
      '13. The applet composer, signed in as olivia (Pro+ maker): LCP over cold loads and the JS it loads',
      table(
        [
          'page',
          'LCP median',
          'LCP samples ms',
          'JS (br)',
          'JS (gzip)',
          'files',
          `target ≤ ${targets.lcpMs} ms`,
        ],
        c.pages.map((p) => [
          `${p.label} (${p.path.replace(/[0-9a-f-]{36}/, '{id}')})`,
          ms(p.lcp.medianMs),
          p.lcp.samplesMs.map((x) => Math.round(x)).join(', '),
          kb(p.js.asBrowser.totalBytes),
          kb(p.js.gzipOnly.totalBytes),
          String(p.js.asBrowser.files.length),
          verdict(p.lcp.medianMs <= targets.lcpMs),
        ]),
      ),
      table(
        ['in the composer (measured in the page)', 'median ms', 'p95 ms', 'samples ms'],
        [
          ['choose a trigger service → its triggers offered', c.serviceToTriggers],
          ['choose a trigger → its fields usable', c.triggerToFields],
        ].map(([label, f]) => {
          const figure = f as ComposerResult['triggerToFields'];
          return [
            label as string,
            figure.medianMs.toFixed(1),
            figure.p95Ms.toFixed(1),
            figure.samplesMs.join(', '),
          ];
        }),
      ),
    );
  }

  if (r.pages) out.push('', ...pagesSection(r.pages));

  if (r.engine) {
    const e = r.engine;
    out.push(
      '',
      `14. The engine: ${e.applets} applets on one trigger of the sample partner; a new item there runs each (queued in trigger order per applet)`,
      table(
        [
          'database',
          'workers',
          'runs',
          'item written → last action acknowledged',
          'runs/s',
          `target ≥ ${targets.engineRunsPerSecond}/s (PostgreSQL)`,
        ],
        e.throughput.map((t) => [
          t.database,
          String(t.workers),
          String(t.runs),
          `${t.seconds.toFixed(1)} s`,
          String(Math.round(t.runsPerSecond)),
          t.database === 'PostgreSQL' ? verdict(t.runsPerSecond >= targets.engineRunsPerSecond) : '',
        ]),
      ),
      table(
        [
          'database',
          'realtime notification → first action call',
          'p50',
          'p95',
          `target p95 < ${targets.engineP95Ms} ms`,
        ],
        e.latency.map((l) => [
          l.database,
          `${l.samples} items`,
          ms(l.p50Ms),
          ms(l.p95Ms),
          verdict(l.p95Ms < targets.engineP95Ms),
        ]),
      ),
    );
  }

  if (r.endpointTests) {
    const e = r.endpointTests;
    const first = e.runs[0];
    out.push(
      '',
      `9. Endpoint test of the demo service ${e.service} against the sample partner service (${e.partnerUrl}), as olivia:` +
        ` POST …/endpoint_tests until the results say finished (polled every ${e.pollMs} ms; the page polls every second)`,
      table(
        ['run', 'wall time', 'test cases', 'skipped', 'events', 'checks passing', 'failing'],
        e.runs.map((run, i) => [
          String(i + 1),
          ms(run.wallMs),
          run.testCases,
          run.skipped,
          run.events,
          run.passing,
          run.failing,
        ]),
      ),
      `  median ${ms(e.medianMs)} (min ${ms(e.minMs)}, max ${ms(e.maxMs)}) for ${first?.testCases ?? 0} test cases; every run passed` +
        (e.repointed
          ? `; ${e.service}'s api_url_prefix was set to the partner through serviceUpdate first`
          : ''),
    );
  }

  if (r.gatewaySpeed) out.push('', ...gatewaySpeedSection(r.gatewaySpeed));

  for (const f of r.failures) out.push('', `FAILED ${f.figure}: ${f.error}`);
  return out.join('\n');
}

function pagesSection(p: PagesFigures): string[] {
  const t = targets;
  const idless = (path: string) => path.replace(/[0-9a-f-]{36}/, '{id}');
  const slowest = [...p.pages].sort((a, b) => b.lcpMs - a.lcpMs)[0];
  const opt = (v: number | null) => (v === null ? 'no event' : ms(v));
  return [
    '15. Every page as a user meets it: a cold browser context each load, signed in, production build (median of the loads; CLS the worst)',
    table(
      [
        'page',
        'owner',
        `LCP ≤ ${t.pageLcpMs} ms`,
        `header ≤ ${t.headerPaintMs} ms`,
        `CLS ≤ ${t.pageCls}`,
        `JS before paint ≤ ${t.pageJsBytes / 1000} KB`,
        'JS after paint',
        'requests',
      ],
      p.pages.map((v) => [
        idless(v.path),
        v.owner,
        `${ms(v.lcpMs)} ${verdict(v.lcpMs <= t.pageLcpMs)}`,
        `${ms(v.headerMs)} ${verdict(v.headerMs <= t.headerPaintMs)}`,
        `${v.cls.toFixed(3)} ${verdict(v.cls <= t.pageCls)}`,
        `${kb(v.jsBeforePaintBytes)} ${verdict(v.jsBeforePaintBytes <= t.pageJsBytes)}`,
        kb(v.jsBytes - v.jsBeforePaintBytes),
        String(v.requests),
      ]),
    ),
    `  Not measured (a route prefix with no page in its remote's switchyard.benchPages): ${p.uncovered.join(', ') || 'none'}`,
    ...(p.problems ?? []).map((problem) => `  Could not make ${problem}`),
    `  INP: opening the organization menu ${opt(p.inp.openOrgMenuMs)}, saving a form ${opt(p.inp.saveFormMs)}` +
      `   target ≤ ${t.inpMs} ms: ${verdict([p.inp.openOrgMenuMs, p.inp.saveFormMs].every((v) => v !== null && v <= t.inpMs))}`,
    `  The slowest page, ${idless(slowest.path)}: its requests (start → end ms, bytes on the wire)`,
    table(
      ['start', 'end', 'type', 'request', 'bytes'],
      slowest.waterfall.map((w) => [String(w.startMs), String(w.endMs), w.type, w.path, int(w.bytes)]),
      '    ',
    ),
  ];
}

/** "name 1.49x (target ≥ 1.5x: MISSED)": cut, not rounded, to two decimals, so that it never reads as met when missed. */
function ratio(name: string, a: { rps: number }, b: { rps: number }, target?: number) {
  const r = a.rps / b.rps;
  const shown = `${name} ${(Math.floor(r * 100) / 100).toFixed(2)}x`;
  return target === undefined ? shown : `${shown} (target ≥ ${target}x: ${verdict(r >= target)})`;
}

/**
 * How much of a gateway's CPU per request is the request path both modes pay, and how much is left
 * to the subgraph calls: why one in-process thread answers only so many more than HTTP mode's.
 */
function requestPathNote(
  path: NonNullable<GatewaySpeedFigures['requestPath']>,
  runs: GatewaySpeedFigures['runs'],
): string {
  const row = runs.find((r) => r.connections === path.connections);
  const [httpPath, inProcessPath, http, inProcess] = [
    path.http,
    path.inProcess,
    row?.http,
    row?.inProcess,
  ].map((l) => l?.cpuMsPerRequest);
  if ([httpPath, inProcessPath, http, inProcess].some((n) => n === undefined))
    return '  CPU per request not measured on this machine (no /proc)';
  const f = (n: number) => n.toFixed(2);
  return (
    `  at ${path.connections} connections, CPU per request: HTTP mode ${f(http!)} ms, in-process ${f(inProcess!)} ms ` +
    `(HTTP mode ÷ in-process ${f(http! / inProcess!)}x); the request path alone ({ __typename }) is ` +
    `${f(httpPath!)} and ${f(inProcessPath!)} ms of it, the three subgraph calls the rest ` +
    `(${f(http! - httpPath!)} ms over HTTP, ${f(inProcess! - inProcessPath!)} ms in-process with their database work)`
  );
}

function gatewaySpeedSection(g: GatewaySpeedFigures): string[] {
  const t = targets;
  return [
    `16. The gateway against Hive Gateway on the same subgraphs (identity, org, service_config as services on PostgreSQL), ${g.seconds} s per run: organization → services → organization`,
    table(
      ['connections', 'router', 'req/s', 'p50 ms', 'p95 ms', 'CPU ms/req', 'errors'],
      [
        ...g.runs.map((r) => ({
          connections: r.connections,
          rows: [
            r.hive,
            r.hiveRouterRuntime,
            r.hivePlugin,
            r.http,
            r.inProcess,
            r.httpWorkers,
            r.inProcessWorkers,
          ],
        })),
        ...(g.requestPath
          ? [{ connections: g.requestPath.connections, rows: [g.requestPath.http, g.requestPath.inProcess] }]
          : []),
      ].flatMap(({ connections, rows }) =>
        rows
          .filter((l) => l !== undefined)
          .map((l) => [
            String(connections),
            l.label,
            int(l.rps),
            l.p50Ms.toFixed(1),
            l.p95Ms.toFixed(1),
            l.cpuMsPerRequest === undefined ? '—' : l.cpuMsPerRequest.toFixed(2),
            String(l.errors + l.non2xx + l.mismatches),
          ]),
      ),
    ),
    "  CPU ms/req: the router's processes (every thread, every worker; the subgraph services not counted) per answered request.",
    ...g.runs.map((r) => {
      const parts = [
        ratio('HTTP mode ÷ Hive Gateway', r.http, r.hive, t.gatewayVsHive),
        r.hiveRouterRuntime && ratio('÷ Hive Gateway with its router runtime', r.http, r.hiveRouterRuntime),
        ratio('in-process ÷ HTTP mode', r.inProcess, r.http, t.inProcessVsHttp),
        r.inProcessWorkers &&
          r.httpWorkers &&
          ratio(
            `with ${g.workers} workers each, in-process ÷ HTTP mode`,
            r.inProcessWorkers,
            r.httpWorkers,
            t.inProcessVsHttp,
          ),
      ];
      return `  at ${r.connections} connections: ${parts.filter(Boolean).join('; ')}`;
    }),
    ...(g.requestPath ? [requestPathNote(g.requestPath, g.runs)] : []),
    ...(g.workersSkipped
      ? [
          `  both gateway modes with ${g.workers} workers (GATEWAY_WORKERS=auto): skipped, ${g.workersSkipped}`,
        ]
      : []),
    ...(g.profiles
      ? [
          `  CPU profiles of each router under this load (the biggest file of each folder is its main thread): ${g.profiles}`,
          '  Where each spent its busy time (self time, by package; top 8):',
          ...Object.entries(g.profileSummaries ?? {}).map(
            ([router, p]) =>
              `    ${router} (${(p.busyMs / 1000).toFixed(1)} s busy): ` +
              p.byPackage
                .slice(0, 8)
                .map((s) => `${s.name} ${(s.share * 100).toFixed(0)}%`)
                .join(', '),
          ),
        ]
      : []),
  ];
}

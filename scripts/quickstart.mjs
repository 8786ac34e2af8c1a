#!/usr/bin/env node
/**
 * The README's two commands on a machine with only Node 20+ and npm:
 *   npm start  -> installs what is missing, builds, starts everything at http://localhost:8080
 *   npm test   -> installs what is missing (Chromium too), builds, runs unit, integration and e2e tests
 * and `node scripts/quickstart.mjs serve`: what `npm start` starts, without installing or building.
 * SIGTERM, SIGINT or SIGHUP stops what it started, each gracefully, before it exits.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const PNPM_VERSION = '10.34.8';
const mode = process.argv[2];
const began = Date.now();
/**
 * Jest's workers: the integration tests mostly wait (on the database, a poll, a partner), so more
 * than jest's default (one per core but one) keeps both cores of a small machine busy.
 */
const JEST_WORKERS = process.env.JEST_WORKERS ?? '2';
/**
 * The tests about the embedded default (PGlite, pg-boss through its fromPglite adapter, the engine
 * on them): run on PGlite again when the main run was on PostgreSQL.
 */
const EMBEDDED_DEFAULT_TESTS = [
  'shared/server-kit/src/db.test.ts',
  'shared/server-kit/src/migrations.test.ts',
  'shared/server-kit/src/events/',
  'engine/src/engine.int.test.ts',
];

/**
 * The suites that start a gateway and engine worker processes of their own: up to about 70 of
 * PostgreSQL's 100 connections each. Beside another suite of the main run (two files at a time)
 * they ran out ("too many clients"), so on PostgreSQL they run after it, one at a time.
 */
const MULTI_PROCESS_TESTS = [
  'engine/src/engineWorkers.int.test.ts',
  'engine/src/engineRecovery.int.test.ts',
  // Routers and subgraphs as processes, each with pools of its own: apart from the main run's two workers.
  'gateway/src/telemetry.int.test.ts',
  'gateway/src/readiness.int.test.ts',
  'gateway/src/orgDown.int.test.ts',
  'gateway/src/routerErrors.int.test.ts',
];
/** jest.config.js's testPathIgnorePatterns: the command line's replace them. */
const IGNORED_TEST_PATHS = ['/node_modules/', '/dist/', '<rootDir>/e2e/(?!partner-service/)'];

/** The process environment with `env` over it; an undefined value removes the variable. */
function withEnv(env) {
  const merged = { ...process.env, ...env };
  for (const [k, v] of Object.entries(merged)) if (v === undefined) delete merged[k];
  return merged;
}

function run(cmd, args, env = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: withEnv(env) });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

/**
 * Starts a command with its output to `logFile`; resolves with how long it ran (ms) when it succeeds,
 * else prints the log and exits.
 */
function runInBackground(cmd, args, logFile) {
  const out = openSync(logFile, 'w');
  const started = Date.now();
  const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', out, out], env: process.env });
  return new Promise((resolve) =>
    child.on('exit', (code) => {
      // The exit is seen only once a spawnSync beside it returns: the log's last write dates the end.
      if (code === 0) return resolve(statSync(logFile).mtimeMs - started);
      process.stdout.write(readFileSync(logFile, 'utf8'));
      console.error(`${cmd} ${args.join(' ')} failed (${code}); its output is above.`);
      process.exit(code ?? 1);
    }),
  );
}
const has = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;

function pnpm() {
  if (has('pnpm')) return ['pnpm'];
  console.log(`Installing pnpm ${PNPM_VERSION} with npm…`);
  const r = spawnSync('npm', ['install', '-g', `pnpm@${PNPM_VERSION}`], { stdio: 'inherit' });
  if (r.status === 0 && has('pnpm')) return ['pnpm'];
  return ['npx', '-y', `pnpm@${PNPM_VERSION}`];
}

function newest(dir, acc = 0) {
  if (!existsSync(dir)) return acc;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name === 'dist' || e.name.startsWith('.')) continue;
    const p = join(dir, e.name);
    acc = e.isDirectory() ? newest(p, acc) : Math.max(acc, statSync(p).mtimeMs);
  }
  return acc;
}

/** Rebuilds the web packages only when a source is newer than the last build (fast warm start). */
function webBuildNeeded() {
  const webDirs = [
    'shell',
    ...readdirSync(root)
      .filter((d) => d.startsWith('mfe-'))
      .map((d) => join(d, 'web')),
  ];
  const lib = Math.max(newest(join(root, 'shared')), statSync(join(root, 'pnpm-lock.yaml')).mtimeMs);
  return webDirs.some((d) => {
    const built = join(root, d, 'dist', 'index.html');
    const marker = existsSync(built) ? built : join(root, d, 'dist', 'remoteEntry.js');
    if (!existsSync(marker)) return true;
    return Math.max(newest(join(root, d, 'src')), lib) > statSync(marker).mtimeMs;
  });
}

function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return;
  if (process.getuid?.() === 0 && has('apt-get')) {
    console.log("Installing Chromium from Debian's packages…");
    run('sh', [
      '-c',
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null',
    ]);
  } else {
    console.error('Chromium is needed for the e2e tests: install it (e.g. `sudo apt-get install chromium`).');
    process.exit(1);
  }
}

/** One closing line for both runners: 'N passed, N failed'. */
function printTotals() {
  const read = (f) => JSON.parse(readFileSync(join(root, 'test-results', f), 'utf8'));
  const runs = ['jest.json', 'jest-multi.json', 'jest-embedded.json']
    .filter(
      (f) =>
        existsSync(join(root, 'test-results', f)) && statSync(join(root, 'test-results', f)).mtimeMs >= began,
    )
    .map(read);
  const jest = (k) => runs.reduce((n, r) => n + r[k], 0);
  const e2e = read('e2e.json').stats;
  const passed = jest('numPassedTests') + e2e.expected + e2e.flaky;
  const failed = jest('numFailedTests') + e2e.unexpected;
  const skipped = jest('numPendingTests') + e2e.skipped;
  console.log(
    `\nunit and integration: ${jest('numPassedTests')} passed; e2e: ${e2e.expected + e2e.flaky} passed`,
  );
  console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
}

/**
 * The sample partner service (e2e/partner-service) beside the gateway, so the demo service `daybook`
 * has a real partner to test against; SAMPLE_PARTNER=0 leaves it out. The gateway may call it
 * although it is on loopback: its host:port joins the guarded fetch's allow-list.
 */
function startSamplePartner() {
  if (process.env.SAMPLE_PARTNER === '0') return null;
  const port = process.env.PARTNER_PORT ?? '8092';
  const child = spawn(process.execPath, ['--import', 'tsx', 'e2e/partner-service/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      PARTNER_PORT: port,
      PARTNER_HOST: '127.0.0.1',
      // Where it sends realtime notifications of the entries its control API writes.
      PARTNER_PLATFORM_URL:
        process.env.PARTNER_PLATFORM_URL ?? `http://127.0.0.1:${process.env.PORT ?? '8080'}`,
    },
  });
  const hostPort = `127.0.0.1:${port}`;
  const allow = [process.env.SAFE_FETCH_ALLOW, hostPort].filter(Boolean).join(',');
  return {
    child,
    gatewayEnv: {
      PARTNER_SERVICE_URL: process.env.PARTNER_SERVICE_URL ?? `http://${hostPort}`,
      SAFE_FETCH_ALLOW: allow,
    },
  };
}

/** How long the servers may take to stop (the gateway's SHUTDOWN_GRACE_MS, 30 s, and a margin). */
const STOP_DEADLINE_MS = 35_000;
/** The same signal again this soon is one stop delivered twice (server-kit's REPEAT_SIGNAL_MS). */
const REPEAT_SIGNAL_MS = 1_000;

/**
 * The gateway and the sample partner, each a node process of its own (no pnpm or tsx between: a
 * signal sent to them is theirs). A stop signal to this process goes on to both, and it exits once
 * both have stopped: with the gateway's exit code, or 1 when they were still running after
 * STOP_DEADLINE_MS (then killed). A second signal later than REPEAT_SIGNAL_MS goes on too, which
 * makes them exit at once. The gateway stopping by itself (e.g. it failed to start) stops the partner.
 */
function serve() {
  const partner = startSamplePartner();
  const gateway = spawn(process.execPath, ['--import', 'tsx', 'gateway/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: process.env.NODE_ENV ?? 'production',
      // The demo's applets check their triggers every 5 seconds (the default is 15 minutes).
      POLL_INTERVAL: process.env.POLL_INTERVAL ?? '5',
      ...partner?.gatewayEnv,
    },
  });
  const running = new Set([gateway, partner?.child].filter(Boolean));
  let exitCode = 0;
  let stopping = 0;
  const stopAll = (signal) => {
    const now = Date.now();
    if (stopping && now - stopping < REPEAT_SIGNAL_MS) return;
    if (!stopping)
      setTimeout(() => {
        console.error(`Still running after ${STOP_DEADLINE_MS / 1000} s: killed.`);
        for (const c of running) c.kill('SIGKILL');
        process.exit(1);
      }, STOP_DEADLINE_MS).unref();
    stopping ||= now;
    for (const c of running) c.kill(signal);
  };
  for (const child of running)
    child.once('exit', (code, signal) => {
      running.delete(child);
      if (child === gateway) {
        exitCode = code ?? 1;
        if (!stopping) {
          console.error(`The gateway stopped (${code ?? signal}): stopping the sample partner.`);
          stopAll('SIGTERM');
        }
      } else if (!stopping) console.error(`The sample partner service stopped (${code ?? signal}).`);
      if (running.size === 0) process.exit(exitCode);
    });
  process.on('SIGTERM', () => stopAll('SIGTERM'));
  process.on('SIGINT', () => stopAll('SIGINT'));
  // A closed terminal: the servers do not take SIGHUP, SIGTERM is their stop.
  process.on('SIGHUP', () => stopAll('SIGTERM'));
}

if (mode === 'serve') serve();
else if (mode === 'start') {
  const [bin, ...pre] = pnpm();
  run(bin, [...pre, 'install', '--frozen-lockfile', '--prefer-offline']);
  if (webBuildNeeded()) run(bin, [...pre, 'run', 'build']);
  serve();
} else if (mode === 'test') {
  const [bin, ...pre] = pnpm();
  const s = (ms) => `${Math.round(ms / 1000)} s`;
  /** Runs a stage and says how long it took (and the whole test run so far). */
  const stage = async (name, fn) => {
    const t = Date.now();
    await fn();
    console.log(`[time] ${name}: ${s(Date.now() - t)} (so far ${s(Date.now() - began)})`);
  };
  await stage('install', () => {
    run(bin, [...pre, 'install', '--frozen-lockfile', '--prefer-offline']);
    ensureChromium();
  });
  mkdirSync(join(root, 'test-results'), { recursive: true });
  // The web build beside the checks: each keeps about one of the cores busy.
  const build = runInBackground(bin, [...pre, 'run', 'build'], join(root, 'test-results/build.log'));
  // Types, lint (boundaries included), unused dependencies and supergraph drift, before any test.
  await stage('check', () => run(bin, [...pre, 'run', 'check']));
  await stage('waiting for the build after the check', async () =>
    console.log(`[time] build: ${s(await build)} beside the check (its output: test-results/build.log)`),
  );
  // Every page's JS before it paints, from the build output: over budget fails the run.
  await stage('size', () => run(bin, [...pre, 'run', 'size']));
  const jest = [...pre, 'exec', 'jest', '--ci', `--maxWorkers=${JEST_WORKERS}`];
  const jestEnv = { NODE_OPTIONS: '--experimental-vm-modules', NODE_ENV: 'test' };
  // Every test once: against PostgreSQL when DATABASE_URL names one (.ci/run sets it), else on the
  // embedded database; then, with PostgreSQL, the tests about the embedded default on it as well.
  const postgres = Boolean(process.env.DATABASE_URL);
  const later = postgres
    ? [
        '--testPathIgnorePatterns',
        ...IGNORED_TEST_PATHS,
        ...MULTI_PROCESS_TESTS.map((t) => t.replace(/\./g, '\\.')),
      ]
    : [];
  await stage(`jest (unit, component, integration; ${postgres ? 'PostgreSQL' : 'embedded database'})`, () =>
    run(bin, [...jest, '--json', '--outputFile=test-results/jest.json', ...later], jestEnv),
  );
  if (postgres)
    await stage('jest (engine worker processes, one suite at a time; PostgreSQL)', () =>
      run(
        bin,
        [
          ...pre,
          'exec',
          'jest',
          '--ci',
          '--runInBand',
          '--json',
          '--outputFile=test-results/jest-multi.json',
          ...MULTI_PROCESS_TESTS,
        ],
        jestEnv,
      ),
    );
  if (postgres)
    await stage('jest (the embedded default, on PGlite)', () =>
      run(
        bin,
        [...jest, '--json', '--outputFile=test-results/jest-embedded.json', ...EMBEDDED_DEFAULT_TESTS],
        {
          ...jestEnv,
          DATABASE_URL: undefined,
        },
      ),
    );
  await stage('e2e (Playwright)', () =>
    run(bin, [...pre, 'exec', 'playwright', 'test', '-c', 'e2e/playwright.config.ts']),
  );
  printTotals();
} else {
  console.error('usage: node scripts/quickstart.mjs start|serve|test');
  process.exit(2);
}

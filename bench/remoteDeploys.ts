/**
 * Figure 22, independent remote deploys (issue 39): three gateway processes on one throw-away
 * PostgreSQL database and one asset store folder (REMOTES_DIR), as several gateways behind a load
 * balancer would run.
 * (a) How long a switch of the org remote's live version takes to reach every process: a second
 *     version published through the API (the org build with one byte added to a chunk), then the
 *     live version switched back and forth 10 times through gateway 1 with a deploy token, every
 *     process's /remotes.json read every 50 ms until all three serve the new version. Goal ≤ 5 s.
 * (b) The deploy of one remote with the real command (`pnpm --filter @switchyard/org-web run deploy`:
 *     the build, the publish with its gates, the switch). Goal ≤ 60 s.
 * (c) LCP of the org pages of figure 15 (its `switchyard.benchPages`) on the version the gateway
 *     imported from the checkout's build and on the deployed version, interleaved in the same run.
 *
 * Run it: `BENCH_ONLY=22 pnpm bench`, or alone `pnpm exec tsx bench/remoteDeploys.ts`. Needs
 * PostgreSQL at 127.0.0.1:5432, the production web build and /usr/bin/chromium. Note that (b)
 * rebuilds mfe-org/web/dist in place.
 */
import { spawn } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { chooseDatabase } from './lib/database';
import { ms, table, verdict } from './lib/format';
import { serverEnv } from './lib/gateway';
import { freePort, sleep, startChild, stopChild, waitFor200, type Child } from './lib/processes';
import { signIn } from './lib/session';
import { median } from './lib/stats';
import { pagesToVisit, visit } from './pages';
import { chromiumPath } from './web';

export const remoteDeployTargets = { switchMs: 5_000, deploySeconds: 60 };
const GATEWAYS = 3;
const SWITCHES = 10;
const POLL_MS = 50;
const LCP_ROUNDS = 5;
const REMOTE = 'org';

const root = resolve(__dirname, '..');
const progress = (msg: string) => process.stderr.write(`· ${msg}\n`);

export interface RemoteDeploysFigures {
  database: string;
  gateways: number;
  versions: { imported: string; deployed: string };
  /** The second version's publish through the API (upload, gates, compression, store). */
  publishMs: number;
  switches: { to: string; ms: number }[];
  switchMedianMs: number;
  switchMaxMs: number;
  /** `created: false`: the build gave the files of a version already published (no gates ran again). */
  deploy: { seconds: number; version: string; created: boolean; output: string[] };
  loadAverage: { before: number; after: number };
  lcp: {
    loadsPerVersion: number;
    importedMedianMs: number;
    deployedMedianMs: number;
    pages: { path: string; importedMs: number; deployedMs: number }[];
  };
}

type RemotesJson = { remotes: { name: string; version?: string; entry: string }[] };

async function servedVersion(base: string): Promise<string | undefined> {
  const res = await fetch(`${base}/remotes.json`, { signal: AbortSignal.timeout(5_000) });
  if (!res.ok) throw new Error(`${base}/remotes.json answered ${res.status}`);
  const body = (await res.json()) as RemotesJson;
  return body.remotes.find((r) => r.name === REMOTE)?.version;
}

/** Reads every process's /remotes.json every POLL_MS until all serve `version`; ms from `since`. */
async function untilAllServe(
  bases: string[],
  version: string,
  since: number,
  limitMs = 30_000,
): Promise<number> {
  const seen = new Map<string, number>();
  while (performance.now() - since < limitMs) {
    await Promise.all(
      bases
        .filter((b) => !seen.has(b))
        .map(async (b) => {
          if ((await servedVersion(b)) === version) seen.set(b, performance.now() - since);
        }),
    );
    if (seen.size === bases.length) return Math.max(...seen.values());
    await sleep(POLL_MS);
  }
  const late = bases.filter((b) => !seen.has(b));
  throw new Error(`${late.join(', ')} did not serve ${REMOTE} ${version} within ${limitMs / 1000} s`);
}

async function registryCall<T>(base: string, token: string, method: string, path: string, body: unknown) {
  const res = await fetch(base + path, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      accept: 'application/json',
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(120_000),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 1000)}`);
  return JSON.parse(text) as T;
}

/** A deploy token of the org remote, created by staff (stella) through the registry's API. */
async function createToken(base: string): Promise<string> {
  const staff = await signIn(base, 'stella');
  const res = await fetch(`${base}/registry/tokens`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      cookie: staff.cookie,
      'x-csrf-token': staff.csrfToken,
    },
    body: JSON.stringify({ remote: REMOTE, name: 'bench figure 22' }),
  });
  const text = await res.text();
  if (res.status !== 201)
    throw new Error(`POST /registry/tokens as stella: ${res.status} ${text.slice(0, 500)}`);
  return (JSON.parse(text) as { token: string }).token;
}

/** The org build's raw files, one chunk with a byte added (a newline at its end): another version. */
function changedBuild(dist: string, copy: string): Record<string, string> {
  cpSync(dist, copy, { recursive: true });
  const chunk = readdirSync(copy).find((f) => /^\d+\.[0-9a-f]+\.js$/.test(f));
  if (!chunk) throw new Error(`no numbered chunk in ${dist}`);
  appendFileSync(join(copy, chunk), '\n');
  const files: Record<string, string> = {};
  for (const f of readdirSync(copy, { recursive: true, withFileTypes: true })) {
    if (!f.isFile() || /\.(br|gz)$/.test(f.name)) continue;
    const path = join(f.parentPath, f.name);
    files[
      path
        .slice(copy.length + 1)
        .split('\\')
        .join('/')
    ] = readFileSync(path).toString('base64');
  }
  return files;
}

/** `pnpm --filter @switchyard/org-web run deploy` as a domain team runs it; its output lines and wall time. */
async function runDeployCommand(base: string, token: string, logFile: string) {
  const since = performance.now();
  const output: string[] = [];
  const code = await new Promise<number | null>((ok, fail) => {
    const child = spawn('pnpm', ['--filter', `@switchyard/${REMOTE}-web`, 'run', 'deploy'], {
      cwd: root,
      env: { ...process.env, DEPLOY_URL: base, DEPLOY_TOKEN: token },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const timer = setTimeout(() => child.kill('SIGTERM'), 180_000);
    const collect = (chunk: Buffer) => {
      appendFileSync(logFile, chunk);
      output.push(...chunk.toString().split('\n').filter(Boolean));
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', fail);
    child.on('exit', (c) => {
      clearTimeout(timer);
      ok(c);
    });
  });
  const seconds = (performance.now() - since) / 1000;
  if (code !== 0) throw new Error(`the deploy command exited ${code}:\n${output.slice(-20).join('\n')}`);
  const version = output.map((l) => /^Published \S+ (\S+)/.exec(l)?.[1]).find(Boolean);
  if (!version) throw new Error(`the deploy command printed no version:\n${output.join('\n')}`);
  return {
    seconds,
    version,
    created: !output.some((l) => l.startsWith('Published') && l.includes('already there')),
    output: output.filter((l) => /^(Built|Published|Made|Live|Canary|Took)/.test(l)),
  };
}

async function startGateways(opts: {
  databaseUrl: string;
  workDir: string;
  logDir: string;
}): Promise<{ children: Child[]; bases: string[] }> {
  const remotesDir = join(opts.workDir, 'remotes');
  mkdirSync(remotesDir, { recursive: true });
  const sessionSecret = 'bench-remote-deploys-session-secret-0123456789';
  const children: Child[] = [];
  const bases: string[] = [];
  const start = async (i: number) => {
    const port = await freePort();
    const env = {
      ...serverEnv({
        port,
        dataDir: join(opts.workDir, `gateway-${i}`),
        databaseUrl: opts.databaseUrl,
        sessionSecret,
      }),
      REMOTES_DIR: remotesDir,
      SEED_DEMO: i === 1 ? '1' : '0',
      DATABASE_POOL_SIZE: '5',
    };
    const since = performance.now();
    const child = startChild(`gateway ${i}`, 'node', ['--import', 'tsx', 'gateway/src/main.ts'], {
      cwd: root,
      env,
      logFile: join(opts.logDir, `remote-deploys-gateway-${i}.log`),
    });
    children.push(child);
    const base = `http://127.0.0.1:${port}`;
    await waitFor200(`${base}/health`, child, since);
    bases[i - 1] = base;
  };
  // The first migrates and seeds the database; the others start on it together.
  await start(1);
  await Promise.all(Array.from({ length: GATEWAYS - 1 }, (_, k) => start(k + 2)));
  return { children, bases };
}

export async function measureRemoteDeploys(opts: {
  root: string;
  logDir: string;
  workDir: string;
}): Promise<RemoteDeploysFigures> {
  const pg = await chooseDatabase({ ...process.env, DATABASE_URL: undefined });
  if (pg.kind !== 'postgres') throw new Error(`needs PostgreSQL (${pg.label})`);
  const workDir = mkdtempSync(join(opts.workDir, 'remote-deploys-'));
  let children: Child[] = [];
  try {
    progress(`22: ${GATEWAYS} gateways on ${pg.label}`);
    const loadBefore = loadavg()[0];
    const started = await startGateways({ databaseUrl: pg.url, workDir, logDir: opts.logDir });
    children = started.children;
    const { bases } = started;
    const [base] = bases;
    const imported = await servedVersion(base);
    if (!imported) throw new Error(`${base}/remotes.json names no version of ${REMOTE}`);
    await untilAllServe(bases, imported, performance.now());
    const token = await createToken(base);

    progress('22b: the deploy command (build, publish, make live)');
    const deploy = await runDeployCommand(base, token, join(opts.logDir, 'remote-deploys-command.log'));
    // The same sources build the same files: the command publishes the imported version again.
    await untilAllServe(bases, deploy.version, performance.now());

    progress('22a: a second version through the API, then 10 switches');
    const files = changedBuild(
      join(opts.root, `mfe-${REMOTE}`, 'web', 'dist'),
      join(workDir, 'changed-dist'),
    );
    let since = performance.now();
    const published = await registryCall<{ version: string; created: boolean }>(
      base,
      token,
      'POST',
      `/registry/remotes/${REMOTE}/versions`,
      { files },
    );
    const publishMs = performance.now() - since;
    const deployed = published.version;
    if (deployed === deploy.version) throw new Error('the changed build got the same version');
    const switches: RemoteDeploysFigures['switches'] = [];
    for (let i = 0; i < SWITCHES; i++) {
      const to = i % 2 === 0 ? deployed : deploy.version;
      since = performance.now();
      await registryCall(base, token, 'PUT', `/registry/remotes/${REMOTE}/live`, { version: to });
      switches.push({ to, ms: await untilAllServe(bases, to, since) });
    }

    progress(`22c: LCP of the org pages, ${LCP_ROUNDS} rounds on each version`);
    const pages = pagesToVisit(opts.root).pages.filter((p) => p.owner === REMOTE);
    if (!pages.length) throw new Error(`no bench pages of ${REMOTE}`);
    const session = await signIn(base, 'olivia');
    const browser = await chromium.launch({
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-gpu'],
    });
    const lcp = { imported: new Map<string, number[]>(), deployed: new Map<string, number[]>() };
    try {
      for (let round = 0; round < LCP_ROUNDS; round++) {
        // Alternating which goes first, so that drift on the machine falls on both alike.
        const order =
          round % 2 === 0 ? (['imported', 'deployed'] as const) : (['deployed', 'imported'] as const);
        for (const which of order) {
          const version = which === 'imported' ? imported : deployed;
          await registryCall(base, token, 'PUT', `/registry/remotes/${REMOTE}/live`, { version });
          await untilAllServe([base], version, performance.now());
          for (const page of pages) {
            const v = await visit(browser, base, session, page);
            lcp[which].set(page.path, [...(lcp[which].get(page.path) ?? []), v.lcpMs]);
          }
        }
      }
    } finally {
      await browser.close();
    }
    const all = (m: Map<string, number[]>) => [...m.values()].flat();
    return {
      database: pg.label,
      gateways: GATEWAYS,
      versions: { imported, deployed },
      publishMs,
      switches,
      switchMedianMs: median(switches.map((s) => s.ms)),
      switchMaxMs: Math.max(...switches.map((s) => s.ms)),
      deploy,
      loadAverage: { before: loadBefore, after: loadavg()[0] },
      lcp: {
        loadsPerVersion: all(lcp.imported).length,
        importedMedianMs: median(all(lcp.imported)),
        deployedMedianMs: median(all(lcp.deployed)),
        pages: pages.map((p) => ({
          path: p.path,
          importedMs: median(lcp.imported.get(p.path)!),
          deployedMs: median(lcp.deployed.get(p.path)!),
        })),
      },
    };
  } finally {
    for (const child of children) await stopChild(child);
    await pg.drop();
  }
}

export function renderRemoteDeploys(f: RemoteDeploysFigures): string {
  const seconds = (s: number) => `${s.toFixed(1)} s`;
  return [
    `22. Independent remote deploys: ${f.gateways} gateway processes on ${f.database}, one REMOTES_DIR`,
    `  ${REMOTE}: imported build ${f.versions.imported}, deployed ${f.versions.deployed} (one byte added to a chunk), published through the API in ${ms(f.publishMs)}`,
    table(
      ['what', 'figure', 'goal'],
      [
        [
          `a switch until all ${f.gateways} serve it (${f.switches.length} switches, median)`,
          ms(f.switchMedianMs),
          `≤ ${ms(remoteDeployTargets.switchMs)}`,
        ],
        [
          'a switch until all serve it (max)',
          ms(f.switchMaxMs),
          `≤ ${ms(remoteDeployTargets.switchMs)}: ${verdict(f.switchMaxMs <= remoteDeployTargets.switchMs)}`,
        ],
        [
          `the deploy command (${f.deploy.version})`,
          seconds(f.deploy.seconds),
          `≤ ${remoteDeployTargets.deploySeconds} s: ${verdict(f.deploy.seconds <= remoteDeployTargets.deploySeconds)}`,
        ],
        [
          `LCP of the ${REMOTE} pages, imported build (median of ${f.lcp.loadsPerVersion})`,
          ms(f.lcp.importedMedianMs),
          '',
        ],
        [
          `LCP of the ${REMOTE} pages, deployed version (median of ${f.lcp.loadsPerVersion})`,
          ms(f.lcp.deployedMedianMs),
          `the same (${f.lcp.deployedMedianMs >= f.lcp.importedMedianMs ? '+' : '−'}${ms(Math.abs(f.lcp.deployedMedianMs - f.lcp.importedMedianMs))})`,
        ],
      ],
    ),
    `  each switch (ms): ${f.switches.map((s) => s.ms.toFixed(0)).join(', ')}`,
    f.deploy.created
      ? '  the deploy command published a new version (its gates ran)'
      : `  the deploy command's build gave the imported build's files: published already, no gates ran again; a new version's publish (gates, compression, store) took ${ms(f.publishMs)} above`,
    `  load average (1 min) ${f.loadAverage.before.toFixed(1)} at the start, ${f.loadAverage.after.toFixed(1)} at the end`,
    `  the deploy command said: ${f.deploy.output.join(' / ')}`,
    table(
      ['page', 'LCP imported', 'LCP deployed'],
      f.lcp.pages.map((p) => [p.path, ms(p.importedMs), ms(p.deployedMs)]),
    ),
  ].join('\n');
}

if (require.main === module) {
  const dir = mkdtempSync(join(tmpdir(), 'switchyard-remote-deploys-'));
  measureRemoteDeploys({ root, logDir: dir, workDir: dir }).then(
    (f) => {
      console.log(renderRemoteDeploys(f));
      writeFileSync(join(dir, 'remote-deploys.json'), JSON.stringify(f, null, 2));
      console.log(`\nServer logs and JSON: ${dir}`);
      process.exit(0);
    },
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}

/**
 * Figure 23, idle CPU of the quick start (issue 40): `node scripts/quickstart.mjs serve` on a fresh
 * DATA_DIR (the embedded database, the demo seeded), left alone; the gateway process's CPU time
 * (utime + stime of /proc/<pid>/stat) over 60 s once start-up has settled (20 s after /health
 * answers), as % of one core, and again over 60 s from 140 s after it (steady: V8 shrinks the heap
 * start-up grew with a few collections in the first minutes, some 0.5–1 s of CPU that is start-up's,
 * not idling's). Two cases: the demo's applets as seeded and checked every 5 s (the quick start's
 * POLL_INTERVAL), and with nothing due (POLL_INTERVAL=900: the applets' next checks are a quarter of
 * an hour away). Goal: ≤ 1 % with nothing due, steady. Linux only (/proc).
 *
 * Run it: `BENCH_ONLY=23 pnpm bench`, or alone `pnpm exec tsx bench/idleCpu.ts`.
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { table, verdict } from './lib/format';
import { freePort, sleep, startChild, stopChild, waitFor200 } from './lib/processes';

export const idleCpuTarget = { percent: 1 };
const SETTLE_MS = 20_000;
const MEASURE_MS = 60_000;
/** From the end of the first window to the start of the steady one. */
const STEADY_AFTER_MS = 60_000;

export interface IdleCpuCase {
  name: string;
  pollInterval: number;
  /** % of one core used by the gateway process over MEASURE_MS, in the first minute after start-up. */
  firstMinutePercent: number;
  /** The same over MEASURE_MS from 140 s after start-up: what the goal is about. */
  cpuPercent: number;
  loadBefore: number;
  loadAfter: number;
}

export interface IdleCpuFigures {
  measureSeconds: number;
  cases: IdleCpuCase[];
}

/** CPU seconds (user + system) the process used so far. */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command (which may hold spaces): utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticksPerSecond = 100; // USER_HZ on Linux
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}

/** The process under `pid` (children, grandchildren) whose command line holds `needle`. */
function findDescendant(pid: number, needle: string): number | null {
  const children: number[] = [];
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    const list = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
    if (list) children.push(...list.split(' ').map(Number));
  }
  for (const child of children) {
    if (readFileSync(`/proc/${child}/cmdline`, 'utf8').includes(needle)) return child;
    const deeper = findDescendant(child, needle);
    if (deeper) return deeper;
  }
  return null;
}

async function measureCase(
  root: string,
  logDir: string,
  workDir: string,
  name: string,
  pollInterval: number,
): Promise<IdleCpuCase> {
  const port = await freePort();
  const partnerPort = await freePort();
  const child = startChild(`quick start (${name})`, process.execPath, ['scripts/quickstart.mjs', 'serve'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: undefined,
      DATA_DIR: mkdtempSync(join(workDir, 'idle-')),
      PORT: String(port),
      PARTNER_PORT: String(partnerPort),
      POLL_INTERVAL: String(pollInterval),
    },
    logFile: join(logDir, `idle-cpu-${pollInterval}.log`),
  });
  try {
    await waitFor200(`http://127.0.0.1:${port}/health`, child, performance.now(), 180_000);
    await sleep(SETTLE_MS);
    const gateway = findDescendant(child.proc.pid!, 'gateway/src/main.ts');
    if (!gateway) throw new Error('the gateway process of the quick start was not found');
    const percentOver = async (ms: number) => {
      const before = cpuSeconds(gateway);
      const t0 = performance.now();
      await sleep(ms);
      return ((cpuSeconds(gateway) - before) / ((performance.now() - t0) / 1000)) * 100;
    };
    const loadBefore = loadavg()[0];
    const firstMinutePercent = await percentOver(MEASURE_MS);
    await sleep(STEADY_AFTER_MS);
    const cpuPercent = await percentOver(MEASURE_MS);
    return { name, pollInterval, firstMinutePercent, cpuPercent, loadBefore, loadAfter: loadavg()[0] };
  } finally {
    await stopChild(child, 40_000);
  }
}

export async function measureIdleCpu(opts: {
  root: string;
  logDir: string;
  workDir: string;
}): Promise<IdleCpuFigures> {
  if (process.platform !== 'linux') throw new Error('figure 23 reads /proc: Linux only');
  const cases = [
    await measureCase(opts.root, opts.logDir, opts.workDir, 'nothing due (POLL_INTERVAL=900)', 900),
    await measureCase(opts.root, opts.logDir, opts.workDir, "the demo's applets checked every 5 s", 5),
  ];
  return { measureSeconds: MEASURE_MS / 1000, cases };
}

export function renderIdleCpu(f: IdleCpuFigures): string {
  return [
    `23. Idle CPU of the quick start (embedded database, demo seeded), the gateway process over ${f.measureSeconds} s: 20 s after start-up, and steady (from 140 s)`,
    table(
      ['case', 'first minute', 'steady, % of one core', 'load before → after', 'goal (steady)'],
      f.cases.map((c) => [
        c.name,
        `${c.firstMinutePercent.toFixed(2)} %`,
        `${c.cpuPercent.toFixed(2)} %`,
        `${c.loadBefore.toFixed(2)} → ${c.loadAfter.toFixed(2)}`,
        c.pollInterval === 900
          ? `≤ ${idleCpuTarget.percent} %: ${verdict(c.cpuPercent <= idleCpuTarget.percent)}`
          : '(work: 3 checks every 5 s)',
      ]),
    ),
  ].join('\n');
}

if (require.main === module) {
  const root = resolve(__dirname, '..');
  const workDir = mkdtempSync(join(tmpdir(), 'switchyard-idle-'));
  measureIdleCpu({ root, logDir: workDir, workDir }).then(
    (f) => {
      console.log(renderIdleCpu(f));
      console.log(`\nServer logs: ${workDir}`);
      process.exit(0);
    },
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}

/**
 * Figure 14b, the engine's recovery (issue 33): `pnpm exec tsx bench/engineRecovery.ts`. PostgreSQL
 * (processes cannot share the embedded database): the quick-start gateway serving the API without
 * working the queues, two engine worker processes, the sample partner behind a recording proxy, ten
 * applets on Daybook's "new journal entry". Each round: a burst of entries with a notification each
 * (about 11 a second), then the worker whose poll is in flight (held at the proxy to know which) is
 * killed (SIGKILL), 80 entries are written at once (more than a poll's page of 50), the burst goes
 * on and the worker is started again. Measured: from the kill until the other worker's poll reaches
 * the partner (goal: 5 s at most), and the round's items whose actions reached the partner, per
 * applet (goal: all), with duplicates (an item run twice) and order violations.
 */
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  pidOfPort,
  recordedActions,
  startRecordingProxy,
  tallyActions,
} from '@switchyard/server-kit/testing';
import { chooseDatabase } from './lib/database';
import { startGateway } from './lib/gateway';
import { freePort, sleep, startChild, stopChild, waitFor200, type Child } from './lib/processes';
import { NO_FLOOD_GUARD, setUp } from './engine';
import { startSamplePartner } from './endpointTests';

const APPLETS = 10;
const ROUNDS = 3;
const BEFORE = 20;
const WHILE_DOWN = 80;
const AFTER = 20;
const KEY = { 'Switchyard-Service-Key': 'demo-service-key', 'content-type': 'application/json' };

export interface RecoveryRound {
  round: number;
  takeoverMs: number;
  items: number;
  recovered: number;
  duplicates: number;
  outOfOrder: number;
}

async function entry(partnerUrl: string, title: string, notifyUrl?: string) {
  const res = await fetch(`${partnerUrl}/_control/entries`, {
    method: 'POST',
    headers: KEY,
    body: JSON.stringify({ title, ...(notifyUrl ? { notify_url: notifyUrl } : {}) }),
  });
  if (res.status !== 201) throw new Error(`writing an entry: ${res.status}`);
}

export async function measureEngineRecovery(opts: {
  root: string;
  logDir: string;
}): Promise<RecoveryRound[]> {
  const pg = await chooseDatabase();
  if (pg.kind !== 'postgres') throw new Error('figure 14b needs PostgreSQL (DATABASE_URL or 127.0.0.1:5432)');
  const gatewayPort = await freePort();
  // The sample partner redirects back only to the platform's callbacks (PARTNER_REDIRECT_URIS).
  const partner = await startSamplePartner(
    opts.root,
    await freePort(),
    join(opts.logDir, 'recovery-partner.log'),
    {
      PARTNER_REDIRECT_URIS: [`http://localhost:${gatewayPort}`, `http://127.0.0.1:${gatewayPort}`]
        .map((b) => `${b}/my_services/*/callback`)
        .join(','),
    },
  );
  const proxy = await startRecordingProxy(partner.url);
  /** The round's items whose actions reached the partner (per applet), duplicates and order violations. */
  const tally = (prefix: string, titles: string[]) => {
    const { found, duplicates, outOfOrder } = tallyActions(recordedActions(proxy.requests, prefix), titles);
    return { recovered: found, duplicates, outOfOrder };
  };
  const proxyHost = new URL(proxy.url).host;
  const sessionSecret = 'bench-engine-recovery-secret-0123456789';
  const gatewayEnv = {
    PARTNER_SERVICE_URL: proxy.url,
    SAFE_FETCH_ALLOW: [partner.gatewayEnv.SAFE_FETCH_ALLOW, proxyHost].join(','),
    POLL_INTERVAL: '3600',
    ...NO_FLOOD_GUARD,
  };
  const gateway = await startGateway({
    root: opts.root,
    port: gatewayPort,
    dataDir: mkdtempSync(join(tmpdir(), 'switchyard-recovery-')),
    logFile: join(opts.logDir, 'recovery-gateway.log'),
    databaseUrl: pg.url,
    sessionSecret,
    env: { ...gatewayEnv, ENGINE_WORKERS: '0' },
  });
  const workers: Child[] = [];
  const startWorker = async (n: number) => {
    const port = await freePort();
    const since = performance.now();
    const worker = startChild(`engine worker ${n}`, 'node', ['--import', 'tsx', 'src/server.ts'], {
      cwd: join(opts.root, 'engine'),
      env: {
        ...process.env,
        ...gatewayEnv,
        DATABASE_URL: pg.url,
        SESSION_SECRET: sessionSecret,
        INTERNAL_URL: gateway.base,
        PORT: String(port),
        NODE_ENV: 'production',
      },
      logFile: join(opts.logDir, `recovery-worker-${n}.log`),
    });
    await waitFor200(`http://127.0.0.1:${port}/health`, worker, since);
    return worker;
  };
  const rounds: RecoveryRound[] = [];
  try {
    workers.push(await startWorker(0), await startWorker(1));
    await setUp(gateway.base, APPLETS);
    for (let round = 1; round <= ROUNDS; round++) {
      const prefix = `R${round}-`;
      const title = (i: number) => `${prefix}${String(i).padStart(4, '0')}`;
      const burst = async (from: number, count: number) => {
        for (let i = from; i < from + count; i++) {
          await entry(partner.url, title(i), gateway.base);
          await sleep(80);
        }
      };
      await burst(1, BEFORE);
      // Which worker polls: its trigger call is held at the proxy while it is found.
      proxy.hold();
      await entry(partner.url, title(BEFORE + 1), gateway.base);
      let victim: Child | undefined;
      for (const until = Date.now() + 30_000; !victim && Date.now() < until; await sleep(20)) {
        const held = proxy.held()[0];
        const pid =
          held &&
          pidOfPort(
            held.socket.remotePort!,
            workers.map((w) => w.proc.pid!),
          );
        victim = workers.find((w) => w.proc.pid === pid);
      }
      if (!victim) throw new Error('no worker was found polling');
      victim.proc.kill('SIGKILL');
      await victim.exited;
      const killedAt = Date.now();
      proxy.release();
      for (let i = BEFORE + 2; i <= BEFORE + WHILE_DOWN; i++) await entry(partner.url, title(i));
      await entry(partner.url, title(BEFORE + WHILE_DOWN + 1), gateway.base);
      let takeoverMs = 0;
      for (const until = Date.now() + 60_000; !takeoverMs; await sleep(20)) {
        const polled = proxy.requests.find(
          (r) => r.at > killedAt && r.path.includes('/triggers/') && r.status === 200,
        );
        if (polled) takeoverMs = polled.at - killedAt;
        else if (Date.now() > until) throw new Error('no worker polled within 60 s of the kill');
      }
      await burst(BEFORE + WHILE_DOWN + 2, AFTER - 1);
      workers.splice(workers.indexOf(victim), 1, await startWorker(round + 1));
      const items = BEFORE + WHILE_DOWN + AFTER;
      const titles = Array.from({ length: items }, (_, k) => title(k + 1));
      // Every action, or a minute with none more.
      let last = -1;
      for (let quiet = Date.now(); Date.now() - quiet < 60_000; await sleep(500)) {
        const { recovered } = tally(prefix, titles);
        if (recovered === items * APPLETS) break;
        if (recovered !== last) [last, quiet] = [recovered, Date.now()];
      }
      await sleep(1000);
      rounds.push({ round, takeoverMs, items: items * APPLETS, ...tally(prefix, titles) });
      process.stderr.write(`· round ${round}: ${JSON.stringify(rounds.at(-1))}\n`);
    }
  } finally {
    for (const w of workers) await stopChild(w);
    await stopChild(gateway.child);
    await proxy.close();
    await stopChild(partner.child);
    await pg.drop();
  }
  return rounds;
}

if (require.main === module) {
  const root = resolve(__dirname, '..');
  const logDir = join(__dirname, 'results', 'logs');
  mkdirSync(logDir, { recursive: true });
  measureEngineRecovery({ root, logDir }).then(
    (rounds) => {
      console.log(
        '\nFigure 14b: the engine after a worker is killed mid-burst (PostgreSQL, 2 workers, 10 applets)',
      );
      console.log(
        'round | poll taken over after | actions expected | recovered | duplicates | order violations',
      );
      for (const r of rounds)
        console.log(
          `${r.round} | ${(r.takeoverMs / 1000).toFixed(1)} s | ${r.items} | ${r.recovered} | ${r.duplicates} | ${r.outOfOrder}`,
        );
      const worst = Math.max(...rounds.map((r) => r.takeoverMs));
      const lost = rounds.reduce((n, r) => n + r.items - r.recovered, 0);
      console.log(
        `goals: taken over within 5 s (worst ${(worst / 1000).toFixed(1)} s), all recovered (${lost} lost)`,
      );
      process.exit(worst <= 5000 && lost === 0 ? 0 : 1);
    },
    (err: Error) => {
      console.error(err);
      process.exit(1);
    },
  );
}

/**
 * What the guard costs: plain fetch (Node's built-in), plain undici `request` (the client safeFetch is
 * built on, without the guard) and safeFetch, on a local partner-like server (127.0.0.1, allow-listed):
 * one call at a time (latency), many at once (throughput), and with a new connection per call (the
 * connector's checks run every time). Bounded: about 5 s in all by default.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { safeFetch } from '@switchyard/server-kit';
import { Agent, request } from 'undici';
import { percentile } from './lib/stats';

export interface SafeFetchOverhead {
  /** One call at a time over a kept-alive connection; "plain" is the built-in fetch. */
  plainP50Ms: number;
  undiciP50Ms: number;
  safeP50Ms: number;
  plainP95Ms: number;
  undiciP95Ms: number;
  safeP95Ms: number;
  /** `concurrency` calls in flight. */
  plainRps: number;
  undiciRps: number;
  safeRps: number;
  /** safeRps ÷ plainRps, and safeRps ÷ undiciRps (the guard alone). */
  rpsRatio: number;
  rpsRatioUndici: number;
  /** One call at a time, the server closing each connection: every call connects (and is checked) anew. */
  plainNewConnectionP50Ms: number;
  undiciNewConnectionP50Ms: number;
  safeNewConnectionP50Ms: number;
  concurrency: number;
  /** Calls measured per variant, by phase. */
  calls: { sequential: number; concurrent: number; newConnection: number };
  bodyBytes: number;
}

export interface SafeFetchBenchOptions {
  /** Measured time per variant and phase (two halves, interleaved plain/safe/safe/plain). */
  phaseMs?: number;
  concurrency?: number;
}

const body = JSON.stringify({
  data: { status: 'ok', samples: { triggers: { new_thing: { label: 'a' } }, actions: {} } },
  padding: 'x'.repeat(200),
});

type Call = (url: string) => Promise<string>;
type Variant = 'plain' | 'undici' | 'safe';

export async function measureSafeFetchOverhead(opts: SafeFetchBenchOptions = {}): Promise<SafeFetchOverhead> {
  const phaseMs = opts.phaseMs ?? 500;
  const concurrency = opts.concurrency ?? 16;
  const server = createServer((req, res) => {
    if (req.url === '/close') res.setHeader('connection', 'close');
    res.setHeader('content-type', 'application/json');
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const hostPort = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  const base = `http://${hostPort}`;
  const agent = new Agent();
  const calls: Record<Variant, Call> = {
    plain: async (url) => (await fetch(url)).text(),
    undici: async (url) => (await request(url, { dispatcher: agent })).body.text(),
    safe: async (url) => (await safeFetch(url, {}, { allow: [hostPort] })).text(),
  };
  try {
    for (const call of Object.values(calls)) await warmUp(call, `${base}/status`);
    const seq = await interleaved(phaseMs, calls, (call, ms) => sequential(call, `${base}/status`, ms));
    const conc = await interleaved(phaseMs, calls, (call, ms) =>
      concurrent(call, `${base}/status`, ms, concurrency),
    );
    const fresh = await interleaved(phaseMs, calls, (call, ms) => sequential(call, `${base}/close`, ms));
    const rps = (r: { calls: number; ms: number }) => Math.round((r.calls / r.ms) * 1000);
    const p = (r: Run, q: number) => round(percentile(r.latencies, q));
    const [plainRps, undiciRps, safeRps] = [rps(conc.plain), rps(conc.undici), rps(conc.safe)];
    return {
      plainP50Ms: p(seq.plain, 50),
      undiciP50Ms: p(seq.undici, 50),
      safeP50Ms: p(seq.safe, 50),
      plainP95Ms: p(seq.plain, 95),
      undiciP95Ms: p(seq.undici, 95),
      safeP95Ms: p(seq.safe, 95),
      plainRps,
      undiciRps,
      safeRps,
      rpsRatio: Math.round((safeRps / plainRps) * 100) / 100,
      rpsRatioUndici: Math.round((safeRps / undiciRps) * 100) / 100,
      plainNewConnectionP50Ms: p(fresh.plain, 50),
      undiciNewConnectionP50Ms: p(fresh.undici, 50),
      safeNewConnectionP50Ms: p(fresh.safe, 50),
      concurrency,
      calls: { sequential: seq.safe.calls, concurrent: conc.safe.calls, newConnection: fresh.safe.calls },
      bodyBytes: Buffer.byteLength(body),
    };
  } finally {
    await agent.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

interface Run {
  latencies: number[];
  calls: number;
  ms: number;
}

async function warmUp(call: Call, url: string) {
  for (let i = 0; i < 200; i++) await call(url);
}

/** plain, undici, safe, then safe, undici, plain: drift on a busy machine falls on all alike. */
async function interleaved(
  phaseMs: number,
  calls: Record<Variant, Call>,
  measure: (call: Call, ms: number) => Promise<Run>,
): Promise<Record<Variant, Run>> {
  const order: Variant[] = ['plain', 'undici', 'safe'];
  const runs = { plain: [], undici: [], safe: [] } as Record<Variant, Run[]>;
  for (const v of [...order, ...[...order].reverse()]) runs[v].push(await measure(calls[v], phaseMs / 2));
  const join = (rs: Run[]): Run => ({
    latencies: rs.flatMap((r) => r.latencies),
    calls: rs.reduce((n, r) => n + r.calls, 0),
    ms: rs.reduce((n, r) => n + r.ms, 0),
  });
  return { plain: join(runs.plain), undici: join(runs.undici), safe: join(runs.safe) };
}

async function sequential(call: Call, url: string, ms: number): Promise<Run> {
  const latencies: number[] = [];
  const t0 = performance.now();
  while (performance.now() - t0 < ms) {
    const t = performance.now();
    const text = await call(url);
    latencies.push(performance.now() - t);
    if (text.length !== body.length) throw new Error('unexpected answer');
  }
  return { latencies, calls: latencies.length, ms: performance.now() - t0 };
}

async function concurrent(call: Call, url: string, ms: number, concurrency: number): Promise<Run> {
  let calls = 0;
  const t0 = performance.now();
  const worker = async () => {
    while (performance.now() - t0 < ms) {
      await call(url);
      calls++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { latencies: [], calls, ms: performance.now() - t0 };
}

const round = (ms: number) => Math.round(ms * 1000) / 1000;

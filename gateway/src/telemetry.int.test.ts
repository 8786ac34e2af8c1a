import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { closeServer, requestTracing } from '@switchyard/server-kit';
import { createTestDb } from '@switchyard/server-kit/testing';
import { loadAllDomains } from './contracts/registry';
import { forwardGraphql } from './http/forwardGraphql';
import { listen, TestClient } from './testing/testClient';

// Issue 41, item 6: telemetry an operator can use, each process started as deployed (its own
// process, its real stdout): the X-Request-ID a client is given is on the log lines of every
// process the request crossed (the gateway, the router, the org subgraph), every line is JSON with
// the process's pid, each process serves /metrics (the gateway and the router per subgraph), and
// with an OTLP endpoint set the trace the client started continues in each process's spans.
// PostgreSQL only (processes cannot share the embedded database).
jest.setTimeout(180_000);
const pg = process.env.DATABASE_URL ? describe : describe.skip;
const root = join(__dirname, '..', '..');
const ACME = '10000000-0000-4000-8000-000000000001';
const TRACE_ID = randomBytes(16).toString('hex');
const TRACEPARENT = `00-${TRACE_ID}-${randomBytes(8).toString('hex')}-01`;

interface Proc {
  child: ChildProcess;
  base: string;
  /** Every line the process wrote, stdout and stderr. */
  lines(): string[];
}

pg('telemetry across the gateway, the router and a subgraph service', () => {
  let db: Awaited<ReturnType<typeof createTestDb>>;
  let dataDir: string;
  let otlp: Server;
  /** The bodies of the OTLP/HTTP trace exports received. */
  const exported: string[] = [];
  let org: Proc;
  let gateway: Proc;
  let router: Proc;
  const procs: Proc[] = [];

  beforeAll(async () => {
    db = await createTestDb([]);
    dataDir = mkdtempSync(join(tmpdir(), 'switchyard-telemetry-'));
    otlp = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        if (req.url === '/v1/traces') exported.push(body);
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((r) => otlp.listen(0, '127.0.0.1', r));
    const common = {
      DATABASE_URL: (db.connection as { url: string }).url,
      DATABASE_POOL_SIZE: '3',
      SESSION_SECRET: randomBytes(24).toString('hex'),
      LOG_LEVEL: 'debug',
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(otlp.address() as AddressInfo).port}`,
      // The batch span processor sends within 100 ms, not the default 5 s.
      OTEL_BSP_SCHEDULE_DELAY: '100',
    };
    org = await start('org', process.execPath, ['--import', 'tsx', 'mfe-org/subgraph/src/server.ts'], root, {
      ...common,
      SEED_DEMO: '1',
    });
    // Tracing off in the gateway: the trace is still continued (traceparent), at no cost.
    const { OTEL_EXPORTER_OTLP_ENDPOINT: _, ...untraced } = common;
    gateway = await start('gateway', process.execPath, ['--import', 'tsx', 'gateway/src/main.ts'], root, {
      ...untraced,
      SUBGRAPH_ORG_URL: org.base,
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      ENGINE_WORKERS: '0',
      SAMPLE_PARTNER: '0',
    });
    const subgraphUrls: Record<string, string> = {};
    for (const d of await loadAllDomains())
      subgraphUrls[`SUBGRAPH_${d.name.toUpperCase()}_URL`] =
        d.name === 'org' ? org.base : 'http://127.0.0.1:9';
    // pnpm --silent: no "> @switchyard/router start" banner before the router's own lines.
    router = await start(
      'router',
      'pnpm',
      ['--silent', 'start', '--host', '127.0.0.1', '--port'],
      join(root, 'router'),
      {
        ...common,
        ...subgraphUrls,
        NODE_ENV: 'production',
      },
    );
  });

  afterAll(async () => {
    for (const p of procs) {
      if (p.child.exitCode !== null || !p.child.pid) continue;
      const exited = new Promise((r) => p.child.once('exit', r));
      process.kill(-p.child.pid, 'SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([exited, new Promise((r) => (timer = setTimeout(r, 15_000)))]);
      clearTimeout(timer);
      if (p.child.exitCode === null) process.kill(-p.child.pid, 'SIGKILL');
    }
    otlp?.closeAllConnections();
    await new Promise((r) => otlp?.close(r));
    await db?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  async function signedIn(base: string) {
    const olivia = await new TestClient(gateway.base).login('olivia');
    return Object.assign(new TestClient(base), { cookie: olivia.cookie, csrf: olivia.csrf });
  }

  /** A query through `base`; the X-Request-ID the client was given. */
  async function ask(base: string, query: string, headers: Record<string, string> = {}) {
    const c = await signedIn(base);
    const res = await c.request('/graphql', { method: 'POST', json: { query }, headers });
    const body = (await res.json()) as { data?: unknown; errors?: unknown };
    expect(body.errors).toBeUndefined();
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    return { id: id!, body };
  }

  /** The parsed log lines of `p` written for request `id` (waiting a moment for them). */
  async function linesFor(p: Proc, id: string) {
    for (let i = 0; i < 50; i++) {
      const found = p.lines().filter((l) => l.includes(id));
      if (found.length) return found.map((l) => JSON.parse(l) as Record<string, unknown>);
      await new Promise((r) => setTimeout(r, 100));
    }
    return [];
  }

  it('logs the request id given to the client in the gateway and in the subgraph it asked', async () => {
    const { id, body } = await ask(gateway.base, '{ me { login organizations { name } } }', {
      traceparent: TRACEPARENT,
    });
    expect(JSON.stringify(body)).toContain('Acme Automation');
    for (const p of [gateway, org]) {
      const lines = await linesFor(p, id);
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) expect(line).toMatchObject({ reqId: id, pid: p.child.pid });
    }
    // The org subgraph continued the trace the client started (the gateway passed it on).
    await until(() => exported.some((b) => b.includes(TRACE_ID)), 'the org subgraph exports its span');
  });

  it('logs the request id given to the client in the router and in the subgraph it asked', async () => {
    const traceId = randomBytes(16).toString('hex');
    const { id, body } = await ask(router.base, `{ organization(id: "${ACME}") { name } }`, {
      traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01`,
    });
    expect(body).toEqual({ data: { organization: { name: 'Acme Automation' } } });
    for (const p of [router, org]) expect((await linesFor(p, id)).length).toBeGreaterThan(0);
    for (const line of await linesFor(router, id)) expect(line.reqId).toBe(id);
    // Hive Gateway's own OpenTelemetry plugin exported the router's spans of the client's trace.
    await until(
      () => exported.some((b) => b.includes(traceId) && b.includes('"switchyard-router"')),
      "the router's spans",
    );
  });

  it('passes the id a gateway gives on to the router it forwards /graphql to', async () => {
    // The gateway's edge (GRAPHQL_ROUTER_URL) in this process, in front of the router process.
    const edge = express();
    edge.use(requestTracing());
    edge.use('/graphql', forwardGraphql(router.base));
    const { server, base } = await listen(edge);
    try {
      const c = await signedIn(base);
      const res = await c.request('/graphql', {
        method: 'POST',
        json: { query: `{ organization(id: "${ACME}") { name } }` },
        // Not an id to keep: the gateway gives its own.
        headers: { 'x-request-id': 'not an id to keep' },
      });
      expect(await res.json()).toEqual({ data: { organization: { name: 'Acme Automation' } } });
      const id = res.headers.get('x-request-id')!;
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      for (const p of [router, org]) expect((await linesFor(p, id)).length).toBeGreaterThan(0);
    } finally {
      await closeServer(server);
    }
  });

  it('writes nothing but JSON lines, each with the pid', () => {
    if (process.env.TELEMETRY_DUMP) for (const p of [gateway, org, router]) console.log(p.lines().join('\n'));
    for (const p of [gateway, org, router]) {
      expect(p.lines().length).toBeGreaterThan(0);
      for (const line of p.lines()) {
        let parsed: Record<string, unknown>;
        try {
          parsed = JSON.parse(line) as Record<string, unknown>;
        } catch {
          throw new Error(`not a JSON log line: ${line}`);
        }
        expect(parsed.pid).toEqual(expect.any(Number));
      }
    }
  });

  it('serves /metrics in each process, the gateway and the router per subgraph', async () => {
    const scrape = async (p: Proc) => (await fetch(`${p.base}/metrics`)).text();
    const gw = await scrape(gateway);
    expect(gw).toMatch(
      /^switchyard_subgraph_request_duration_seconds_count\{subgraph="org",outcome="ok"\} [1-9]/m,
    );
    expect(gw).toMatch(
      /^switchyard_subgraph_request_duration_seconds_count\{subgraph="identity",outcome="ok"\} [1-9]/m,
    );
    expect(gw).toContain('switchyard_process_cpu_seconds_total');
    const sub = await scrape(org);
    expect(sub).toMatch(
      /^switchyard_http_request_duration_seconds_count\{kind="graphql",status="2xx"\} [1-9]/m,
    );
    expect(sub).toContain('switchyard_process_cpu_seconds_total');
    const hive = await scrape(router);
    expect(hive).toMatch(
      /^graphql_gateway_subgraph_execute_duration_count\{subgraphName="org"[^}]*\} [1-9]/m,
    );
    expect(hive).toMatch(/^graphql_gateway_fetch_duration_count\{[^}]*statusCode="200"[^}]*\} [1-9]/m);
    expect(hive).toContain('switchyard_process_cpu_seconds_total');
  });

  it('counts the calls to a subgraph that is down as errors, by subgraph', async () => {
    // The router's other subgraphs point at a closed port.
    const c = await signedIn(router.base);
    await c.gql('{ me { login } }');
    const hive = await (await fetch(`${router.base}/metrics`)).text();
    expect(hive).toMatch(/^graphql_gateway_subgraph_execute_errors\{subgraphName="identity"[^}]*\} [1-9]/m);
  });

  /** A server as deployed, on a free port, in a process group of its own; resolves once /metrics answers. */
  async function start(
    name: string,
    command: string,
    args: string[],
    cwd: string,
    env: Record<string, string>,
  ): Promise<Proc> {
    const port = await freePort();
    const portArgs = args[args.length - 1] === '--port' ? [...args, String(port)] : args;
    const child = spawn(command, portArgs, {
      cwd,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let out = '';
    child.stdout!.on('data', (b: Buffer) => (out += b.toString()));
    child.stderr!.on('data', (b: Buffer) => (out += b.toString()));
    const p: Proc = {
      child,
      base: `http://127.0.0.1:${port}`,
      lines: () => out.split('\n').filter((l) => l.trim()),
    };
    procs.push(p);
    await until(
      () =>
        fetch(`${p.base}/metrics`).then(
          (r) => r.ok,
          () => false,
        ),
      `the ${name} to answer`,
      () => {
        if (child.exitCode !== null) throw new Error(`the ${name} exited (${child.exitCode}):\n${out}`);
      },
    );
    return p;
  }
});

async function until(check: () => Promise<boolean> | boolean, what: string, each?: () => void) {
  const end = Date.now() + 90_000;
  while (Date.now() < end) {
    each?.();
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

function freePort() {
  return new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

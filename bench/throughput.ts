import autocannon, { type Result } from 'autocannon';
import { signViewer, VIEWER_HEADER, type Memberships } from '@switchyard/server-kit';
import type { SignedIn } from './lib/session';
import { percentile, sum } from './lib/stats';

export const crossSubgraphQuery =
  'query OrgWithServices($id: ID!) { organization(id: $id) { id name tier services { id module_name name published } } }';
export const orgOnlyQuery = 'query Org($id: ID!) { organization(id: $id) { id name tier } }';

export interface LoadResult {
  label: string;
  url: string;
  /** Over every measured request of every run of this target. */
  p50Ms: number;
  p95Ms: number;
  /** Mean requests per second (autocannon's Req/Sec average), over the runs. */
  rps: number;
  /** Each measured run's requests per second, in the order they ran. */
  runsRps: number[];
  requests: number;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
  /** Answers whose body differs from the first, checked answer. */
  mismatches: number;
  /** Size of that answer. */
  bodyBytes: number;
  /** The server's CPU time per measured request, in ms, where the bench measured it (figure 16). */
  cpuMsPerRequest?: number;
}

export interface ThroughputResult {
  connections: number;
  warmupSeconds: number;
  seconds: number;
  /** The like-for-like pair runs twice, direct-gateway-gateway-direct, so drift on a busy machine cancels out. */
  order: string[];
  crossSubgraph: LoadResult;
  orgOnlyGateway: LoadResult;
  orgOnlyDirect: LoadResult;
  /** Requests per second through the gateway ÷ straight to the subgraph, for the same org-only query. */
  ratio: number;
}

export interface Target {
  label: string;
  url: string;
  /** Called before each run: the signed viewer header is only valid for a minute. */
  headers: () => Record<string, string>;
  body: string;
}

const answersOrganization = (json: unknown) =>
  Boolean((json as { data?: { organization?: unknown } }).data?.organization);

async function post(
  target: Target,
  check: (json: unknown) => boolean = answersOrganization,
): Promise<string> {
  const res = await fetch(target.url, {
    method: 'POST',
    headers: target.headers(),
    body: target.body,
    signal: AbortSignal.timeout(10_000),
  });
  const text = await res.text();
  const json = JSON.parse(text) as { errors?: unknown[] };
  if (res.status !== 200 || json.errors?.length || !check(json)) {
    throw new Error(
      `${target.label}: the query does not answer as it should (${res.status}): ${text.slice(0, 300)}`,
    );
  }
  return text;
}

async function hammer(target: Target, connections: number, seconds: number, expectBody: string) {
  const latencies: number[] = [];
  const instance = autocannon({
    url: target.url,
    method: 'POST',
    headers: target.headers(),
    body: target.body,
    connections,
    duration: seconds,
    timeout: 10,
    expectBody,
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => {
    latencies.push(responseTime);
  });
  const result = await instance;
  return { result, latencies };
}

/** A target under load: checked once, warmed up once, then measured run by run. */
async function loadTarget(
  target: Target,
  connections: number,
  warmupS: number,
  check?: (json: unknown) => boolean,
) {
  const expected = await post(target, check);
  await hammer(target, connections, warmupS, expected);
  const latencies: number[] = [];
  const runs: Result[] = [];
  return {
    async run(seconds: number) {
      const r = await hammer(target, connections, seconds, expected);
      runs.push(r.result);
      for (const l of r.latencies) latencies.push(l);
    },
    result(): LoadResult {
      const runsRps = runs.map((r) => r.requests.average);
      return {
        label: target.label,
        url: target.url,
        p50Ms: percentile(latencies, 50),
        p95Ms: percentile(latencies, 95),
        rps: sum(runsRps) / runsRps.length,
        runsRps,
        requests: latencies.length,
        errors: sum(runs.map((r) => r.errors + r.timeouts)),
        non2xx: sum(runs.map((r) => r.non2xx)),
        mismatches: sum(runs.map((r) => r.mismatches)),
        bodyBytes: Buffer.byteLength(expected),
      };
    },
  };
}

/**
 * One target alone: checked, warmed up, then measured for one run. Given `cpuMs` (the server's CPU
 * time so far), the result carries the server's CPU time per request of the measured run.
 */
export async function hammerTarget(
  target: Target,
  opts: {
    connections: number;
    warmupSeconds: number;
    seconds: number;
    check: (json: unknown) => boolean;
    cpuMs?: () => number | null;
  },
): Promise<LoadResult> {
  const load = await loadTarget(target, opts.connections, opts.warmupSeconds, opts.check);
  const before = opts.cpuMs?.() ?? null;
  await load.run(opts.seconds);
  const after = opts.cpuMs?.() ?? null;
  const result = load.result();
  if (before !== null && after !== null && result.requests)
    result.cpuMsPerRequest = (after - before) / result.requests;
  return result;
}

/**
 * Figure 5: GraphQL latency and throughput at `connections` concurrent connections, through the
 * in-process gateway (signed in, cookie + CSRF token) and straight to the org subgraph run as its
 * own service (signed viewer header).
 */
export async function measureThroughput(opts: {
  gatewayBase: string;
  subgraphBase: string;
  session: SignedIn;
  sessionSecret: string;
  organizationId: string;
  connections?: number;
  warmupSeconds?: number;
  seconds?: number;
}): Promise<ThroughputResult> {
  const { connections = 50, warmupSeconds = 2, seconds = 10 } = opts;
  const variables = { id: opts.organizationId };
  const json = { 'content-type': 'application/json', accept: 'application/json' };
  const viaGateway = (label: string, query: string): Target => ({
    label,
    url: `${opts.gatewayBase}/graphql`,
    headers: () => ({ ...json, cookie: opts.session.cookie, 'x-csrf-token': opts.session.csrfToken }),
    body: JSON.stringify({ query, variables }),
  });

  // The memberships the gateway would sign, from the subgraph itself (as the scaled-out gateway asks).
  const self = signViewer(opts.session.viewer, {}, opts.sessionSecret);
  const res = await fetch(`${opts.subgraphBase}/internal/memberships`, {
    headers: { [VIEWER_HEADER]: self },
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`org subgraph: GET /internal/memberships answered ${res.status}`);
  const memberships = (await res.json()) as Memberships;
  const direct: Target = {
    label: 'org-only query, straight to the org subgraph',
    url: `${opts.subgraphBase}/graphql`,
    headers: () => ({
      ...json,
      [VIEWER_HEADER]: signViewer(opts.session.viewer, memberships, opts.sessionSecret),
    }),
    body: JSON.stringify({ query: orgOnlyQuery, variables }),
  };

  const directLoad = await loadTarget(direct, connections, warmupSeconds);
  await directLoad.run(seconds);
  const gatewayLoad = await loadTarget(
    viaGateway('org-only query, through the gateway', orgOnlyQuery),
    connections,
    warmupSeconds,
  );
  await gatewayLoad.run(seconds);
  await gatewayLoad.run(seconds);
  await directLoad.run(seconds);
  const crossLoad = await loadTarget(
    viaGateway('organization + services (cross-subgraph), through the gateway', crossSubgraphQuery),
    connections,
    warmupSeconds,
  );
  await crossLoad.run(seconds);
  const orgOnlyDirect = directLoad.result();
  const orgOnlyGateway = gatewayLoad.result();
  return {
    connections,
    warmupSeconds,
    seconds,
    order: ['direct', 'gateway', 'gateway', 'direct', 'cross-subgraph'],
    crossSubgraph: crossLoad.result(),
    orgOnlyGateway,
    orgOnlyDirect,
    ratio: orgOnlyGateway.rps / orgOnlyDirect.rps,
  };
}

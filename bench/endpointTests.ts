/**
 * The endpoint test of the demo service `daybook` against the sample partner service (e2e/partner-service,
 * a child process on a free port), as a partner runs it from the page: POST /services/daybook/endpoint_tests,
 * then GET …/results?session_id=&offset= until finished. Wall time from the POST to the answer that says
 * finished, for a few runs one after another; every run must pass. Bounded: each run at most 60 s.
 */
import { api } from './channelQuery';
import type { SignedIn } from './lib/session';
import { sleep, startChild, stopChild, waitFor200, type Child } from './lib/processes';
import { median } from './lib/stats';

export const endpointTestService = 'daybook';
/** The sample partner's control header and key (its README). */
const SERVICE_KEY_HEADER = 'Switchyard-Service-Key';
const SERVICE_KEY = 'demo-service-key';
const POLL_MS = 50;
const RUN_LIMIT_MS = 60_000;

export interface SamplePartner {
  child: Child;
  /** http://127.0.0.1:PORT: the api_url_prefix `daybook` must have. */
  url: string;
  /** What the gateway needs to reach it: its URL for the seed, and loopback allowed to safeFetch. */
  gatewayEnv: { PARTNER_SERVICE_URL: string; SAFE_FETCH_ALLOW: string };
}

/** `node --import tsx e2e/partner-service/src/main.ts`, as `npm start` runs it, on the given port. */
export async function startSamplePartner(
  root: string,
  port: number,
  logFile: string,
  /** Settings of its own (e.g. PARTNER_REDIRECT_URIS). */
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<SamplePartner> {
  const env: NodeJS.ProcessEnv = {};
  // Its settings from the bench's environment (modes, another key...) would change what is measured.
  for (const [k, v] of Object.entries(process.env)) if (!/^(PARTNER_|PORT$)/.test(k)) env[k] = v;
  Object.assign(env, extraEnv);
  env.PARTNER_PORT = String(port);
  env.PARTNER_HOST = '127.0.0.1';
  const since = performance.now();
  const child = startChild(
    'sample partner service',
    'node',
    ['--import', 'tsx', 'e2e/partner-service/src/main.ts'],
    {
      cwd: root,
      env,
      logFile,
    },
  );
  const hostPort = `127.0.0.1:${port}`;
  const url = `http://${hostPort}`;
  try {
    await waitFor200(`${url}/`, child, since, 60_000);
  } catch (err) {
    await stopChild(child);
    throw err;
  }
  return {
    child,
    url,
    gatewayEnv: {
      PARTNER_SERVICE_URL: url,
      SAFE_FETCH_ALLOW: [process.env.SAFE_FETCH_ALLOW, hostPort].filter(Boolean).join(','),
    },
  };
}

export interface EndpointTestRun {
  /** From the POST until the results answer that said finished (±{@link POLL_MS} ms). */
  wallMs: number;
  events: number;
  /** Test cases run (one request each) and skipped. */
  testCases: number;
  skipped: number;
  /** suite_end's totals: passing and failing checks. */
  passing: number;
  failing: number;
}

export interface EndpointTestFigures {
  service: string;
  partnerUrl: string;
  /** The service's api_url_prefix was set to the partner's URL through serviceUpdate (it pointed elsewhere). */
  repointed: boolean;
  pollMs: number;
  runs: EndpointTestRun[];
  medianMs: number;
  minMs: number;
  maxMs: number;
}

interface Event {
  index: number;
  type: string;
  context_path: string;
  data: Record<string, unknown>;
}

/** Points `daybook` at the partner when it points elsewhere (a database seeded for another partner port). */
async function pointServiceAt(base: string, session: SignedIn, partnerUrl: string): Promise<boolean> {
  const client = api(base, session);
  const { service } = await client.graphql<{ service: { id: string; api_url_prefix: string | null } | null }>(
    'query($m: String!) { service(module_name: $m) { id api_url_prefix } }',
    { m: endpointTestService },
  );
  if (!service) throw new Error(`olivia sees no service ${endpointTestService} (is the demo data seeded?)`);
  if (service.api_url_prefix === partnerUrl) return false;
  const { serviceUpdate } = await client.graphql<{ serviceUpdate: { errors: unknown[] } }>(
    `mutation($id: ID!, $input: ServiceInput!) { serviceUpdate(id: $id, input: $input) { errors { attribute message } } }`,
    {
      id: service.id,
      input: {
        api_url_prefix: partnerUrl,
        oauth_authorization_url: `${partnerUrl}/oauth2/oauth_refresh_token/authorize`,
        oauth_token_url: `${partnerUrl}/oauth2/oauth_refresh_token/token`,
      },
    },
  );
  if (serviceUpdate.errors.length) throw new Error(`serviceUpdate: ${JSON.stringify(serviceUpdate.errors)}`);
  return true;
}

async function oneRun(base: string, session: SignedIn): Promise<EndpointTestRun> {
  const headers = { accept: 'application/json', cookie: session.cookie };
  const path = `${base}/services/${endpointTestService}/endpoint_tests`;
  const started = performance.now();
  const res = await fetch(path, {
    method: 'POST',
    headers: { ...headers, 'x-csrf-token': session.csrfToken },
    signal: AbortSignal.timeout(10_000),
  });
  const posted = (await res.json()) as { session_id?: string };
  if (res.status !== 201 || !posted.session_id) {
    throw new Error(`POST ${path} answered ${res.status}: ${JSON.stringify(posted).slice(0, 300)}`);
  }
  const events: Event[] = [];
  for (;;) {
    if (performance.now() - started > RUN_LIMIT_MS) {
      throw new Error(`the endpoint test did not finish within ${RUN_LIMIT_MS / 1000} s`);
    }
    const poll = await fetch(`${path}/results?session_id=${posted.session_id}&offset=${events.length}`, {
      headers,
      signal: AbortSignal.timeout(10_000),
    });
    if (poll.status !== 200) throw new Error(`GET results answered ${poll.status}: ${await poll.text()}`);
    const page = (await poll.json()) as { events: Event[]; finished: boolean };
    events.push(...page.events);
    if (page.finished) break;
    await sleep(POLL_MS);
  }
  const wallMs = performance.now() - started;
  const end = events.find((e) => e.type === 'suite_end');
  if (!end) throw new Error('the endpoint test finished without suite_end');
  const count = (type: string) => events.filter((e) => e.type === type).length;
  const run = {
    wallMs,
    events: events.length,
    testCases: count('test_case_request'),
    skipped: count('test_case_skip'),
    passing: Number(end.data.passing),
    failing: Number(end.data.failing),
  };
  if (end.data.failed) {
    const failures = events
      .filter((e) => ['assertion_failure', 'test_case_error', 'endpoint_error'].includes(e.type))
      .slice(0, 3)
      .map((e) => `${e.context_path}: ${String(e.data.message)}`);
    throw new Error(
      `the endpoint test of ${endpointTestService} failed (${run.failing} failing, ${JSON.stringify(end.data)}): ${failures.join('; ')}`,
    );
  }
  return run;
}

export async function measureEndpointTests(opts: {
  gatewayBase: string;
  session: SignedIn;
  partnerUrl: string;
  runs?: number;
}): Promise<EndpointTestFigures> {
  const repointed = await pointServiceAt(opts.gatewayBase, opts.session, opts.partnerUrl);
  const runs: EndpointTestRun[] = [];
  for (let i = 0; i < (opts.runs ?? 3); i++) {
    // The same partner data for every run (a run's actions add entries and photos).
    const reset = await fetch(`${opts.partnerUrl}/_control/reset`, {
      method: 'POST',
      headers: { [SERVICE_KEY_HEADER]: SERVICE_KEY },
      signal: AbortSignal.timeout(5000),
    });
    await reset.arrayBuffer();
    if (!reset.ok) throw new Error(`the partner's /_control/reset answered ${reset.status}`);
    runs.push(await oneRun(opts.gatewayBase, opts.session));
  }
  const times = runs.map((r) => r.wallMs);
  return {
    service: endpointTestService,
    partnerUrl: opts.partnerUrl,
    repointed,
    pollMs: POLL_MS,
    runs,
    medianMs: median(times),
    minMs: Math.min(...times),
    maxMs: Math.max(...times),
  };
}

/**
 * The subgraphs every page needs: identity (the signed-in user, `me`) and org (the viewer's
 * memberships). With one of them unreachable a process is not ready (HTTP 503); any other one down
 * leaves it degraded (HTTP 200: the pages answer what the others hold and name the missing part).
 */
export const REQUIRED_SUBGRAPHS: readonly string[] = ['identity', 'org'];

/** How long a subgraph's GET /health may take before it counts as unreachable. */
export const READINESS_PROBE_TIMEOUT_MS = 1000;

/** How long one round of probes answers every readiness check (a load balancer's probes do not reach the subgraphs). */
export const READINESS_CACHE_MS = 3000;

export interface SubgraphReach {
  reachable: boolean;
  required: boolean;
  /** Why not, in words an operator reads (no addresses). */
  problem?: string;
}

export interface Readiness {
  /** ok: every subgraph answers; degraded: an optional one does not; unavailable: a required one does not. */
  status: 'ok' | 'degraded' | 'unavailable';
  subgraphs: Record<string, SubgraphReach>;
}

export const readinessHttpStatus = (r: Readiness) => (r.status === 'unavailable' ? 503 : 200);

/**
 * Probes each subgraph served elsewhere (`urls`: name → base URL) with GET /health, at most once per
 * `cacheMs`; checks meanwhile, and those arriving while a round runs, share that round.
 */
export function subgraphReadiness(
  urls: Readonly<Record<string, string | undefined>>,
  opts: { required?: readonly string[]; timeoutMs?: number; cacheMs?: number; now?: () => number } = {},
) {
  const required = opts.required ?? REQUIRED_SUBGRAPHS;
  const timeoutMs = opts.timeoutMs ?? READINESS_PROBE_TIMEOUT_MS;
  const cacheMs = opts.cacheMs ?? READINESS_CACHE_MS;
  const now = opts.now ?? Date.now;
  const targets = Object.entries(urls).filter((e): e is [string, string] => Boolean(e[1]));
  let last: { at: number; result: Promise<Readiness> } | null = null;

  async function probe(url: string): Promise<string | undefined> {
    try {
      const res = await fetch(`${url.replace(/\/$/, '')}/health`, { signal: AbortSignal.timeout(timeoutMs) });
      await res.body?.cancel();
      return res.ok ? undefined : `answered HTTP ${res.status}`;
    } catch (err) {
      return (err as Error).name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : 'not reachable';
    }
  }

  async function round(): Promise<Readiness> {
    const problems = await Promise.all(targets.map(([, url]) => probe(url)));
    const subgraphs: Record<string, SubgraphReach> = {};
    let status: Readiness['status'] = 'ok';
    targets.forEach(([name], i) => {
      const isRequired = required.includes(name);
      const problem = problems[i];
      subgraphs[name] = problem
        ? { reachable: false, required: isRequired, problem }
        : { reachable: true, required: isRequired };
      if (problem) status = isRequired ? 'unavailable' : status === 'ok' ? 'degraded' : status;
    });
    return { status, subgraphs };
  }

  return {
    check(): Promise<Readiness> {
      if (!last || now() - last.at >= cacheMs) last = { at: now(), result: round() };
      return last.result;
    },
  };
}

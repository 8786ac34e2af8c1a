import { print, type DocumentNode } from 'graphql';

/** The registry refused the schema, or could not be asked: the subgraph does not start. */
export class SchemaGateRefusal extends Error {
  constructor(readonly lines: string[]) {
    super(lines.join('\n'));
  }
}

/**
 * Sends a subgraph's schema to the gateway's remote registry (`POST /registry/subgraphs/<name>/schema`
 * with the domain's deploy token) before the subgraph serves it: a schema that does not compose with
 * the others, or removes a field an operation of a live or canary remote version uses, is refused
 * with every reason, as `pnpm … run schema:publish` would be. An unreachable registry refuses too:
 * the gate fails closed.
 */
export async function passSchemaGate(
  subgraph: { name: string; typeDefs: DocumentNode },
  registryUrl: string,
  token: string,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  const url = `${registryUrl.replace(/\/+$/, '')}/registry/subgraphs/${encodeURIComponent(subgraph.name)}/schema`;
  let res: Response;
  try {
    res = await fetchImpl(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify({ sdl: print(subgraph.typeDefs) }),
      signal: AbortSignal.timeout(30_000),
    });
  } catch (err) {
    throw new SchemaGateRefusal([
      `The ${subgraph.name} subgraph could not reach the schema registry at ${registryUrl}: ${(err as Error).message}`,
    ]);
  }
  const body = (await res.json().catch(() => ({}))) as { error?: string; reasons?: unknown };
  if (res.ok) return;
  const reasons = Array.isArray(body.reasons) ? body.reasons.map(String) : [];
  throw new SchemaGateRefusal([
    `The ${subgraph.name} subgraph's schema was refused by the registry (${res.status}): ${body.error ?? res.statusText}`,
    ...reasons.map((r) => `  - ${r}`),
  ]);
}

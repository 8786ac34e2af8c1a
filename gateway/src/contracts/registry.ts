import { join } from 'node:path';
import type { Domain } from '@switchyard/server-kit';
import { readWorkspace, type Subgraph } from '@switchyard/workspace';

/** The repository the gateway runs from: its packages declare the subgraphs (switchyard.subgraph). */
const repoRoot = join(__dirname, '..', '..', '..');

/**
 * Every domain the gateway can host in its own process, in migration and seeding order (each
 * subgraph's switchyard.subgraph.order). A domain is imported only when hosted here: one with
 * SUBGRAPH_<NAME>_URL set is never loaded, so a gateway in front of remote subgraphs runs on the
 * committed contracts alone (supergraph.graphql, rest-paths.json).
 */
export const domainRegistry: { name: string; load(): Promise<Domain> }[] = readWorkspace(
  repoRoot,
).subgraphs.map((s) => ({ name: s.name, load: () => loadDomain(s) }));

/**
 * The Domain a subgraph's package exports: from its main (a dependency of the gateway), or from the
 * module it names (identity, in the gateway itself).
 */
async function loadDomain(s: Subgraph): Promise<Domain> {
  const exports: Record<string, unknown> = await (s.module
    ? import(join(repoRoot, s.module))
    : import(s.package));
  const found = Object.values(exports).filter((v): v is Domain => isDomain(v) && v.name === s.name);
  if (found.length !== 1)
    throw new Error(
      `${s.module ?? s.package} exports ${found.length} Domains named "${s.name}"; it must export one.`,
    );
  return found[0];
}

const isDomain = (v: unknown): v is Domain =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as Domain).name === 'string' &&
  typeof (v as Domain).schema === 'function';

/** The domain that vouches for memberships (RequestContext.memberships), hosted or remote. */
export const MEMBERSHIPS_DOMAIN = 'org';

/** The domains this process hosts: every registered one without a SUBGRAPH_<NAME>_URL. */
export async function loadHostedDomains(subgraphUrls: Record<string, string>): Promise<Domain[]> {
  return Promise.all(domainRegistry.filter((d) => !subgraphUrls[d.name]).map((d) => d.load()));
}

/** Every registered domain (tests, the compose command). */
export const loadAllDomains = () => Promise.all(domainRegistry.map((d) => d.load()));

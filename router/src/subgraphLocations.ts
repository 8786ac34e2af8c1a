/** The subgraphs the supergraph names (`@join__graph(name: "org", …)`). */
export function subgraphNames(supergraphSdl: string): string[] {
  return [...supergraphSdl.matchAll(/@join__graph\(name: "([^"]+)"/g)].map((m) => m[1]);
}

/**
 * Where each subgraph answers, from the settings the project's gateway reads (SUBGRAPH_<NAME>_URL,
 * routerSettings' `subgraphUrls`: { org: 'http://…' }), as Hive Gateway transport entries: the
 * committed supergraph names none (in-process://…).
 */
export function subgraphLocations(
  supergraphSdl: string,
  subgraphUrls: Readonly<Record<string, string | undefined>>,
) {
  const missing: string[] = [];
  const entries: Record<string, { location: string }> = {};
  for (const name of subgraphNames(supergraphSdl)) {
    const url = subgraphUrls[name];
    if (url) entries[name] = { location: `${url.replace(/\/$/, '')}/graphql` };
    else missing.push(`SUBGRAPH_${name.toUpperCase()}_URL`);
  }
  if (missing.length)
    throw new Error(`The router reaches every subgraph over HTTP: set ${missing.join(', ')}.`);
  return entries;
}

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { composeServices } from '@theguild/federation-composition';
import { parse, print, type DocumentNode } from 'graphql';
import { readWorkspace } from '@switchyard/workspace';

/** One subgraph's schema, as composition reads it. */
export interface SubgraphSchema {
  name: string;
  typeDefs: DocumentNode;
}

export const SUPERGRAPH_FILE = join('gateway', 'supergraph.graphql');
export const REST_PATHS_FILE = join('gateway', 'rest-paths.json');
/** The API schema clients see (the supergraph without federation's machinery): codegen and operation checks read it. */
export const API_SCHEMA_FILE = join('gateway', 'api-schema.graphql');

const HEADER =
  '# The supergraph: composed by `pnpm compose` from every subgraph schema.graphql. Do not edit.\n' +
  '# A subgraph runs in the gateway, or at SUBGRAPH_<NAME>_URL when set (the url below is a placeholder).\n';

const API_HEADER = '# The API schema the gateway serves: composed by `pnpm compose`. Do not edit.\n';

/** Every subgraph's schema.graphql under the repository root, as the packages declare them (switchyard.subgraph). */
export function readSubgraphSchemas(root: string): SubgraphSchema[] {
  return readWorkspace(root).subgraphs.map((s) => ({
    name: s.name,
    typeDefs: parse(readFileSync(join(root, s.schema), 'utf8')),
  }));
}

export class CompositionError extends Error {}

/**
 * The Federation v2 supergraph SDL of the given subgraphs and the API schema it serves; throws
 * CompositionError naming every problem.
 */
export function composeSupergraph(subgraphs: SubgraphSchema[]): { supergraphSdl: string; apiSdl: string } {
  const composed = composeServices(
    subgraphs.map((s) => ({ name: s.name, typeDefs: s.typeDefs, url: `in-process://${s.name}` })),
  );
  if (!composed.supergraphSdl) {
    throw new CompositionError(
      `Supergraph composition failed:\n${(composed.errors ?? []).map((e) => `- ${e.message}`).join('\n')}`,
    );
  }
  // Printed through graphql-js so the committed files read (and diff) like any schema.
  return {
    supergraphSdl: HEADER + print(parse(composed.supergraphSdl)) + '\n',
    apiSdl: API_HEADER + print(parse(composed.publicSdl)) + '\n',
  };
}

/** The REST paths contract: for each subgraph, the express patterns the gateway forwards to it. */
export function renderRestPaths(domains: { name: string; restPaths: string[] }[]): string {
  return JSON.stringify(Object.fromEntries(domains.map((d) => [d.name, d.restPaths])), null, 2) + '\n';
}

/** The committed contracts files, as the gateway reads them at start-up. */
export function readContracts(root: string): { supergraphSdl: string; restPaths: Record<string, string[]> } {
  return {
    supergraphSdl: readFileSync(join(root, SUPERGRAPH_FILE), 'utf8'),
    restPaths: JSON.parse(readFileSync(join(root, REST_PATHS_FILE), 'utf8')) as Record<string, string[]>,
  };
}

/** What differs between the committed contracts and what the sources compose to (empty when none). */
export function contractsDrift(
  root: string,
  expected: { supergraphSdl: string; apiSdl: string; restPaths: string },
): string[] {
  const drift: string[] = [];
  const read = (file: string) => (existsSync(join(root, file)) ? readFileSync(join(root, file), 'utf8') : '');
  if (read(SUPERGRAPH_FILE) !== expected.supergraphSdl) drift.push(SUPERGRAPH_FILE);
  if (read(API_SCHEMA_FILE) !== expected.apiSdl) drift.push(API_SCHEMA_FILE);
  if (read(REST_PATHS_FILE) !== expected.restPaths) drift.push(REST_PATHS_FILE);
  return drift;
}

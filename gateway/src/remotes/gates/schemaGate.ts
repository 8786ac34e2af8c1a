/**
 * The subgraph schema gate (README, "Gates" 4): a domain's new subgraph SDL must compose with the
 * others' and keep every field an operation of a live or canary remote version uses.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type DocumentNode, type GraphQLError } from 'graphql';
import { readWorkspace } from '@switchyard/workspace';
import { composeSupergraph, CompositionError } from '../../contracts/compose';
import { operationsGate } from './operationsGate';

/** Each subgraph's committed schema.graphql under the repository root, by subgraph name. */
export function committedSubgraphSdls(root: string): Record<string, string> {
  return Object.fromEntries(
    readWorkspace(root).subgraphs.map((s) => [s.name, readFileSync(join(root, s.schema), 'utf8')]),
  );
}

/** Composition's problems, one a reason (composeSupergraph lists them as `- <problem>` lines). */
const problemsOf = (error: CompositionError) =>
  error.message
    .split('\n- ')
    .slice(1)
    .map((problem) => `the schema does not compose: ${problem}`);

/**
 * Why `sdl` may not replace `current[subgraph]` (empty when it may): composition errors, then every
 * operation of a live or canary remote version that the new API schema no longer serves.
 */
export function checkSubgraphSchema(input: {
  subgraph: string;
  sdl: string;
  current: Record<string, string>;
  liveOperations: { remote: string; version: string; operations: string }[];
}): string[] {
  let typeDefs: DocumentNode;
  try {
    typeDefs = parse(input.sdl);
  } catch (err) {
    return [`the schema does not parse: ${(err as GraphQLError).message}`];
  }
  const others = Object.entries(input.current).filter(([name]) => name !== input.subgraph);
  const subgraphs = [
    ...others.map(([name, sdl]) => ({ name, typeDefs: parse(sdl) })),
    { name: input.subgraph, typeDefs },
  ];
  let apiSdl: string;
  try {
    apiSdl = composeSupergraph(subgraphs).apiSdl;
  } catch (err) {
    if (err instanceof CompositionError) return problemsOf(err);
    // The composition library throws on some malformed federation SDL instead of listing it.
    return [`the schema does not compose: ${(err as Error).message}`];
  }
  return input.liveOperations.flatMap(({ remote, version, operations }) =>
    operationsGate(operations, apiSdl).map((reason) => `${remote} ${version} would break: ${reason}`),
  );
}

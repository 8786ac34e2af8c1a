import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'graphql';
import { readWorkspace } from '@switchyard/workspace';
import {
  API_SCHEMA_FILE,
  composeSupergraph,
  CompositionError,
  contractsDrift,
  readSubgraphSchemas,
  renderRestPaths,
  REST_PATHS_FILE,
  SUPERGRAPH_FILE,
} from './compose';
import { loadAllDomains } from './registry';

const root = join(__dirname, '..', '..', '..');

/** The committed contracts, and each subgraph's package.json and schema as they are in the repository, in a scratch copy. */
function copyOfRepo() {
  const dir = mkdtempSync(join(tmpdir(), 'switchyard-compose-'));
  const subgraphs = readWorkspace(root).subgraphs;
  for (const file of [
    SUPERGRAPH_FILE,
    API_SCHEMA_FILE,
    REST_PATHS_FILE,
    ...subgraphs.flatMap((s) => [`${s.dir}/package.json`, s.schema]),
  ])
    cpSync(join(root, file), join(dir, file), { recursive: true });
  return dir;
}

async function expected(dir: string) {
  return {
    ...composeSupergraph(readSubgraphSchemas(dir)),
    restPaths: renderRestPaths(await loadAllDomains()),
  };
}

it('the committed supergraph and REST paths are what the subgraphs compose to (else: pnpm compose)', async () => {
  expect(contractsDrift(root, await expected(root))).toEqual([]);
});

it('finds the drift when a subgraph schema changes and the supergraph is not composed again', async () => {
  const dir = copyOfRepo();
  try {
    expect(contractsDrift(dir, await expected(dir))).toEqual([]);
    const file = join(dir, 'mfe-org/subgraph/schema.graphql');
    writeFileSync(file, readFileSync(file, 'utf8') + '\nextend type Query { planted: String }\n');
    expect(contractsDrift(dir, await expected(dir))).toEqual([SUPERGRAPH_FILE, API_SCHEMA_FILE]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

it('refuses subgraphs that do not compose, naming the problem', () => {
  const header =
    'extend schema @link(url: "https://specs.apollo.dev/federation/v2.3", import: ["@key", "@shareable"])\n';
  const a = parse(header + 'type Query { a: String } type Thing @key(fields: "id") { id: ID! size: Int }');
  const b = parse(header + 'type Query { b: String } type Thing @key(fields: "id") { id: ID! size: String }');
  expect(() =>
    composeSupergraph([
      { name: 'a', typeDefs: a },
      { name: 'b', typeDefs: b },
    ]),
  ).toThrow(CompositionError);
  expect(() =>
    composeSupergraph([
      { name: 'a', typeDefs: a },
      { name: 'b', typeDefs: b },
    ]),
  ).toThrow(/size/);
});

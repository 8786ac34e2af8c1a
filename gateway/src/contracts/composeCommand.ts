// `pnpm compose` writes gateway/supergraph.graphql, api-schema.graphql and rest-paths.json from the subgraphs;
// `pnpm compose --check` (CI) fails on a composition error or when the committed files have drifted.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  API_SCHEMA_FILE,
  composeSupergraph,
  contractsDrift,
  readSubgraphSchemas,
  renderRestPaths,
  REST_PATHS_FILE,
  SUPERGRAPH_FILE,
} from './compose';
import { loadAllDomains } from './registry';

async function main() {
  const root = join(__dirname, '..', '..', '..');
  const check = process.argv.includes('--check');
  const { supergraphSdl, apiSdl } = composeSupergraph(readSubgraphSchemas(root));
  const restPaths = renderRestPaths(await loadAllDomains());
  if (check) {
    const drift = contractsDrift(root, { supergraphSdl, apiSdl, restPaths });
    if (drift.length) {
      console.error(
        `${drift.join(' and ')} ${drift.length > 1 ? 'differ' : 'differs'} from what the subgraphs compose to: run \`pnpm compose\` and commit the result.`,
      );
      process.exit(1);
    }
    console.log('The supergraph, the API schema and the REST paths match the subgraphs.');
  } else {
    writeFileSync(join(root, SUPERGRAPH_FILE), supergraphSdl);
    writeFileSync(join(root, API_SCHEMA_FILE), apiSdl);
    writeFileSync(join(root, REST_PATHS_FILE), restPaths);
    console.log(`Wrote ${SUPERGRAPH_FILE}, ${API_SCHEMA_FILE} and ${REST_PATHS_FILE}.`);
  }
  process.exit(0);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});

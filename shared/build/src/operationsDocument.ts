/**
 * `operations.graphql` in a remote's dist: every GraphQL document the remote sends, the ones
 * codegen types for it (its own `src/**\/*.graphql` and @switchyard/client's shared fragments). The
 * registry's publish gate (issue 39) validates them against the API schema.
 */
import { readdirSync, readFileSync, realpathSync } from 'node:fs';
import { join, relative } from 'node:path';

export const OPERATIONS_FILE = 'operations.graphql';

const ROOT = join(__dirname, '..', '..', '..');

/** The documents every remote shares (codegen.ts gives them to each). */
export const SHARED_DOCUMENTS_DIR = join(ROOT, 'shared', 'client', 'src', 'graphql');

const graphqlFiles = (dir: string, recursive: boolean) =>
  readdirSync(dir, { recursive })
    .map(String)
    .filter((f) => f.endsWith('.graphql'))
    .sort()
    .map((f) => join(dir, f));

/**
 * The remote's documents (`dir`: the remote's package folder) concatenated, each under a comment
 * naming its file; a file both lists hold appears once. Empty when the remote has none.
 */
export function remoteOperations(dir: string, sharedDir = SHARED_DOCUMENTS_DIR): string {
  const files = new Map<string, string>();
  for (const file of [...graphqlFiles(join(dir, 'src'), true), ...graphqlFiles(sharedDir, false)])
    files.set(realpathSync(file), file);
  return [...files.values()]
    .map((file) => `# ${relative(ROOT, file)}\n${readFileSync(file, 'utf8').trimEnd()}\n`)
    .join('\n');
}

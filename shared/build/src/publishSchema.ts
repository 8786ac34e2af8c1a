/**
 * Publishes the schema of the subgraph in the current folder to a gateway's registry:
 * `pnpm --filter @switchyard/<domain>-subgraph run schema:publish [--schema <file>]`. The gateway
 * accepts it when it composes with the other subgraphs and removes no field a live or canary remote
 * version uses; otherwise it prints every reason and exits 1. Reads DEPLOY_URL and DEPLOY_TOKEN as
 * the deploy command does (the token of the domain's remote).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { readWorkspace, type Subgraph } from '@switchyard/workspace';
import { failureCode, registryClient, runAsMain, UsageError, type DeployRun } from './deploy';

const USAGE = 'Usage: pnpm --filter @switchyard/<domain>-subgraph run schema:publish [--schema <file>]';

/** The folder of pnpm-workspace.yaml at or above `dir`. */
export function workspaceRoot(dir: string): string {
  for (let d = resolve(dir); ; d = dirname(d)) {
    if (existsSync(join(d, 'pnpm-workspace.yaml'))) return d;
    if (dirname(d) === d) throw new UsageError(`${dir} is not inside the Switchyard workspace.`);
  }
}

/** The subgraph the package in `dir` declares (`switchyard.subgraph` of its package.json). */
export function subgraphAt(root: string, dir: string): Subgraph {
  const folder = relative(root, resolve(dir)).split(sep).join('/');
  const subgraph = readWorkspace(root).subgraphs.find((s) => s.dir === folder);
  if (!subgraph)
    throw new UsageError(
      `${folder || '.'} declares no subgraph (switchyard.subgraph in package.json).\n${USAGE}`,
    );
  return subgraph;
}

export function parseSchemaArgs(argv: string[]): { schema: string | null } {
  let schema: string | null = null;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--') continue;
    if (arg === '--schema' || arg.startsWith('--schema=')) {
      schema = arg.includes('=') ? arg.slice('--schema='.length) : (argv[++i] ?? '');
      if (!schema) throw new UsageError(`--schema needs a file.\n${USAGE}`);
    } else throw new UsageError(`Unknown argument "${arg}".\n${USAGE}`);
  }
  return { schema };
}

/** The whole command; returns the exit code (0 accepted, 1 refused or failed, 2 wrong usage or no token). */
export async function publishSchema(run: DeployRun): Promise<number> {
  try {
    const args = parseSchemaArgs(run.argv);
    const root = workspaceRoot(run.cwd);
    const subgraph = subgraphAt(root, run.cwd);
    const file = args.schema ? resolve(run.cwd, args.schema) : join(root, subgraph.schema);
    if (!existsSync(file)) throw new UsageError(`No schema at ${file}.`);
    const token = run.env.DEPLOY_TOKEN?.trim();
    if (!token)
      throw new UsageError(
        "DEPLOY_TOKEN is not set. Staff create a deploy token for the domain's remote on the registry page, /admin/remotes.",
      );
    const client = registryClient(run.env.DEPLOY_URL || 'http://localhost:8080', token);
    const since = performance.now();
    const answer = await client.call<{ accepted: boolean; hash: string }>(
      'POST',
      `/registry/subgraphs/${encodeURIComponent(subgraph.name)}/schema`,
      { sdl: readFileSync(file, 'utf8') },
      `The ${subgraph.name} schema`,
    );
    run.print(
      `Accepted: the ${subgraph.name} subgraph's schema ${answer.hash.slice(0, 12)} (${relative(root, file)}), checked in ${((performance.now() - since) / 1000).toFixed(1)} s`,
    );
    return 0;
  } catch (err) {
    return failureCode(err, run.printError);
  }
}

if (require.main === module) runAsMain(publishSchema);

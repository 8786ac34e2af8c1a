/**
 * Deploys the web remote in the current folder to a Switchyard gateway's registry:
 * `pnpm --filter @switchyard/<domain>-web run deploy [--canary <percent>] [--publish-only] [--dist <dir>]`.
 * Builds it (unless `--dist` names a build made elsewhere), publishes the build's files as a version,
 * then makes that version live, or a canary for a share of users. Reads DEPLOY_URL (default
 * http://localhost:8080) and DEPLOY_TOKEN (a deploy token of this remote, created by staff on
 * /admin/remotes). Exit codes: 0 done, 1 refused or failed, 2 wrong usage or no token.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface DeployOptions {
  /** A build made elsewhere; null: build the package first. */
  dist: string | null;
  /** Make the version a canary for this share of users (1–99) instead of live. */
  canary: number | null;
  /** Publish the version, change nothing that is served. */
  publishOnly: boolean;
}

/** Wrong use of the command (exit code 2). */
export class UsageError extends Error {}

/** The gateway refused or could not be reached (exit code 1); each line is printed as it is. */
export class DeployError extends Error {
  constructor(readonly lines: string[]) {
    super(lines.join('\n'));
  }
}

export const USAGE =
  'Usage: pnpm --filter @switchyard/<domain>-web run deploy [--canary <percent>] [--publish-only] [--dist <dir>]';

export function parseDeployArgs(argv: string[]): DeployOptions {
  const options: DeployOptions = { dist: null, canary: null, publishOnly: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    // `pnpm run deploy -- --canary 10` passes the `--` on.
    if (arg === '--') continue;
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? arg.split(/=(.*)/s) : [arg, undefined];
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined || v === '') throw new UsageError(`${flag} needs a value.\n${USAGE}`);
      return v;
    };
    if (flag === '--publish-only' && inline === undefined) options.publishOnly = true;
    else if (flag === '--dist') options.dist = value();
    else if (flag === '--canary') {
      const v = value();
      const percent = Number(v);
      if (!/^\d+$/.test(v) || percent < 1 || percent > 99)
        throw new UsageError(`--canary takes a whole percent of users from 1 to 99, not "${v}".`);
      options.canary = percent;
    } else throw new UsageError(`Unknown argument "${arg}".\n${USAGE}`);
  }
  if (options.publishOnly && options.canary !== null)
    throw new UsageError('--publish-only and --canary exclude each other: a canary is served.');
  return options;
}

/**
 * The raw files of a build by their `/`-separated path, sorted: not the `.br` / `.gz` copies, which
 * the platform makes for what it stores.
 */
export function collectDistFiles(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const walk = (folder: string, prefix: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) =>
      a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
    )) {
      const path = prefix + entry.name;
      if (entry.isDirectory()) walk(join(folder, entry.name), `${path}/`);
      else if (entry.isFile() && !/\.(br|gz)$/.test(entry.name))
        files.set(path, readFileSync(join(folder, entry.name)));
    }
  };
  walk(dir, '');
  return files;
}

/** The publish request's body: `{files: {path: base64}}`. */
export function publishBody(files: Map<string, Buffer>): { files: Record<string, string> } {
  return { files: Object.fromEntries([...files].map(([path, body]) => [path, body.toString('base64')])) };
}

const TOKEN_HELP = 'Staff create a deploy token for this remote on the registry page, /admin/remotes.';

/** What to print for an answer that is not a success: the server's reasons, one a line. */
export function failureLines(status: number, body: unknown, what: string): string[] {
  const b = (typeof body === 'object' && body !== null ? body : {}) as {
    error?: unknown;
    reasons?: unknown;
    errors?: unknown;
  };
  const error = typeof b.error === 'string' ? b.error : null;
  if (Array.isArray(b.reasons))
    return [error ?? `${what} was refused.`, ...b.reasons.map((r) => `  - ${String(r)}`)];
  if (Array.isArray(b.errors))
    return [
      `${what} was refused:`,
      ...b.errors.map((e: { attribute?: string; message?: string }) =>
        e.attribute ? `  - ${e.attribute}: ${e.message}` : `  - ${e.message ?? JSON.stringify(e)}`,
      ),
    ];
  if (status === 401) return [`${error ?? 'The gateway does not accept DEPLOY_TOKEN.'} (401)`, TOKEN_HELP];
  if (status === 403)
    return [`${error ?? 'DEPLOY_TOKEN may not do this.'} (403)`, 'A token deploys only its own remote.'];
  if (status === 413)
    return [
      `${error ?? 'The build is bigger than the gateway accepts: its REMOTES_DEPLOY_MAX_BYTES setting.'} (413)`,
    ];
  const text = error ?? (typeof body === 'string' ? body.slice(0, 500) : JSON.stringify(body).slice(0, 500));
  return [`${what} failed: the gateway answered ${status}${text ? `: ${text}` : ''}`];
}

/** The cause of a failed fetch, in a sentence that says which address. */
function networkError(err: unknown, url: string): DeployError {
  const e = err as Error & { cause?: { code?: string; message?: string } };
  const reason =
    e.name === 'TimeoutError' ? 'no answer in time' : (e.cause?.code ?? e.cause?.message ?? e.message);
  return new DeployError([
    `Could not reach the gateway at ${url} (${reason}). Is DEPLOY_URL right, and is it running?`,
  ]);
}

export interface RegistryClient {
  base: string;
  call<T>(method: string, path: string, body: unknown, what: string, timeoutMs?: number): Promise<T>;
}

/** Calls to the registry's REST paths with the token; a refusal or an unreachable gateway throws a DeployError. */
export function registryClient(base: string, token: string): RegistryClient {
  const root = base.replace(/\/+$/, '');
  return {
    base: root,
    async call<T>(method: string, path: string, body: unknown, what: string, timeoutMs = 60_000) {
      let res: Response;
      let text: string;
      try {
        res = await fetch(root + path, {
          method,
          headers: {
            authorization: `Bearer ${token}`,
            accept: 'application/json',
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
        text = await res.text();
      } catch (err) {
        throw networkError(err, root);
      }
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        /* not JSON: shown as text */
      }
      if (!res.ok) throw new DeployError(failureLines(res.status, parsed, what));
      return parsed as T;
    },
  };
}

/** The parts of the registry's RemoteState the command prints. */
interface RemoteState {
  name: string;
  live: { version: string; publishedAt: string; publishedBy: { name: string } } | null;
  canary: { version: { version: string }; percent: number } | null;
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

export function describeState(state: RemoteState): string[] {
  const lines = [
    state.live
      ? `Live now: ${state.live.version} (published ${state.live.publishedAt} by ${state.live.publishedBy.name})`
      : 'Live now: nothing',
  ];
  if (state.canary)
    lines.push(`Canary: ${state.canary.version.version} for ${state.canary.percent} % of users`);
  return lines;
}

/** Runs the package's build, `build.ts` beside this file, with the same Node flags (tsx's loader). */
function build(dir: string) {
  const r = spawnSync(process.execPath, [...process.execArgv, join(__dirname, 'build.ts')], {
    cwd: dir,
    stdio: 'inherit',
  });
  if (r.status !== 0)
    throw new DeployError([`The build failed (exit code ${r.status ?? r.signal}); nothing was published.`]);
}

export interface DeployRun {
  argv: string[];
  env: NodeJS.ProcessEnv;
  /** The web package's folder. */
  cwd: string;
  print(line: string): void;
  /** Refusals, failures and wrong usage. */
  printError(line: string): void;
}

/** The whole command; returns the exit code. */
export async function deploy(run: DeployRun): Promise<number> {
  const { print, printError } = run;
  try {
    const options = parseDeployArgs(run.argv);
    const pkgFile = join(run.cwd, 'package.json');
    const remote = existsSync(pkgFile)
      ? (JSON.parse(readFileSync(pkgFile, 'utf8')).switchyard?.remote as string | undefined)
      : undefined;
    if (!remote)
      throw new UsageError(
        `${run.cwd} is not a web remote's package (no switchyard.remote in package.json).\n${USAGE}`,
      );
    const token = run.env.DEPLOY_TOKEN?.trim();
    if (!token) throw new UsageError(`DEPLOY_TOKEN is not set. ${TOKEN_HELP}`);
    const client = registryClient(run.env.DEPLOY_URL || 'http://localhost:8080', token);
    const started = performance.now();

    let since = performance.now();
    if (!options.dist) {
      build(run.cwd);
      print(`Built in ${seconds(since)}`);
    }
    const dist = resolve(run.cwd, options.dist ?? 'dist');
    if (!existsSync(dist) || !statSync(dist).isDirectory()) throw new UsageError(`No build at ${dist}.`);
    since = performance.now();
    const files = collectDistFiles(dist);
    const bytes = [...files.values()].reduce((n, b) => n + b.length, 0);
    const published = await client.call<{ version: string; created: boolean }>(
      'POST',
      `/registry/remotes/${encodeURIComponent(remote)}/versions`,
      publishBody(files),
      'The deploy',
      300_000,
    );
    print(
      `Published ${remote} ${published.version} (${files.size} files, ${(bytes / 1000).toFixed(1)} KB${published.created ? '' : ', already there'}) to ${client.base} in ${seconds(since)}`,
    );
    if (options.publishOnly) {
      print(`Not served yet (--publish-only). Took ${seconds(started)} in all.`);
      return 0;
    }
    since = performance.now();
    const state =
      options.canary === null
        ? await client.call<RemoteState>(
            'PUT',
            `/registry/remotes/${encodeURIComponent(remote)}/live`,
            { version: published.version },
            'Making it live',
          )
        : await client.call<RemoteState>(
            'PUT',
            `/registry/remotes/${encodeURIComponent(remote)}/canary`,
            { version: published.version, percent: options.canary },
            'The canary',
          );
    print(
      options.canary === null
        ? `Made live in ${seconds(since)}`
        : `Made a canary for ${options.canary} % of users in ${seconds(since)}`,
    );
    for (const line of describeState(state)) print(line);
    print(`Took ${seconds(started)} in all.`);
    return 0;
  } catch (err) {
    return failureCode(err, printError);
  }
}

/** A command's exit code for its failure: 2 for a usage error, 1 for a refusal (its lines printed). */
export function failureCode(err: unknown, printError: (line: string) => void): number {
  if (err instanceof UsageError) {
    printError(err.message);
    return 2;
  }
  if (err instanceof DeployError) {
    for (const line of err.lines) printError(line);
    return 1;
  }
  throw err;
}

/** Runs a command with this process's arguments, environment and console, and exits with its code. */
export function runAsMain(command: (run: DeployRun) => Promise<number>): void {
  command({
    argv: process.argv.slice(2),
    env: process.env,
    cwd: process.cwd(),
    print: (line) => console.log(line),
    printError: (line) => console.error(line),
  }).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}

if (require.main === module) runAsMain(deploy);

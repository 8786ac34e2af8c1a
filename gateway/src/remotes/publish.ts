import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { HttpError, type Db, type FieldError } from '@switchyard/server-kit';
import { z } from 'zod';
import { runRemoteGates } from './gates';
import { recordHistory } from './registryStore';
import type { Actor, AssetStore, BuiltRemote, FederationManifest } from './types';

export const MAX_FILES = 500;
const MAX_PATH_LENGTH = 200;
const SEGMENT = /^[A-Za-z0-9._-]+$/;
/** The files the platform stores a `.br` and a `.gz` beside. */
export const COMPRESSED = /\.(js|css|json|svg|html)$/;
/** The platform makes these itself: uploaded ones are not part of the version. */
const PRECOMPRESSED = /\.(br|gz)$/;

/** A publish the gates refused: every reason, as the domain team reads it. */
export class DeployRefused extends HttpError {
  constructor(
    readonly reasons: string[],
    message = 'The deploy was refused.',
  ) {
    super(422, message);
  }
}

export interface PublishDeps {
  db: Db;
  store: AssetStore;
  /** The live shell's build (its shared.json and start-up files): the gates' baseline. */
  shellDist: string;
  /** The committed API schema (gateway/api-schema.graphql) operations must validate against. */
  apiSchemaSdl: string;
  /** REMOTES_PUBLIC_URL: a new version's files are fetched from under it. */
  publicUrl?: string;
}

export interface PublishOptions {
  /** Off for the platform's own build (it is checked by its own build and tests). */
  gates?: boolean;
  /** `.br` / `.gz` already made (a local dist), by the raw file's path: stored as they are. */
  compressed?: Map<string, Buffer>;
}

export interface Published {
  version: string;
  /** False when the same files were published before (nothing changed). */
  created: boolean;
}

const invalid = (errors: FieldError[]) => new HttpError(422, errors.map((e) => e.message).join(' '), errors);
const filesError = (message: string) => invalid([{ attribute: 'files', message }]);
const shown = (path: string) => JSON.stringify(path.length > 80 ? `${path.slice(0, 80)}…` : path);

/** What is wrong with an uploaded file's path, or null. */
export function pathProblem(path: string): string | null {
  if (!path) return 'an empty path';
  if (path.length > MAX_PATH_LENGTH) return `a path longer than ${MAX_PATH_LENGTH} characters`;
  if (path.startsWith('/')) return 'an absolute path';
  const segments = path.split('/');
  if (segments.some((s) => s === '..' || s === '.')) return 'a path with . or .. in it';
  if (!segments.every((s) => SEGMENT.test(s)))
    return 'a path with characters other than letters, digits, ".", "_", "-" and "/"';
  return null;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

function text(files: Map<string, Buffer>, path: string): string {
  try {
    return utf8.decode(files.get(path)!);
  } catch {
    throw filesError(`${path} is not valid UTF-8.`);
  }
}

function json(files: Map<string, Buffer>, path: string): unknown {
  try {
    return JSON.parse(text(files, path));
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw filesError(`${path} is not valid JSON.`);
  }
}

const assetLists = z
  .object({
    js: z.object({ sync: z.array(z.string()).optional(), async: z.array(z.string()).optional() }).partial(),
    css: z.object({ sync: z.array(z.string()).optional(), async: z.array(z.string()).optional() }).partial(),
  })
  .partial();

const manifestSchema = z
  .object({
    metaData: z
      .object({
        buildInfo: z.object({ buildVersion: z.string() }).passthrough(),
        remoteEntry: z.object({ name: z.string().min(1), path: z.string().optional() }).passthrough(),
      })
      .passthrough(),
    shared: z.array(z.object({ name: z.string(), assets: assetLists.optional() }).passthrough()).optional(),
    exposes: z.array(z.object({ assets: assetLists.optional() }).passthrough()).optional(),
  })
  .passthrough();

const builtSchema = z
  .object({
    remote: z.string(),
    routes: z.array(z.string()),
    pages: z
      .array(z.object({ pattern: z.string(), chunk: z.string(), files: z.array(z.string()) }).passthrough())
      .optional(),
  })
  .passthrough();

/** `<build version>` as it may appear in a path: a semver without build metadata. */
const BUILD_VERSION = /^[0-9A-Za-z][0-9A-Za-z.-]{0,40}$/;

function parsed<T>(schema: z.ZodType<T>, value: unknown, file: string): T {
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  throw invalid(
    r.error.issues.map((i) => ({
      attribute: 'files',
      message: `${file}: ${i.path.join('.') || 'the document'} ${i.message.toLowerCase()}.`,
    })),
  );
}

/** The remoteEntry's path in the bundle, from the manifest. */
export function remoteEntryPath(manifest: FederationManifest): string {
  const entry = manifest.metaData?.remoteEntry;
  const dir = (entry?.path ?? '').replace(/^\/+|\/+$/g, '');
  return dir ? `${dir}/${entry!.name}` : entry!.name!;
}

/** Every file the manifest and switchyard.json name (they must be in the bundle). */
export function namedFiles(manifest: FederationManifest, built: BuiltRemote): string[] {
  const names = new Set<string>([remoteEntryPath(manifest)]);
  type Assets = z.infer<typeof assetLists> | undefined;
  const add = (assets: Assets) => {
    for (const kind of [assets?.js, assets?.css])
      for (const f of [...(kind?.sync ?? []), ...(kind?.async ?? [])]) names.add(f);
  };
  const m = manifest as z.infer<typeof manifestSchema>;
  for (const s of m.shared ?? []) add(s.assets);
  for (const e of m.exposes ?? []) add(e.assets);
  for (const p of built.pages ?? []) for (const f of p.files) names.add(f);
  return [...names];
}

/**
 * The version of a bundle: the manifest's build version and 12 hex of SHA-256 over the sorted
 * `<path>\n<sha256 hex of its bytes>\n` of every raw file.
 */
export function versionOf(buildVersion: string, files: Map<string, Buffer>): string {
  const h = createHash('sha256');
  for (const path of [...files.keys()].sort())
    h.update(`${path}\n${createHash('sha256').update(files.get(path)!).digest('hex')}\n`);
  return `${buildVersion}-${h.digest('hex').slice(0, 12)}`;
}

/** A checked bundle: its raw files, manifest, switchyard.json and operations. */
export interface CheckedBundle {
  files: Map<string, Buffer>;
  manifest: FederationManifest;
  built: BuiltRemote;
  operations: string;
  version: string;
}

/** Checks an upload's paths and required files (422 naming each problem) and computes its version. */
export function checkBundle(remote: string, uploaded: Map<string, Buffer>): CheckedBundle {
  const problems: FieldError[] = [];
  const files = new Map<string, Buffer>();
  for (const [path, body] of uploaded) {
    const problem = pathProblem(path);
    if (problem) problems.push({ attribute: 'files', message: `${shown(path)} is ${problem}.` });
    else if (!PRECOMPRESSED.test(path)) files.set(path, body);
    if (problems.length >= 20) break;
  }
  if (problems.length) throw invalid(problems);
  if (files.size > MAX_FILES)
    throw filesError(`A version has at most ${MAX_FILES} files; this one has ${files.size}.`);
  const missing = ['mf-manifest.json', 'switchyard.json'].filter((f) => !files.has(f));
  if (missing.length)
    throw invalid(missing.map((f) => ({ attribute: 'files', message: `${f} is missing.` })));
  const manifest = parsed(
    manifestSchema,
    json(files, 'mf-manifest.json'),
    'mf-manifest.json',
  ) as FederationManifest;
  const built = parsed(builtSchema, json(files, 'switchyard.json'), 'switchyard.json') as BuiltRemote;
  if (built.remote !== remote)
    throw filesError(`switchyard.json is the build of ${shown(built.remote)}, not of ${remote}.`);
  const buildVersion = manifest.metaData!.buildInfo!.buildVersion!;
  if (!BUILD_VERSION.test(buildVersion))
    throw filesError(
      `mf-manifest.json's build version ${shown(buildVersion)} is not a version (letters, digits, "." and "-").`,
    );
  const absent = namedFiles(manifest, built).filter((f) => !files.has(f));
  if (absent.length)
    throw invalid(
      absent.slice(0, 20).map((f) => ({
        attribute: 'files',
        message: `${shown(f)} is missing (mf-manifest.json or switchyard.json names it).`,
      })),
    );
  const operations = files.has('operations.graphql') ? text(files, 'operations.graphql') : '';
  return { files, manifest, built, operations, version: versionOf(buildVersion, files) };
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** A file and its `.br` / `.gz` (made here unless given), keyed as the store keeps them. */
async function storedForms(
  path: string,
  body: Buffer,
  given?: Map<string, Buffer>,
): Promise<[string, Buffer][]> {
  if (!COMPRESSED.test(path)) return [[path, body]];
  const [br, gz] = await Promise.all([
    given?.get(`${path}.br`) ??
      brotli(body, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
          [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    given?.get(`${path}.gz`) ?? gzipped(body, { level: 9 }),
  ]);
  return [
    [path, body],
    [`${path}.br`, br],
    [`${path}.gz`, gz],
  ];
}

/** Runs `task` over `items`, `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await task(items[next++]!);
    }),
  );
}

/**
 * Publishes a remote's build as an immutable version: checks the files, runs the gates, stores the
 * files (with `.br` and `.gz`) under `<remote>/<version>/`, then records the version and a `publish`
 * history row. The same files again change nothing (`created: false`).
 */
export async function publishVersion(
  deps: PublishDeps,
  remote: string,
  uploaded: Map<string, Buffer>,
  actor: Actor,
  opts: PublishOptions = {},
): Promise<Published> {
  const bundle = checkBundle(remote, uploaded);
  const { version } = bundle;
  const exists = await deps.db.query('SELECT 1 FROM remotes.versions WHERE remote = $1 AND version = $2', [
    remote,
    version,
  ]);
  if (exists.rows.length) return { version, created: false };
  if (opts.gates !== false) {
    const reasons = runRemoteGates(
      { remote, files: bundle.files },
      { shellDist: deps.shellDist, apiSchemaSdl: deps.apiSchemaSdl },
    );
    if (reasons.length) throw new DeployRefused(reasons);
  }
  // The files first: a version is recorded only once everything it names can be served.
  const paths = [...bundle.files.keys()];
  await eachLimited(paths, 8, async (path) => {
    for (const [key, body] of await storedForms(path, bundle.files.get(path)!, opts.compressed))
      await deps.store.put(`${remote}/${version}/${key}`, body);
  });
  const files = paths.sort().map((path) => ({ path, bytes: bundle.files.get(path)!.length }));
  const bytes = files.reduce((sum, f) => sum + f.bytes, 0);
  const created = await deps.db.transaction(async (tx) => {
    const r = await tx.query(
      `INSERT INTO remotes.versions
         (remote, version, manifest, built, operations, files, bytes, base_url, published_by_kind, published_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (remote, version) DO NOTHING`,
      [
        remote,
        version,
        JSON.stringify(bundle.manifest),
        JSON.stringify(bundle.built),
        bundle.operations,
        JSON.stringify(files),
        bytes,
        deps.publicUrl ? `${deps.publicUrl}/${remote}/${version}/` : null,
        actor.kind,
        actor.name,
      ],
    );
    if (!r.rowCount) return false;
    await recordHistory(tx, { remote, action: 'publish', version, actor });
    return true;
  });
  return { version, created };
}

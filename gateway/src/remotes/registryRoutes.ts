import { createHash } from 'node:crypto';
import express, { type NextFunction, type Request, type Response } from 'express';
import {
  counter,
  findInputProblem,
  forbidden,
  handle,
  HttpError,
  INPUT_LIMITS,
  notFound,
  unauthenticated,
  unprocessable,
  verifyUtf8Body,
  zodErrors,
  type Db,
  type Viewer,
} from '@switchyard/server-kit';
import { readWorkspace } from '@switchyard/workspace';
import { z } from 'zod';
import { csrfProtection } from '../http/csrf';
import { checkSubgraphSchema, committedSubgraphSdls } from './gates/schemaGate';
import { createDeployToken, listDeployTokens, revokeDeployToken, verifyDeployToken } from './deployTokens';
import { DeployRefused, MAX_FILES, publishVersion } from './publish';
import {
  abortCanary,
  allRemoteStates,
  promoteCanary,
  remoteState,
  setCanary,
  switchLive,
} from './registryStore';
import type { Actor, AssetStore, TokenInfo } from './types';

export interface RegistryRoutesDeps {
  db: Db;
  store: AssetStore;
  shellDist: string;
  apiSchemaSdl: string;
  /** The web build (SWITCHYARD_ROOT): its remotes are the ones the registry knows. */
  root: string;
  /** The repository: its subgraphs' packages and committed schemas (the schema gate). */
  repositoryRoot: string;
  /** REMOTES_DEPLOY_MAX_BYTES: the most a publish's files may weigh. */
  maxBytes: number;
  /** REMOTES_PUBLIC_URL. */
  publicUrl?: string;
}

/** Who is calling: a signed-in staff member, or a domain's deploy token (judged alone). */
type Caller = { kind: 'staff'; viewer: Viewer } | { kind: 'token'; token: TokenInfo };

const actorOf = (caller: Caller): Actor =>
  caller.kind === 'staff'
    ? { kind: 'user', name: caller.viewer.login }
    : { kind: 'token', name: caller.token.name };

const loadFailures = () =>
  counter(
    'switchyard_remote_load_failures_total',
    'Users a remote version failed to load for (the shell fell back to the live version), counted once per user and version.',
    ['remote', 'version'],
  );

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

const invalid = (errors: { attribute: string; message: string }[]) =>
  new HttpError(422, errors.map((e) => `${e.attribute} ${e.message}`).join(', '), errors);

/** Parses a JSON body with a zod schema: 422 naming each bad attribute. */
function input<T>(schema: z.ZodType<T>, body: unknown): T {
  const r = schema.safeParse(body ?? {});
  if (!r.success) throw invalid(zodErrors(r.error));
  return r.data;
}

const versionInput = z.object({ version: z.string().min(1).max(100) });
const canaryInput = z.object({
  version: z.string().min(1).max(100),
  percent: z
    .number()
    .int('must be a whole number')
    .min(1, 'must be from 1 to 99')
    .max(99, 'must be from 1 to 99'),
});
const tokenInput = z.object({
  remote: z.string().min(1).max(100),
  name: z.string().trim().min(1, "can't be blank").max(100, 'is too long (100 characters at most)'),
});
const failureInput = z.object({ remote: z.string().min(1).max(100), version: z.string().min(1).max(100) });
const schemaInput = z.object({ sdl: z.string().min(1, "can't be blank") });
const publishInput = z.object({ files: z.record(z.string(), z.string()) });

/**
 * The registry's API (README, "REST paths"): every /registry/* path and POST /remote-load-failures.
 * Mounted after the session is loaded and before the edge's body parsers: it parses its own bodies
 * (a publish is a large one) and checks the CSRF token of a session's writes itself; a call with a
 * deploy token is judged by the token alone and needs none.
 */
export function registryRoutes(deps: RegistryRoutesDeps): express.Router {
  const { db } = deps;
  const workspace = readWorkspace(deps.root);
  const remotes = new Map(workspace.remotes.map((r) => [r.name, r]));
  // The subgraphs' packages are in the repository, not under a web-only SWITCHYARD_ROOT.
  const subgraphs = new Map(readWorkspace(deps.repositoryRoot).subgraphs.map((s) => [s.name, s]));
  const domainOf = (dir: string) => dir.split('/')[0];
  // Registered now, so /metrics lists it before the first failure.
  loadFailures();

  const smallJson = [
    express.json({ limit: '100kb', verify: verifyUtf8Body }),
    (req: Request, _res: Response, next: NextFunction) => {
      const problem = findInputProblem(req.body, '');
      if (problem) return next(invalid([{ attribute: problem.path || 'base', message: problem.message }]));
      next();
    },
  ];
  // Base64 is 4/3 of the bytes; the JSON around it (paths, quotes) is allowed a little more.
  const publishJson = express.json({
    limit: Math.ceil((deps.maxBytes * 4) / 3) + MAX_FILES * 300 + 1024,
    verify: verifyUtf8Body,
  });
  const schemaJson = express.json({ limit: '2mb', verify: verifyUtf8Body });

  /** The caller, refused unless staff or a live token: a bearer token is judged alone. */
  const caller = async (req: Request, res: Response, opts: { staffOnly?: boolean } = {}): Promise<Caller> => {
    const authorization = req.get('authorization');
    if (authorization !== undefined) {
      const secret = /^Bearer\s+(\S+)\s*$/i.exec(authorization)?.[1];
      const token = secret ? await verifyDeployToken(db, secret) : null;
      if (!token) throw new HttpError(401, 'The deploy token is unknown or revoked.');
      if (opts.staffOnly) throw forbidden('Only staff can do that; a deploy token cannot.');
      return { kind: 'token', token };
    }
    const viewer = req.viewer;
    if (!viewer) throw unauthenticated();
    if (!viewer.staff) throw forbidden('Only staff can use the remote registry.');
    await csrf(req, res);
    return { kind: 'staff', viewer };
  };

  /** The CSRF check of a session's write, as a promise (resolves when it passes; it answered otherwise). */
  const csrf = (req: Request, res: Response) =>
    new Promise<void>((resolve, reject) => {
      const answered = res.headersSent;
      csrfProtection(req, res, () => resolve());
      if (!answered && res.headersSent) reject(ANSWERED);
    });

  /** The known remote named in the path, the caller allowed on it. */
  const remoteFor = async (req: Request, res: Response) => {
    const name = String(req.params.name);
    if (!remotes.has(name))
      throw notFound(`There is no remote called ${JSON.stringify(name.slice(0, 100))}.`);
    const who = await caller(req, res);
    if (who.kind === 'token' && who.token.remote !== name)
      throw forbidden(`This deploy token is for ${who.token.remote}, not ${name}.`);
    return { name, who };
  };

  const stateOf = (name: string) => remoteState(db, name, remotes.get(name)?.routes ?? []);

  const api = express.Router();

  api.get(
    '/remotes',
    handle(async (req, res) => {
      await caller(req, res, { staffOnly: true });
      res.set('Cache-Control', 'no-store');
      res.json({
        remotes: await allRemoteStates(db, [...remotes.values()]),
        tokens: await listDeployTokens(db),
      });
    }),
  );

  api.post(
    '/remotes/:name/versions',
    handle(async (req, res) => {
      // The name and the token first: nothing of a stranger's or an unknown remote's body is read.
      const { name, who } = await remoteFor(req, res);
      await new Promise<void>((resolve, reject) =>
        publishJson(req, res, (err) => (err ? reject(err) : resolve())),
      );
      const body = input(publishInput, req.body);
      const files = new Map<string, Buffer>();
      let bytes = 0;
      const problems: { attribute: string; message: string }[] = [];
      for (const [path, data] of Object.entries(body.files)) {
        if (!BASE64.test(data) || data.length % 4 !== 0) {
          problems.push({
            attribute: 'files',
            message: `${JSON.stringify(path.slice(0, 80))} is not base64.`,
          });
          if (problems.length >= 20) break;
          continue;
        }
        const buffer = Buffer.from(data, 'base64');
        bytes += buffer.length;
        files.set(path, buffer);
      }
      if (problems.length) throw invalid(problems);
      if (bytes > deps.maxBytes) throw tooLarge(deps.maxBytes);
      const published = await publishVersion(deps, name, files, actorOf(who));
      res.status(published.created ? 201 : 200).json(published);
    }),
  );

  /** A change to what a remote serves, by staff or the remote's token: answers its state after. */
  const releaseChange = (change: (req: Request, name: string, actor: Actor) => Promise<unknown>) => [
    ...smallJson,
    handle(async (req, res) => {
      const { name, who } = await remoteFor(req, res);
      await change(req, name, actorOf(who));
      res.json(await stateOf(name));
    }),
  ];
  api.put(
    '/remotes/:name/live',
    ...releaseChange((req, name, actor) =>
      switchLive(db, name, input(versionInput, req.body).version, actor),
    ),
  );
  api.put(
    '/remotes/:name/canary',
    ...releaseChange((req, name, actor) => {
      const { version, percent } = input(canaryInput, req.body);
      return setCanary(db, name, version, percent, actor);
    }),
  );
  api.post(
    '/remotes/:name/canary/promote',
    ...releaseChange((_req, name, actor) => promoteCanary(db, name, actor)),
  );
  api.delete('/remotes/:name/canary', ...releaseChange((_req, name, actor) => abortCanary(db, name, actor)));

  api.post(
    '/tokens',
    ...smallJson,
    handle(async (req, res) => {
      const who = await caller(req, res, { staffOnly: true });
      const { remote, name } = input(tokenInput, req.body);
      if (!remotes.has(remote)) throw unprocessable('is not a remote of this platform', 'remote');
      const created = await createDeployToken(db, {
        remote,
        name,
        createdBy: who.kind === 'staff' ? who.viewer.login : '',
      });
      res.status(201).set('Cache-Control', 'no-store').json(created);
    }),
  );

  api.delete(
    '/tokens/:id',
    ...smallJson,
    handle(async (req, res) => {
      const who = await caller(req, res, { staffOnly: true });
      res.json(
        await revokeDeployToken(db, String(req.params.id), who.kind === 'staff' ? who.viewer.login : ''),
      );
    }),
  );

  api.post(
    '/subgraphs/:name/schema',
    handle(async (req, res) => {
      const name = String(req.params.name);
      const subgraph = subgraphs.get(name);
      if (!subgraph) throw notFound(`There is no subgraph called ${JSON.stringify(name.slice(0, 100))}.`);
      const who = await caller(req, res);
      if (who.kind === 'token') {
        const own = remotes.get(who.token.remote);
        if (!own || domainOf(own.dir) !== domainOf(subgraph.dir))
          throw forbidden(`This deploy token is for ${who.token.remote}, not the ${name} subgraph.`);
      }
      await new Promise<void>((resolve, reject) =>
        schemaJson(req, res, (err) => (err ? reject(err) : resolve())),
      );
      const { sdl } = input(schemaInput, req.body);
      const problem = findInputProblem(sdl, 'sdl', { ...INPUT_LIMITS, maxStringLength: 1_000_000 });
      if (problem) throw invalid([{ attribute: 'sdl', message: problem.message }]);
      const reasons = checkSubgraphSchema({
        subgraph: name,
        sdl,
        current: await currentSdls(db, deps.repositoryRoot),
        liveOperations: await servedOperations(db),
      });
      if (reasons.length) throw new DeployRefused(reasons, 'The schema was refused.');
      const hash = createHash('sha256').update(sdl).digest('hex');
      const actor = actorOf(who);
      // A subgraph passes the gate at every start: the same schema again is not a new entry.
      await db.query(
        `INSERT INTO remotes.subgraph_schemas (subgraph, sdl, hash, actor_kind, actor)
         SELECT $1, $2, $3, $4, $5
          WHERE $3 IS DISTINCT FROM (SELECT hash FROM remotes.subgraph_schemas
                                      WHERE subgraph = $1 ORDER BY id DESC LIMIT 1)`,
        [name, sdl, hash, actor.kind, actor.name],
      );
      res.json({ accepted: true, hash });
    }),
  );

  api.use((_req, res) => {
    res.status(404).json({ error: 'Not found.' });
  });

  const router = express.Router();
  router.use('/registry', api);
  router.post(
    '/remote-load-failures',
    ...smallJson,
    handle(async (req, res) => {
      if (!req.viewer) throw unauthenticated();
      await csrf(req, res);
      const { remote, version } = input(failureInput, req.body);
      if (!remotes.has(remote)) throw unprocessable('is not a remote of this platform', 'remote');
      const r = await db.query(
        `INSERT INTO remotes.load_failures (remote, version, user_id)
         SELECT remote, version, $3 FROM remotes.versions WHERE remote = $1 AND version = $2
         ON CONFLICT DO NOTHING`,
        [remote, version, req.viewer.id],
      );
      if (r.rowCount) loadFailures().inc({ remote, version });
      else {
        const known = await db.query('SELECT 1 FROM remotes.versions WHERE remote = $1 AND version = $2', [
          remote,
          version,
        ]);
        if (!known.rows.length) throw unprocessable(`is not a published version of ${remote}`, 'version');
      }
      res.status(204).end();
    }),
  );
  router.use(registryErrors(deps.maxBytes));
  return router;
}

/** Thrown once the CSRF check has answered the request itself (403). */
const ANSWERED = Symbol('answered');

const tooLarge = (maxBytes: number) =>
  new HttpError(413, `A deploy is at most ${maxBytes} bytes of files (REMOTES_DEPLOY_MAX_BYTES).`);

/** The README's error bodies: `{error}`, `{error, errors}` for bad input, `{error, reasons}` for a gate. */
function registryErrors(maxBytes: number) {
  return (err: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (err === ANSWERED || res.headersSent) return;
    if (err instanceof DeployRefused)
      return void res.status(422).json({ error: err.message, reasons: err.reasons });
    if (err instanceof HttpError) {
      const body = err.errors.length ? { error: err.message, errors: err.errors } : { error: err.message };
      return void res.status(err.status).json(body);
    }
    const e = err as { status?: number; type?: string };
    if (e?.type === 'entity.too.large')
      return void res.status(413).json({ error: tooLarge(maxBytes).message });
    if (typeof e?.status === 'number' && e.status >= 400 && e.status < 500) {
      const message =
        e.type === 'entity.parse.failed'
          ? 'The request body is not a JSON object.'
          : 'The request could not be read.';
      return void res.status(e.status).json({ error: message, errors: [{ attribute: 'base', message }] });
    }
    next(err);
  };
}

/** Each subgraph's last accepted SDL, else its committed schema.graphql. */
async function currentSdls(db: Db, root: string): Promise<Record<string, string>> {
  const accepted = await db.query<{ subgraph: string; sdl: string }>(
    'SELECT DISTINCT ON (subgraph) subgraph, sdl FROM remotes.subgraph_schemas ORDER BY subgraph, id DESC',
  );
  return {
    ...committedSubgraphSdls(root),
    ...Object.fromEntries(accepted.rows.map((r) => [r.subgraph, r.sdl])),
  };
}

/** The operations of every live and canary version. */
async function servedOperations(db: Db) {
  const r = await db.query<{ remote: string; version: string; operations: string }>(
    `SELECT v.remote, v.version, v.operations FROM remotes.versions v
       JOIN remotes.releases r ON r.remote = v.remote AND v.version IN (r.live, r.canary)
      ORDER BY v.remote, v.version`,
  );
  return r.rows;
}

import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';

/** Every setting the gateway reads, from the environment (the README's settings table). */
export interface GatewayConfig {
  port: number;
  /** PostgreSQL; the embedded database under dataDir when absent. */
  databaseUrl?: string;
  /** Sessions and rate limits in Redis when set; in the database / memory otherwise. */
  redisUrl?: string;
  dataDir: string;
  sessionSecret: string;
  productSlug: string;
  publicUrl: string;
  production: boolean;
  /** SUBGRAPH_<NAME>_URL: that domain runs as its own service at this base URL. */
  subgraphUrls: Record<string, string>;
  /** GRAPHQL_ROUTER_URL: /graphql is forwarded to this router (Hive Gateway, router/) instead of served here. */
  graphqlRouterUrl?: string;
  /** REMOTE_<NAME>_URL: that remote's entry (mf-manifest.json) is served from here. */
  remoteUrls: Record<string, string>;
  /** Repository root: where the shell's and the remotes' dist folders are. */
  webRoot: string;
  trustProxy: boolean;
  /** Seed the demo dataset into an empty database. */
  seedDemo: boolean;
  loginRateLimit: number;
  bodyLimit: string;
  /** GATEWAY_WORKERS: processes serving the port together (node:cluster); 1 serves it from this one. */
  workers: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const webRoot = resolve(env.SWITCHYARD_ROOT ?? join(__dirname, '..', '..'));
  const dataDir = resolve(env.DATA_DIR ?? join(webRoot, '.data'));
  const port = Number(env.PORT ?? 8080);
  return {
    port,
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    dataDir,
    sessionSecret: env.SESSION_SECRET || persistedSecret(dataDir),
    productSlug: env.PRODUCT_SLUG || 'switchyard',
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    production: env.NODE_ENV === 'production',
    subgraphUrls: prefixed(env, 'SUBGRAPH_', '_URL'),
    graphqlRouterUrl: env.GRAPHQL_ROUTER_URL || undefined,
    remoteUrls: prefixed(env, 'REMOTE_', '_URL'),
    webRoot,
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    seedDemo: env.SEED_DEMO !== '0',
    loginRateLimit: Number(env.LOGIN_RATE_LIMIT ?? 10),
    bodyLimit: env.BODY_LIMIT ?? '1mb',
    workers: workersSetting(env),
  };
}

const MAX_WORKERS = 64;

/** A setting with a value the gateway cannot start with; its message says which and why. */
export class SettingError extends Error {}

/** GATEWAY_WORKERS: a whole number, or `auto` for one per core. Throws the message a user should read. */
function workersSetting(env: NodeJS.ProcessEnv): number {
  const given = (env.GATEWAY_WORKERS || '1').trim();
  const workers = given === 'auto' ? availableParallelism() : Number(given);
  if (!Number.isInteger(workers) || workers < 1 || workers > MAX_WORKERS)
    throw new SettingError(
      `GATEWAY_WORKERS must be a whole number from 1 to ${MAX_WORKERS}, or auto (one per core); it is "${given}".`,
    );
  // Workers share nothing but what lives outside them.
  if (workers > 1 && !env.DATABASE_URL)
    throw new SettingError(
      'GATEWAY_WORKERS above 1 needs DATABASE_URL: the embedded database belongs to one process.',
    );
  if (workers > 1 && !env.REDIS_URL)
    throw new SettingError(
      'GATEWAY_WORKERS above 1 needs REDIS_URL: without it each worker would count failed sign-ins on its own.',
    );
  return workers;
}

/** { org: 'http://…' } from SUBGRAPH_ORG_URL=http://… (names lower-cased). */
function prefixed(env: NodeJS.ProcessEnv, prefix: string, suffix: string) {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(env)) {
    if (v && k.startsWith(prefix) && k.endsWith(suffix)) {
      out[k.slice(prefix.length, -suffix.length).toLowerCase()] = v.replace(/\/$/, '');
    }
  }
  return out;
}

/** Embedded mode needs no settings: a random secret is made once and kept beside the data. */
function persistedSecret(dataDir: string) {
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

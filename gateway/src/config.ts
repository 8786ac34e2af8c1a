import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  loadSettings,
  parseSettings,
  SettingError,
  type Env,
  type Settings,
  type HostSettings,
  type SettingsOf,
} from '@switchyard/server-kit/settings';
import { gatewaySettingsSpec } from './settings';

export { SettingError };

/** Where the remote registry keeps published versions' files (gateway/src/remotes/README.md). */
export interface RemotesConfig {
  /** REMOTES_DIR: the disk store's folder (`$DATA_DIR/remotes` by default); unused with `s3`. */
  dir: string;
  /** REMOTES_S3_*: an S3-compatible bucket instead of the disk. */
  s3?: { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string };
  /** REMOTES_PUBLIC_URL: a CDN in front of the store; a new version's base URL is under it. */
  publicUrl?: string;
  /** REMOTES_DEPLOY_MAX_BYTES: the largest deploy (its files' bytes). */
  deployMaxBytes: number;
}

/** Every setting the gateway reads (gatewaySettingsSpec, the README's settings table), checked. */
export interface GatewayConfig {
  port: number;
  /** PostgreSQL; the embedded database under dataDir when absent. */
  databaseUrl?: string;
  databasePoolSize: number;
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
  remotes: RemotesConfig;
  /** Repository root: where the shell's and the remotes' dist folders are. */
  webRoot: string;
  trustProxy: boolean;
  /** Seed the demo dataset into an empty database. */
  seedDemo: boolean;
  loginRateLimit: number;
  bodyLimit: string;
  /** SUPPORT_ENTITLEMENT: the support address the shell's support widget shows; no widget when unset. */
  supportEntitlement?: string;
  /** GATEWAY_WORKERS: processes serving the port together (node:cluster); 1 serves it from this one. */
  workers: number;
  logLevel: HostSettings['logLevel'];
  serviceName: string;
  /**
   * The platform settings handed to the hosted domains (`DomainDeps.settings`); the gateway puts its
   * own publicUrl, dataDir, sessionSecret and productSlug above (tests may replace those) into them.
   */
  settings: Settings;
}

/**
 * The gateway's settings from `env`, checked all at once: a SettingError names every variable that
 * is wrong and why. The hosted domains' own settings are checked when the gateway starts them.
 */
export function loadConfig(env: Env = process.env): GatewayConfig {
  const s = parseSettings(gatewaySettingsSpec, env);
  // Workers share nothing but what lives outside them.
  if (s.workers > 1 && !s.databaseUrl)
    throw new SettingError([
      'GATEWAY_WORKERS above 1 needs DATABASE_URL: the embedded database belongs to one process.',
    ]);
  if (s.workers > 1 && !s.redisUrl)
    throw new SettingError([
      'GATEWAY_WORKERS above 1 needs REDIS_URL: without it each worker would count failed sign-ins on its own.',
    ]);
  const webRoot = resolve(s.webRoot ?? join(__dirname, '..', '..'));
  const dataDir = resolve(s.dataDir ?? join(webRoot, '.data'));
  const port = s.port ?? 8080;
  const settings = loadSettings(env, {
    overrides: { dataDir, sessionSecret: s.sessionSecret ?? persistedSecret(dataDir) },
    defaults: { publicUrl: `http://localhost:${port}`, internalUrl: `http://127.0.0.1:${port}` },
  });
  return {
    port,
    databaseUrl: s.databaseUrl,
    databasePoolSize: s.databasePoolSize,
    redisUrl: s.redisUrl,
    dataDir,
    sessionSecret: settings.sessionSecret!,
    productSlug: settings.productSlug,
    publicUrl: settings.publicUrl,
    production: s.production,
    subgraphUrls: { ...s.subgraphUrls },
    graphqlRouterUrl: s.graphqlRouterUrl,
    remoteUrls: { ...s.remoteUrls },
    remotes: remotesConfig(s, dataDir),
    webRoot,
    trustProxy: s.trustProxy,
    seedDemo: s.seedDemo ?? true,
    loginRateLimit: s.loginRateLimit,
    bodyLimit: s.bodyLimit,
    supportEntitlement: s.supportEntitlement,
    workers: s.workers,
    logLevel: s.logLevel,
    serviceName: s.serviceName,
    settings,
  };
}

/** The registry's store: S3 when its endpoint is set (then bucket and keys must be too), else disk. */
function remotesConfig(s: SettingsOf<typeof gatewaySettingsSpec>, dataDir: string) {
  const config: RemotesConfig = {
    dir: resolve(s.remotesDir ?? join(dataDir, 'remotes')),
    publicUrl: s.remotesPublicUrl,
    deployMaxBytes: s.remotesDeployMaxBytes,
  };
  if (!s.remotesS3Endpoint) return config;
  const missing = (
    [
      ['REMOTES_S3_BUCKET', s.remotesS3Bucket],
      ['REMOTES_S3_ACCESS_KEY_ID', s.remotesS3AccessKeyId],
      ['REMOTES_S3_SECRET_ACCESS_KEY', s.remotesS3SecretAccessKey],
    ] as const
  ).filter(([, value]) => !value);
  if (missing.length)
    throw new SettingError(
      missing.map(([variable]) => `${variable} must be set when REMOTES_S3_ENDPOINT is`),
    );
  config.s3 = {
    endpoint: s.remotesS3Endpoint,
    bucket: s.remotesS3Bucket!,
    region: s.remotesS3Region,
    accessKeyId: s.remotesS3AccessKeyId!,
    secretAccessKey: s.remotesS3SecretAccessKey!,
  };
  return config;
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

import { availableParallelism } from 'node:os';
import {
  hostSettingsSpec,
  platformSettingsSpec,
  setting,
  settingFamily,
  settingKinds as kinds,
  type SettingsSpec,
} from '@switchyard/server-kit/settings';
import { redisUrlSetting } from '@switchyard/router-auth/settings';
import { z } from 'zod';

export const MAX_WORKERS = 64;

/** GATEWAY_WORKERS: a whole number, or `auto` for one per core. */
const workers = z
  .string()
  .optional()
  .transform((raw, ctx) => {
    const given = raw?.trim() || '1';
    const n = given === 'auto' ? availableParallelism() : Number(given);
    if (/^(auto|\d+)$/.test(given) && Number.isInteger(n) && n >= 1 && n <= MAX_WORKERS) return n;
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      message: `must be a whole number from 1 to ${MAX_WORKERS}, or auto (one per core)`,
    });
    return z.NEVER;
  });

/** BODY_LIMIT: a size as express spells it, e.g. 1mb, 500kb, 100000. */
const size = (fallback: string) =>
  kinds.text(fallback).refine((v) => /^\d+(\.\d+)?\s*(b|kb|mb|gb)?$/i.test(v), {
    message: 'must be a size such as 1mb, 500kb or 100000 (bytes)',
  });

/** SUPPORT_ENTITLEMENT: an e-mail address, e.g. partners@example.com. */
const emailAddress = kinds
  .text()
  .refine((v) => v === undefined || /^[^\s@<>"']+@[^\s@<>"']+\.[^\s@<>"']+$/.test(v), {
    message: 'must be an e-mail address, e.g. partners@example.com',
  });

/** 50 MiB: a remote's raw files; the base64 request body is about a third larger. */
export const REMOTES_DEPLOY_MAX_BYTES_DEFAULT = 50 * 1024 * 1024;

/** What only the gateway reads (besides the platform's and every host's, composed below). */
export const gatewayOwnSettingsSpec = {
  webRoot: setting('SWITCHYARD_ROOT', kinds.text(), {
    default: 'the repository',
    meaning:
      "where the shell's and the remotes' `dist` folders are (a deployment that holds only the web build)",
  }),
  workers: setting('GATEWAY_WORKERS', workers, {
    default: '`1`',
    meaning:
      "processes serving the gateway's port together (node:cluster), e.g. `auto` (one per core) or `4`: the primary starts them one after the other (the first migrates and seeds), replaces one that dies and stops them all on SIGTERM, and `/metrics` sums them all; above 1 needs `DATABASE_URL` and `REDIS_URL`, which they share",
  }),
  graphqlRouterUrl: setting('GRAPHQL_ROUTER_URL', kinds.url(['http', 'https'], { base: true }), {
    default: '(none)',
    meaning:
      'forward `/graphql` to a router serving the supergraph (Hive Gateway, `router/`: "Running it scaled out") instead of serving it here',
  }),
  remoteUrls: settingFamily('REMOTE_', '_URL', kinds.baseUrlValue, {
    default: "the registry's live version (`/remotes/<name>/<version>/mf-manifest.json`)",
    meaning:
      'pins that web remote to another host, bypassing the remote registry (its deploys, canaries and rollbacks) for it, e.g. `REMOTE_ORG_URL=https://cdn.example.com/org/mf-manifest.json`',
  }),
  remotesDir: setting('REMOTES_DIR', kinds.text(), {
    default: '`$DATA_DIR/remotes`',
    meaning:
      "where the remote registry keeps every published version's files on disk (unless `REMOTES_S3_ENDPOINT` is set); several gateways need the same folder (a shared volume)",
  }),
  remotesS3Endpoint: setting('REMOTES_S3_ENDPOINT', kinds.url(['http', 'https'], { base: true }), {
    default: '(none: on disk)',
    meaning:
      "keep the remotes' published files in this S3-compatible store instead (e.g. `https://s3.eu-west-1.amazonaws.com`, `http://minio:9000`; path-style requests); needs the bucket and keys below",
  }),
  remotesS3Bucket: setting('REMOTES_S3_BUCKET', kinds.text(), {
    default: '(none)',
    meaning: 'the bucket of `REMOTES_S3_ENDPOINT` that holds the published remotes',
  }),
  remotesS3Region: setting('REMOTES_S3_REGION', kinds.text('us-east-1'), {
    default: '`us-east-1`',
    meaning: 'the region the requests to `REMOTES_S3_ENDPOINT` are signed for',
  }),
  remotesS3AccessKeyId: setting('REMOTES_S3_ACCESS_KEY_ID', kinds.text(), {
    default: '(none)',
    meaning: 'the access key id of `REMOTES_S3_ENDPOINT`',
    secret: true,
  }),
  remotesS3SecretAccessKey: setting('REMOTES_S3_SECRET_ACCESS_KEY', kinds.text(), {
    default: '(none)',
    meaning: 'the secret access key of `REMOTES_S3_ENDPOINT`',
    secret: true,
  }),
  remotesPublicUrl: setting('REMOTES_PUBLIC_URL', kinds.url(['http', 'https'], { base: true }), {
    default: '(none: served by the gateway)',
    meaning:
      "a CDN in front of the remotes' bucket, e.g. `https://cdn.example.com/remotes`: browsers fetch a version published from then on at `<REMOTES_PUBLIC_URL>/<remote>/<version>/<path>` (its base URL is fixed when it is published)",
  }),
  remotesDeployMaxBytes: setting(
    'REMOTES_DEPLOY_MAX_BYTES',
    kinds.wholeNumber({ min: 1024, max: 1024 * 1024 * 1024 }, REMOTES_DEPLOY_MAX_BYTES_DEFAULT),
    {
      default: `\`${REMOTES_DEPLOY_MAX_BYTES_DEFAULT}\` (50 MiB)`,
      meaning:
        'the largest deploy of a remote, in bytes of its files; a larger publish request is refused with 413',
    },
  ),
  trustProxy: setting('TRUST_PROXY', kinds.flag(false), {
    default: 'off',
    meaning: 'set `1` behind a reverse proxy so client addresses (rate limits) are right',
  }),
  loginRateLimit: setting('LOGIN_RATE_LIMIT', kinds.wholeNumber({ min: 1, max: 100_000 }, 10), {
    default: '`10`',
    meaning:
      'failed sign-ins per client address per 15 minutes; each account also locks after three times as many failures from all addresses',
  }),
  bodyLimit: setting('BODY_LIMIT', size('1mb'), {
    default: '`1mb`',
    meaning: 'REST request body cap (GraphQL bodies are capped at 100 KB)',
  }),
  supportEntitlement: setting('SUPPORT_ENTITLEMENT', emailAddress, {
    default: '(none)',
    meaning:
      "the platform support entitlement: the address partners write to for support; set, the developer pages show a Support button opening a panel with it (the shell's support widget), unset, none",
  }),
} satisfies SettingsSpec;

/** Every setting the gateway process reads, in the order the README's table lists them. */
export const gatewaySettingsSpec = {
  port: hostSettingsSpec.port,
  databaseUrl: hostSettingsSpec.databaseUrl,
  dataDir: platformSettingsSpec.dataDir,
  redisUrl: redisUrlSetting,
  workers: gatewayOwnSettingsSpec.workers,
  databasePoolSize: hostSettingsSpec.databasePoolSize,
  sessionSecret: platformSettingsSpec.sessionSecret,
  publicUrl: platformSettingsSpec.publicUrl,
  internalUrl: platformSettingsSpec.internalUrl,
  productSlug: platformSettingsSpec.productSlug,
  graphqlRouterUrl: gatewayOwnSettingsSpec.graphqlRouterUrl,
  subgraphUrls: platformSettingsSpec.subgraphUrls,
  remoteUrls: gatewayOwnSettingsSpec.remoteUrls,
  webRoot: gatewayOwnSettingsSpec.webRoot,
  remotesDir: gatewayOwnSettingsSpec.remotesDir,
  remotesS3Endpoint: gatewayOwnSettingsSpec.remotesS3Endpoint,
  remotesS3Bucket: gatewayOwnSettingsSpec.remotesS3Bucket,
  remotesS3Region: gatewayOwnSettingsSpec.remotesS3Region,
  remotesS3AccessKeyId: gatewayOwnSettingsSpec.remotesS3AccessKeyId,
  remotesS3SecretAccessKey: gatewayOwnSettingsSpec.remotesS3SecretAccessKey,
  remotesPublicUrl: gatewayOwnSettingsSpec.remotesPublicUrl,
  remotesDeployMaxBytes: gatewayOwnSettingsSpec.remotesDeployMaxBytes,
  production: platformSettingsSpec.production,
  trustProxy: gatewayOwnSettingsSpec.trustProxy,
  seedDemo: hostSettingsSpec.seedDemo,
  loginRateLimit: gatewayOwnSettingsSpec.loginRateLimit,
  bodyLimit: gatewayOwnSettingsSpec.bodyLimit,
  supportEntitlement: gatewayOwnSettingsSpec.supportEntitlement,
  smtpUrl: platformSettingsSpec.smtpUrl,
  mailFrom: platformSettingsSpec.mailFrom,
  logLevel: hostSettingsSpec.logLevel,
  serviceName: hostSettingsSpec.serviceName,
  safeFetchAllow: platformSettingsSpec.safeFetchAllow,
  metricsToken: platformSettingsSpec.metricsToken,
  otlpEndpoint: hostSettingsSpec.otlpEndpoint,
} satisfies SettingsSpec;

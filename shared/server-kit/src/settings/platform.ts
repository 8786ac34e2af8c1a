import {
  parseSettings,
  setting,
  SettingError,
  settingFamily,
  type Env,
  type SettingsOf,
  type SettingsSpec,
} from './define';
import { DEFAULT_POOL_SIZE } from '../db';
import { DEFAULT_PRODUCT_SLUG } from '../partnerClient/protocol';
import { baseUrlValue, flag, hostPorts, oneOf, text, url, wholeNumber } from './kinds';

/** The platform's address when PUBLIC_URL is not set: the gateway's default port (the quick start). */
export const DEFAULT_PUBLIC_URL = 'http://localhost:8080';

/**
 * The settings every domain may read, whichever process hosts it (the gateway, or the domain as its
 * own service): declared once here, handed to the domains as `DomainDeps.settings`.
 */
export const platformSettingsSpec = {
  sessionSecret: setting('SESSION_SECRET', text(), {
    default: 'generated into `DATA_DIR`',
    meaning:
      'signs the viewer header sent to subgraphs running as their own services, and the internal calls between domains; set the same value on the gateway and every subgraph (required on a subgraph run as its own service)',
    secret: true,
  }),
  publicUrl: setting('PUBLIC_URL', url(['http', 'https'], { base: true }), {
    default: '`http://localhost:$PORT`',
    meaning:
      "the address users reach; used in e-mailed links and OAuth redirect URIs (never a request's `Origin`/`Host`/`X-Forwarded-*`: browse at this address and register its callback pages with partners); `https://` turns on Secure cookies and HSTS",
  }),
  internalUrl: setting('INTERNAL_URL', url(['http', 'https'], { base: true }), {
    default: '`http://127.0.0.1:$PORT`',
    meaning:
      "where a subgraph running as its own service reaches other domains' `/internal` paths (signed with `SESSION_SECRET`): the gateway, which forwards them",
  }),
  productSlug: setting(
    'PRODUCT_SLUG',
    text(DEFAULT_PRODUCT_SLUG).refine((v) => /^[a-z][a-z0-9_-]{0,39}$/i.test(v), {
      message: 'must be a slug: a letter, then letters, digits, - or _ (at most 40)',
    }),
    {
      default: `\`${DEFAULT_PRODUCT_SLUG}\``,
      meaning:
        "the product slug of the partner protocol (`ifttt` speaks the IFTTT service API); partners' realtime notifications come to `/<slug>/v1/notifications`, and with `ifttt` to IFTTT's own `/v1/notifications` as well; any other path under `/<slug>/v1/` answers a JSON 404",
    },
  ),
  subgraphUrls: settingFamily('SUBGRAPH_', '_URL', baseUrlValue, {
    default: '(in-process)',
    meaning:
      "run that domain's subgraph as its own HTTP service, e.g. `SUBGRAPH_ORG_URL=http://org:4001`, `SUBGRAPH_SERVICE_CONFIG_URL=…`; a domain's signed internal calls to another go straight there",
  }),
  dataDir: setting('DATA_DIR', text(), {
    default: '`.data`',
    meaning:
      "embedded database, generated session secret and secrets key, service icons (the gateway's default is `.data` in the repository)",
  }),
  production: setting(
    'NODE_ENV',
    text().transform((v) => v === 'production'),
    {
      default: "`production` with `npm start` and the gateway's start command",
      meaning: '`production` disables GraphQL introspection, suggestions and GraphiQL',
    },
  ),
  safeFetchAllow: setting('SAFE_FETCH_ALLOW', hostPorts(), {
    default: "(none; `npm start` adds the sample partner's `127.0.0.1:8092`)",
    meaning:
      'comma-separated `host:port` pairs the guarded outbound fetch may reach although they are loopback or private (development, tests, partners on a private network); a refused call names the pair to add',
  }),
  smtpUrl: setting('SMTP_URL', url(['smtp', 'smtps']), {
    default: '(none)',
    meaning: 'send invitation and confirmation e-mails over SMTP as well (e.g. `smtp://user:pass@mail:587`)',
    secret: true,
  }),
  mailFrom: setting('MAIL_FROM', text('Switchyard <no-reply@switchyard.invalid>'), {
    default: '`Switchyard <no-reply@switchyard.invalid>`',
    meaning: 'the sender of the e-mails sent over `SMTP_URL`',
  }),
  metricsToken: setting('METRICS_TOKEN', text(), {
    default: '(none)',
    meaning:
      'when set, `GET /metrics` (Prometheus) answers only `Authorization: Bearer <token>`; without it, keep `/metrics` off the public internet at the proxy',
    secret: true,
  }),
} satisfies SettingsSpec;

/** What each process that hosts domains reads for itself (the gateway, a subgraph as its own service). */
export const hostSettingsSpec = {
  port: setting('PORT', wholeNumber({ min: 0, max: 65535 }), {
    default: "`8080` (gateway); each subgraph's own (`4001`…)",
    meaning: 'where the process listens (`0`: any free port)',
  }),
  databaseUrl: setting('DATABASE_URL', url(['postgres', 'postgresql']), {
    default: '(embedded)',
    meaning:
      'PostgreSQL connection string; without it the embedded PGlite database under `DATA_DIR` is used (required on a subgraph run as its own service)',
    secret: true,
  }),
  databasePoolSize: setting('DATABASE_POOL_SIZE', wholeNumber({ min: 1, max: 1000 }, DEFAULT_POOL_SIZE), {
    default: `\`${DEFAULT_POOL_SIZE}\``,
    meaning:
      "connections each process (every gateway worker, every service) keeps for queries; its pg-boss pools keep at most as many each (the event bus's up to 4, the engine's up to 10), plus one per LISTEN; size it against PostgreSQL's `max_connections` (100 by default) as \"Running it scaled out\" says",
  }),
  seedDemo: setting('SEED_DEMO', flag(), {
    default: '`0`; `1` on the gateway run by `npm start` or `node src/main.ts`',
    meaning:
      '`0` skips the demo dataset on an empty database; `1` on a subgraph seeds its demo data (safe to repeat)',
  }),
  logLevel: setting('LOG_LEVEL', oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), {
    default: '`info`',
    meaning:
      'structured JSON logs (pino); secrets are redacted; a line per request, but for `/graphql` only refused or failed ones (all at `debug`; all are counted in `/metrics`)',
  }),
  serviceName: setting('SERVICE_NAME', text('switchyard'), {
    default: '`switchyard`',
    meaning: "the `service` field of the process's log lines",
  }),
  otlpEndpoint: setting('OTEL_EXPORTER_OTLP_ENDPOINT', url(['http', 'https'], { base: true }), {
    default: '(none: no tracing)',
    meaning:
      "export OpenTelemetry traces over OTLP/HTTP to this collector (e.g. `http://otel-collector:4318`): a span per request in each process, continuing the caller's `traceparent`; the other standard `OTEL_*` variables apply (`OTEL_SERVICE_NAME`, `OTEL_EXPORTER_OTLP_HEADERS`, …); unset, nothing of OpenTelemetry is loaded",
  }),
} satisfies SettingsSpec;

/** What a subgraph run as its own service reads to pass the registry's schema gate as it starts. */
export const schemaGateSettingsSpec = {
  schemaRegistryUrl: setting('SCHEMA_REGISTRY_URL', url(['http', 'https'], { base: true }), {
    default: '(none)',
    meaning:
      "a subgraph run as its own service first sends its schema to this gateway's remote registry (`/registry/subgraphs/<name>/schema`, with `DEPLOY_TOKEN`) and does not start when the schema gate refuses it: it breaks composition, or removes a field a live or canary remote version uses",
  }),
  deployToken: setting('DEPLOY_TOKEN', text(), {
    default: '(none)',
    meaning:
      "the domain's deploy token (staff create it on `/admin/remotes`): a subgraph's schema gate at start (with `SCHEMA_REGISTRY_URL`), and the deploy commands (`run deploy`, `run schema:publish`)",
    secret: true,
  }),
} satisfies SettingsSpec;

type Parsed = SettingsOf<typeof platformSettingsSpec>;
/** The platform settings' values: those with a default are always there. */
export type PlatformSettings = Omit<Parsed, 'publicUrl' | 'dataDir'> & { publicUrl: string; dataDir: string };
export type HostSettings = SettingsOf<typeof hostSettingsSpec>;

/** The frozen, typed settings a host hands its domains (`DomainDeps.settings`). */
export interface Settings extends Readonly<PlatformSettings> {
  /**
   * A domain's own settings (its `Domain.settings` spec), read from the same start-up snapshot of the
   * environment; the host parsed them at start, so a bad value stopped the start already.
   */
  of<S extends SettingsSpec>(spec: S): SettingsOf<S>;
}

function build(snapshot: Env, values: PlatformSettings, cache: Map<SettingsSpec, unknown>): Settings {
  return Object.freeze({
    ...values,
    of<S extends SettingsSpec>(spec: S): SettingsOf<S> {
      let parsed = cache.get(spec) as SettingsOf<S> | undefined;
      if (!parsed) cache.set(spec, (parsed = parseSettings(spec, snapshot)));
      return parsed;
    },
  });
}

export interface LoadSettingsOptions {
  /** The host's defaults for what is not set (the gateway's PUBLIC_URL from its port, say). */
  defaults?: Partial<PlatformSettings>;
  /** What the host decided whatever the environment says. */
  overrides?: Partial<PlatformSettings>;
  /** The hosted domains' own specs, parsed at once so that a bad value fails the start. */
  domainSpecs?: readonly (SettingsSpec | undefined)[];
}

/**
 * The platform settings from `env`. A snapshot is kept: a later change to the environment changes
 * nothing. Throws a SettingError naming every bad variable (the domains' included).
 */
export function loadSettings(env: Env, opts: LoadSettingsOptions = {}): Settings {
  const snapshot = Object.freeze({ ...env });
  const problems: string[] = [];
  const collect = <T>(parse: () => T): T | undefined => {
    try {
      return parse();
    } catch (err) {
      if (!(err instanceof SettingError)) throw err;
      problems.push(...err.problems);
      return undefined;
    }
  };
  const parsed = collect(() => parseSettings(platformSettingsSpec, snapshot));
  const cache = new Map<SettingsSpec, unknown>();
  for (const spec of opts.domainSpecs ?? [])
    if (spec && !cache.has(spec)) {
      const values = collect(() => parseSettings(spec, snapshot));
      if (values) cache.set(spec, values);
    }
  if (problems.length || !parsed) throw new SettingError(problems);
  const values: Record<string, unknown> = { ...parsed };
  for (const [k, v] of Object.entries(opts.defaults ?? {})) if (values[k] === undefined) values[k] = v;
  Object.assign(values, opts.overrides);
  values.publicUrl ??= DEFAULT_PUBLIC_URL;
  values.dataDir ??= '.data';
  return build(snapshot, values as PlatformSettings, cache);
}

/** The same settings with some values replaced (a test gateway learns its own address once listening). */
export function withSettings(settings: Settings, changes: Partial<PlatformSettings>): Settings {
  const { of, ...values } = settings;
  return Object.freeze({ ...values, ...changes, of });
}

/** Settings for a test: `env` is the only environment read (none of the process's). */
export const testSettings = (env: Env = {}, overrides: Partial<PlatformSettings> = {}) =>
  loadSettings(env, { overrides });

/** Checks the hosted domains' own settings at start: a SettingError naming every bad variable. */
export function checkDomainSettings(settings: Settings, specs: readonly (SettingsSpec | undefined)[]) {
  const problems: string[] = [];
  for (const spec of specs) {
    try {
      if (spec) settings.of(spec);
    } catch (err) {
      if (!(err instanceof SettingError)) throw err;
      problems.push(...err.problems);
    }
  }
  if (problems.length) throw new SettingError(problems);
}

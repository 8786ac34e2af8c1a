import { DEFAULT_DELAY_MS, parseMisbehaviours, type Misbehaviour } from './misbehaviour';

export const OAUTH_FLAVOURS = [
  'oauth',
  'oauth_pkce',
  'oauth_refresh_token',
  'oauth_pkce_refresh_token',
] as const;
export type OAuthFlavour = (typeof OAUTH_FLAVOURS)[number];

export function isOAuthFlavour(value: unknown): value is OAuthFlavour {
  return typeof value === 'string' && (OAUTH_FLAVOURS as readonly string[]).includes(value);
}

export interface PartnerServiceOptions {
  /** 0 picks a free port. Default 8092. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** The platform's product slug: endpoints live under /{product}/v1. Default 'switchyard'. */
  product?: string;
  serviceKey?: string;
  clientId?: string;
  clientSecret?: string;
  /** Origin used in links the service hands out (user url, photo pages, image URLs). Default: the listening URL. */
  publicUrl?: string;
  /** Flavour of /oauth2/authorize and /oauth2/token (the /oauth2/{flavour}/... paths pick one explicitly). */
  oauthFlavour?: OAuthFlavour;
  /**
   * The client's registered redirect URIs, as a real provider keeps them: exact, or with '*' standing
   * for one path segment (anything when it ends the URI). Default: the platform's callback pages under
   * `platformPublicUrl` (platformRedirectUris). Any other redirect_uri is refused.
   */
  redirectUris?: string[];
  /**
   * The platform's PUBLIC_URL, where its callback pages are. Default: http://localhost:{port of
   * platformUrl} when that is on loopback (the platform's own default), else platformUrl, else
   * http://localhost:8080 (the quick start).
   */
  platformPublicUrl?: string;
  /** Extra API tokens for api_token_auth, each for the demo user (the fixed `demo-api-token` always works). */
  apiTokens?: string[];
  /** Lifetime of access tokens of the refresh flavours. Default 3600. */
  accessTokenTtlSeconds?: number;
  /** Modes active from the start. */
  modes?: Misbehaviour[];
  /** Delay of the `slow` mode. Default 2000 ms. */
  delayMs?: number;
  /** The platform's origin: new entries written through the control API are notified there (realtime). */
  platformUrl?: string;
}

export interface ResolvedOptions {
  port: number;
  host: string;
  product: string;
  serviceKey: string;
  clientId: string;
  clientSecret: string;
  publicUrl: string | undefined;
  oauthFlavour: OAuthFlavour;
  redirectUris: string[];
  platformPublicUrl: string;
  apiTokens: string[];
  accessTokenTtlSeconds: number;
  modes: Misbehaviour[];
  delayMs: number;
  platformUrl: string | undefined;
}

export const DEFAULTS = {
  port: 8092,
  host: '127.0.0.1',
  product: 'switchyard',
  serviceKey: 'demo-service-key',
  clientId: 'switchyard-demo-client',
  clientSecret: 'demo-client-secret',
  apiToken: 'demo-api-token',
  oauthFlavour: 'oauth_refresh_token' as OAuthFlavour,
  accessTokenTtlSeconds: 3600,
  platformPublicUrl: 'http://localhost:8080',
};

/**
 * The pages of a platform served at `platformPublicUrl` that a partner sends the browser back to
 * (PROTOCOL.md "OAuth2"): a user's connection (`/my_services/{service}/callback`) and a developer's
 * authentication test (`/services/{service}/auth_tests/callback`), for any service.
 */
export function platformRedirectUris(platformPublicUrl: string): string[] {
  const base = platformPublicUrl.trim().replace(/\/+$/, '');
  return [`${base}/my_services/*/callback`, `${base}/services/*/auth_tests/callback`];
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The platform's PUBLIC_URL when none is given (see PartnerServiceOptions.platformPublicUrl). */
export function defaultPlatformPublicUrl(platformUrl: string | undefined): string {
  if (!platformUrl) return DEFAULTS.platformPublicUrl;
  const url = new URL(platformUrl);
  return LOOPBACK.has(url.hostname) ? `http://localhost${url.port ? `:${url.port}` : ''}` : url.origin;
}

export function resolveOptions(opts: PartnerServiceOptions = {}): ResolvedOptions {
  const product = (opts.product ?? DEFAULTS.product).trim();
  if (!/^[a-z][a-z0-9_-]*$/i.test(product))
    throw new Error(`invalid product slug ${JSON.stringify(product)}`);
  const platformUrl = opts.platformUrl?.replace(/\/+$/, '');
  const platformPublicUrl = (opts.platformPublicUrl ?? defaultPlatformPublicUrl(platformUrl)).replace(
    /\/+$/,
    '',
  );
  return {
    port: opts.port ?? DEFAULTS.port,
    host: opts.host ?? DEFAULTS.host,
    product,
    serviceKey: opts.serviceKey ?? DEFAULTS.serviceKey,
    clientId: opts.clientId ?? DEFAULTS.clientId,
    clientSecret: opts.clientSecret ?? DEFAULTS.clientSecret,
    publicUrl: opts.publicUrl?.replace(/\/+$/, ''),
    oauthFlavour: opts.oauthFlavour ?? DEFAULTS.oauthFlavour,
    redirectUris: opts.redirectUris?.length ? opts.redirectUris : platformRedirectUris(platformPublicUrl),
    platformPublicUrl,
    apiTokens: opts.apiTokens ?? [],
    accessTokenTtlSeconds: opts.accessTokenTtlSeconds ?? DEFAULTS.accessTokenTtlSeconds,
    modes: opts.modes ?? [],
    delayMs: opts.delayMs ?? DEFAULT_DELAY_MS,
    platformUrl,
  };
}

const list = (value: string | undefined) =>
  value
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);

function intOf(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`${name} must be a whole number, got ${JSON.stringify(value)}`);
  return n;
}

/**
 * Options from the environment. Only PARTNER_* settings and the platform's PRODUCT_SLUG and PUBLIC_URL
 * are read, so a gateway can start the service in-process without its own PORT leaking in; `main.ts`
 * adds PORT.
 */
export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): PartnerServiceOptions {
  const flavour = env.PARTNER_OAUTH_FLAVOUR;
  if (flavour && !isOAuthFlavour(flavour)) {
    throw new Error(`PARTNER_OAUTH_FLAVOUR must be one of ${OAUTH_FLAVOURS.join(', ')}`);
  }
  const opts: PartnerServiceOptions = {
    port: intOf('PARTNER_PORT', env.PARTNER_PORT),
    host: env.PARTNER_HOST || undefined,
    product: env.PRODUCT_SLUG || undefined,
    serviceKey: env.PARTNER_SERVICE_KEY || undefined,
    clientId: env.PARTNER_CLIENT_ID || undefined,
    clientSecret: env.PARTNER_CLIENT_SECRET || undefined,
    publicUrl: env.PARTNER_PUBLIC_URL || undefined,
    oauthFlavour: flavour ? (flavour as OAuthFlavour) : undefined,
    redirectUris: list(env.PARTNER_REDIRECT_URIS),
    apiTokens: list(env.PARTNER_API_TOKENS),
    accessTokenTtlSeconds: intOf('PARTNER_ACCESS_TOKEN_TTL', env.PARTNER_ACCESS_TOKEN_TTL),
    modes: env.PARTNER_MODES ? parseMisbehaviours(env.PARTNER_MODES) : undefined,
    delayMs: intOf('PARTNER_DELAY_MS', env.PARTNER_DELAY_MS),
    platformUrl: env.PARTNER_PLATFORM_URL || undefined,
    platformPublicUrl: env.PUBLIC_URL || undefined,
  };
  return Object.fromEntries(Object.entries(opts).filter(([, v]) => v !== undefined)) as PartnerServiceOptions;
}

/** `switchyard` → `Switchyard`, `ifttt` → `IFTTT` (header names are case-insensitive; this is for display). */
export function productHeaderPrefix(product: string): string {
  if (product.toLowerCase() === 'ifttt') return 'IFTTT';
  return product
    .split(/[-_]/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('-');
}

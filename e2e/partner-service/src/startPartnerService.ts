import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type NextFunction, type Request, type Response } from 'express';
import { controlRouter } from './controlRouter';
import type { Misbehaviour } from './misbehaviour';
import { oauthRouter } from './oauthRouter';
import { DEFAULTS, productHeaderPrefix, resolveOptions, type PartnerServiceOptions } from './options';
import { pagesRouter } from './pagesRouter';
import { protocolRouter } from './protocolRouter';
import { isTestMode, sendErrors } from './protocolAuth';
import { errorFields, log } from './log';
import { PartnerState } from './state';
import { webhookRouter } from './webhookRouter';

/** What a seeded service needs to point at this partner service. */
export interface DemoServiceSettings {
  api_url_prefix: string;
  service_key: string;
  oauth_client_id: string;
  oauth_client_secret: string;
  /** Serve the configured default flavour; `oauthUrls` has one pair per authentication type. */
  oauth_authorization_url: string;
  oauth_token_url: string;
  oauthUrls: Record<
    'oauth' | 'oauth_pkce' | 'oauth_refresh_token' | 'oauth_pkce_refresh_token',
    { oauth_authorization_url: string; oauth_token_url: string }
  >;
  api_token: string;
  serviceKeyHeader: string;
  channelKeyHeader: string;
  testModeHeader: string;
}

export interface PartnerService {
  /** Listening origin, e.g. http://127.0.0.1:8092; also the service's api_url_prefix. */
  url: string;
  product: string;
  settings: DemoServiceSettings;
  state: PartnerState;
  /** Replaces the active misbehaviours (an empty list: behave). */
  setMode(modes: Misbehaviour[], options?: { delayMs?: number }): void;
  /** Modes off, data reseeded, trigger identities and request log emptied; tokens stay valid. */
  reset(): void;
  issueApiToken(userId?: string): string;
  /** Accepts another service key besides the configured one (a service pointed at it with its own key). */
  acceptServiceKey(key: string): void;
  /** The platform's origin (its Connect API, realtime notifications), e.g. a gateway started after it. */
  setPlatformUrl(url: string): void;
  /**
   * Registers more redirect URIs for the client (as a partner's developer console does), e.g.
   * `platformRedirectUris(gateway.publicUrl)` for a platform started after the partner.
   */
  registerRedirectUris(...uris: string[]): void;
  close(): Promise<void>;
}

export function demoServiceSettings(url: string, opts: PartnerServiceOptions = {}): DemoServiceSettings {
  const o = resolveOptions(opts);
  const prefix = productHeaderPrefix(o.product);
  const urls = (flavour: string) => ({
    oauth_authorization_url: `${url}/oauth2/${flavour}/authorize`,
    oauth_token_url: `${url}/oauth2/${flavour}/token`,
  });
  return {
    api_url_prefix: url,
    service_key: o.serviceKey,
    oauth_client_id: o.clientId,
    oauth_client_secret: o.clientSecret,
    oauth_authorization_url: `${url}/oauth2/authorize`,
    oauth_token_url: `${url}/oauth2/token`,
    oauthUrls: {
      oauth: urls('oauth'),
      oauth_pkce: urls('oauth_pkce'),
      oauth_refresh_token: urls('oauth_refresh_token'),
      oauth_pkce_refresh_token: urls('oauth_pkce_refresh_token'),
    },
    api_token: DEFAULTS.apiToken,
    serviceKeyHeader: `${prefix}-Service-Key`,
    channelKeyHeader: `${prefix}-Channel-Key`,
    testModeHeader: `${prefix}-Test-Mode`,
  };
}

function flatHeaders(req: Request): Record<string, string> {
  return Object.fromEntries(
    Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : String(v ?? '')]),
  );
}

function originOf(server: Server, host: string) {
  const { port } = server.address() as AddressInfo;
  const shown = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  return `http://${shown.includes(':') ? `[${shown}]` : shown}:${port}`;
}

export async function startPartnerService(opts: PartnerServiceOptions = {}): Promise<PartnerService> {
  const options = resolveOptions(opts);
  const state = new PartnerState(options);
  let url = '';
  const publicUrl = () => options.publicUrl ?? url;

  const sleeping = new Set<NodeJS.Timeout>();
  const delay = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        sleeping.delete(timer);
        resolve();
      }, state.delayMs);
      sleeping.add(timer);
    });

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);

  app.use((req, res, next) => {
    const requestId = req.get('X-Request-ID');
    if (requestId) res.set('X-Request-ID', requestId);
    if (!req.path.startsWith('/_control')) {
      // In flight until answered (or the caller went away): tests kill a caller mid-request.
      const arrival = { method: req.method, path: req.originalUrl, requestId: requestId ?? null };
      state.inFlight.add(arrival);
      res.on('close', () => state.inFlight.delete(arrival));
      res.on('finish', () =>
        state.record({
          at: new Date().toISOString(),
          method: req.method,
          path: req.originalUrl,
          headers: flatHeaders(req),
          body: req.body,
          status: res.statusCode,
          testMode: isTestMode(req, options.product),
        }),
      );
    }
    next();
  });

  // Before the protocol's JSON parser: a webhook's signature is checked over the raw bytes.
  app.use(`/${options.product}/v1/webhooks`, webhookRouter(state));
  app.use(
    `/${options.product}/v1`,
    express.json({ limit: '1mb' }),
    protocolRouter({ state, publicUrl, delay }),
  );
  app.use('/oauth2', oauthRouter({ state, delay }));
  app.use('/_control', controlRouter(state));
  app.use(pagesRouter(state));

  app.use((_err: unknown, req: Request, res: Response, next: NextFunction) => {
    const err = _err as { type?: string; status?: number; message?: string };
    if (res.headersSent) return next(err);
    if (err.type === 'entity.parse.failed') {
      if (req.path.startsWith('/oauth2'))
        return res.status(400).json({ error: 'invalid_request', error_description: 'Malformed body.' });
      return sendErrors(res, 400, 'The request body is not valid JSON.');
    }
    if (err.status && err.status >= 400 && err.status < 500)
      return sendErrors(res, err.status, err.message ?? 'Bad request.');
    log('error', 'request failed', { method: req.method, path: req.path, ...errorFields(_err) });
    sendErrors(res, 500, 'Internal error.');
  });
  app.use((req, res) => sendErrors(res, 404, `No such page: ${req.method} ${req.originalUrl}`));

  const server = createServer(app);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  url = originOf(server, options.host);

  return {
    url,
    product: options.product,
    settings: demoServiceSettings(publicUrl(), opts),
    state,
    setMode: (modes, o) => state.setModes(modes, o?.delayMs),
    reset: () => state.reset(),
    issueApiToken: (userId) => state.issueApiToken(userId),
    acceptServiceKey: (key) => void state.serviceKeys.add(key),
    setPlatformUrl: (platformUrl) => void (state.platformUrl = platformUrl.replace(/\/+$/, '')),
    registerRedirectUris: (...uris) => void state.redirectUris.push(...uris),
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const timer of sleeping) clearTimeout(timer);
        sleeping.clear();
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      }),
  };
}

import {
  contextOf,
  SafeFetchError,
  type DomainDeps,
  type Resolver,
  type Viewer,
} from '@switchyard/server-kit';
import express, { type NextFunction, type Request, type Response } from 'express';
import { isMember } from '../access';
import { serviceConfigPartner } from '../partner';
import { serviceConfigSettings } from '../settings';
import { createRunRateLimit } from '../script/runRateLimit';
import { findServiceByModuleName, serviceKeyOf, type ServiceRow } from '../services/serviceStore';
import { authTestRedirectUri, buildAuthorizeUrl } from './authorizeUrl';
import { configurationProblems, type AuthTestCall, type AuthTestError } from './authTestConfig';
import { createAuthTestSession, takeAuthTestSession } from './authTestStore';
import {
  isPkceType,
  tokenChecklist,
  userInfoChecklist,
  type ChecklistItem,
} from '@switchyard/service-config-common/authTests/checklists';
import {
  refreshAccessToken,
  requestAccessToken,
  requestUserInfo,
  userInfoUrl,
  type AuthTestFetch,
  type PartnerExchange,
} from './partnerCalls';
import { newCodeVerifier, newState, s256Challenge } from './pkce';

/**
 * The authentication test's calls (see spec/service-config.md#test-runner-calls-paths-supplied-by-the-page).
 * The partner's redirect comes back to /services/{slug}/auth_tests/callback, a page of the web remote (HTML
 * GETs go to the shell), which then posts the code here.
 *
 *   POST …/auth_tests/authorize  {}                         → 200 {data: {authorize_url, state, redirect_uri}}
 *   POST …/auth_tests/token      {code, state}              → 200 {data: {request, response, checklist}}
 *   POST …/auth_tests/refresh    {oauth_refresh_token}      → same
 *   POST …/auth_tests/user_info  {oauth_access_token} | {api_token} → same
 *
 * response is {statusCode, body} (the body's text) whatever the partner answered; checklist is the step's
 * checklist of it (see spec/service-config.md#5-validation-rules). Refusals and calls that got no answer: 4xx
 * {error, errors: [{attribute, message, code}]} (401 signed out, 404 not a member, 429 over
 * AUTH_TEST_RATE_LIMIT calls a minute, 422 otherwise: bad input, a service not set up for it, a state that
 * matches no pending test, or safeFetch's code such as timeout or blocked_address).
 */
const BASE = '/services/:slug/auth_tests';
export const AUTH_TEST_AUTHORIZE_PATH = `${BASE}/authorize`;
export const AUTH_TEST_TOKEN_PATH = `${BASE}/token`;
export const AUTH_TEST_REFRESH_PATH = `${BASE}/refresh`;
export const AUTH_TEST_USER_INFO_PATH = `${BASE}/user_info`;
export const AUTH_TEST_REST_PATHS = [
  AUTH_TEST_AUTHORIZE_PATH,
  AUTH_TEST_TOKEN_PATH,
  AUTH_TEST_REFRESH_PATH,
  AUTH_TEST_USER_INFO_PATH,
];

export const SERVICE_NOT_FOUND = 'Service not found.';
export const TOO_MANY_AUTH_TEST_CALLS =
  'Too many authentication test calls. Please wait a minute and try again.';
export const STATE_MISMATCH =
  'does not match an authentication test you began in the last 10 minutes; begin the test again';
const BLANK = "can't be blank";
const TOO_LONG = 'is too long';

/** Lengths far beyond any real code, state or token: anything longer is refused unread. */
const MAX_CODE = 4096;
const MAX_TOKEN = 8192;

class Refusal extends Error {
  constructor(
    public readonly status: number,
    public readonly errors: AuthTestError[],
  ) {
    super(errors[0]?.message ?? 'Refused.');
  }
}

const refuse = (status: number, attribute: string, message: string, code: string) =>
  new Refusal(status, [{ attribute, message, code }]);

export interface AuthTestRouterOptions {
  /** The time-out per partner call (default the guarded fetch's). */
  timeoutMs?: number;
  /** Name resolution for the partner client's guarded fetch (tests). */
  resolver?: Resolver;
}

export function authTestRouter(deps: DomainDeps, opts: AuthTestRouterOptions = {}) {
  const router = express.Router();
  const partner = serviceConfigPartner(deps, { resolver: opts.resolver });
  const { product } = partner;
  // Calls of the four routes per user and minute (a whole test takes four): each may reach the partner.
  const rateLimit = createRunRateLimit(serviceConfigSettings(deps).authTestRateLimit);

  async function memberService(
    req: Request,
    call: AuthTestCall,
  ): Promise<{ viewer: Viewer; service: ServiceRow }> {
    const ctx = contextOf(req);
    if (!ctx.viewer) throw refuse(401, 'base', 'You need to sign in first.', 'unauthenticated');
    const service = await findServiceByModuleName(deps.db, String(req.params.slug));
    // Someone else's service answers exactly like a missing one.
    if (!service || !(await isMember(ctx, service.organization_id))) {
      throw refuse(404, 'base', SERVICE_NOT_FOUND, 'not_found');
    }
    if (!rateLimit.take(ctx.viewer.id)) {
      throw refuse(429, 'base', TOO_MANY_AUTH_TEST_CALLS, 'rate_limited');
    }
    const problems = configurationProblems(service, call);
    if (problems.length) throw new Refusal(422, problems);
    return { viewer: ctx.viewer, service };
  }

  function fetchOptions(viewer: Viewer, service: ServiceRow): AuthTestFetch {
    return {
      fetch: partner.fetch,
      timeoutMs: opts.timeoutMs,
      log: {
        type: 'auth_test',
        userId: viewer.id,
        organizationId: service.organization_id,
        serviceId: service.id,
        moduleName: service.module_name,
      },
    };
  }

  router.post(
    AUTH_TEST_AUTHORIZE_PATH,
    answer(async (req, res) => {
      const { viewer, service } = await memberService(req, 'authorize');
      const state = newState();
      const codeVerifier = isPkceType(service.authentication_type) ? newCodeVerifier() : null;
      const redirectUri = authTestRedirectUri(deps.settings.publicUrl, service.module_name);
      await createAuthTestSession(deps.db, {
        state,
        service_id: service.id,
        user_id: viewer.id,
        authentication_type: service.authentication_type,
        code_verifier: codeVerifier,
        redirect_uri: redirectUri,
      });
      const authorizeUrl = buildAuthorizeUrl({
        authorizationUrl: service.oauth_authorization_url!.trim(),
        clientId: service.oauth_client_id!.trim(),
        scope: product,
        state,
        redirectUri,
        codeChallenge: codeVerifier && s256Challenge(codeVerifier),
      });
      res.json({ data: { authorize_url: authorizeUrl, state, redirect_uri: redirectUri } });
    }),
  );

  router.post(
    AUTH_TEST_TOKEN_PATH,
    answer(async (req, res) => {
      const { viewer, service } = await memberService(req, 'token');
      const code = stringParam(req.body, 'code', MAX_CODE);
      const state = stringParam(req.body, 'state', MAX_CODE);
      const session = await takeAuthTestSession(deps.db, { state, serviceId: service.id, userId: viewer.id });
      if (!session) throw refuse(422, 'state', STATE_MISMATCH, 'state_mismatch');
      const exchange = await requestAccessToken(
        {
          tokenUrl: service.oauth_token_url!.trim(),
          clientId: service.oauth_client_id!.trim(),
          clientSecret: service.oauth_client_secret ?? null,
          code,
          redirectUri: session.redirect_uri,
          codeVerifier: session.code_verifier,
        },
        fetchOptions(viewer, service),
      );
      sendExchange(res, exchange, tokenChecklist(exchange.response, service.authentication_type));
    }),
  );

  router.post(
    AUTH_TEST_REFRESH_PATH,
    answer(async (req, res) => {
      const { viewer, service } = await memberService(req, 'refresh');
      const refreshToken = stringParam(req.body, 'oauth_refresh_token', MAX_TOKEN);
      const exchange = await refreshAccessToken(
        {
          tokenUrl: service.oauth_token_url!.trim(),
          clientId: service.oauth_client_id!.trim(),
          clientSecret: service.oauth_client_secret ?? null,
          refreshToken,
        },
        fetchOptions(viewer, service),
      );
      sendExchange(res, exchange, tokenChecklist(exchange.response, service.authentication_type));
    }),
  );

  router.post(
    AUTH_TEST_USER_INFO_PATH,
    answer(async (req, res) => {
      const { viewer, service } = await memberService(req, 'user_info');
      const tokenKey = service.authentication_type === 'api_token_auth' ? 'api_token' : 'oauth_access_token';
      // Either name is taken; the type's own name is asked for when neither is given.
      const given = ['oauth_access_token', 'api_token'].find(
        (key) =>
          typeof (req.body as Record<string, unknown> | undefined)?.[key] === 'string' &&
          req.body[key] !== '',
      );
      const token = stringParam(req.body, given ?? tokenKey, MAX_TOKEN);
      const exchange = await requestUserInfo(
        {
          url: userInfoUrl(service.api_url_prefix!, product),
          token,
          product,
          serviceKey: serviceKeyOf(service),
        },
        fetchOptions(viewer, service),
      );
      sendExchange(res, exchange, userInfoChecklist(exchange.response));
    }),
  );

  return router;
}

function sendExchange(res: Response, exchange: PartnerExchange, checklist: ChecklistItem[]) {
  res.setHeader('Cache-Control', 'no-store');
  res.json({ data: { ...exchange, checklist } });
}

/** A required string of the JSON body; refused (422) when missing, blank or far too long. */
function stringParam(body: unknown, key: string, max: number): string {
  const value = (body as Record<string, unknown> | undefined)?.[key];
  if (typeof value !== 'string' || value.trim() === '') throw refuse(422, key, BLANK, 'missing_parameter');
  if (value.length > max) throw refuse(422, key, TOO_LONG, 'parameter_too_long');
  return value;
}

/**
 * Runs a handler and answers its refusals and partner failures as {error, errors}; only a fault of
 * our own reaches the domain's error handler (a 500).
 */
function answer(fn: (req: Request, res: Response) => Promise<void>) {
  return (req: Request, res: Response, next: NextFunction) => {
    fn(req, res).catch((err: unknown) => {
      const refusal =
        err instanceof Refusal
          ? err
          : err instanceof SafeFetchError
            ? new Refusal(422, [{ attribute: 'base', message: err.message, code: err.code }])
            : null;
      if (!refusal) return next(err);
      res.setHeader('Cache-Control', 'no-store');
      res.status(refusal.status).json({ error: refusal.message, errors: refusal.errors });
    });
  };
}

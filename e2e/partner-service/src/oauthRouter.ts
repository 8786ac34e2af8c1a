/**
 * OAuth2 authorization server for the auth types oauth, oauth_pkce, oauth_refresh_token and
 * oauth_pkce_refresh_token. /oauth2/{flavour}/authorize|token pick the flavour; /oauth2/authorize|token
 * use `?flavour=` or the configured default.
 */
import express, { type Request, type Response } from 'express';
import { consentPage } from './consentPage';
import { escapeHtml, page } from './html';
import { isOAuthFlavour, type OAuthFlavour } from './options';
import { PKCE_VALUE, verifierMatches } from './pkce';
import { DEMO_USER } from './sampleData';
import { isPkceFlavour, type PartnerState } from './state';

type Params = Record<string, string>;

const AUTHORIZE_PARAMS = [
  'client_id',
  'response_type',
  'scope',
  'state',
  'redirect_uri',
  'code_challenge',
  'code_challenge_method',
];

function stringParams(source: unknown, names: string[]): Params {
  const out: Params = {};
  if (!source || typeof source !== 'object') return out;
  for (const name of names) {
    const v = (source as Record<string, unknown>)[name];
    if (typeof v === 'string') out[name] = v;
  }
  return out;
}

/** A registered redirect URI as a pattern: '*' is one path segment, or anything when it ends the URI. */
function patternOf(registered: string): RegExp {
  const prefix = registered.endsWith('*');
  const segments = (prefix ? registered.slice(0, -1) : registered)
    .split('*')
    .map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${segments.join('[^/\\\\?#]+')}${prefix ? '.*' : ''}$`);
}

/** An http(s) URL without credentials or fragment that one of the client's registered URIs matches. */
export function redirectUriAllowed(uri: string, registered: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.hash || url.username || url.password) return false;
  return registered.some((r) => (r.includes('*') ? patternOf(r).test(uri) : uri === r));
}

function tokenError(res: Response, status: number, error: string, description: string) {
  res.status(status).set('Cache-Control', 'no-store').json({ error, error_description: description });
}

export interface OAuthDeps {
  state: PartnerState;
  delay(): Promise<void>;
}

export function oauthRouter({ state, delay }: OAuthDeps) {
  const router = express.Router();
  const { clientId, clientSecret } = state.options;

  const flavourOf = (req: Request, fromForm?: unknown): OAuthFlavour | undefined => {
    const f = req.params.flavour ?? req.query.flavour ?? fromForm ?? state.options.oauthFlavour;
    return isOAuthFlavour(f) ? f : undefined;
  };

  type Checked =
    | { kind: 'page'; status: number; message: string }
    | { kind: 'redirect'; to: URL }
    | { kind: 'ok'; params: Params; flavour: OAuthFlavour };

  /** Errors that cannot be trusted to go back to the client show a page; the others redirect with `error`. */
  function checkAuthorize(flavour: OAuthFlavour | undefined, params: Params): Checked {
    if (!flavour) return { kind: 'page', status: 404, message: 'Unknown OAuth flavour.' };
    if (params.client_id !== clientId) return { kind: 'page', status: 400, message: 'Unknown client_id.' };
    if (!params.redirect_uri || !redirectUriAllowed(params.redirect_uri, state.redirectUris)) {
      return {
        kind: 'page',
        status: 400,
        message: 'redirect_uri is missing or not registered for this client.',
      };
    }
    const fail = (error: string, description: string) => ({
      kind: 'redirect' as const,
      to: backTo(params, { error, error_description: description }),
    });
    if (params.response_type !== 'code')
      return fail('unsupported_response_type', 'response_type must be code');
    if (params.code_challenge !== undefined) {
      if (params.code_challenge_method !== 'S256') {
        return fail('invalid_request', 'code_challenge_method must be S256');
      }
      if (!PKCE_VALUE.test(params.code_challenge))
        return fail('invalid_request', 'code_challenge is malformed');
    } else if (isPkceFlavour(flavour)) {
      return fail('invalid_request', 'code_challenge is required (PKCE)');
    }
    return { kind: 'ok', params, flavour };
  }

  function backTo(params: Params, answer: Params): URL {
    const to = new URL(params.redirect_uri);
    for (const [k, v] of Object.entries(answer)) to.searchParams.set(k, v);
    if (params.state !== undefined) to.searchParams.set('state', params.state);
    return to;
  }

  function approve(
    res: Response,
    checked: { params: Params; flavour: OAuthFlavour },
    userParam: string | undefined,
  ) {
    const user =
      [...state.users.values()].find((u) => u.id === userParam || u.handle === userParam) ?? DEMO_USER;
    const code = state.issueCode({
      userId: user.id,
      clientId,
      redirectUri: checked.params.redirect_uri,
      flavour: checked.flavour,
      scope: checked.params.scope,
      codeChallenge: checked.params.code_challenge,
    });
    res.redirect(302, backTo(checked.params, { code }).toString());
  }

  function answerChecked(res: Response, checked: Checked): checked is Extract<Checked, { kind: 'ok' }> {
    if (checked.kind === 'page') {
      res
        .status(checked.status)
        .type('html')
        .send(page('Authorization error', `<h1>${escapeHtml(checked.message)}</h1>`));
      return false;
    }
    if (checked.kind === 'redirect') {
      res.redirect(302, checked.to.toString());
      return false;
    }
    return true;
  }

  const showAuthorize = (req: Request, res: Response) => {
    const params = stringParams(req.query, AUTHORIZE_PARAMS);
    const checked = checkAuthorize(flavourOf(req), params);
    if (!answerChecked(res, checked)) return;
    const user = typeof req.query.user === 'string' ? req.query.user : undefined;
    if (req.query.auto === '1' || req.query.auto === 'true') return approve(res, checked, user);
    res.type('html').send(
      consentPage({
        action: req.baseUrl + req.path,
        params: { ...params, ...(req.query.flavour ? { flavour: String(req.query.flavour) } : {}) },
        users: [...state.users.values()],
        scope: params.scope,
      }),
    );
  };

  const decide = (req: Request, res: Response) => {
    const body = req.body ?? {};
    const params = stringParams(body, AUTHORIZE_PARAMS);
    const checked = checkAuthorize(flavourOf(req, body.flavour), params);
    if (!answerChecked(res, checked)) return;
    if (body.decision !== 'allow') {
      return res.redirect(302, backTo(params, { error: 'access_denied' }).toString());
    }
    approve(res, checked, typeof body.user === 'string' ? body.user : undefined);
  };

  const token = async (req: Request, res: Response) => {
    if (state.has('slow')) await delay();
    const body: Record<string, unknown> = req.body && typeof req.body === 'object' ? req.body : {};
    let id = typeof body.client_id === 'string' ? body.client_id : undefined;
    let secret = typeof body.client_secret === 'string' ? body.client_secret : undefined;
    const basic = /^Basic\s+(\S+)$/i.exec(req.get('Authorization') ?? '');
    if (basic) {
      const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
      const colon = decoded.indexOf(':');
      id = decodeURIComponent(decoded.slice(0, colon < 0 ? undefined : colon));
      secret = colon < 0 ? undefined : decodeURIComponent(decoded.slice(colon + 1));
    }
    if (id !== clientId) return tokenError(res, 401, 'invalid_client', 'Unknown client.');
    if (secret !== undefined && secret !== clientSecret) {
      return tokenError(res, 401, 'invalid_client', 'Wrong client secret.');
    }
    const secretMissing = (flavour: OAuthFlavour) => !isPkceFlavour(flavour) && secret === undefined;

    if (body.grant_type === 'authorization_code') {
      const code = typeof body.code === 'string' ? state.codes.get(body.code) : undefined;
      if (!code || code.used || code.expiresAt <= Date.now() || code.clientId !== id) {
        return tokenError(res, 400, 'invalid_grant', 'The code is unknown, used or expired.');
      }
      if (secretMissing(code.flavour))
        return tokenError(res, 401, 'invalid_client', 'client_secret is required.');
      if (body.redirect_uri !== code.redirectUri) {
        return tokenError(
          res,
          400,
          'invalid_grant',
          'redirect_uri does not match the authorization request.',
        );
      }
      if (code.codeChallenge !== undefined) {
        const verifier = typeof body.code_verifier === 'string' ? body.code_verifier : '';
        if (!verifierMatches(verifier, code.codeChallenge)) {
          return tokenError(res, 400, 'invalid_grant', 'code_verifier does not match the code_challenge.');
        }
      }
      code.used = true;
      return res
        .set('Cache-Control', 'no-store')
        .json(state.issueTokens(code.userId, id, code.flavour, code.scope));
    }

    if (body.grant_type === 'refresh_token') {
      const refresh =
        typeof body.refresh_token === 'string' ? state.refreshTokens.get(body.refresh_token) : undefined;
      if (!refresh || refresh.clientId !== id)
        return tokenError(res, 400, 'invalid_grant', 'Unknown refresh token.');
      if (secretMissing(refresh.flavour))
        return tokenError(res, 401, 'invalid_client', 'client_secret is required.');
      if (refresh.used && state.has('expiring_refresh_tokens')) {
        return tokenError(
          res,
          400,
          'invalid_grant',
          'The refresh token was already used (expiring_refresh_tokens mode).',
        );
      }
      refresh.used = true;
      return res
        .set('Cache-Control', 'no-store')
        .json(state.issueTokens(refresh.userId, id, refresh.flavour, refresh.scope));
    }

    tokenError(res, 400, 'unsupported_grant_type', 'grant_type must be authorization_code or refresh_token.');
  };

  const forms = [express.urlencoded({ extended: false }), express.json()];
  router.get('/authorize', showAuthorize);
  router.post('/authorize', ...forms, decide);
  router.post('/token', ...forms, token);
  router.get('/:flavour/authorize', showAuthorize);
  router.post('/:flavour/authorize', ...forms, decide);
  router.post('/:flavour/token', ...forms, token);
  return router;
}

import { randomUUID } from 'node:crypto';
import { redactBody, redactHeaders } from '@switchyard/server-kit';
import {
  protocolHeaders,
  serviceKeyHeaders,
  type PartnerFetch,
  type PartnerFetchOptions,
} from '@switchyard/server-kit/partner-client';
import { protocolBaseUrl } from '@switchyard/service-config-common/rules/fieldEndpoints';
import { serviceKeyRefusedHint } from '../serviceKey/serviceKeyRefused';
import type { PartnerResponse } from '@switchyard/service-config-common/authTests/checklists';

/**
 * The partner calls of an authentication test (PROTOCOL.md "OAuth2", GET /user/info), each through
 * the partner client's guarded fetch, answered as the page shows them: the request with its secrets
 * redacted and the response's status and body text. A call that gets no answer throws the guarded
 * fetch's SafeFetchError.
 */

/** Token and user info answers are small; anything bigger is refused by the guarded fetch's cap. */
export const AUTH_TEST_MAX_RESPONSE_BYTES = 256 * 1024;

/** How an authentication test calls the partner: the partner client's fetch, with the call's options. */
export type AuthTestFetch = PartnerFetchOptions & { fetch: PartnerFetch };

export interface EchoedRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body: string | null;
}

export interface PartnerExchange {
  request: EchoedRequest;
  response: PartnerResponse;
  /** What a failing answer most likely means (a 401 to the service key), for the page to show. */
  hint?: string;
}

/** The form as sent, and as the page shows it (client_secret, code_verifier and tokens redacted). */
function formBody(params: Record<string, string | null | undefined>) {
  const sent = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value != null) sent.set(key, value);
  const text = sent.toString();
  return { sent: text, shown: redactBody(text, 'application/x-www-form-urlencoded') ?? '' };
}

const shownHeaders = (headers: Record<string, string>) =>
  redactHeaders(headers, { keepNameCase: true }) ?? {};

async function exchange(
  request: EchoedRequest & { sentBody: string | null; sentHeaders: Record<string, string> },
  opts: AuthTestFetch,
): Promise<PartnerExchange> {
  const { fetch, ...fetchOptions } = opts;
  const res = await fetch(
    request.url,
    { method: request.method, headers: request.sentHeaders, body: request.sentBody },
    { maxResponseBytes: AUTH_TEST_MAX_RESPONSE_BYTES, ...fetchOptions },
  );
  return {
    request: { method: request.method, url: request.url, headers: request.headers, body: request.body },
    response: { statusCode: res.status, body: res.text() },
  };
}

function tokenRequest(
  tokenUrl: string,
  params: Record<string, string | null | undefined>,
  opts: AuthTestFetch,
): Promise<PartnerExchange> {
  const headers = {
    'Content-Type': 'application/x-www-form-urlencoded',
    Accept: 'application/json',
    'X-Request-ID': randomUUID(),
  };
  const body = formBody(params);
  return exchange(
    { method: 'POST', url: tokenUrl, headers, body: body.shown, sentHeaders: headers, sentBody: body.sent },
    opts,
  );
}

/** grant_type=authorization_code; PKCE adds code_verifier; the secret goes along when one is saved. */
export function requestAccessToken(
  o: {
    tokenUrl: string;
    clientId: string;
    clientSecret: string | null;
    code: string;
    redirectUri: string;
    codeVerifier: string | null;
  },
  opts: AuthTestFetch,
): Promise<PartnerExchange> {
  return tokenRequest(
    o.tokenUrl,
    {
      grant_type: 'authorization_code',
      code: o.code,
      redirect_uri: o.redirectUri,
      client_id: o.clientId,
      client_secret: o.clientSecret,
      code_verifier: o.codeVerifier,
    },
    opts,
  );
}

/** grant_type=refresh_token. */
export function refreshAccessToken(
  o: { tokenUrl: string; clientId: string; clientSecret: string | null; refreshToken: string },
  opts: AuthTestFetch,
): Promise<PartnerExchange> {
  return tokenRequest(
    o.tokenUrl,
    {
      grant_type: 'refresh_token',
      refresh_token: o.refreshToken,
      client_id: o.clientId,
      client_secret: o.clientSecret,
    },
    opts,
  );
}

/** `{api_url_prefix}/{product}/v1/user/info`. */
export const userInfoUrl = (apiUrlPrefix: string, product: string) =>
  `${protocolBaseUrl(apiUrlPrefix, product)}/user/info`;

/**
 * GET /user/info with the protocol's headers, the user's token as a Bearer token and the service key
 * (a user-level call may carry it, and services that check it on every call expect it).
 */
export async function requestUserInfo(
  o: { url: string; token: string; product: string; serviceKey: string | null },
  opts: AuthTestFetch,
): Promise<PartnerExchange> {
  const headers = {
    ...protocolHeaders(),
    ...(o.serviceKey ? serviceKeyHeaders(o.product, o.serviceKey) : {}),
    Authorization: `Bearer ${o.token}`,
  };
  const answered = await exchange(
    {
      method: 'GET',
      url: o.url,
      headers: shownHeaders(headers),
      body: null,
      sentHeaders: headers,
      sentBody: null,
    },
    opts,
  );
  if (answered.response.statusCode !== 401) return answered;
  return { ...answered, hint: serviceKeyRefusedHint(o.product, { withToken: true }) };
}

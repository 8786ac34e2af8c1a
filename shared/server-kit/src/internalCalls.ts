import { createHmac, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { requestHeaders } from './requestContext';
import type { Settings } from './settings';

/**
 * Signed internal calls: one domain asking another for what only that one may hold (a service's
 * client secret and key, say). The caller signs `{caller, exp}` with SESSION_SECRET (the secret the
 * gateway and every subgraph share); the callee's /internal routes answer only a valid signature,
 * and the gateway never serves /internal to the public without one.
 */
export const INTERNAL_HEADER = 'x-switchyard-internal';
const validityMs = 60_000;

const mac = (payload: string, secret: string) =>
  createHmac('sha256', secret).update(`internal.${payload}`).digest('base64url');

export function signInternal(caller: string, secret: string, now = Date.now()): string {
  const payload = Buffer.from(JSON.stringify({ c: caller, exp: now + validityMs })).toString('base64url');
  return `${payload}.${mac(payload, secret)}`;
}

/** The calling domain's name, or null for a missing, forged or stale signature. */
export function verifyInternal(
  header: string | undefined,
  secret: string | undefined,
  now = Date.now(),
): string | null {
  if (!header || !secret) return null;
  const [payload, sig] = header.split('.');
  if (!payload || !sig) return null;
  const expected = Buffer.from(mac(payload, secret));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const { c, exp } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      c?: unknown;
      exp?: unknown;
    };
    return typeof c === 'string' && typeof exp === 'number' && exp >= now ? c : null;
  } catch {
    return null;
  }
}

/** For a domain's /internal routes: 404 (as for any unknown path) unless the call is signed. */
export function internalOnly(settings: Pick<Settings, 'sessionSecret'>): RequestHandler {
  const secret = settings.sessionSecret;
  return (req, res, next) => {
    if (verifyInternal(req.header(INTERNAL_HEADER), secret)) return next();
    res.status(404).json({ error: 'Not found.' });
  };
}

/**
 * Calls another domain's /internal path: at SUBGRAPH_<DOMAIN>_URL when it runs as its own service,
 * else through INTERNAL_URL (the gateway, which hosts it or forwards to it).
 */
/** What an internal call needs to know: the shared secret and where the other domain is. */
export type InternalCallSettings = Pick<Settings, 'sessionSecret' | 'internalUrl' | 'subgraphUrls'>;

export async function internalFetch(
  settings: InternalCallSettings,
  caller: string,
  target: string,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<Response> {
  const secret = settings.sessionSecret;
  const base = settings.subgraphUrls[target.toLowerCase()] || settings.internalUrl;
  if (!secret || !base)
    throw new Error(
      `internal call to ${target}: SESSION_SECRET and INTERNAL_URL (or SUBGRAPH_${target.toUpperCase()}_URL) must be set`,
    );
  const headers: Record<string, string> = {
    ...requestHeaders(),
    [INTERNAL_HEADER]: signInternal(caller, secret),
    accept: 'application/json',
  };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  return fetch(base.replace(/\/+$/, '') + path, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: AbortSignal.timeout(10_000),
  });
}

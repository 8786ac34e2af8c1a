import type { NextFunction, Request, RequestHandler, Response } from 'express';
import {
  CSRF_HEADER,
  CSRF_MESSAGE,
  CSRF_REFUSED_BODY,
  csrfTokenMatches,
  SAFE_METHODS,
} from '@switchyard/router-auth';
import { INTERNAL_HEADER, verifyInternal } from '@switchyard/server-kit';

/**
 * Every state-changing request carries the session's CSRF token, as the X-CSRF-Token header or an
 * authenticity_token form field (GraphQL mutations included); otherwise 403 and nothing runs.
 */
export function csrfProtection(req: Request, res: Response, next: NextFunction) {
  if (SAFE_METHODS.has(req.method)) return next();
  const given = req.get(CSRF_HEADER) ?? (req.body as { authenticity_token?: unknown })?.authenticity_token;
  if (csrfTokenMatches(given, req.session?.csrfToken)) return next();
  if (req.accepts(['json', 'html']) === 'html') {
    res.status(403).type('html').send(`<!doctype html><title>Forbidden</title><p>${CSRF_MESSAGE}</p>`);
  } else {
    res.status(403).json(CSRF_REFUSED_BODY);
  }
}

/** The Connect API's paths (connections-common's CONNECT_API_ROUTES). */
const CONNECT_API_PREFIX = '/v2/connections/';

/** The platform's API for partners (PROTOCOL.md): `/{product}/v1/…`; no session is read there. */
export const partnerApiPrefix = (product: string) => `/${product}/v1/`;

/**
 * IFTTT's own realtime path, which IFTTT services call without the product prefix: answered when
 * PRODUCT_SLUG=ifttt, and a JSON 404 otherwise (the engine's handler says which), never a CSRF error.
 */
const IFTTT_NOTIFICATIONS = '/v1/notifications';

/** Whether a path is the partners' API: answered by its handlers, or with a JSON 404, never as a page. */
export function isPartnerApiPath(path: string, product: string): boolean {
  return path.startsWith(partnerApiPrefix(product)) || path === IFTTT_NOTIFICATIONS;
}

/**
 * The CSRF check for every request but the machine-to-machine ones, which carry no session and prove
 * themselves otherwise: a domain's signed internal call, the partners' API (`/{product}/v1/…`: the
 * realtime notifications, checked against the service key by the engine, and with PRODUCT_SLUG=ifttt
 * IFTTT's own `/v1/notifications`; an unknown path there is a JSON 404, not a CSRF refusal) and a
 * partner's Connect API call (`POST /v2/connections/…`, checked against the service key by the
 * connections domain, which never reads the session there).
 */
export function csrfUnlessMachineCall(secret: string, product: string): RequestHandler {
  return (req, res, next) => {
    if (req.path.startsWith('/internal/') && verifyInternal(req.header(INTERNAL_HEADER), secret))
      return next();
    if (isPartnerApiPath(req.path, product)) return next();
    if (req.method === 'POST' && req.path.startsWith(CONNECT_API_PREFIX)) return next();
    csrfProtection(req, res, next);
  };
}

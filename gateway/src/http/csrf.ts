import { timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { INTERNAL_HEADER, verifyInternal } from '@switchyard/server-kit';

const safe = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every state-changing request carries the session's CSRF token, as the X-CSRF-Token header or an
 * authenticity_token form field (GraphQL mutations included); otherwise 403 and nothing runs.
 */
export function csrfProtection(req: Request, res: Response, next: NextFunction) {
  if (safe.has(req.method)) return next();
  const given = req.get('x-csrf-token') ?? (req.body as { authenticity_token?: unknown })?.authenticity_token;
  const expected = req.session?.csrfToken;
  if (typeof given === 'string' && expected && equal(given, expected)) return next();
  const message = 'Invalid or missing CSRF token. Reload the page and try again.';
  if (req.accepts(['json', 'html']) === 'html') {
    res.status(403).type('html').send(`<!doctype html><title>Forbidden</title><p>${message}</p>`);
  } else {
    res.status(403).json({ error: message, errors: [{ attribute: 'authenticity_token', message }] });
  }
}

function equal(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The CSRF check for every request but the machine-to-machine ones, which carry no session and prove
 * themselves otherwise: a domain's signed internal call, and a partner's realtime notification
 * (`POST /{product}/v1/notifications`, checked against the service key by the engine).
 */
export function csrfUnlessMachineCall(secret: string, product: string): RequestHandler {
  const notifications = `/${product}/v1/notifications`;
  return (req, res, next) => {
    if (req.path.startsWith('/internal/') && verifyInternal(req.header(INTERNAL_HEADER), secret))
      return next();
    if (req.method === 'POST' && req.path === notifications) return next();
    csrfProtection(req, res, next);
  };
}

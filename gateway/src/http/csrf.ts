import { timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

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

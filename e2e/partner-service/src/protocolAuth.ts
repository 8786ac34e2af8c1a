import type { NextFunction, Request, Response } from 'express';
import type { PartnerState } from './state';
import type { PartnerUser } from './sampleData';

export function sendErrors(
  res: Response,
  status: number,
  message: string,
  extra: Record<string, unknown> = {},
) {
  res.status(status).json({ errors: [{ ...extra, message }] });
}

/** `{Product}-Service-Key` or the older `{Product}-Channel-Key`, if either was sent. */
export function sentServiceKey(req: Request, product: string): string | undefined {
  return req.get(`${product}-Service-Key`) ?? req.get(`${product}-Channel-Key`);
}

export function isTestMode(req: Request, product: string) {
  return req.get(`${product}-Test-Mode`) === '1';
}

export function bearerToken(req: Request): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.get('Authorization') ?? '');
  return match?.[1];
}

/** Service-level calls: the service key must be sent and right. */
export function requireServiceKey(state: PartnerState) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (state.has('accept_any_service_key')) return next();
    if (!state.serviceKeys.has(sentServiceKey(req, state.options.product) ?? '')) {
      return sendErrors(res, 401, 'Invalid or missing service key.');
    }
    next();
  };
}

export function unauthorized(res: Response, message: string) {
  res.set('WWW-Authenticate', 'Bearer error="invalid_token"');
  sendErrors(res, 401, message);
}

/** User-level calls: a valid bearer token (OAuth access token, API token or test token); a wrong service key, if sent, is refused too. */
export function requireUser(state: PartnerState) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (state.has('unauthorized'))
      return unauthorized(res, 'The access token is invalid (unauthorized mode).');
    const key = sentServiceKey(req, state.options.product);
    if (key !== undefined && !state.serviceKeys.has(key) && !state.has('accept_any_service_key'))
      return sendErrors(res, 401, 'Invalid service key.');
    const token = bearerToken(req);
    if (!token) return unauthorized(res, 'Missing access token.');
    const user = state.userForToken(token);
    if (!user) return unauthorized(res, 'The access token is invalid or has expired.');
    res.locals.user = user;
    next();
  };
}

export const currentUser = (res: Response) => res.locals.user as PartnerUser;

import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { ZodError, type ZodType } from 'zod';
import { badRequest, forbidden, HttpError, unauthenticated, unprocessable, zodErrors } from './errors';
import {
  describeInputProblem,
  findInputProblem,
  percentEncodingIsUtf8,
  stringProblem,
  verifyUtf8Body,
  type InputProblem,
} from './inputGuard';
import { logger } from './logger';
import type { RequestContext, Viewer } from './viewer';

declare module 'express-serve-static-core' {
  interface Request {
    viewer?: Viewer | null;
    /** Set by the gateway (in-process) or from the signed header (own service). */
    ctx?: RequestContext;
    csrfToken?: string;
  }
}

/** The request's context, as the gateway or the subgraph server set it. */
export function contextOf(req: Request): RequestContext {
  return req.ctx ?? { viewer: null, memberships: async () => ({}) };
}

/**
 * For staff-only routes (the review page's cache buttons): the viewer, or 401 signed out and 403
 * for anyone but staff; with the uuid the body names under `attribute` (422 when it is not one).
 */
export function staffRequest(req: Request, attribute: string, message = 'Only staff can do that.') {
  const viewer = contextOf(req).viewer;
  if (!viewer) throw unauthenticated();
  if (!viewer.staff) throw forbidden(message);
  const id = (req.body ?? {})[attribute];
  if (typeof id !== 'string' || !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id))
    throw unprocessable('must be an id', attribute);
  return { viewer, id };
}

/** Wraps an async handler so a thrown HttpError becomes its status and anything else a logged 500. */
export function handle(fn: (req: Request, res: Response) => Promise<unknown>): RequestHandler {
  return (req, res, next) => {
    fn(req, res).catch(next);
  };
}

/** Parses input with a zod schema or throws a 400 naming each bad attribute. */
export function parseInput<T>(schema: ZodType<T>, input: unknown): T {
  const r = schema.safeParse(input ?? {});
  if (!r.success) throw badRequest(zodErrors(r.error));
  return r.data;
}

/** Error middleware for every REST router: JSON for API callers, the same status for forms. */
export function restErrorHandler(err: unknown, req: Request, res: Response, _next: NextFunction) {
  if (err instanceof ZodError) err = badRequest(zodErrors(err));
  const e = err as { status?: number; type?: string; expose?: boolean };
  if (err instanceof HttpError) {
    res.status(err.status).json({ error: err.message, errors: err.errors });
    return;
  }
  if (e && typeof e.status === 'number' && e.status >= 400 && e.status < 500) {
    // body-parser errors: entity.too.large (413), entity.parse.failed (400), ...
    const message = e.status === 413 ? 'Request body is too large.' : 'The request could not be read.';
    res.status(e.status).json({ error: message, errors: [{ attribute: 'base', message }] });
    return;
  }
  logger.error({ err, path: req.path }, 'unhandled error');
  res.status(500).json({ error: 'Something went wrong on our side.' });
}

/**
 * Refuses a request whose body, query string or path holds hostile text or JSON (see inputGuard.ts)
 * with a 400 naming the attribute and the limit, before any router reads it.
 */
export function inputGuard(req: Request, res: Response, next: NextFunction) {
  let problem: InputProblem | null = null;
  try {
    const path = decodeURIComponent(req.path);
    const message = stringProblem(path);
    if (message) problem = { path: 'path', message };
  } catch {
    problem = { path: 'path', message: 'is not valid UTF-8' };
  }
  const query = req.originalUrl.split('?')[1];
  if (!problem && query && !percentEncodingIsUtf8(query))
    problem = { path: 'query', message: 'is not valid UTF-8' };
  problem ??= findInputProblem(req.query, '') ?? findInputProblem(req.body, '');
  if (!problem) return next();
  const attribute = problem.path || 'base';
  res
    .status(400)
    .json({ error: describeInputProblem(problem), errors: [{ attribute, message: problem.message }] });
}

/** The JSON and form body parsers (bytes checked as UTF-8) followed by the edge's inputGuard. */
export function guardedBodyParsers(limit: string | number): RequestHandler[] {
  return [
    express.json({ limit, verify: verifyUtf8Body }),
    express.urlencoded({ extended: false, limit, verify: verifyUtf8Body }),
    inputGuard,
  ];
}

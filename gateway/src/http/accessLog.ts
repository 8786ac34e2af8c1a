import type { RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import { currentRequest, logger } from '@switchyard/server-kit';

/**
 * A log line per request (not for the remotes' files or /health), except /graphql, which logs its
 * own way (graphqlAccessLog): pino-http's logger per request was a sixth of the gateway's CPU at
 * GraphQL speed (bench/README.md, figure 16).
 */
export function accessLog(): RequestHandler {
  const log = pinoHttp({
    logger,
    // The X-Request-ID the client is given (requestTracing).
    genReqId: (req) => currentRequest()?.requestId ?? String(req.headers['x-request-id'] ?? ''),
    autoLogging: {
      ignore: (req) => (req.url ?? '').startsWith('/remotes/') || /^\/health(\/live)?$/.test(req.url ?? ''),
    },
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : 'info'),
    serializers: {
      req: (req: { id: unknown; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        url: req.url,
      }),
      res: (res: { statusCode: number }) => ({ status: res.statusCode }),
    },
  }) as RequestHandler;
  return (req, res, next) => (req.path === '/graphql' ? next() : log(req, res, next));
}

/**
 * /graphql's log: a line for each request refused or failed (4xx, 5xx), and for every request at
 * LOG_LEVEL=debug; all of them are counted in /metrics (kind "graphql"). A GraphQL error inside a
 * 200 answer is the subgraph's to log.
 */
export const graphqlAccessLog: RequestHandler = (req, res, next) => {
  const started = performance.now();
  // Taken now: 'finish' may fire outside the request's async context.
  const reqId = currentRequest()?.requestId;
  res.on('finish', () => {
    const status = res.statusCode;
    const level = status >= 500 ? 'error' : status >= 400 ? 'warn' : 'debug';
    if (!logger.isLevelEnabled(level)) return;
    logger[level](
      {
        req: { method: req.method, url: req.originalUrl.split('?')[0] },
        res: { status },
        responseTime: Math.round(performance.now() - started),
        reqId,
      },
      'request completed',
    );
  });
  next();
};

import type { RequestHandler } from 'express';
import { logger } from './logger';
import { histogram } from './metrics';
import { currentRequest } from './requestContext';

const requests = () =>
  histogram(
    'switchyard_http_request_duration_seconds',
    'Requests the process answered, by kind (graphql, page, asset, rest) and status class.',
    ['kind', 'status'],
    [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  );

/**
 * A subgraph service's requests: each timed in /metrics (kind graphql or rest), and a log line for
 * each refused or failed one (4xx warn, 5xx error), for every one at LOG_LEVEL=debug, with the
 * request's id (the gateway's or the router's X-Request-ID).
 */
export function requestLog(): RequestHandler {
  const timed = requests();
  return (req, res, next) => {
    const started = performance.now();
    const end = timed.startTimer({ kind: req.path === '/graphql' ? 'graphql' : 'rest' });
    // Taken now: 'finish' may fire outside the request's async context.
    const reqId = currentRequest()?.requestId;
    res.on('finish', () => {
      const status = res.statusCode;
      end({ status: `${Math.floor(status / 100)}xx` });
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
}

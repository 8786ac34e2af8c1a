import { histogram } from '@switchyard/server-kit';
import type { RequestHandler } from 'express';

const requests = histogram(
  'switchyard_http_request_duration_seconds',
  'Requests the gateway answered, by kind (graphql, page, asset, rest) and status class.',
  ['kind', 'status'],
  [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
);

const kindOf = (path: string, method: string) =>
  path === '/graphql'
    ? 'graphql'
    : path.startsWith('/remotes/') || path.startsWith('/assets/')
      ? 'asset'
      : method === 'GET'
        ? 'page'
        : 'rest';

/** Times every request (paths are not labels: they carry ids). */
export const countRequests: RequestHandler = (req, res, next) => {
  const end = requests.startTimer({ kind: kindOf(req.path, req.method) });
  res.on('finish', () => end({ status: `${Math.floor(res.statusCode / 100)}xx` }));
  next();
};

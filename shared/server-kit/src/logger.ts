import cluster from 'node:cluster';
import pino from 'pino';
import { currentRequest } from './requestContext';
import type { HostSettings } from './settings';

/** Structured JSON logs; secrets never reach them (see redactPaths). */
export const redactPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-csrf-token"]',
  'req.headers["x-switchyard-viewer"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.authenticity_token',
  '*.token',
];

/**
 * The process's logger: one JSON object a line, each with the process (`pid`, and `worker` in a
 * gateway worker) and, written while serving a request, its `reqId` (the X-Request-ID the client
 * was given, the same in every process the request crossed). Until its host has read its settings
 * (configureLogger) it logs at `info` (silent under jest, which sets NODE_ENV=test); LOG_LEVEL and
 * SERVICE_NAME are host settings.
 */
export const logger = pino({
  level: process.env.NODE_ENV === 'test' ? 'silent' : 'info',
  redact: { paths: redactPaths, censor: '[REDACTED]' },
  base: {
    service: 'switchyard',
    pid: process.pid,
    ...(cluster.isWorker ? { worker: cluster.worker!.id } : {}),
  },
  mixin: () => {
    const request = currentRequest();
    return request ? { reqId: request.requestId } : {};
  },
});

/** Applies the host's logging settings (at start-up, once they are checked). */
export function configureLogger(settings: Pick<HostSettings, 'logLevel' | 'serviceName'>) {
  if (settings.logLevel) logger.level = settings.logLevel;
  logger.setBindings({ service: settings.serviceName });
}

export type Logger = typeof logger;

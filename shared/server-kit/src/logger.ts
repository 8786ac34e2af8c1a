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

// Set once at start-up (configureLogger, nameProcess): kept out of pino's bindings, which a later
// setBindings repeats rather than replaces.
const processFields: Record<string, string> = { service: 'switchyard' };

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
  base: { pid: process.pid, ...(cluster.isWorker ? { worker: cluster.worker!.id } : {}) },
  mixin: () => {
    const request = currentRequest();
    return request ? { ...processFields, reqId: request.requestId } : { ...processFields };
  },
});

/** Applies the host's logging settings (at start-up, once they are checked). */
export function configureLogger(settings: Pick<HostSettings, 'logLevel' | 'serviceName'>) {
  if (settings.logLevel) logger.level = settings.logLevel;
  if (settings.serviceName) processFields.service = settings.serviceName;
}

/** Names what this process is on each of its lines (`{ subgraph: 'org' }`). */
export function nameProcess(fields: Record<string, string>) {
  Object.assign(processFields, fields);
}

export type Logger = typeof logger;

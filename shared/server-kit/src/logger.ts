import pino from 'pino';

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

export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
  redact: { paths: redactPaths, censor: '[REDACTED]' },
  base: { service: process.env.SERVICE_NAME ?? 'switchyard' },
});

export type Logger = typeof logger;

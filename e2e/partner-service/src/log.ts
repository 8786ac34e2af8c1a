/**
 * One JSON object a line, in the shape the platform's processes log (pino's: numeric `level`,
 * `time` in ms, `pid`, `msg`), so a deployment's log pipeline reads the sample partner's lines too.
 * The sample keeps no logging library of its own: it stays an ordinary Express app a partner can copy.
 */
export function log(level: 'info' | 'error', msg: string, fields: Record<string, unknown> = {}) {
  const line = JSON.stringify({
    level: level === 'info' ? 30 : 50,
    time: Date.now(),
    pid: process.pid,
    service: 'partner-service',
    ...fields,
    msg,
  });
  (level === 'info' ? process.stdout : process.stderr).write(`${line}\n`);
}

/** An error's message and stack, for a log line's `err`. */
export const errorFields = (err: unknown) =>
  err instanceof Error ? { err: { message: err.message, stack: err.stack } } : { err: String(err) };

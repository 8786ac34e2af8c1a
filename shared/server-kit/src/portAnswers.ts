import { connect } from 'node:net';

/**
 * Whether something accepts connections at host:port within `timeoutMs` (a service a test or the
 * bench needs, such as PostgreSQL or Redis, before it is tried).
 */
export function portAnswers(port: number, host = '127.0.0.1', timeoutMs = 1000) {
  return new Promise<boolean>((resolve) => {
    const socket = connect(port, host);
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

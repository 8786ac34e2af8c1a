import { connect } from 'node:net';

/** Whether something accepts connections at host:port (a service a test needs, such as Redis). */
export const portAnswers = (port: number, host = '127.0.0.1') =>
  new Promise<boolean>((resolve) => {
    const s = connect(port, host);
    s.on('connect', () => {
      s.end();
      resolve(true);
    });
    s.on('error', () => resolve(false));
  });

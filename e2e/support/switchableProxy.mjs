// A TCP proxy in front of one subgraph in the scaled-out e2e deployment, which a spec can cut and
// restore (POST /down, POST /up on its control port): "the service_config subgraph is down" without
// stopping and restarting the process. Down, it drops the connections it holds and every new one.
import { createServer, connect } from 'node:net';
import { createServer as createHttpServer } from 'node:http';

export function startSwitchableProxy({ listenPort, targetPort, controlPort }) {
  let down = false;
  const open = new Set();
  const proxy = createServer((client) => {
    if (down) return client.destroy();
    const upstream = connect(targetPort, '127.0.0.1');
    const pair = [client, upstream];
    open.add(pair);
    const close = () => {
      open.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
    client.pipe(upstream).pipe(client);
  });
  const control = createHttpServer((req, res) => {
    if (req.method === 'POST' && (req.url === '/down' || req.url === '/up')) {
      down = req.url === '/down';
      if (down) for (const pair of open) for (const socket of pair) socket.destroy();
      res.end(down ? 'down' : 'up');
    } else {
      res.statusCode = 404;
      res.end();
    }
  });
  proxy.listen(listenPort, '127.0.0.1');
  control.listen(controlPort, '127.0.0.1');
  return {
    close() {
      proxy.close();
      control.close();
    },
  };
}

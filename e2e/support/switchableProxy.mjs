// TCP proxies in front of subgraphs in the scaled-out e2e deployment, which a spec can cut and
// restore (POST /<subgraph>/down, POST /<subgraph>/up on the control port): "the org subgraph is
// down" without stopping and restarting the process. Down, a proxy drops the connections it holds
// and every new one.
import { createServer, connect } from 'node:net';
import { createServer as createHttpServer } from 'node:http';

/** `targets`: { org: { listenPort, targetPort }, … }. */
export function startSwitchableProxies({ targets, controlPort }) {
  const proxies = new Map();
  for (const [name, { listenPort, targetPort }] of Object.entries(targets)) {
    const state = { down: false, open: new Set() };
    state.server = createServer((client) => {
      if (state.down) return client.destroy();
      const upstream = connect(targetPort, '127.0.0.1');
      const pair = [client, upstream];
      state.open.add(pair);
      const close = () => {
        state.open.delete(pair);
        client.destroy();
        upstream.destroy();
      };
      client.on('error', close).on('close', close);
      upstream.on('error', close).on('close', close);
      client.pipe(upstream).pipe(client);
    });
    state.server.listen(listenPort, '127.0.0.1');
    proxies.set(name, state);
  }
  const control = createHttpServer((req, res) => {
    const [, name, action] = req.url?.match(/^\/([a-z_]+)\/(down|up)$/) ?? [];
    const state = proxies.get(name);
    if (req.method === 'POST' && state) {
      state.down = action === 'down';
      if (state.down) for (const pair of state.open) for (const socket of pair) socket.destroy();
      res.end(action);
    } else {
      res.statusCode = 404;
      res.end();
    }
  });
  control.listen(controlPort, '127.0.0.1');
  return {
    close() {
      for (const { server } of proxies.values()) server.close();
      control.close();
    },
  };
}

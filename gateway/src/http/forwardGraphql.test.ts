import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { listen } from '../testing/testClient';
import { forwardGraphql } from './forwardGraphql';

// /graphql handed as it is to the router (GRAPHQL_ROUTER_URL) and its answer handed back.
let router: Server;
let routerUrl: string;
let seen: { method?: string; url?: string; headers?: IncomingMessage['headers']; body?: string };
beforeAll(async () => {
  router = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen = { method: req.method, url: req.url, headers: req.headers, body };
      res.writeHead(401, { 'content-type': 'application/json', 'x-from': 'router' });
      res.end('{"errors":[{"message":"You need to sign in first."}]}');
    });
  });
  await new Promise<void>((r) => router.listen(0, '127.0.0.1', r));
  routerUrl = `http://127.0.0.1:${(router.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((r) => router.close(r)));

async function gatewayTo(url: string) {
  const app = express();
  app.use('/graphql', forwardGraphql(url));
  return listen(app);
}

it('forwards method, path, query, cookie, CSRF header and body; returns status, headers and body', async () => {
  const { server, base } = await gatewayTo(routerUrl);
  try {
    const res = await fetch(`${base}/graphql?op=x`, {
      method: 'POST',
      headers: { cookie: 'sy_session=abc', 'x-csrf-token': 't', 'content-type': 'application/json' },
      body: '{"query":"{ me { login } }"}',
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('x-from')).toBe('router');
    expect(await res.json()).toEqual({ errors: [{ message: 'You need to sign in first.' }] });
    expect(seen).toMatchObject({
      method: 'POST',
      url: '/graphql?op=x',
      body: '{"query":"{ me { login } }"}',
      headers: expect.objectContaining({ cookie: 'sy_session=abc', 'x-csrf-token': 't' }),
    });
  } finally {
    server.close();
  }
});

it('answers a GraphQL error body, 502, when the router cannot be reached', async () => {
  const { server, base } = await gatewayTo('http://127.0.0.1:9');
  try {
    const res = await fetch(`${base}/graphql`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({
      errors: [
        {
          message: 'GraphQL is unavailable right now. Try again in a moment.',
          extensions: { code: 'ROUTER_UNAVAILABLE' },
        },
      ],
    });
  } finally {
    server.close();
  }
});

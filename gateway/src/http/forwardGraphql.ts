import { Agent as HttpAgent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { RequestHandler } from 'express';
import { requestHeaders } from '@switchyard/server-kit';

const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'upgrade', 'te', 'trailer'];
const without = (headers: IncomingHttpHeaders, names: string[]) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !names.includes(name)));

/**
 * /graphql handed as it is (cookie, CSRF header, body streamed) to a router serving the supergraph
 * on its own (GRAPHQL_ROUTER_URL: Hive Gateway with the project's plugin, router/), which signs the
 * viewer itself; its answer comes back as it is. A router that cannot be reached gets a GraphQL
 * error body, 502.
 */
export function forwardGraphql(routerUrl: string, timeoutMs = 30_000): RequestHandler {
  const target = new URL(routerUrl);
  const secure = target.protocol === 'https:';
  const send = secure ? httpsRequest : httpRequest;
  const agent = secure ? new HttpsAgent({ keepAlive: true }) : new HttpAgent({ keepAlive: true });
  return (req, res) => {
    const upstream = send(
      new URL(req.originalUrl, target),
      {
        method: req.method,
        agent,
        headers: {
          ...without(req.headers, [...HOP_BY_HOP, 'host']),
          host: target.host,
          'x-forwarded-for': req.ip,
          'x-forwarded-proto': req.protocol,
          // The router logs the request under the id the gateway gave the client, and continues its trace.
          ...requestHeaders(),
        },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, without(answer.headers, HOP_BY_HOP));
        answer.pipe(res);
      },
    );
    upstream.setTimeout(timeoutMs, () => upstream.destroy(new Error('the router did not answer')));
    upstream.on('error', () => {
      if (res.headersSent) return res.destroy();
      res.status(502).json({
        errors: [
          {
            message: 'GraphQL is unavailable right now. Try again in a moment.',
            extensions: { code: 'ROUTER_UNAVAILABLE' },
          },
        ],
      });
    });
    req.pipe(upstream);
  };
}

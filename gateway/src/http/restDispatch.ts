import { Router, type Request, type RequestHandler } from 'express';
import type { Domain, DomainDeps } from '@switchyard/server-kit';
import { INTERNAL_HEADER, requestHeaders, verifyInternal, VIEWER_HEADER } from '@switchyard/server-kit';
import { signContext } from '../graphql/subgraphExecutors';

const hopByHop = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'host',
  'cookie',
  'content-length',
]);

/**
 * The domains' REST paths: mounted in-process, or forwarded to SUBGRAPH_<NAME>_URL with the viewer
 * signed in a header (the session cookie never leaves the gateway). /internal paths are never public.
 */
export function restDispatch(
  hosted: Domain[],
  deps: DomainDeps,
  restPaths: Record<string, string[]>,
  subgraphUrls: Record<string, string>,
  secret: string,
) {
  const r = Router();
  // A domain's /internal paths answer other domains' signed calls only (server-kit internalCalls.ts).
  r.use('/internal', (req, res, next) => {
    if (verifyInternal(req.header(INTERNAL_HEADER), secret)) return next();
    res.status(404).json({ error: 'Not found.' });
  });
  for (const [name, url] of Object.entries(subgraphUrls)) {
    for (const entry of restPaths[name] ?? []) {
      const { method, path } = parseRestPath(entry);
      if (method) r[method](path, forward(url, secret));
      else r.all(path, forward(url, secret));
    }
  }
  for (const d of hosted) if (d.router) r.use(d.router(deps));
  return r;
}

function forward(base: string, secret: string): RequestHandler {
  return (req, res, next) => {
    (async () => {
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) {
        if (typeof v === 'string' && !hopByHop.has(k)) headers.set(k, v);
      }
      // This request's id and trace (the gateway's), not what the client sent.
      for (const [k, v] of Object.entries(requestHeaders())) headers.set(k, v);
      headers.set(VIEWER_HEADER, await signContext(req.ctx!, secret));
      const upstream = await fetch(base + req.originalUrl, {
        method: req.method,
        headers,
        body: bodyOf(req),
        redirect: 'manual',
        // A raw body (an icon upload) is streamed through as it arrives.
        duplex: 'half',
      } as RequestInit);
      res.status(upstream.status);
      upstream.headers.forEach((v, k) => {
        if (!hopByHop.has(k) && k !== 'content-encoding') res.setHeader(k, v);
      });
      res.send(Buffer.from(await upstream.arrayBuffer()));
    })().catch(next);
  };
}

function bodyOf(req: Request): BodyInit | undefined {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  // No parser took it (not JSON, not a form): forward the untouched stream.
  if (req.body === undefined) return req as unknown as ReadableStream;
  if (req.is('application/json')) return JSON.stringify(req.body);
  if (req.is('application/x-www-form-urlencoded'))
    return new URLSearchParams(req.body as Record<string, string>).toString();
  return undefined;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/**
 * A REST path of a domain's contract: a path every method of which is the domain's, or
 * "METHOD /path" where the domain owns that method only (DELETE /services/:slug is service-config's,
 * while GET /services/:slug is the shell's page).
 */
export function parseRestPath(entry: string): { method: (typeof METHODS)[number] | null; path: string } {
  const [first, rest] = entry.split(' ', 2);
  if (rest === undefined) return { method: null, path: entry };
  const method = first.toLowerCase() as (typeof METHODS)[number];
  if (!METHODS.includes(method)) throw new Error(`unknown method in REST path ${entry}`);
  return { method, path: rest };
}

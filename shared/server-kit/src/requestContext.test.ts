import express from 'express';
import pino from 'pino';
import {
  currentRequest,
  parseTraceparent,
  requestHeaders,
  requestIdFrom,
  requestTracing,
  traceFor,
} from './requestContext';
import { logger } from './logger';

async function serve(app: express.Express) {
  const server = app.listen(0);
  await new Promise((r) => server.once('listening', r));
  return { server, base: `http://127.0.0.1:${(server.address() as { port: number }).port}` };
}

/** An app that answers, after a JSON body and a timer, the headers it would send on a call. */
async function echo() {
  const app = express();
  app.use(requestTracing());
  app.use(express.json());
  app.post('/', async (req, res) => {
    await new Promise((r) => setTimeout(r, 5));
    res.json({ body: req.body, sent: requestHeaders(), current: currentRequest() ?? null });
  });
  return serve(app);
}

it('gives each request an id, answers it, and keeps it through the body and the timers', async () => {
  const { server, base } = await echo();
  try {
    const post = (headers: Record<string, string> = {}) =>
      fetch(base, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: '{"a":1}',
      });
    const res = await post();
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const answer = (await res.json()) as { body: unknown; sent: Record<string, string> };
    expect(answer.body).toEqual({ a: 1 });
    expect(answer.sent['x-request-id']).toBe(id);
    expect(answer.sent.traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-00$/);

    // Another request: another id.
    expect((await post()).headers.get('x-request-id')).not.toBe(id);

    // The caller's id and trace (a router's, the gateway's) continue; this hop has a span of its own.
    const parent = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
    const continued = await post({ 'x-request-id': 'gw-123', traceparent: parent });
    expect(continued.headers.get('x-request-id')).toBe('gw-123');
    const sent = ((await continued.json()) as { sent: Record<string, string> }).sent;
    expect(sent['x-request-id']).toBe('gw-123');
    expect(sent.traceparent).toMatch(/^00-4bf92f3577b34da6a3ce929d0e0e4736-[0-9a-f]{16}-01$/);
    expect(sent.traceparent).not.toBe(parent);
  } finally {
    server.close();
  }
});

it('replaces a request id it should not keep, and ignores a malformed traceparent', () => {
  expect(requestIdFrom('abc-1.2:3@x')).toBe('abc-1.2:3@x');
  for (const bad of ['', 'a b', 'x'.repeat(129), 'id\u0000', '<script>'])
    expect(requestIdFrom(bad)).toMatch(/^[0-9a-f-]{36}$/);
  expect(parseTraceparent('00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01')).toEqual({
    traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
    parentId: '00f067aa0ba902b7',
    flags: '01',
  });
  for (const bad of [
    '01-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01',
    '00-00000000000000000000000000000000-00f067aa0ba902b7-01',
    '00-4bf92f3577b34da6a3ce929d0e0e4736-0000000000000000-01',
    '00-4BF92F3577B34DA6A3CE929D0E0E4736-00f067aa0ba902b7-01',
    'garbage',
  ])
    expect(parseTraceparent(bad)).toBeNull();
  const fresh = traceFor('r', 'garbage');
  expect(fresh.traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-00$/);
  // Made once: every call of the request names the same parent span.
  expect(fresh.traceparent).toBe(fresh.traceparent);
});

it('sends nothing outside a request', () => {
  expect(requestHeaders()).toEqual({});
});

it("puts the request's id and the process on every log line written for it", async () => {
  const lines: Record<string, unknown>[] = [];
  const level = logger.level;
  logger.level = 'info';
  // pino's own output stream, the line as it is written (mixin and bindings included).
  const stream = (logger as unknown as Record<symbol, { write(s: string): void }>)[pino.symbols.streamSym];
  const write = jest.spyOn(stream, 'write').mockImplementation((s: string) => {
    lines.push(JSON.parse(s) as Record<string, unknown>);
    return true;
  });
  const app = express();
  app.use(requestTracing());
  app.get('/', async (_req, res) => {
    logger.info('before');
    await new Promise((r) => setTimeout(r, 5));
    logger.info({ more: 1 }, 'after');
    res.end();
  });
  const { server, base } = await serve(app);
  try {
    const res = await fetch(base, { headers: { 'x-request-id': 'req-42' } });
    expect(res.headers.get('x-request-id')).toBe('req-42');
    logger.info('outside');
  } finally {
    server.close();
    write.mockRestore();
    logger.level = level;
  }
  expect(lines.map((l) => [l.msg, l.reqId, l.pid])).toEqual([
    ['before', 'req-42', process.pid],
    ['after', 'req-42', process.pid],
    ['outside', undefined, process.pid],
  ]);
});

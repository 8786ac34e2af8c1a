import express from 'express';
import { closeServer, requestTracing, type DomainDeps } from '@switchyard/server-kit';
import { listen } from '../testing/testClient';
import { parseRestPath, restDispatch } from './restDispatch';

describe('parseRestPath', () => {
  it('reads a path of every method, or one method of a path', () => {
    expect(parseRestPath('/services/:slug/icon')).toEqual({ method: null, path: '/services/:slug/icon' });
    expect(parseRestPath('DELETE /services/:slug')).toEqual({ method: 'delete', path: '/services/:slug' });
    expect(() => parseRestPath('FETCH /x')).toThrow('unknown method');
  });
});

describe('forwarding to a subgraph service', () => {
  it("sends the gateway's request id and trace, not the client's", async () => {
    let seen: Record<string, string | string[] | undefined> = {};
    const upstream = express();
    upstream.post('/things', (req, res) => {
      seen = req.headers;
      res.json({ ok: true });
    });
    const service = await listen(upstream);
    const gateway = express();
    gateway.use(requestTracing());
    gateway.use((req, _res, next) => {
      req.ctx = { viewer: null, memberships: async () => ({}) };
      next();
    });
    gateway.use(restDispatch([], {} as DomainDeps, { org: ['/things'] }, { org: service.base }, 'secret'));
    const edge = await listen(gateway);
    try {
      const res = await fetch(`${edge.base}/things`, {
        method: 'POST',
        headers: { 'x-request-id': 'has spaces so not kept', traceparent: 'nonsense' },
      });
      expect(await res.json()).toEqual({ ok: true });
      const id = res.headers.get('x-request-id');
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(seen['x-request-id']).toBe(id);
      expect(seen.traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-00$/);
    } finally {
      await closeServer(edge.server);
      await closeServer(service.server);
    }
  });
});

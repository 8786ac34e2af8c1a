import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildHTTPExecutor } from '@graphql-tools/executor-http';
import { parse } from 'graphql';
import { fetchWithin, subgraphAvailabilityPlugin, unavailableAsError } from './subgraphAvailability';

// A subgraph that takes the request and never answers: the deadline turns it into a named error.
let server: Server;
let url: string;
beforeAll(async () => {
  server = createServer(() => undefined);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

const unavailable = {
  data: null,
  errors: [
    expect.objectContaining({
      message: 'The org subgraph is unavailable. Try again in a moment.',
      extensions: { code: 'SUBGRAPH_UNAVAILABLE', subgraph: 'org' },
    }),
  ],
};

it('gives up on a subgraph that does not answer within the deadline, and names it', async () => {
  const started = Date.now();
  const executor = unavailableAsError(
    'org',
    buildHTTPExecutor({ endpoint: url, fetch: fetchWithin(fetch, 300) }),
  );
  expect(await executor({ document: parse('{ ping }') })).toEqual(unavailable);
  expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  expect(Date.now() - started).toBeLessThan(3000);
});

it("puts the same deadline on Hive Gateway's subgraph fetches (the router's plugin)", async () => {
  const plugin = subgraphAvailabilityPlugin(300);
  let wrapped: typeof fetch = fetch;
  plugin.onFetch!({ fetchFn: fetch, setFetchFn: (f: typeof fetch) => (wrapped = f) } as never);
  expect(wrapped).not.toBe(fetch);
  await expect(wrapped(url, { method: 'POST', body: '{}' })).rejects.toThrow();
});

it('passes a GraphQL answer through untouched, errors included', async () => {
  const answer = { data: { ping: null }, errors: [{ message: 'Nope.', path: ['ping'] }] };
  const executor = unavailableAsError('org', async (_request: object) => answer);
  expect(await executor({})).toBe(answer);
});

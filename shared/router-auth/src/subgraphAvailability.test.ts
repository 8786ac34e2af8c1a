import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildHTTPExecutor } from '@graphql-tools/executor-http';
import { parse, type ExecutionResult } from 'graphql';
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

it("places the error on each field the call asked for: root fields, and each entity's fields", async () => {
  const down = unavailableAsError('service_config', async (_request: object): Promise<ExecutionResult> => {
    throw new Error('connect ECONNREFUSED 127.0.0.1:9');
  });
  const entities = await down({
    document: parse(
      'query($representations: [_Any!]!) { _entities(representations: $representations) { __typename ... on Organization { services { id } all: services { id } } } }',
    ),
    variables: { representations: [{ id: 'a' }, { id: 'b' }] },
  });
  expect(entities.errors?.map((e) => e.path)).toEqual([
    ['_entities', 0, 'services'],
    ['_entities', 0, 'all'],
    ['_entities', 1, 'services'],
    ['_entities', 1, 'all'],
  ]);
  const roots = await down({ document: parse('{ services { id } mine: service(id: "x") { id } }') });
  expect(roots.errors?.map((e) => e.path)).toEqual([['services'], ['mine']]);
  expect(JSON.stringify(roots)).not.toContain('ECONNREFUSED');
});

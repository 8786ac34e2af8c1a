import type { GatewayPlugin } from '@graphql-hive/gateway-runtime';
import { INTERNAL_ERROR_MESSAGE, mappingErrors, RouterError } from './errorMapping';

// Every error the router's plugins throw is logged and answered as a coded GraphQL error in JSON.
function run(plugins: GatewayPlugin[], handler = async () => new Response('{}')) {
  const logged: { obj: Record<string, unknown>; msg: string }[] = [];
  const guarded = mappingErrors(plugins, {
    error: ((obj: Record<string, unknown>, msg: string) => void logged.push({ obj, msg })) as never,
  });
  let ended: Response | undefined;
  let requestHandler = handler as (request: Request, context: unknown) => Promise<Response>;
  const request = new Request('http://router/graphql', { method: 'POST' });
  return (async () => {
    for (const plugin of guarded) {
      await plugin.onRequest?.({
        request,
        url: new URL(request.url),
        fetchAPI: { Response },
        requestHandler,
        setRequestHandler: (h: typeof requestHandler) => (requestHandler = h),
        endResponse: (r: Response) => (ended = r),
      } as never);
      if (ended) break;
    }
    const response = ended ?? (await requestHandler(request, {}));
    return { response, body: await response.text(), logged };
  })();
}

it('answers an unforeseen error as 500 INTERNAL_SERVER_ERROR, in JSON, without its internals, and logs it', async () => {
  const { response, body, logged } = await run([
    {
      async onRequest() {
        throw new Error('boom at /work/shared/router-auth/src/membershipsOverHttp.ts:12');
      },
    },
  ]);
  expect(response.status).toBe(500);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(JSON.parse(body)).toEqual({
    errors: [{ message: INTERNAL_ERROR_MESSAGE, extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
  });
  expect(body).not.toMatch(/\.ts|\/work\//);
  expect(logged).toEqual([
    {
      obj: expect.objectContaining({ code: 'INTERNAL_SERVER_ERROR', method: 'POST', path: '/graphql' }),
      msg: 'the router failed a request',
    },
  ]);
  expect((logged[0].obj.err as Error).message).toMatch(/boom/);
});

it('answers a RouterError with its status and code, logging its cause', async () => {
  const cause = new Error('connect ECONNREFUSED 127.0.0.1:6379');
  const { response, body, logged } = await run([
    {
      onRequest() {
        throw new RouterError(503, 'SERVICE_UNAVAILABLE', 'Not now.', { cause });
      },
    },
  ]);
  expect(response.status).toBe(503);
  expect(JSON.parse(body)).toEqual({
    errors: [{ message: 'Not now.', extensions: { code: 'SERVICE_UNAVAILABLE' } }],
  });
  expect(logged[0].obj.err).toBe(cause);
});

it('maps an error of the request handler after the plugins, and passes answers through', async () => {
  const failed = await run([], async () => {
    throw new TypeError('x is undefined');
  });
  expect(failed.response.status).toBe(500);
  expect(failed.logged).toHaveLength(1);
  const fine = await run([{ onRequest() {} }]);
  expect(fine.response.status).toBe(200);
  expect(fine.logged).toEqual([]);
});

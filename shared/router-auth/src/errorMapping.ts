import type { GatewayPlugin } from '@graphql-hive/gateway-runtime';
import { logger as defaultLogger, type Logger } from '@switchyard/server-kit';

/** A failure the router answers with its own status and code (a dependency it needs is down). */
export class RouterError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'RouterError';
  }
}

/** What a client is told of a failure nobody foresaw: nothing of the router's internals. */
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Try again in a moment.';

export const graphqlErrorResponse = (
  ResponseClass: typeof Response,
  status: number,
  code: string,
  message: string,
) =>
  new ResponseClass(JSON.stringify({ errors: [{ message, extensions: { code } }] }), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });

type OnRequest = NonNullable<GatewayPlugin['onRequest']>;
type OnRequestPayload = Parameters<OnRequest>[0];

/**
 * The plugins with every error their onRequest hooks throw, and any the request handler after them
 * throws, logged (with the cause) and answered as a GraphQL error with a code, in JSON: never the
 * server runtime's default, a text/plain stack trace carrying the router's file paths, unlogged.
 */
export function mappingErrors(
  plugins: GatewayPlugin[],
  logger: Pick<Logger, 'error'> = defaultLogger,
): GatewayPlugin[] {
  const answer = (payload: OnRequestPayload, err: unknown) => {
    const mapped = err instanceof RouterError ? err : null;
    logger.error(
      {
        err: mapped?.cause ?? err,
        code: mapped?.code ?? 'INTERNAL_SERVER_ERROR',
        method: payload.request.method,
        path: payload.url.pathname,
      },
      mapped ? mapped.message : 'the router failed a request',
    );
    return graphqlErrorResponse(
      payload.fetchAPI.Response,
      mapped?.status ?? 500,
      mapped?.code ?? 'INTERNAL_SERVER_ERROR',
      mapped?.message ?? INTERNAL_ERROR_MESSAGE,
    );
  };
  const guardHandler: GatewayPlugin = {
    onRequest(payload) {
      const handler = payload.requestHandler;
      payload.setRequestHandler(async (request, context) => {
        try {
          return await handler(request, context);
        } catch (err) {
          return answer(payload, err);
        }
      });
    },
  };
  const guarded = plugins.map((plugin): GatewayPlugin => {
    const onRequest = plugin.onRequest;
    if (!onRequest) return plugin;
    return {
      ...plugin,
      onRequest(payload) {
        const fail = (err: unknown) => payload.endResponse(answer(payload, err));
        try {
          const result = (onRequest as (p: OnRequestPayload) => unknown)(payload);
          if (result instanceof Promise) return result.catch(fail) as ReturnType<OnRequest>;
          return result as ReturnType<OnRequest>;
        } catch (err) {
          fail(err);
        }
      },
    };
  });
  return [guardHandler, ...guarded];
}

import { timingSafeEqual } from 'node:crypto';
import type { GatewayPlugin } from '@graphql-hive/gateway-runtime';
import { Logger, type LogLevel } from '@graphql-hive/logger';
import { PinoLogWriter } from '@graphql-hive/logger/writers/pino';
import {
  currentRequest,
  logger,
  metrics,
  REQUEST_ID_HEADER,
  requestHeaders,
  requestIdFrom,
  runInRequest,
  startTracing,
  TRACEPARENT_HEADER,
  traceFor,
  type RequestTrace,
} from '@switchyard/server-kit';
import type { RouterSettings } from './settings';

/**
 * Hive Gateway's logs as the project's: written through the process's pino logger (one JSON object
 * a line, with the pid and, while serving a request, its `reqId`), at LOG_LEVEL (checked in
 * `settings`; without them, as the environment gives it, before the settings are read).
 */
export function routerLogging(settings: Partial<Pick<RouterSettings, 'logLevel'>>): Logger {
  const levels: Record<string, LogLevel | false> = { fatal: 'error', silent: false };
  const given = settings.logLevel;
  const level = given ? (levels[given] ?? (given as LogLevel)) : undefined;
  return new Logger({ ...(level === undefined ? {} : { level }), writers: [new PinoLogWriter(logger)] });
}

/**
 * OpenTelemetry for the router when OTEL_EXPORTER_OTLP_ENDPOINT is set (true): the SDK registered
 * for Hive Gateway's own OpenTelemetry plugin (`openTelemetry` in gateway.config.ts) to export with.
 */
export const startRouterTracing = () => startTracing('switchyard-router');

/**
 * Hive Gateway's Prometheus plugin (`prometheus` in gateway.config.ts) on the process's registry,
 * beside Node's metrics: its requests, its calls to each subgraph (duration by `subgraphName`,
 * errors) and its fetches. Served by routerTelemetryPlugin's /metrics, not the plugin's own.
 */
export const routerPrometheus = () => ({
  registry: metrics,
  endpoint: false as const,
  metrics: true as const,
});

/**
 * The router's part of a request's identity and telemetry:
 * - the `X-Request-ID` the gateway (or a load balancer) sent, else a new one, answered to the client,
 *   sent on to every subgraph, and on every log line written for the request;
 * - the W3C trace context: continued and sent on as `traceparent` (with OpenTelemetry on, Hive's
 *   own plugin sends its span instead, `tracing`);
 * - GET /metrics (Prometheus text), only for `Authorization: Bearer <METRICS_TOKEN>` when it is set.
 */
export function routerTelemetryPlugin(
  settings: Pick<RouterSettings, 'metricsToken'>,
  opts: { tracing?: boolean } = {},
): GatewayPlugin {
  const traces = new WeakMap<Request, RequestTrace>();
  const expected = settings.metricsToken ? Buffer.from(`Bearer ${settings.metricsToken}`) : null;
  return {
    instrumentation: {
      request({ request }, wrapped) {
        const trace = traceFor(
          requestIdFrom(request.headers.get(REQUEST_ID_HEADER)),
          request.headers.get(TRACEPARENT_HEADER),
        );
        traces.set(request, trace);
        return runInRequest(trace, wrapped);
      },
    },
    onRequest({ url, request, endResponse, fetchAPI }) {
      if (url.pathname !== '/metrics' || request.method !== 'GET') return;
      const given = Buffer.from(request.headers.get('authorization') ?? '');
      if (expected && (given.length !== expected.length || !timingSafeEqual(given, expected)))
        return endResponse(fetchAPI.Response.json({ error: 'A scraper token is needed.' }, { status: 401 }));
      return metrics
        .metrics()
        .then((text) =>
          endResponse(new fetchAPI.Response(text, { headers: { 'content-type': metrics.contentType } })),
        );
    },
    onFetch({ options, setOptions }) {
      const headers = requestHeaders();
      if (!currentRequest()) return;
      if (opts.tracing) delete headers[TRACEPARENT_HEADER];
      setOptions({ ...options, headers: { ...(options.headers as Record<string, string>), ...headers } });
    },
    onResponse({ request, response }) {
      const trace = traces.get(request);
      if (trace) response.headers.set('X-Request-ID', trace.requestId);
    },
  };
}

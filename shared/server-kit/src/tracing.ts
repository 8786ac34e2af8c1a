import { context, propagation, SpanKind, SpanStatusCode, trace, type Tracer } from '@opentelemetry/api';

/**
 * OpenTelemetry traces, exported over OTLP/HTTP when OTEL_EXPORTER_OTLP_ENDPOINT (or
 * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) is set: a server span per request in each process, children
 * of the caller's span through `traceparent`. Without an endpoint the SDK is never loaded and a
 * request pays nothing but its ids (requestContext.ts).
 */
let tracer: Tracer | null = null;
let provider: { shutdown(): Promise<void> } | null = null;

export const tracingEndpoint = (env: NodeJS.ProcessEnv = process.env) =>
  env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || '';

/**
 * Starts exporting this process's spans, named `serviceName` (OTEL_SERVICE_NAME wins), if an OTLP
 * endpoint is set (true); once per process. The exporter reads the standard OTEL_EXPORTER_OTLP_* variables
 * (headers, timeout) itself.
 */
export async function startTracing(
  serviceName: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<boolean> {
  if (provider) return true;
  if (!tracingEndpoint(env)) return false;
  const [{ NodeTracerProvider, BatchSpanProcessor }, { OTLPTraceExporter }, { resourceFromAttributes }] =
    await Promise.all([
      import('@opentelemetry/sdk-trace-node'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/resources'),
    ]);
  const nodeProvider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      'service.name': env.OTEL_SERVICE_NAME?.trim() || serviceName,
      'process.pid': process.pid,
    }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  // The W3C trace context propagator and an AsyncLocalStorage context manager.
  nodeProvider.register();
  provider = nodeProvider;
  tracer = trace.getTracer('switchyard');
  return true;
}

/** Sends the spans still buffered (at shutdown). */
export async function stopTracing() {
  const p = provider;
  provider = null;
  tracer = null;
  // The exporter reports its own failures; a stop does not wait on a collector that is gone.
  await p?.shutdown().catch(() => undefined);
}

export interface RequestSpan {
  traceId: string;
  spanId: string;
  flags: string;
  end(status: number, route?: string): void;
}

/** A server span for a request arriving with this `traceparent`, or null when tracing is off. */
export function startRequestSpan(method: string, traceparent: string | undefined): RequestSpan | null {
  if (!tracer) return null;
  const parent = traceparent ? propagation.extract(context.active(), { traceparent }) : context.active();
  const span = tracer.startSpan(
    method,
    { kind: SpanKind.SERVER, attributes: { 'http.request.method': method } },
    parent,
  );
  const sc = span.spanContext();
  return {
    traceId: sc.traceId,
    spanId: sc.spanId,
    flags: sc.traceFlags.toString(16).padStart(2, '0'),
    end(status, route) {
      span.setAttribute('http.response.status_code', status);
      if (route) {
        span.setAttribute('http.route', route);
        span.updateName(`${method} ${route}`);
      }
      if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    },
  };
}

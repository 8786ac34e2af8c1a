// Hive Gateway's settings for Switchyard (README, "Running it scaled out"): the committed supergraph,
// each subgraph at its SUBGRAPH_<NAME>_URL, and the project's sign-in step and limits as plugins.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { defineConfig } from '@graphql-hive/gateway';
import { unifiedGraphHandler } from '@graphql-hive/router-runtime';
import type * as RouterAuth from '@switchyard/router-auth';
import { subgraphLocations } from './src/subgraphLocations';

// The project's packages are TypeScript modules in CommonJS form: required through tsx (the start
// script runs the CLI with `--import tsx`), not through the CLI's own ES module loader.
const {
  routerAuth,
  routerLogging,
  routerPrometheus,
  routerSettings,
  routerTelemetryPlugin,
  startRouterTracing,
} = createRequire(import.meta.url)('@switchyard/router-auth') as typeof RouterAuth;

const supergraph = new URL('../gateway/supergraph.graphql', import.meta.url).pathname;
// Every setting is checked here, once: a bad one stops the router with a message naming it.
const settings = routerSettings(process.env);
const auth = await routerAuth(settings);
// Traces only when an OTLP endpoint is set (OTEL_EXPORTER_OTLP_ENDPOINT): else none of it loads.
const tracing = await startRouterTracing();
const telemetry = routerTelemetryPlugin(settings, { tracing });

export const gatewayConfig = defineConfig({
  supergraph,
  // The Hive Router runtime's query planner, as the project gateway: plans made once per document
  // (the project's subgraph-availability plugin places its errors for this runtime's entity fetches).
  unifiedGraphHandler,
  transportEntries: subgraphLocations(readFileSync(supergraph, 'utf8'), settings.subgraphUrls),
  // Telemetry first: the request's id is bound before the other plugins log anything for it.
  plugins: () => [telemetry, ...auth.plugins],
  // The request id is the telemetry plugin's (the gateway's X-Request-ID), on every log line.
  requestId: false,
  logging: routerLogging(settings),
  prometheus: routerPrometheus(),
  openTelemetry: tracing ? { traces: true } : undefined,
  // /readiness is the plugin's (each subgraph's reach); Hive Gateway's own check moves aside.
  readinessCheckEndpoint: '/readiness/supergraph',
  // Same-origin only, as the gateway: the default reflects any Origin with credentials allowed.
  cors: false,
  graphiql: false,
  landingPage: false,
});

import cluster from 'node:cluster';
import { superviseWorkers } from '@switchyard/server-kit/cluster';
import { loadConfig, SettingError, type GatewayConfig } from './config';

async function serve(config: GatewayConfig) {
  const started = Date.now();
  // Loaded here, not above: a primary that only watches its workers loads none of the application.
  const [
    { closeServer, configureLogger, keepIdleConnections, logger, startTracing, stopOnSignal, stopTracing },
    { createGateway },
  ] = await Promise.all([import('@switchyard/server-kit'), import('./app')]);
  configureLogger(config);
  if (await startTracing('switchyard-gateway')) logger.info('exporting traces over OTLP');
  const gateway = await createGateway(config);
  const server = gateway.app.listen(config.port, () => {
    logger.info(
      { url: config.publicUrl, port: config.port, ms: Date.now() - started, database: gateway.db.kind },
      'Switchyard is ready',
    );
  });
  keepIdleConnections(server);
  // The engine in this process finishes its runs in flight or hands them back first (they may call
  // this server's internal paths meanwhile); then the server closes.
  stopOnSignal('Switchyard', async () => {
    await gateway.close();
    await closeServer(server);
    await stopTracing();
  });
}

function main() {
  const config = loadConfig();
  // GATEWAY_WORKERS above 1: this process only starts and watches that many, which share the port.
  if (config.workers > 1 && cluster.isPrimary) return superviseWorkers(config.workers, 'Switchyard');
  return serve(config);
}

Promise.resolve()
  .then(main)
  .catch(async (err: unknown) => {
    // A line of the log like any other: a bad setting by its message alone.
    const { logger } = await import('@switchyard/server-kit');
    if (err instanceof SettingError) logger.fatal({ problems: err.problems }, err.message);
    else logger.fatal({ err }, 'failed to start');
    process.exit(1);
  });

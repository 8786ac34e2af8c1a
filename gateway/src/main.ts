import cluster from 'node:cluster';
import { superviseWorkers } from '@switchyard/server-kit/cluster';
import { loadConfig, SettingError, type GatewayConfig } from './config';

async function serve(config: GatewayConfig) {
  const started = Date.now();
  // Loaded here, not above: a primary that only watches its workers loads none of the application.
  const [{ closeServer, configureLogger, keepIdleConnections, logger, stopOnSignal }, { createGateway }] =
    await Promise.all([import('@switchyard/server-kit'), import('./app')]);
  configureLogger(config);
  const gateway = await createGateway(config);
  const server = gateway.app.listen(config.port, () => {
    logger.info(
      { port: config.port, ms: Date.now() - started, database: gateway.db.kind },
      'Switchyard is ready',
    );
    const worker = cluster.isWorker ? `worker ${cluster.worker!.id}, ` : '';
    console.log(`Switchyard is ready at ${config.publicUrl} (${worker}${Date.now() - started} ms)`);
  });
  keepIdleConnections(server);
  // The engine in this process finishes its runs in flight or hands them back first (they may call
  // this server's internal paths meanwhile); then the server closes.
  stopOnSignal('Switchyard', async () => {
    await gateway.close();
    await closeServer(server);
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
    if (err instanceof SettingError) console.error(err.message);
    else {
      const { logger } = await import('@switchyard/server-kit');
      logger.error({ err }, 'failed to start');
      console.error(err);
    }
    process.exit(1);
  });

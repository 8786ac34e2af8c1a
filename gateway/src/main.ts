import { closeServer, logger, stopOnSignal } from '@switchyard/server-kit';
import { createGateway } from './app';
import { loadConfig } from './config';

async function main() {
  const started = Date.now();
  const config = loadConfig();
  const gateway = await createGateway(config);
  const server = gateway.app.listen(config.port, () => {
    logger.info(
      { port: config.port, ms: Date.now() - started, database: gateway.db.kind },
      'Switchyard is ready',
    );
    console.log(`Switchyard is ready at ${config.publicUrl} (${Date.now() - started} ms)`);
  });
  // The engine in this process finishes its runs in flight or hands them back first (they may call
  // this server's internal paths meanwhile); then the server closes.
  stopOnSignal('Switchyard', async () => {
    await gateway.close();
    await closeServer(server);
  });
}

main().catch((err) => {
  logger.error({ err }, 'failed to start');
  console.error(err);
  process.exit(1);
});

import { logger } from '@switchyard/server-kit';
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
  const stop = () => {
    server.close(() => gateway.close().finally(() => process.exit(0)));
    setTimeout(() => process.exit(0), 3000).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err) => {
  logger.error({ err }, 'failed to start');
  console.error(err);
  process.exit(1);
});

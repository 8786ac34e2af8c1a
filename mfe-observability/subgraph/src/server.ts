/**
 * Runs the observability subgraph as its own HTTP service (scaled-out mode):
 * `PORT=4003 DATABASE_URL=postgres://… SESSION_SECRET=… tsx src/server.ts`.
 */
import { logger, openDatabase, serveSubgraph } from '@switchyard/server-kit';
import { observabilityDomain } from './index';

async function main() {
  const url = process.env.DATABASE_URL;
  // The embedded database belongs to one process: without DATABASE_URL this service keeps its own.
  const db = await openDatabase(url ? { url } : { dataDir: process.env.DATA_DIR ?? '.data/observability' });
  await serveSubgraph(observabilityDomain, db, Number(process.env.PORT ?? 4003));
}

main().catch((err) => {
  logger.error({ err }, 'observability subgraph failed to start');
  process.exit(1);
});

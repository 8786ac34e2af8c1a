import { logger, openDatabase, serveSubgraph } from '@switchyard/server-kit';
import { orgDomain } from './index';

/** Runs the organization subgraph as its own HTTP service (scaled-out mode). */
async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL must be set to run the org subgraph as its own service');
  const db = await openDatabase({ url });
  await serveSubgraph(orgDomain, db, Number(process.env.PORT ?? 4001));
}

main().catch((err) => {
  logger.error({ err }, 'org subgraph failed to start');
  process.exit(1);
});

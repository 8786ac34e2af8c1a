/**
 * Child process of the throughput bench: the organization subgraph alone as its own HTTP service
 * (createSubgraphApp, as in the scaled-out mode), over DATABASE_URL or the embedded database in
 * DATA_DIR (a copy the gateway code seeded). Listens on 127.0.0.1:PORT; SESSION_SECRET must be set.
 */
import { join } from 'node:path';
import { createSubgraphApp, openDatabase } from '@switchyard/server-kit';
import { orgDomain } from '@switchyard/org-subgraph';

async function main() {
  const port = Number(process.env.PORT);
  if (!port) throw new Error('PORT must be set');
  const db = process.env.DATABASE_URL
    ? await openDatabase({ url: process.env.DATABASE_URL })
    : await openDatabase({ dataDir: join(process.env.DATA_DIR ?? '', 'pglite') });
  const app = await createSubgraphApp(orgDomain, db);
  const server = app.listen(port, '127.0.0.1', () =>
    console.log(`org subgraph (${db.kind}) at http://127.0.0.1:${port}`),
  );
  const stop = () => {
    server.close(() => db.close().finally(() => process.exit(0)));
    setTimeout(() => process.exit(0), 3000).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

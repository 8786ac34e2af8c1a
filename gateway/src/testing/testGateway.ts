import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestDb, waitForEventsSettled } from '@switchyard/server-kit/testing';
import { openDatabase, type Db, type Domain } from '@switchyard/server-kit';
import type { Env } from '@switchyard/server-kit/settings';
import { createGateway, registryMigrations, type Gateway } from '../app';
import { loadAllDomains } from '../contracts/registry';
import { loadConfig, type GatewayConfig } from '../config';
import { TestClient } from './testClient';

export interface RunningGateway {
  gateway: Gateway;
  config: GatewayConfig;
  base: string;
  server: Server;
  client(): TestClient;
  stop(): Promise<void>;
}

/**
 * The whole gateway over a fresh seeded test database, on a random port. Its settings are read from
 * `opts.env` (e.g. SAFE_FETCH_ALLOW, PARTNER_SERVICE_URL, POLL_INTERVAL), never from the process's
 * environment. With `opts.sharedDb` (another running gateway's database) it is a second process of the
 * same platform: it leaves the database to the one that made it.
 */
export async function startTestGateway(
  overrides: Partial<GatewayConfig> = {},
  opts: { domains?: Domain[]; env?: Env; sharedDb?: Db } = {},
): Promise<RunningGateway> {
  const domains = opts.domains ?? (await loadAllDomains());
  const db = opts.sharedDb
    ? await secondConnection(opts.sharedDb)
    : await createTestDb([...domains.map((d) => d.migrations), registryMigrations]);
  // The port first, so PUBLIC_URL is the address the tests really reach (OAuth redirect URIs, links).
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const config = {
    ...loadConfig({ PORT: '0', PUBLIC_URL: base, DATA_DIR: '/tmp/switchyard-test-data', ...opts.env }),
    ...overrides,
  };
  const gateway = await createGateway(config, { db, domains }).catch(async (err: unknown) => {
    server.close();
    await db.drop();
    throw err;
  });
  // The seed's events (e.g. each service announced to review) are handled before a test begins.
  await waitForEventsSettled(db);
  server.on('request', gateway.app);
  gateway.setInternalUrl(base);
  return {
    gateway,
    config,
    base,
    server,
    client: () => new TestClient(base),
    async stop() {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
      await gateway.close();
      await db.drop();
    },
  };
}

/**
 * The same database for a second gateway: its own connections to PostgreSQL (as another process
 * has), closed when it stops; the one embedded database, shared, otherwise.
 */
async function secondConnection(shared: Db): Promise<Db & { drop(): Promise<void> }> {
  const via = shared.connection;
  if (via && 'url' in via) {
    const db = await openDatabase({ url: via.url });
    return Object.assign(db, { drop: () => db.close() });
  }
  return { ...shared, drop: async () => undefined };
}

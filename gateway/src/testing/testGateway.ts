import type { Server } from 'node:http';
import { createTestDb, waitForEventsSettled } from '@switchyard/server-kit/testing';
import type { Domain } from '@switchyard/server-kit';
import { createGateway, type Gateway } from '../app';
import { loadAllDomains } from '../contracts/registry';
import { loadConfig, type GatewayConfig } from '../config';
import { listen, TestClient } from './testClient';

export interface RunningGateway {
  gateway: Gateway;
  config: GatewayConfig;
  base: string;
  server: Server;
  client(): TestClient;
  stop(): Promise<void>;
}

/** The whole gateway over a fresh seeded test database, on a random port. */
export async function startTestGateway(
  overrides: Partial<GatewayConfig> = {},
  opts: { domains?: Domain[] } = {},
): Promise<RunningGateway> {
  const domains = opts.domains ?? (await loadAllDomains());
  const db = await createTestDb(domains.map((d) => d.migrations));
  const config = {
    ...loadConfig({ ...process.env, PORT: '0', DATA_DIR: '/tmp/switchyard-test-data' }),
    ...overrides,
  };
  const gateway = await createGateway(config, { db, domains });
  // The seed's events (e.g. each service announced to review) are handled before a test begins.
  await waitForEventsSettled(db);
  const { server, base } = await listen(gateway.app);
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

import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { BASE_URL, platformPorts } from './support/demo';

// The production build served by the gateway, on its own port and a fresh embedded database: one
// such platform per worker (ports 8091, 8291, ...; partner 8093, 8293, ...), so specs that run at
// the same time share no state. The scaled-out deployment (fixed subgraph ports) runs one worker.
const scaledOut = process.env.E2E_SCALED_OUT === '1';
const workers = scaledOut ? 1 : Number(process.env.E2E_WORKERS ?? 2);
const platforms = Array.from({ length: workers }, (_, i) => ({ worker: i, ...platformPorts(i) }));

export default defineConfig({
  testDir: './tests',
  workers,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  // list for people; json for the totals that `npm test` prints last.
  reporter: [['list'], ['json', { outputFile: join(__dirname, '..', 'test-results', 'e2e.json') }]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'retain-on-failure',
    actionTimeout: 15_000,
    navigationTimeout: 20_000,
    viewport: { width: 1280, height: 800 },
  },
  webServer: platforms.map(({ worker, gateway, partner }) => ({
    command: 'node e2e/startServer.mjs',
    cwd: '..',
    url: `http://localhost:${gateway}/health`,
    // The first keeps startServer's defaults (and the scaled-out pass's settings).
    env: (worker
      ? {
          E2E_PORT: String(gateway),
          E2E_PARTNER_PORT: String(partner),
          E2E_DATA_DIR: `/tmp/switchyard-e2e-data-${worker}`,
          E2E_WEB_DIR: `/tmp/switchyard-e2e-web-${worker}`,
        }
      : {}) as Record<string, string>,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
  })),
});

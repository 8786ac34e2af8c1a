import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { BASE_URL } from './support/demo';

// The production build served by the gateway, on its own port and a fresh embedded database.

export default defineConfig({
  testDir: './tests',
  // One worker: the machine has two cores and every test shares the one server.
  workers: 1,
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
  webServer: {
    command: 'node e2e/startServer.mjs',
    cwd: '..',
    url: `${BASE_URL}/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});

import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

// A gateway in front of remote subgraphs runs on the committed contracts: started in a process of
// its own with every SUBGRAPH_<NAME>_URL set, it loads no domain package at all.
const root = join(__dirname, '..', '..', '..');
const remoteUrls = {
  SUBGRAPH_ORG_URL: 'http://127.0.0.1:9',
  SUBGRAPH_SERVICE_CONFIG_URL: 'http://127.0.0.1:9',
  SUBGRAPH_OBSERVABILITY_URL: 'http://127.0.0.1:9',
  SUBGRAPH_REVIEW_URL: 'http://127.0.0.1:9',
  SUBGRAPH_COMPOSER_URL: 'http://127.0.0.1:9',
};

async function loadedDomainPackages(extraEnv: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'switchyard-remote-only-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'warn',
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  delete env.NODE_OPTIONS;
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', join(root, 'gateway/src/testing/loadedDomainPackages.ts')],
      { cwd: root, env, timeout: 60_000 },
    );
    return JSON.parse(stdout.trim().split('\n').pop()!) as string[];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

it('loads no domain package when every subgraph is remote, and every one when it hosts them all', async () => {
  const [remote, hosted] = await Promise.all([loadedDomainPackages(remoteUrls), loadedDomainPackages({})]);
  expect(remote).toEqual([]);
  expect(hosted).toEqual(
    expect.arrayContaining([
      'mfe-org/subgraph',
      'mfe-service-config/subgraph',
      'mfe-observability/subgraph',
      'mfe-review/subgraph',
      'mfe-composer/subgraph',
    ]),
  );
}, 90_000);

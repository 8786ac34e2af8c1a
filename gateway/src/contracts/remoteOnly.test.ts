import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { readWorkspace } from '@switchyard/workspace';

// A gateway in front of remote subgraphs runs on the committed contracts: started in a process of
// its own with every SUBGRAPH_<NAME>_URL set, it loads no domain package at all.
const root = join(__dirname, '..', '..', '..');
// Every domain's subgraph (the mfe-* folders, as their packages declare them), on a port nobody serves.
const domainSubgraphs = readWorkspace(root).subgraphs.filter((s) => s.dir.startsWith('mfe-'));
const remoteUrls = Object.fromEntries(
  domainSubgraphs.map((s) => [`SUBGRAPH_${s.name.toUpperCase()}_URL`, 'http://127.0.0.1:9']),
);

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
  expect(domainSubgraphs.map((s) => s.dir)).toContain('mfe-connections/subgraph');
  expect(hosted).toEqual(expect.arrayContaining(domainSubgraphs.map((s) => s.dir)));
}, 90_000);

import { join } from 'node:path';
import { inProcessReadyMs, startGateway } from './lib/gateway';
import { freePort, stopChild } from './lib/processes';

export interface StartupRun {
  /** Spawn of `pnpm exec tsx gateway/src/main.ts` to the first 200 from GET /health. */
  ms: number;
  /** The gateway's own figure (main() to listening): the rest is pnpm, tsx and module loading. */
  inProcessMs: number | null;
}

export interface StartupResult {
  cold: StartupRun;
  warm: StartupRun;
  dataDir: string;
}

/**
 * Figure 1: start-up of the quick-start server over the embedded database, cold (empty DATA_DIR:
 * database creation, migrations, demo seed) then warm (same DATA_DIR again).
 */
export async function measureStartup(root: string, workDir: string, logDir: string): Promise<StartupResult> {
  const dataDir = join(workDir, 'quickstart-data');
  const once = async (label: 'cold' | 'warm'): Promise<StartupRun> => {
    const logFile = join(logDir, `startup-${label}.log`);
    const gw = await startGateway({ root, port: await freePort(), dataDir, logFile });
    try {
      const health = (await (await fetch(`${gw.base}/health`)).json()) as { database?: string };
      if (health.database !== 'pglite')
        throw new Error(`expected the embedded database, /health says ${health.database}`);
      return { ms: gw.readyMs, inProcessMs: await inProcessReadyMs(logFile) };
    } finally {
      await stopChild(gw.child);
    }
  };
  const cold = await once('cold');
  const warm = await once('warm');
  return { cold, warm, dataDir };
}

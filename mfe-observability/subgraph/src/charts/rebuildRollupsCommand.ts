// Recomputes the charts' rollups from the stored logs (after logs were written without them: a bulk
// insert, or processes of a version before the rollups still storing logs during an upgrade):
// `DATABASE_URL=… pnpm --filter @switchyard/observability-subgraph rebuild-rollups [service_id]`.
// For the embedded database, stop the server first and give DATA_DIR instead of DATABASE_URL.
import { join } from 'node:path';
import { openDatabase } from '@switchyard/server-kit';
import { hostSettingsSpec, loadSettings, parseSettings } from '@switchyard/server-kit/settings';
import { rebuildRollups } from './rollups';

async function main() {
  const settings = loadSettings(process.env);
  const { databaseUrl } = parseSettings({ databaseUrl: hostSettingsSpec.databaseUrl }, process.env);
  const db = databaseUrl
    ? await openDatabase({ url: databaseUrl })
    : await openDatabase({ dataDir: join(settings.dataDir, 'pglite') });
  try {
    const serviceId = process.argv[2];
    const started = Date.now();
    const rows = await rebuildRollups(db, { serviceId });
    console.log(
      `Rebuilt ${rows} hourly rollup${rows === 1 ? '' : 's'} of ${serviceId ? `service ${serviceId}` : 'every service'} in ${Date.now() - started} ms.`,
    );
  } finally {
    await db.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error && err.name === 'SettingError' ? err.message : err);
  process.exit(1);
});

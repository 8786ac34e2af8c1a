// Re-seals every stored partner token with the current SECRETS_KEY (after a rotation, with the old
// key in SECRETS_KEY_PREVIOUS): `DATABASE_URL=… SECRETS_KEY=… SECRETS_KEY_PREVIOUS=… pnpm
// --filter @switchyard/composer-subgraph reseal-tokens`. For the embedded database, stop the server
// first and give DATA_DIR instead of DATABASE_URL.
import { join } from 'node:path';
import { openDatabase } from '@switchyard/server-kit';
import { hostSettingsSpec, loadSettings, parseSettings } from '@switchyard/server-kit/settings';
import { resealTokens } from './connections/connectionStore';
import { createSecretBox } from './connections/secretBox';
import { composerSettingsSpec } from './settings';

async function main() {
  // The settings it reads, checked first: a bad one is named before anything is opened.
  const settings = loadSettings(process.env, { domainSpecs: [composerSettingsSpec] });
  const { databaseUrl } = parseSettings({ databaseUrl: hostSettingsSpec.databaseUrl }, process.env);
  const db = databaseUrl
    ? await openDatabase({ url: databaseUrl })
    : await openDatabase({ dataDir: join(settings.dataDir, 'pglite') });
  try {
    const keys = settings.of(composerSettingsSpec);
    const count = await resealTokens(db, createSecretBox({ ...keys, dataDir: settings.dataDir }));
    console.log(
      `Re-sealed the tokens of ${count} connection${count === 1 ? '' : 's'} with the current SECRETS_KEY.`,
    );
  } finally {
    await db.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error && err.name === 'SettingError' ? err.message : err);
  process.exit(1);
});

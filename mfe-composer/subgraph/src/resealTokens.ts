// Re-seals every stored partner token with the current SECRETS_KEY (after a rotation, with the old
// key in SECRETS_KEY_PREVIOUS): `DATABASE_URL=… SECRETS_KEY=… SECRETS_KEY_PREVIOUS=… pnpm
// --filter @switchyard/composer-subgraph reseal-tokens`. For the embedded database, stop the server
// first and give DATA_DIR instead of DATABASE_URL.
import { join } from 'node:path';
import { openDatabase } from '@switchyard/server-kit';
import { resealTokens } from './connections/connectionStore';
import { createSecretBox } from './connections/secretBox';

async function main() {
  const env = process.env;
  const db = env.DATABASE_URL
    ? await openDatabase({ url: env.DATABASE_URL })
    : await openDatabase({ dataDir: join(env.DATA_DIR || '.data', 'pglite') });
  try {
    const count = await resealTokens(db, createSecretBox(env));
    console.log(
      `Re-sealed the tokens of ${count} connection${count === 1 ? '' : 's'} with the current SECRETS_KEY.`,
    );
  } finally {
    await db.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

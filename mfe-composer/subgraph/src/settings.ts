import { setting, settingKinds as kinds, type SettingsSpec } from '@switchyard/server-kit/settings';

/** 32 bytes, as 64 hex digits or base64; null when the text is not such a key. */
export function secretsKeyBytes(text: string): Buffer | null {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  return key.length === 32 ? key : null;
}

const key = () =>
  kinds.text().refine((v) => v === undefined || secretsKeyBytes(v) !== null, {
    message: 'must be 32 bytes, as base64 or hex (e.g. openssl rand -base64 32)',
  });

/** The composer's own settings (`composerDomain.settings`): its host checks them at start. */
export const composerSettingsSpec = {
  secretsKey: setting('SECRETS_KEY', key(), {
    default: 'generated into `DATA_DIR`',
    meaning:
      "32 bytes (base64 or hex, e.g. `openssl rand -base64 32`) sealing users' partner tokens with AES-256-GCM; required, and the same, on every process that runs the composer when scaled out. To rotate: set the new key as `SECRETS_KEY` and the old one as `SECRETS_KEY_PREVIOUS` (both are read), re-seal with `pnpm --filter @switchyard/composer-subgraph reseal-tokens`, then drop the old key",
    secret: true,
  }),
  secretsKeyPrevious: setting('SECRETS_KEY_PREVIOUS', key(), {
    default: '(none)',
    meaning: 'the key before a rotation of `SECRETS_KEY`: tokens sealed with it are still opened',
    secret: true,
  }),
} satisfies SettingsSpec;

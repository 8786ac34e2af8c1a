import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { secretsKeyBytes } from '../settings';

/**
 * Encrypts the users' partner tokens at rest: AES-256-GCM, a fresh 12-byte IV per value, the key
 * from SECRETS_KEY (32 bytes, base64 or hex) or generated once into DATA_DIR/secrets.key. A value
 * reads `v1.{key id}.{iv}.{tag}.{ciphertext}`; the key id (a hash prefix of the key) picks the key,
 * so after a rotation SECRETS_KEY_PREVIOUS still opens the values sealed with the old one.
 */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

const keyId = (key: Buffer) => createHash('sha256').update(key).digest('base64url').slice(0, 8);

function parseKey(text: string, name: string): Buffer {
  const key = secretsKeyBytes(text);
  if (!key) throw new Error(`${name} must be 32 bytes, as base64 or hex (e.g. openssl rand -base64 32)`);
  return key;
}

function generatedKey(dataDir: string): Buffer {
  const file = join(dataDir, 'secrets.key');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
  }
  return parseKey(readFileSync(file, 'utf8'), file);
}

/** The keys, as the composer's settings (checked at start) and the platform's DATA_DIR give them. */
export interface SecretKeys {
  secretsKey?: string;
  secretsKeyPrevious?: string;
  /** Where the key is generated when `secretsKey` is not given. */
  dataDir: string;
}

export function createSecretBox(given: SecretKeys): SecretBox {
  const current = given.secretsKey ? parseKey(given.secretsKey, 'SECRETS_KEY') : generatedKey(given.dataDir);
  const keys = new Map([[keyId(current), current]]);
  if (given.secretsKeyPrevious) {
    const previous = parseKey(given.secretsKeyPrevious, 'SECRETS_KEY_PREVIOUS');
    keys.set(keyId(previous), previous);
  }
  const currentId = keyId(current);
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', current, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [
        'v1',
        currentId,
        iv.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
        body.toString('base64url'),
      ].join('.');
    },
    open(sealed) {
      const [version, id, iv, tag, body] = sealed.split('.');
      const key = keys.get(id);
      if (version !== 'v1' || !key)
        throw new Error('sealed with an unknown key (set SECRETS_KEY_PREVIOUS after a rotation)');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSecretBox } from './secretBox';

const KEY_A = Buffer.alloc(32, 1).toString('base64');
const KEY_B = Buffer.alloc(32, 2).toString('hex');
/** Never written: a key is given. */
const NO_DIR = '/nonexistent';

describe('secretBox', () => {
  it('seals with AES-256-GCM: a fresh IV each time, and tampering is caught', () => {
    const box = createSecretBox({ secretsKey: KEY_A, dataDir: NO_DIR });
    const a = box.seal('token-123');
    expect(a).not.toContain('token-123');
    expect(box.seal('token-123')).not.toBe(a);
    expect(box.open(a)).toBe('token-123');
    const parts = a.split('.');
    parts[4] = Buffer.from('token-124').toString('base64url');
    expect(() => box.open(parts.join('.'))).toThrow();
  });

  it('opens values of the previous key after a rotation', () => {
    const old = createSecretBox({ secretsKey: KEY_A, dataDir: NO_DIR }).seal('refresh');
    const rotated = createSecretBox({ secretsKey: KEY_B, secretsKeyPrevious: KEY_A, dataDir: NO_DIR });
    expect(rotated.open(old)).toBe('refresh');
    expect(() => createSecretBox({ secretsKey: KEY_B, dataDir: NO_DIR }).open(old)).toThrow(
      /SECRETS_KEY_PREVIOUS/,
    );
  });

  it('generates a key into DATA_DIR once when none is set, and refuses a short key', () => {
    const dir = mkdtempSync(join(tmpdir(), 'box-'));
    const sealed = createSecretBox({ dataDir: dir }).seal('x');
    expect(readFileSync(join(dir, 'secrets.key'), 'utf8')).toHaveLength(44);
    expect(createSecretBox({ dataDir: dir }).open(sealed)).toBe('x');
    expect(() => createSecretBox({ secretsKey: 'short', dataDir: NO_DIR })).toThrow(/32 bytes/);
  });
});

import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { parseIconPath } from './iconUrl';

/** Short content hash: names the file and versions its URL. */
export const contentHash = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 16);

/** Writes the file under dataDir atomically: a temporary file in the same folder, then a rename. */
export async function writeIconFile(dataDir: string, relPath: string, bytes: Buffer): Promise<void> {
  const target = join(dataDir, relPath);
  await mkdir(dirname(target), { recursive: true });
  const temp = `${target}.${randomUUID()}.tmp`;
  try {
    await writeFile(temp, bytes, { flag: 'wx' });
    await rename(temp, target);
  } catch (err) {
    await unlink(temp).catch(() => undefined);
    throw err;
  }
}

/** The file's bytes, or null when it is gone. */
export async function readIconFile(dataDir: string, relPath: string): Promise<Buffer | null> {
  try {
    return await readFile(join(dataDir, relPath));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

/**
 * Removes a stored icon file of the service `ownerId`; any other path is left alone (a clone
 * shares its original's file until it uploads its own). Best effort: a leftover file costs disk
 * space, never correctness.
 */
export async function removeIconFile(
  dataDir: string,
  relPath: string | null,
  ownerId: string,
): Promise<void> {
  if (!relPath || parseIconPath(relPath)?.serviceId !== ownerId) return;
  await unlink(join(dataDir, relPath)).catch(() => undefined);
}

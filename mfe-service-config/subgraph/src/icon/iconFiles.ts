import { createHash } from 'node:crypto';
import { readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomic } from '@switchyard/server-kit';
import { parseIconPath } from './iconUrl';

/** Short content hash: names the file and versions its URL. */
export const contentHash = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 16);

/** Writes the file under dataDir atomically (server-kit's writeFileAtomic). */
export const writeIconFile = (dataDir: string, relPath: string, bytes: Buffer): Promise<void> =>
  writeFileAtomic(join(dataDir, relPath), bytes);

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

import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { assertCoverFileName, type CoverStorage } from './storage';

/** Cover images as files in one directory; a name is checked before it is joined to the path. */
export function diskStorage(dir: string): CoverStorage {
  return {
    async put(name, bytes) {
      assertCoverFileName(name);
      await mkdir(dir, { recursive: true });
      const target = join(dir, name);
      const temp = `${target}.${randomUUID()}.tmp`;
      try {
        await writeFile(temp, bytes, { flag: 'wx' });
        await rename(temp, target);
      } catch (err) {
        await unlink(temp).catch(() => undefined);
        throw err;
      }
    },
    async get(name) {
      assertCoverFileName(name);
      try {
        const handle = await open(join(dir, name), 'r');
        return handle.createReadStream();
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
  };
}

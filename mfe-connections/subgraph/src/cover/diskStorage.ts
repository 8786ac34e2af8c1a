import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomic } from '@switchyard/server-kit';
import { assertCoverFileName, type CoverStorage } from './storage';

/** Cover images as files in one directory; a name is checked before it is joined to the path. */
export function diskStorage(dir: string): CoverStorage {
  return {
    async put(name, bytes) {
      assertCoverFileName(name);
      await writeFileAtomic(join(dir, name), bytes);
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

import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeFileAtomic } from './files';

describe('writeFileAtomic', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'atomic-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('writes the bytes, creating the folder, and replaces an older file whole', async () => {
    const target = join(dir, 'a', 'b', 'file.bin');
    await writeFileAtomic(target, Buffer.from('first'));
    await writeFileAtomic(target, Buffer.from('second'));
    expect(await readFile(target, 'utf8')).toBe('second');
    expect(await readdir(join(dir, 'a', 'b'))).toEqual(['file.bin']);
  });

  it('leaves no temporary file behind when the rename fails', async () => {
    const target = join(dir, 'taken');
    await writeFile(join(dir, 'sibling'), 'x');
    // A folder in the target's place: the rename over it fails.
    await writeFileAtomic(join(target, 'inner'), Buffer.from('x'));
    await expect(writeFileAtomic(target, Buffer.from('y'))).rejects.toThrow();
    expect((await readdir(dir)).sort()).toEqual(['sibling', 'taken']);
  });
});

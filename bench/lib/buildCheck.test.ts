import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkWebBuild } from './buildCheck';

function put(root: string, path: string, text = 'x', mtime?: Date) {
  const file = join(root, path);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, text);
  if (mtime) utimesSync(file, mtime, mtime);
}

describe('checkWebBuild', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'buildcheck-'));
    put(root, 'shell/src/main.tsx', 'x', new Date('2020-01-01'));
    put(root, 'mfe-org/web/package.json', JSON.stringify({ switchyard: { remote: 'org' } }));
    put(root, 'mfe-org/web/src/app.tsx', 'x', new Date('2020-01-01'));
    put(root, 'mfe-org/subgraph/package.json', '{}');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('names every missing build output', () => {
    expect(checkWebBuild(root)).toEqual({
      missing: ['shell/dist/index.html', 'mfe-org/web/dist/mf-manifest.json'],
      stale: [],
    });
  });

  it('passes a complete build and flags sources newer than it', () => {
    put(root, 'shell/dist/index.html', '<!doctype html>', new Date('2021-01-01'));
    put(root, 'mfe-org/web/dist/mf-manifest.json', '{}', new Date('2021-01-01'));
    expect(checkWebBuild(root)).toEqual({ missing: [], stale: [] });
    put(root, 'mfe-org/web/src/app.tsx', 'changed', new Date('2022-01-01'));
    expect(checkWebBuild(root)).toEqual({ missing: [], stale: ['mfe-org/web'] });
  });

  it('goes by the newest built file, and ignores tests', () => {
    put(root, 'shell/dist/index.html', '<!doctype html>', new Date('2021-01-01'));
    put(root, 'mfe-org/web/dist/mf-manifest.json', '{}', new Date('2021-01-01'));
    put(root, 'shell/src/header.tsx', 'changed', new Date('2022-01-01'));
    // A rebuild that rewrote main.js but left the unchanged index.html alone.
    put(root, 'shell/dist/main.js', 'built', new Date('2023-01-01'));
    put(root, 'shell/src/header.test.tsx', 'a test', new Date('2024-01-01'));
    expect(checkWebBuild(root)).toEqual({ missing: [], stale: [] });
  });
});

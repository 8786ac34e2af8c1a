import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { packageOf, shellSharedVersions } from './sharedVersions';

const shellDir = join(__dirname, '..', '..', '..', 'shell');
const versionIn = (dir: string, pkg: string) =>
  JSON.parse(readFileSync(join(dir, 'node_modules', pkg, 'package.json'), 'utf8')).version as string;

it('names the package of a shared module and of its subpaths', () => {
  expect(packageOf('react')).toBe('react');
  expect(packageOf('react-dom/client')).toBe('react-dom');
  expect(packageOf('@switchyard/client/apollo')).toBe('@switchyard/client');
});

it("lists the shell's singletons with the version it bundles and the range it declares", () => {
  const shared = shellSharedVersions(shellDir);
  const shellPkg = JSON.parse(readFileSync(join(shellDir, 'package.json'), 'utf8'));
  const react = versionIn(shellDir, 'react');
  const client = versionIn(shellDir, '@switchyard/client');
  expect(shared).toContainEqual({ name: 'react', version: react, range: shellPkg.dependencies.react });
  expect(shared).toContainEqual({
    name: 'react-dom/client',
    version: versionIn(shellDir, 'react-dom'),
    range: shellPkg.dependencies['react-dom'],
  });
  expect(shared).toContainEqual({ name: '@switchyard/client/apollo', version: client, range: `^${client}` });
  expect(shared.map((s) => s.name)).toEqual(
    expect.arrayContaining(['react/jsx-runtime', 'jotai', '@switchyard/ui']),
  );
});

describe('with a made-up shell', () => {
  const dir = mkdtempSync(join(tmpdir(), 'shared-versions-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const installed = (pkg: string, version: string) => {
    mkdirSync(join(dir, 'node_modules', pkg), { recursive: true });
    writeFileSync(join(dir, 'node_modules', pkg, 'package.json'), JSON.stringify({ name: pkg, version }));
  };
  installed('@x/star', '1.2.3');
  installed('@x/tilde', '2.0.1');
  installed('@x/exact', '3.1.0');
  installed('plain', '4.5.6');
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({
      dependencies: { '@x/star': 'workspace:*', '@x/tilde': 'workspace:~', plain: '^4.0.0' },
      devDependencies: { '@x/exact': 'workspace:3.1.0' },
    }),
  );

  it('reads workspace ranges as the published ranges they stand for', () => {
    expect(shellSharedVersions(dir, ['@x/star/sub', '@x/tilde', '@x/exact', 'plain'])).toEqual([
      { name: '@x/star/sub', version: '1.2.3', range: '^1.2.3' },
      { name: '@x/tilde', version: '2.0.1', range: '~2.0.1' },
      { name: '@x/exact', version: '3.1.0', range: '3.1.0' },
      { name: 'plain', version: '4.5.6', range: '^4.0.0' },
    ]);
  });

  it('fails the build when the shell shares a package it does not depend on', () => {
    expect(() => shellSharedVersions(dir, ['missing/sub'])).toThrow(
      'The shell shares missing/sub, but its package.json does not depend on missing',
    );
  });
});

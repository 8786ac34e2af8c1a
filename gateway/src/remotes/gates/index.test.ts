import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FederationManifest } from '../types';
import { runRemoteGates } from '.';
import { apiSchemaSdl, bundleOfDist, shellDist } from './gates.testing';

const platform = { shellDist, apiSchemaSdl };

it("passes org's real build", () => {
  expect(runRemoteGates(bundleOfDist('org'), platform)).toEqual([]);
});

it('gives every reason at once', () => {
  const bundle = bundleOfDist('org');
  const manifest = JSON.parse(bundle.files.get('mf-manifest.json')!.toString('utf8')) as FederationManifest;
  for (const shared of manifest.shared!) if (shared.name === 'react') shared.version = '18.3.1';
  bundle.files.set('mf-manifest.json', Buffer.from(JSON.stringify(manifest)));
  bundle.files.set(
    'operations.graphql',
    Buffer.from('query OrgTeam($id: ID!) { organization(id: $id) { id foo } }\n'),
  );
  // The exposed module's first chunk, grown past the budget.
  const exposed = manifest.exposes![0].assets!.js!.sync![0];
  bundle.files.set(exposed, Buffer.from(randomBytes(100_000).toString('base64')));
  expect(runRemoteGates(bundle, platform)).toEqual([
    expect.stringMatching(/^react 18\.3\.1 does not satisfy the shell's \^19\./),
    'operation OrgTeam: Cannot query field "foo" on type "Organization".',
    expect.stringMatching(/^every page loads \d+\.\d KB of JS before it paints, over the 200\.0 KB budget$/),
  ]);
});

it('refuses a build without the files the gates read', () => {
  const bundle = bundleOfDist('org');
  bundle.files.delete('operations.graphql');
  bundle.files.delete('mf-manifest.json');
  expect(runRemoteGates(bundle, platform)).toEqual([
    'the build has no mf-manifest.json: rebuild with @switchyard/build',
    'the build has no operations.graphql: rebuild with @switchyard/build',
  ]);
  bundle.files.set('mf-manifest.json', Buffer.from('not json'));
  bundle.files.delete('switchyard.json');
  expect(runRemoteGates(bundle, platform)).toEqual([
    "the build's mf-manifest.json is not JSON",
    'the build has no operations.graphql: rebuild with @switchyard/build',
    'the build has no switchyard.json: rebuild with @switchyard/build',
  ]);
});

it('refuses manifests and registry entries of another shape', () => {
  const bundle = bundleOfDist('org');
  bundle.files.set('mf-manifest.json', Buffer.from(JSON.stringify({ shared: { react: '19.0.0' } })));
  bundle.files.set('switchyard.json', Buffer.from(JSON.stringify({ remote: 'org', pages: [{ chunk: 1 }] })));
  expect(runRemoteGates(bundle, platform)).toEqual([
    "the build's mf-manifest.json is not what @switchyard/build writes: shared: Expected array, received object",
    "the build's switchyard.json is not what @switchyard/build writes: pages.0.chunk: Expected string, received number",
  ]);
});

it('refuses a build whose pages name files it does not hold', () => {
  const bundle = bundleOfDist('org');
  bundle.files.delete('remoteEntry.js');
  expect(runRemoteGates(bundle, platform)).toEqual([
    "the pages' JS could not be measured: the build has no remoteEntry.js",
  ]);
});

it('accepts an empty operations.graphql (a remote that sends none)', () => {
  const bundle = bundleOfDist('org');
  bundle.files.set('operations.graphql', Buffer.alloc(0));
  expect(runRemoteGates(bundle, platform)).toEqual([]);
});

it("refuses when the platform's shell has no shared.json", () => {
  const dir = mkdtempSync(join(tmpdir(), 'gates-shell-'));
  try {
    cpSync(shellDist, dir, { recursive: true });
    rmSync(join(dir, 'shared.json'));
    expect(runRemoteGates(bundleOfDist('org'), { ...platform, shellDist: dir })).toEqual([
      "the platform's shell has no shared.json to check shared modules against",
    ]);
    // A shell that provides react in a range the build's copy is outside of.
    const shared = JSON.parse(readFileSync(join(shellDist, 'shared.json'), 'utf8'));
    for (const s of shared.shared) if (s.name === 'react') s.range = '^20.0.0';
    writeFileSync(join(dir, 'shared.json'), JSON.stringify(shared));
    expect(runRemoteGates(bundleOfDist('org'), { ...platform, shellDist: dir })).toEqual([
      expect.stringMatching(/^react 19\.\d+\.\d+ does not satisfy the shell's \^20\.0\.0$/),
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

import type { SharedVersion } from '@switchyard/build/sharedVersions';
import type { FederationManifest } from '../types';
import { sharedSingletonGate } from './sharedSingletonGate';

const shell: SharedVersion[] = [
  { name: 'react', version: '19.3.1', range: '^19.2.0' },
  { name: 'react-dom', version: '19.3.1', range: '^19.2.0' },
  { name: 'jotai', version: '2.20.3', range: '^2.15.0' },
  { name: '@switchyard/client', version: '0.1.0', range: '^0.1.0' },
];

type Shared = NonNullable<FederationManifest['shared']>[number];
const manifest = (...shared: Shared[]): FederationManifest => ({ shared });
const react = { name: 'react', version: '19.3.1', singleton: true };
const reactDom = { name: 'react-dom', version: '19.3.0', singleton: true };

it("accepts singletons inside the shell's ranges", () => {
  expect(
    sharedSingletonGate(
      manifest(react, reactDom, {
        name: 'jotai',
        version: '2.16.0',
        singleton: true,
        requiredVersion: '^2.16.0',
      }),
      shell,
    ),
  ).toEqual([]);
});

it("refuses a version outside the shell's range", () => {
  expect(
    sharedSingletonGate(
      manifest({ ...react, version: '18.3.1' }, reactDom, {
        name: '@switchyard/client',
        version: '0.2.0',
        singleton: true,
      }),
      shell,
    ),
  ).toEqual([
    "react 18.3.1 does not satisfy the shell's ^19.2.0",
    "@switchyard/client 0.2.0 does not satisfy the shell's ^0.1.0",
  ]);
});

it('refuses a shared module that is not a singleton', () => {
  expect(sharedSingletonGate(manifest(react, { ...reactDom, singleton: false }), shell)).toEqual([
    "react-dom is not shared as a singleton: the page needs the shell's one copy",
  ]);
});

it('refuses a build that does not share react or react-dom', () => {
  expect(sharedSingletonGate(manifest(), shell)).toEqual([
    "react is not shared: the build would run its own copy beside the shell's",
    "react-dom is not shared: the build would run its own copy beside the shell's",
  ]);
  expect(sharedSingletonGate({}, shell)).toHaveLength(2);
});

it('refuses a shared module the shell does not provide', () => {
  expect(
    sharedSingletonGate(
      manifest(react, reactDom, { name: 'lodash', version: '4.17.21', singleton: true }),
      shell,
    ),
  ).toEqual(['lodash is shared, but the shell does not provide it']);
});

it('refuses a shared module with no version to check', () => {
  expect(sharedSingletonGate(manifest(react, { ...reactDom, version: undefined }), shell)).toEqual([
    "react-dom has no version in the build's manifest to check against the shell's ^19.2.0",
  ]);
});

import { versionOf } from '../testing/remoteVersions';
import { canaryBucket } from './canary';
import { remoteEntries, servedRemotes } from './remotesJson';
import type { Release } from './types';

const live = versionOf('org', '0.1.0-aaaaaaaaaaaa', { routes: ['/organizations'] });
const canary = versionOf('org', '0.1.1-bbbbbbbbbbbb', {
  routes: ['/organizations'],
  baseUrl: 'https://cdn.example.com/remotes/org/0.1.1-bbbbbbbbbbbb/',
});
const local = [
  { name: 'org', routes: ['/organizations'] },
  { name: 'outbox', routes: ['/outbox'] },
  { name: 'composer', routes: ['/composer'] },
];
// Users on either side of a 30 % share of org's canary (the registry's bucket rule).
const ids = Array.from({ length: 200 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
const inShare = ids.find((id) => canaryBucket(id, 'org') < 30)!;
const outOfShare = ids.find((id) => canaryBucket(id, 'org') >= 30)!;

describe('the remotes of /remotes.json', () => {
  const releases: Release[] = [
    { remote: 'org', live, canary: { version: canary, percent: 30 } },
    { remote: 'composer', live: versionOf('composer', '1.0.0-cccccccccccc'), canary: null },
  ];

  it("lists the checkout's remotes in order, each at its live version, leaving out one with nothing to serve", () => {
    const remotes = servedRemotes(releases, {}, local);
    expect(remoteEntries(remotes, null)).toEqual([
      {
        name: 'org',
        entry: '/remotes/org/0.1.0-aaaaaaaaaaaa/mf-manifest.json',
        routes: ['/organizations'],
        version: '0.1.0-aaaaaaaaaaaa',
      },
      {
        name: 'composer',
        entry: '/remotes/composer/1.0.0-cccccccccccc/mf-manifest.json',
        routes: ['/composer'],
        version: '1.0.0-cccccccccccc',
      },
    ]);
  });

  it("gives a user in the canary's share the canary, with the live version as the fallback; others the live one", () => {
    const remotes = servedRemotes(releases, {}, local);
    expect(remoteEntries(remotes, inShare)[0]).toEqual({
      name: 'org',
      entry: 'https://cdn.example.com/remotes/org/0.1.1-bbbbbbbbbbbb/mf-manifest.json',
      routes: ['/organizations'],
      version: '0.1.1-bbbbbbbbbbbb',
      fallback: '/remotes/org/0.1.0-aaaaaaaaaaaa/mf-manifest.json',
    });
    expect(remoteEntries(remotes, outOfShare)[0]).toEqual(remoteEntries(remotes, null)[0]);
  });

  it('pins a remote with REMOTE_<NAME>_URL to that URL, bypassing the registry', () => {
    const remotes = servedRemotes(
      releases,
      { outbox: 'https://cdn.example.com/outbox/mf-manifest.json' },
      local,
    );
    expect(remoteEntries(remotes, inShare).map((e) => e.name)).toEqual(['org', 'outbox', 'composer']);
    expect(remoteEntries(remotes, inShare)[1]).toEqual({
      name: 'outbox',
      entry: 'https://cdn.example.com/outbox/mf-manifest.json',
      routes: ['/outbox'],
    });
    const pinnedOrg = servedRemotes(
      releases,
      { org: 'https://elsewhere.example/org/mf-manifest.json' },
      local,
    );
    expect(remoteEntries(pinnedOrg, inShare)[0]).toEqual({
      name: 'org',
      entry: 'https://elsewhere.example/org/mf-manifest.json',
      routes: ['/organizations'],
    });
  });

  it("lists a remote the registry has but the checkout lacks, after the checkout's", () => {
    const extra: Release = { remote: 'atlas', live: versionOf('atlas', '2.0.0-dddddddddddd'), canary: null };
    const names = remoteEntries(servedRemotes([extra, ...releases], {}, local), null).map((e) => e.name);
    expect(names).toEqual(['org', 'composer', 'atlas']);
  });
});

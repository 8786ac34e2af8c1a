import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { versionOf } from '../testing/remoteVersions';
import { canaryBucket } from './canary';
import { registrySnapshot, watchLocalBuilds } from './liveRegistry';
import type { Release } from './types';

const hrefs = (links: string[]) => links.map((l) => /href="([^"]+)"/.exec(l)![1]);
const ids = Array.from({ length: 200 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
const inShare = ids.find((id) => canaryBucket(id, 'org') < 50)!;
const outOfShare = ids.find((id) => canaryBucket(id, 'org') >= 50)!;

describe('a snapshot of the registry', () => {
  const live = versionOf('org', '0.1.0-aaaaaaaaaaaa', { routes: ['/organizations'], pages: [] });
  const canary = versionOf('org', '0.1.1-bbbbbbbbbbbb', {
    routes: ['/organizations'],
    pages: [],
    baseUrl: 'https://cdn.example.com/org/0.1.1-bbbbbbbbbbbb/',
  });
  const releases: Release[] = [{ remote: 'org', live, canary: { version: canary, percent: 50 } }];
  const snapshot = registrySnapshot(releases, 7, {
    remoteUrls: {},
    local: [{ name: 'org', routes: ['/organizations'] }],
  });

  it("preloads the files of the version the user is served, on the remote's routes only", () => {
    expect(hrefs(snapshot.preloadsFor('/organizations/x', outOfShare))).toEqual([
      '/remotes/org/0.1.0-aaaaaaaaaaaa/mf-manifest.json',
      '/remotes/org/0.1.0-aaaaaaaaaaaa/remoteEntry.js',
      '/remotes/org/0.1.0-aaaaaaaaaaaa/__federation_expose_app.aaaaaaaaaa.js',
      '/remotes/org/0.1.0-aaaaaaaaaaaa/__federation_expose_app.aaaaaaaaaa.css',
    ]);
    expect(hrefs(snapshot.preloadsFor('/organizations', inShare))[0]).toBe(
      'https://cdn.example.com/org/0.1.1-bbbbbbbbbbbb/mf-manifest.json',
    );
    expect(snapshot.preloadsFor('/organizationsx', inShare)).toEqual([]);
  });

  it("gives the page's boot data and /remotes.json the same entries, per user", () => {
    expect(snapshot.entriesFor(null)[0].version).toBe('0.1.0-aaaaaaaaaaaa');
    expect(snapshot.entriesFor(outOfShare)[0].version).toBe('0.1.0-aaaaaaaaaaaa');
    expect(snapshot.entriesFor(inShare)[0]).toMatchObject({
      version: '0.1.1-bbbbbbbbbbbb',
      fallback: '/remotes/org/0.1.0-aaaaaaaaaaaa/mf-manifest.json',
    });
    expect(snapshot.cspOrigins()).toEqual(['https://cdn.example.com']);
    expect(snapshot.generation).toBe(7);
  });

  it('preloads nothing for a remote served from elsewhere (REMOTE_<NAME>_URL)', () => {
    const pinned = registrySnapshot(releases, 7, {
      remoteUrls: { org: 'https://elsewhere.example/org/mf-manifest.json' },
      local: [{ name: 'org', routes: ['/organizations'] }],
    });
    expect(pinned.preloadsFor('/organizations', inShare)).toEqual([]);
    expect(pinned.cspOrigins()).toEqual(['https://elsewhere.example']);
  });
});

describe('watching local builds while developing', () => {
  it("runs the re-import when a build's manifest changed, looking at most once per interval", async () => {
    const dist = join(mkdtempSync(join(tmpdir(), 'sy-watch-')), 'dist');
    mkdirSync(dist);
    writeFileSync(join(dist, 'mf-manifest.json'), '{}');
    let imports = 0;
    const check = watchLocalBuilds([dist], async () => void imports++, 50);
    await check();
    expect(imports).toBe(0);
    const later = new Date(Date.now() + 5000);
    utimesSync(join(dist, 'mf-manifest.json'), later, later);
    await check();
    expect(imports).toBe(0); // looked less than 50 ms ago
    await new Promise((r) => setTimeout(r, 60));
    await check();
    expect(imports).toBe(1);
    await new Promise((r) => setTimeout(r, 60));
    await check();
    expect(imports).toBe(1);
  });
});

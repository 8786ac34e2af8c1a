import { cacheControlFor, parseVersionedPath } from './serveRemotes';

describe("a remote version's file paths", () => {
  it('caches hashed files a year and revalidates the entry files and everything unhashed', () => {
    for (const path of ['68.da0cdd2ddb.js', '__federation_expose_app.abde8c853d.css', 'a/b.0123456789.js.br'])
      expect([path, cacheControlFor(path)]).toEqual([path, 'public, max-age=31536000, immutable']);
    for (const path of [
      'mf-manifest.json',
      'remoteEntry.js',
      'switchyard.json',
      'mf-manifest.json.gz',
      'x.LICENSE.txt',
    ])
      expect([path, cacheControlFor(path)]).toEqual([path, 'no-cache']);
  });

  it('reads /<remote>/<version>/<path> and nothing else', () => {
    expect(parseVersionedPath('/org/0.1.0-3f2a9c1b7d4e/static/a.js')).toEqual({
      remote: 'org',
      version: '0.1.0-3f2a9c1b7d4e',
      path: 'static/a.js',
    });
    for (const bad of [
      '/org/mf-manifest.json',
      '/org/0.1.0/',
      '/org/0.1.0/../../etc/passwd',
      '/org/0.1.0/%2e%2e/x.js',
      '/org/0.1.0/a%2Fb.js',
      '/Org/0.1.0/a.js',
      '/org/0.1.0/%E0%A4%A.js',
      '/',
    ])
      expect([bad, parseVersionedPath(bad)]).toEqual([bad, null]);
  });
});

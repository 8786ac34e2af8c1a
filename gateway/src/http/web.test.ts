import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import express from 'express';
import { listen } from '../testing/testClient';
import { registrySnapshot } from '../remotes/liveRegistry';
import { versionOf } from '../testing/remoteVersions';
import { webRoutes } from './web';

/** The registry serving one version of the demo remote, with two pages. */
const demo = versionOf('demo', '0.1.0-0123456789ab', {
  routes: ['/demo'],
  pages: [
    { pattern: '^/demo/things$', files: ['7.aaaaaaaaaa.js', 'page-things.bbbbbbbbbb.js'] },
    { pattern: '^/demo$', files: ['7.aaaaaaaaaa.js', 'page-home.cccccccccc.js'] },
  ],
});
const registry = (remoteUrls: Record<string, string> = {}) =>
  registrySnapshot([{ remote: 'demo', live: demo, canary: null }], 1, {
    remoteUrls,
    local: [{ name: 'demo', routes: ['/demo'] }],
  });

/** A checkout with a built shell, made of small real files. */
function fakeCheckout() {
  const root = mkdtempSync(join(tmpdir(), 'sy-web-'));
  const write = (path: string, body: string, gz = false) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), body);
    if (gz) writeFileSync(join(root, `${path}.gz`), gzipSync(body));
  };
  write('shell/dist/index.html', '<!doctype html><head><title>Switchyard</title></head><body></body>');
  write('shell/dist/main.js', 'console.log("main")', true);
  write('shell/dist/assets/12.0123456789.js', 'console.log("chunk")'.repeat(50), true);
  // A copy Module Federation emits as a fallback, which the shell never loads: not in startup.json.
  write('shell/dist/assets/13.0123456789.js', 'console.log("fallback")');
  write(
    'shell/dist/startup.json',
    JSON.stringify({ files: ['assets/12.0123456789.css', 'assets/12.0123456789.js'] }),
  );
  return root;
}

describe('web routes', () => {
  const root = fakeCheckout();
  let base = '';
  let close: () => void;
  beforeAll(async () => {
    const app = express();
    const web = webRoutes(root, registry());
    app.use(web.router);
    const s = await listen(app);
    base = s.base;
    close = () => {
      s.server.closeAllConnections();
      s.server.close();
    };
  });
  afterAll(() => close());

  it('caches hashed files for a year and serves them pre-compressed', async () => {
    const res = await fetch(`${base}/assets/12.0123456789.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toContain('console.log("chunk")');
  });

  it('revalidates unhashed entry files every time, and serves no remote from the checkout', async () => {
    const res = await fetch(`${base}/main.js`);
    expect([res.status, res.headers.get('cache-control')]).toEqual([200, 'no-cache']);
    // A remote's files are the registry's versions' (remotes/serveRemotes), never a dist folder's.
    expect((await fetch(`${base}/remotes/demo/remoteEntry.js`)).status).toBe(404);
  });

  describe("the shell's page for a signed-in user", () => {
    const viewer = {
      id: 'u1',
      login: 'stella',
      email: 'stella@example.com',
      name: 'Stella </script><script>alert(1)</script>',
      staff: false,
      emailVerified: true,
      reviewTeam: false,
      maker: false,
      tier: 'free' as const,
    };
    const bootOf = (html: string) =>
      JSON.parse(/<script type="application\/json" id="sy-boot">(.*?)<\/script>/.exec(html)![1]);

    it('carries the session and the registry as data no value can break out of', () => {
      const html = webRoutes(root, registry()).shellPage('/demo/things', { viewer, csrfToken: 'tok' });
      expect(html).not.toContain('</script><script>alert(1)');
      expect(bootOf(html)).toEqual({
        viewer,
        csrfToken: 'tok',
        remotes: [
          {
            name: 'demo',
            entry: '/remotes/demo/0.1.0-0123456789ab/mf-manifest.json',
            routes: ['/demo'],
            version: '0.1.0-0123456789ab',
          },
        ],
      });
    });

    it('names the support address for the support widget only when SUPPORT_ENTITLEMENT is set', () => {
      expect(webRoutes(root, registry()).shellPage('/demo', { viewer, csrfToken: 'tok' })).not.toContain(
        'sy-support',
      );
      const html = webRoutes(root, registry(), { support: 'partners@example.com' }).shellPage('/demo', {
        viewer,
        csrfToken: 'tok',
      });
      expect(html).toContain('<meta name="sy-support" content="partners@example.com">');
    });

    const preloadsOf = (html: string) =>
      [...html.matchAll(/<link rel="preload" as="(\w+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]);

    it("preloads the shell's start-up chunks and, on a route of a remote, that remote's manifest, entry, module and the page's chunks", () => {
      const html = webRoutes(root, registry()).shellPage('/demo/things/', { viewer, csrfToken: 'tok' });
      // The shell's stylesheet is applied at once (the header in index.html paints styled).
      expect(html).toContain('<link rel="stylesheet" href="/assets/12.0123456789.css">');
      expect(preloadsOf(html)).toEqual([
        ['script', '/assets/12.0123456789.js'],
        ['fetch', '/remotes/demo/0.1.0-0123456789ab/mf-manifest.json'],
        ['script', '/remotes/demo/0.1.0-0123456789ab/remoteEntry.js'],
        ['script', '/remotes/demo/0.1.0-0123456789ab/__federation_expose_app.0123456789.js'],
        ['style', '/remotes/demo/0.1.0-0123456789ab/__federation_expose_app.0123456789.css'],
        ['script', '/remotes/demo/0.1.0-0123456789ab/7.aaaaaaaaaa.js'],
        ['script', '/remotes/demo/0.1.0-0123456789ab/page-things.bbbbbbbbbb.js'],
      ]);
      expect(
        preloadsOf(webRoutes(root, registry()).shellPage('/demo', { viewer, csrfToken: 'tok' })).slice(5),
      ).toEqual([
        ['script', '/remotes/demo/0.1.0-0123456789ab/7.aaaaaaaaaa.js'],
        ['script', '/remotes/demo/0.1.0-0123456789ab/page-home.cccccccccc.js'],
      ]);
      // A path of the remote no page pattern matches: the remote's first files only.
      expect(
        preloadsOf(webRoutes(root, registry()).shellPage('/demo/other', { viewer, csrfToken: 'tok' })),
      ).toHaveLength(5);
      // Elsewhere, and for a remote served from another origin, only the shell's.
      for (const other of [
        webRoutes(root, registry()).shellPage('/demonstration', { viewer, csrfToken: 'tok' }),
        webRoutes(root, registry({ demo: 'https://cdn.example.com/demo/mf-manifest.json' })).shellPage(
          '/demo',
          {
            viewer,
            csrfToken: 'tok',
          },
        ),
      ])
        expect(other.match(/rel="preload"/g)).toHaveLength(1);
    });
  });
});

import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import express from 'express';
import { listen } from '../testing/testClient';
import { remoteRegistry, webRoutes } from './web';

/** A checkout with a built shell and one built remote, made of small real files. */
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
  write(
    'mfe-demo/web/package.json',
    JSON.stringify({
      name: '@switchyard/demo-web',
      switchyard: { role: 'web', remote: 'demo', routes: ['/demo'] },
    }),
  );
  write('mfe-demo/web/dist/remoteEntry.js', 'var demo = 1', true);
  write(
    'mfe-demo/web/dist/mf-manifest.json',
    JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ assets: { js: { sync: ['334.0123456789.js', '__federation_expose_app.abcdefabcd.js'] } } }],
    }),
  );
  write('mfe-demo/web/dist/app.abcdefabcd.js', 'export default 1', true);
  write(
    'mfe-demo/web/dist/switchyard.json',
    JSON.stringify({
      remote: 'demo',
      routes: ['/demo'],
      pages: [
        {
          pattern: '^/demo/things$',
          chunk: 'page-things',
          files: ['7.aaaaaaaaaa.js', 'page-things.bbbbbbbbbb.js'],
        },
        { pattern: '^/demo$', chunk: 'page-home', files: ['7.aaaaaaaaaa.js', 'page-home.cccccccccc.js'] },
      ],
    }),
  );
  return root;
}

describe('web routes', () => {
  const root = fakeCheckout();
  let base = '';
  let close: () => void;
  beforeAll(async () => {
    const app = express();
    const web = webRoutes(root, {});
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

  it('revalidates unhashed entry files every time', async () => {
    for (const path of ['/main.js', '/remotes/demo/remoteEntry.js', '/remotes/demo/mf-manifest.json']) {
      const res = await fetch(base + path);
      expect([path, res.status, res.headers.get('cache-control')]).toEqual([path, 200, 'no-cache']);
    }
    const hashed = await fetch(`${base}/remotes/demo/app.abcdefabcd.js`);
    expect(hashed.headers.get('cache-control')).toContain('immutable');
  });

  it('answers 404 for a missing file of a remote instead of the page', async () => {
    const res = await fetch(`${base}/remotes/demo/nope.js`);
    expect(res.status).toBe(404);
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
      const html = webRoutes(root, {}).shellPage('/demo/things', { viewer, csrfToken: 'tok' });
      expect(html).not.toContain('</script><script>alert(1)');
      expect(bootOf(html)).toEqual({
        viewer,
        csrfToken: 'tok',
        remotes: [{ name: 'demo', entry: '/remotes/demo/mf-manifest.json', routes: ['/demo'] }],
      });
    });

    it('names the support address for the support widget only when SUPPORT_ENTITLEMENT is set', () => {
      expect(webRoutes(root, {}).shellPage('/demo', { viewer, csrfToken: 'tok' })).not.toContain(
        'sy-support',
      );
      const html = webRoutes(root, {}, { support: 'partners@example.com' }).shellPage('/demo', {
        viewer,
        csrfToken: 'tok',
      });
      expect(html).toContain('<meta name="sy-support" content="partners@example.com">');
    });

    const preloadsOf = (html: string) =>
      [...html.matchAll(/<link rel="preload" as="(\w+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]);

    it("preloads the shell's start-up chunks and, on a route of a remote, that remote's manifest, entry, module and the page's chunks", () => {
      const html = webRoutes(root, {}).shellPage('/demo/things/', { viewer, csrfToken: 'tok' });
      // The shell's stylesheet is applied at once (the header in index.html paints styled).
      expect(html).toContain('<link rel="stylesheet" href="/assets/12.0123456789.css">');
      expect(preloadsOf(html)).toEqual([
        ['script', '/assets/12.0123456789.js'],
        ['fetch', '/remotes/demo/mf-manifest.json'],
        ['script', '/remotes/demo/remoteEntry.js'],
        ['script', '/remotes/demo/334.0123456789.js'],
        ['script', '/remotes/demo/__federation_expose_app.abcdefabcd.js'],
        ['script', '/remotes/demo/7.aaaaaaaaaa.js'],
        ['script', '/remotes/demo/page-things.bbbbbbbbbb.js'],
      ]);
      expect(
        preloadsOf(webRoutes(root, {}).shellPage('/demo', { viewer, csrfToken: 'tok' })).slice(5),
      ).toEqual([
        ['script', '/remotes/demo/7.aaaaaaaaaa.js'],
        ['script', '/remotes/demo/page-home.cccccccccc.js'],
      ]);
      // A path of the remote no page pattern matches: the remote's first files only.
      expect(
        preloadsOf(webRoutes(root, {}).shellPage('/demo/other', { viewer, csrfToken: 'tok' })),
      ).toHaveLength(5);
      // Elsewhere, and for a remote served from another origin, only the shell's.
      for (const other of [
        webRoutes(root, {}).shellPage('/demonstration', { viewer, csrfToken: 'tok' }),
        webRoutes(root, { demo: 'https://cdn.example.com/demo/mf-manifest.json' }).shellPage('/demo', {
          viewer,
          csrfToken: 'tok',
        }),
      ])
        expect(other.match(/rel="preload"/g)).toHaveLength(1);
    });
  });

  it('lists each remote with its routes, honouring REMOTE_<NAME>_URL', () => {
    expect(remoteRegistry(root, {})).toEqual([
      { name: 'demo', entry: '/remotes/demo/mf-manifest.json', routes: ['/demo'] },
    ]);
    expect(remoteRegistry(root, { demo: 'https://cdn.example.com/demo/mf-manifest.json' })[0].entry).toBe(
      'https://cdn.example.com/demo/mf-manifest.json',
    );
  });
});

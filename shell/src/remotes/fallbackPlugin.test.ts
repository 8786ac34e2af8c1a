import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createInstance } from '@module-federation/enhanced/runtime';
import { fallbackPlugin } from './fallbackPlugin';
import { isNetworkError, loadErrorOf } from './remoteFailure';

// A real Module Federation runtime instance loading remotes whose manifests cannot be had.
describe('fallbackPlugin', () => {
  let server: Server;
  let base: string;
  let refusedPort: number;
  const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
  const warnSpy = jest.spyOn(console, 'warn').mockImplementation(() => {});

  beforeAll(async () => {
    server = createServer((req, res) => {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end('not here');
    });
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // A port that was free a moment ago: nothing listens there.
    const probe = createServer();
    await new Promise<void>((ok) => probe.listen(0, '127.0.0.1', ok));
    refusedPort = (probe.address() as AddressInfo).port;
    await new Promise((ok) => probe.close(ok));
  });
  afterAll(async () => {
    errorSpy.mockRestore();
    warnSpy.mockRestore();
    await new Promise((ok) => server.close(ok));
  });

  const fallback = () => ({
    bootstrap: async () => {},
    mount: async () => 'fallback',
    unmount: async () => {},
  });

  it('resolves a remote whose manifest cannot be fetched to the fallback module carrying the error', async () => {
    const mf = createInstance({
      name: 'shell_test_a',
      remotes: [{ name: 'down', entry: `http://127.0.0.1:${refusedPort}/mf-manifest.json` }],
      plugins: [fallbackPlugin(fallback)],
    });
    const mod = (await mf.loadRemote('down/app')) as ReturnType<typeof fallback>;
    expect(await mod.mount()).toBe('fallback');
    const error = loadErrorOf(mod);
    expect(error).toBeInstanceOf(Error);
    expect(isNetworkError(error)).toBe(true);
  });

  it('falls back for a manifest that is not JSON (a 404 page)', async () => {
    const mf = createInstance({
      name: 'shell_test_b',
      remotes: [{ name: 'missing', entry: `${base}/remotes/missing/mf-manifest.json` }],
      plugins: [fallbackPlugin(fallback)],
    });
    const mod = await mf.loadRemote('missing/app');
    expect(loadErrorOf(mod)).toBeDefined();
  });

  it('without the plugin the same load rejects', async () => {
    const mf = createInstance({
      name: 'shell_test_c',
      remotes: [{ name: 'down', entry: `http://127.0.0.1:${refusedPort}/mf-manifest.json` }],
    });
    await expect(mf.loadRemote('down/app')).rejects.toThrow(/RUNTIME-003/);
  });
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createInstance } from '@module-federation/enhanced/runtime';
import type { RemoteEntry } from '@switchyard/client';
import { canaryFallback, type LoadFailureReport } from './canaryFallback';
import { fallbackPlugin } from './fallbackPlugin';
import { loadRemoteApp } from './loadRemoteApp';
import { isLoadFailure } from './remoteFailure';

// A remote entry as the runtime loads one in Node: a container whose ./app says which version it is.
const containerScript = (version: string) => `
module.exports = {
  init() {},
  get(expose) {
    return Promise.resolve(() => ({ version: ${JSON.stringify(version)}, expose, mount() {}, unmount() {} }));
  },
};`;

describe('canary fallback with the Module Federation runtime', () => {
  let server: Server;
  let base: string;
  const requested: string[] = [];
  const sleep = jest.fn(async (_ms: number) => {});
  let instance = 0;

  beforeAll(async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    server = createServer((req, res) => {
      requested.push(req.url!);
      const live = /^\/remotes\/org\/(0\.1\.0-live)\/remoteEntry\.js$/.exec(req.url!);
      if (live) {
        res.writeHead(200, { 'Content-Type': 'text/javascript' });
        res.end(containerScript(live[1]));
        return;
      }
      res.writeHead(404, { 'Content-Type': 'application/json' });
      res.end('{"error":"No such file in this remote."}');
    });
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await new Promise((ok) => server.close(ok));
  });
  beforeEach(() => {
    requested.length = 0;
    sleep.mockClear();
  });

  function setUp(remote: RemoteEntry) {
    const fallback = () => ({ bootstrap: async () => {}, mount: async () => {}, unmount: async () => {} });
    const mf = createInstance({
      name: `shell_canary_${++instance}`,
      remotes: [{ name: remote.name, entry: remote.entry }],
      plugins: [fallbackPlugin(fallback)],
    });
    const reports: LoadFailureReport[] = [];
    const registerRemotes = jest.fn(mf.registerRemotes.bind(mf));
    const toLive = canaryFallback([remote], {
      registerRemotes,
      report: async (failure) => void reports.push(failure),
    });
    const load = () =>
      loadRemoteApp((id) => mf.loadRemote(id), remote.name, {
        sleep,
        switchEntry: () => toLive(remote.name),
      });
    return { mf, load, reports, registerRemotes };
  }

  it('loads the live version when the canary is not there, and reports it once', async () => {
    // A chunk the canary loaded before it failed: the live version must not install it as its own.
    (globalThis as Record<string, unknown>).webpackChunkorg = [[[68], {}]];
    const { mf, load, reports } = setUp({
      name: 'org',
      entry: `${base}/remotes/org/0.2.0-canary/mf-manifest.json`,
      fallback: `${base}/remotes/org/0.1.0-live/remoteEntry.js`,
      version: '0.2.0-canary',
      routes: ['/organizations'],
    });

    const mod = await load();
    expect((globalThis as Record<string, unknown>).webpackChunkorg).toBeUndefined();
    expect(isLoadFailure(mod)).toBe(false);
    expect(mod).toMatchObject({ version: '0.1.0-live', expose: './app' });
    expect(reports).toEqual([{ remote: 'org', version: '0.2.0-canary' }]);
    // The gateway's 404 for the canary's manifest is not worth a retry.
    expect(requested).toEqual([
      '/remotes/org/0.2.0-canary/mf-manifest.json',
      '/remotes/org/0.1.0-live/remoteEntry.js',
    ]);
    expect(mf.options.remotes).toEqual([
      expect.objectContaining({ name: 'org', entry: `${base}/remotes/org/0.1.0-live/remoteEntry.js` }),
    ]);

    // The next load (another visit to the route) goes straight to the live version, reported no more.
    await expect(load()).resolves.toMatchObject({ version: '0.1.0-live' });
    expect(reports).toHaveLength(1);
  });

  it('falls back only after the retries of a canary that does not answer', async () => {
    const probe = createServer();
    await new Promise<void>((ok) => probe.listen(0, '127.0.0.1', ok));
    const refusedPort = (probe.address() as AddressInfo).port;
    await new Promise((ok) => probe.close(ok));
    const { load, reports } = setUp({
      name: 'org',
      entry: `http://127.0.0.1:${refusedPort}/remotes/org/0.2.0-canary/mf-manifest.json`,
      fallback: `${base}/remotes/org/0.1.0-live/remoteEntry.js`,
      version: '0.2.0-canary',
      routes: ['/organizations'],
    });
    await expect(load()).resolves.toMatchObject({ version: '0.1.0-live' });
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([500, 1500]);
    expect(reports).toEqual([{ remote: 'org', version: '0.2.0-canary' }]);
  });

  it('shows the error page when the live version fails too, having reported the canary once', async () => {
    const { load, reports, registerRemotes } = setUp({
      name: 'org',
      entry: `${base}/remotes/org/0.2.0-canary/mf-manifest.json`,
      fallback: `${base}/remotes/org/0.0.9-gone/mf-manifest.json`,
      version: '0.2.0-canary',
      routes: ['/organizations'],
    });
    expect(isLoadFailure(await load())).toBe(true);
    expect(isLoadFailure(await load())).toBe(true);
    expect(registerRemotes).toHaveBeenCalledTimes(1);
    expect(reports).toEqual([{ remote: 'org', version: '0.2.0-canary' }]);
  });

  it('leaves a remote without a canary as it was: the stand-in, no report', async () => {
    const { load, reports, registerRemotes } = setUp({
      name: 'org',
      entry: `${base}/remotes/org/0.1.0-broken/mf-manifest.json`,
      version: '0.1.0-broken',
      routes: ['/organizations'],
    });
    expect(isLoadFailure(await load())).toBe(true);
    expect(registerRemotes).not.toHaveBeenCalled();
    expect(reports).toEqual([]);
  });
});

describe('canaryFallback', () => {
  let errorSpy: jest.SpyInstance;
  beforeEach(() => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  const canary: RemoteEntry = {
    name: 'org',
    entry: '/remotes/org/0.2.0-b/mf-manifest.json',
    fallback: '/remotes/org/0.1.0-a/mf-manifest.json',
    version: '0.2.0-b',
    routes: ['/organizations'],
  };

  it('switches each canary once and only canaries', () => {
    const registerRemotes = jest.fn();
    const report = jest.fn(async () => {});
    const plain = { name: 'review', entry: '/remotes/review/mf-manifest.json', routes: ['/reviews'] };
    const toLive = canaryFallback([canary, plain], { registerRemotes, report });
    expect(toLive('review')).toBe(false);
    expect(toLive('unknown')).toBe(false);
    expect(toLive('org')).toBe(true);
    expect(toLive('org')).toBe(false);
    expect(registerRemotes.mock.calls).toEqual([
      [[{ name: 'org', entry: '/remotes/org/0.1.0-a/mf-manifest.json' }], { force: true }],
    ]);
    expect(report.mock.calls).toEqual([[{ remote: 'org', version: '0.2.0-b' }]]);
  });

  it('still switches when the report cannot be sent', async () => {
    const report = jest.fn(async () => {
      throw new Error('offline');
    });
    const toLive = canaryFallback([canary], { registerRemotes: jest.fn(), report });
    expect(toLive('org')).toBe(true);
    await new Promise((ok) => setImmediate(ok));
    expect(errorSpy).toHaveBeenCalledWith(
      '[shell] the load failure of org could not be reported',
      expect.any(Error),
    );
  });
});

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import tls from 'node:tls';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import type { Resolver } from './guardedAgent';
import { safeFetch, type SafeFetchCall, type SafeFetchOptions } from './safeFetch';
import { SafeFetchError } from './safeFetchError';

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

interface TestServer {
  server: Server;
  port: number;
  origin: string;
  hostPort: string;
  requests: { url: string; method: string; headers: IncomingMessage['headers']; body: string }[];
  connections: number;
}

const servers: TestServer[] = [];

async function startServer(handler: Handler): Promise<TestServer> {
  const ts = { requests: [], connections: 0 } as unknown as TestServer;
  ts.server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      ts.requests.push({ url: req.url ?? '', method: req.method ?? '', headers: req.headers, body });
      handler(req, res, body);
    });
  });
  ts.server.on('connection', () => ts.connections++);
  await new Promise<void>((resolve) => ts.server.listen(0, '127.0.0.1', resolve));
  ts.port = (ts.server.address() as AddressInfo).port;
  ts.origin = `http://127.0.0.1:${ts.port}`;
  ts.hostPort = `127.0.0.1:${ts.port}`;
  servers.push(ts);
  return ts;
}

afterAll(async () => {
  for (const s of servers) {
    s.server.closeAllConnections();
    await new Promise((resolve) => s.server.close(resolve));
  }
});

// Every socket undici opens goes through net.connect or tls.connect: counting them proves that a
// refused address was refused before any connection was attempted.
let connectSpy: jest.SpyInstance;
let tlsConnectSpy: jest.SpyInstance;
beforeEach(() => {
  connectSpy = jest.spyOn(net, 'connect');
  tlsConnectSpy = jest.spyOn(tls, 'connect');
});
afterEach(() => {
  connectSpy.mockRestore();
  tlsConnectSpy.mockRestore();
});
const connectAttempts = () =>
  [...connectSpy.mock.calls, ...tlsConnectSpy.mock.calls].map((c) => {
    const o = c[0] as { host?: string; port?: number };
    return `${o.host}:${o.port}`;
  });

async function failure(p: Promise<unknown>): Promise<SafeFetchError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof SafeFetchError) return err;
    throw err;
  }
  throw new Error('expected the call to fail');
}

const resolverOf = (table: Record<string, string[]>): Resolver & jest.Mock =>
  jest.fn(async (hostname: string) => {
    const found = table[hostname];
    if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  }) as Resolver & jest.Mock;

const noAllow: SafeFetchOptions = { allow: [] };

let ok: TestServer;
beforeAll(async () => {
  ok = await startServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end('{"ok":true}');
  });
});

describe('addresses', () => {
  it('reaches an allow-listed local server (the guard does not get in the way)', async () => {
    const res = await safeFetch(`${ok.origin}/status`, {}, { allow: [ok.hostPort] });
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(connectAttempts().length).toBeGreaterThan(0);
  });

  // Each form points at the live test server's port, so a guard that let one through would be seen.
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.1', 'loopback'],
    ['2130706433', 'loopback'],
    ['0x7f000001', 'loopback'],
    ['0177.0.0.1', 'loopback'],
    ['0x7f.0.0.1', 'loopback'],
    ['127.0.0.1.', 'loopback'],
    ['[::1]', 'loopback'],
    ['[0:0:0:0:0:0:0:1]', 'loopback'],
    ['[::ffff:127.0.0.1]', 'loopback'],
    ['[::ffff:7f00:1]', 'loopback'],
    ['0.0.0.0', 'unspecified'],
    ['0', 'unspecified'],
    ['[::]', 'unspecified'],
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.0.1', 'private'],
    ['192.168.0.1', 'private'],
    ['169.254.169.254', 'linkLocal'],
    ['169.254.1.1', 'linkLocal'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['100.127.255.254', 'carrierGradeNat'],
    ['[fd00::1]', 'uniqueLocal'],
    ['[fd12:3456::1]', 'uniqueLocal'],
    ['[fe80::1]', 'linkLocal'],
    ['[::ffff:169.254.169.254]', 'linkLocal'],
    ['[::ffff:10.0.0.1]', 'private'],
  ])('refuses http://%s before connecting (%s)', async (host, reason) => {
    const err = await failure(safeFetch(`http://${host}:${ok.port}/latest/meta-data/`, {}, noAllow));
    expect(err.code).toBe('blocked_address');
    expect(err.message).toContain(reason);
    expect(connectAttempts()).toEqual([]);
  });

  it('refuses the same forms over https', async () => {
    for (const host of ['127.1', '[::1]', '169.254.169.254', '10.0.0.1']) {
      expect((await failure(safeFetch(`https://${host}/`, {}, noAllow))).code).toBe('blocked_address');
    }
    expect(connectAttempts()).toEqual([]);
  });

  it('says why and names the setting that allows a private address', async () => {
    const literal = await failure(safeFetch(`http://127.0.0.1:${ok.port}/`, {}, noAllow));
    expect(literal.message).toBe(
      `Refused to connect to 127.0.0.1: loopback address. Partner APIs must be on public addresses; an operator ` +
        `running partners on a private network can allow this one with the setting SAFE_FETCH_ALLOW=127.0.0.1:${ok.port}.`,
    );
    const ipv6 = await failure(safeFetch(`https://[::1]/`, {}, noAllow));
    expect(ipv6.message).toContain('SAFE_FETCH_ALLOW=[::1]:443.');
  });

  it('refuses localhost through the system resolver', async () => {
    const err = await failure(safeFetch(`http://localhost:${ok.port}/`, {}, noAllow));
    expect(err.code).toBe('blocked_address');
    expect(err.message).toMatch(
      new RegExp(
        `^Refused to connect to localhost \\(.+\\): loopback address\\. .* SAFE_FETCH_ALLOW=localhost:${ok.port}\\.$`,
      ),
    );
    expect(connectAttempts()).toEqual([]);
    expect(ok.requests.filter((r) => r.url === '/' && r.method === 'GET')).toEqual([]);
  });

  it.each([
    ['loop.test', ['127.0.0.1']],
    ['loop6.test', ['::1']],
    ['mapped.test', ['::ffff:127.0.0.1']],
    ['private10.test', ['10.1.2.3']],
    ['private172.test', ['172.20.0.1']],
    ['private192.test', ['192.168.10.10']],
    ['metadata.test', ['169.254.169.254']],
    ['cgnat.test', ['100.64.12.34']],
    ['zero.test', ['0.0.0.0']],
    ['unspecified6.test', ['::']],
    ['ula.test', ['fd00::abcd']],
    ['mixed.test', ['10.0.0.1', '::1', '169.254.169.254']],
  ])('refuses %s, which resolves to %j, before connecting', async (name, addresses) => {
    const resolver = resolverOf({ [name]: addresses });
    const err = await failure(safeFetch(`http://${name}:${ok.port}/`, {}, { ...noAllow, resolver }));
    expect(err.code).toBe('blocked_address');
    expect(err.message).toContain(addresses[0]);
    expect(resolver).toHaveBeenCalledWith(name);
    expect(connectAttempts()).toEqual([]);
  });

  it('fails closed when the lookup fails, finds nothing or hangs', async () => {
    const throwing = resolverOf({});
    expect((await failure(safeFetch('http://nowhere.test/', {}, { resolver: throwing }))).code).toBe(
      'dns_failed',
    );
    const empty: Resolver = async () => [];
    expect((await failure(safeFetch('http://empty.test/', {}, { resolver: empty }))).code).toBe('dns_failed');
    const hanging: Resolver = () => new Promise(() => undefined);
    const err = await failure(safeFetch('http://slow-dns.test/', {}, { resolver: hanging, timeoutMs: 200 }));
    expect(err.code).toBe('timeout');
    expect(connectAttempts()).toEqual([]);
  });

  it('connects to the checked address of a name, and checks again on every new connection (DNS rebinding)', async () => {
    const closing = await startServer((_req, res) => {
      res.setHeader('connection', 'close');
      res.end('hi');
    });
    const answers = [['127.0.0.1'], ['10.0.0.7']];
    const resolver: Resolver = async () => (answers.shift() ?? ['10.0.0.7']).map((address) => ({ address }));
    const opts = { resolver, allow: [closing.hostPort] };
    // The allow-list entry is an address: a name that resolves to it is let through…
    const first = await safeFetch(`http://rebind.test:${closing.port}/`, {}, opts);
    expect(first.text()).toBe('hi');
    expect(connectAttempts()).toEqual([`127.0.0.1:${closing.port}`]);
    // …and when the next lookup answers a private address, that connection is refused.
    const err = await failure(safeFetch(`http://rebind.test:${closing.port}/`, {}, opts));
    expect(err.code).toBe('blocked_address');
    expect(err.message).toContain('10.0.0.7');
    expect(connectAttempts()).toEqual([`127.0.0.1:${closing.port}`]);
  });
});

describe('allow-list', () => {
  it('is per host:port: another port on the same host stays refused', async () => {
    const other = await startServer((_req, res) => res.end('other'));
    const opts = { allow: `${ok.hostPort}` };
    expect((await safeFetch(`${ok.origin}/`, {}, opts)).status).toBe(200);
    const err = await failure(safeFetch(`${other.origin}/`, {}, opts));
    expect(err.code).toBe('blocked_address');
    expect(other.connections).toBe(0);
  });

  it('takes the allow-list as SAFE_FETCH_ALLOW spells it, in any spelling of the address', async () => {
    const allow = `example.invalid:1, 127.1:${ok.port}`;
    expect((await safeFetch(`http://2130706433:${ok.port}/`, {}, { allow })).status).toBe(200);
    expect((await failure(safeFetch(`${ok.origin}/`, {}, noAllow))).code).toBe('blocked_address');
  });

  it('reads nothing from the environment: no allow option, nothing private is reached', async () => {
    const saved = process.env.SAFE_FETCH_ALLOW;
    process.env.SAFE_FETCH_ALLOW = ok.hostPort;
    try {
      expect((await failure(safeFetch(`${ok.origin}/`))).code).toBe('blocked_address');
    } finally {
      if (saved === undefined) delete process.env.SAFE_FETCH_ALLOW;
      else process.env.SAFE_FETCH_ALLOW = saved;
    }
  });

  it('lets an allow-listed name through with the system resolver', async () => {
    const res = await safeFetch(`http://localhost:${ok.port}/`, {}, { allow: [`localhost:${ok.port}`] });
    expect(res.status).toBe(200);
  });
});

describe('schemes and URLs', () => {
  it.each([
    'file:///etc/passwd',
    'ftp://example.com/file',
    'data:text/plain,hello',
    'javascript:alert(1)',
    'ws://example.com/',
    'gopher://127.0.0.1:6379/_INFO',
  ])('refuses %s', async (url) => {
    const err = await failure(safeFetch(url));
    expect(err.code).toBe('bad_scheme');
    expect(connectAttempts()).toEqual([]);
  });

  it('refuses what is not a URL, and URLs carrying credentials', async () => {
    expect((await failure(safeFetch('not a url'))).code).toBe('bad_url');
    expect((await failure(safeFetch('/relative/path'))).code).toBe('bad_url');
    expect(
      (await failure(safeFetch(`http://user:pw@${ok.hostPort}/`, {}, { allow: [ok.hostPort] }))).code,
    ).toBe('bad_url');
  });
});

describe('redirects', () => {
  let hub: TestServer;
  let side: TestServer;
  beforeAll(async () => {
    side = await startServer((req, res) => {
      const to = new URL(req.url ?? '/', 'http://x').searchParams.get('to');
      if (to) res.writeHead(307, { location: to }).end();
      else res.end(JSON.stringify({ auth: req.headers.authorization ?? null }));
    });
    hub = await startServer((req, res) => {
      const u = new URL(req.url ?? '/', 'http://x');
      const to = u.searchParams.get('to');
      const status = Number(u.searchParams.get('status') ?? 302);
      if (u.pathname === '/hop') {
        const n = Number(u.searchParams.get('n'));
        res.writeHead(302, { location: n > 0 ? `/hop?n=${n - 1}` : '/final' }).end();
      } else if (u.pathname === '/loop') {
        res.writeHead(302, { location: '/loop' }).end();
      } else if (to) {
        res.writeHead(status, { location: to }).end('moved');
      } else {
        res.end(
          JSON.stringify({ path: u.pathname, method: req.method, auth: req.headers.authorization ?? null }),
        );
      }
    });
  });
  const allow = () => [hub.hostPort, side.hostPort];

  it('follows a chain on allowed servers, re-checking each hop', async () => {
    const res = await safeFetch(`${hub.origin}/hop?n=3`, {}, { allow: allow() });
    expect(res.status).toBe(200);
    expect(res.url).toBe(`${hub.origin}/final`);
    expect(res.redirected).toBe(true);
    expect(res.redirects).toHaveLength(4);
  });

  it.each([
    'http://169.254.169.254/latest/meta-data/iam/security-credentials/',
    'http://127.1:1/',
    'http://[::1]/',
    'http://0x7f000001/',
    'http://10.0.0.1/admin',
    'http://[::ffff:127.0.0.1]/',
    'http://private.test/',
  ])('refuses a redirect to %s before connecting to it', async (to) => {
    const resolver = resolverOf({ 'private.test': ['192.168.0.10'] });
    const hop = `${hub.origin}/go?to=${encodeURIComponent(to)}`;
    const err = await failure(safeFetch(hop, {}, { allow: allow(), resolver }));
    expect(err.code).toBe('blocked_address');
    expect(err.url).toBe(new URL(to).href);
    expect(connectAttempts().every((a) => a === `127.0.0.1:${hub.port}`)).toBe(true);
  });

  it('refuses a refused address at the end of a longer chain across servers, whatever the status', async () => {
    for (const status of [301, 302, 303, 307, 308]) {
      const last = `${hub.origin}/go?status=${status}&to=${encodeURIComponent('http://169.254.169.254/')}`;
      const viaSide = `${side.origin}/bounce?to=${encodeURIComponent(last)}`;
      const first = `${hub.origin}/go?status=${status}&to=${encodeURIComponent(viaSide)}`;
      const err = await failure(safeFetch(first, { method: 'POST', body: 'x' }, { allow: allow() }));
      expect(err.code).toBe('blocked_address');
      expect(err.url).toBe('http://169.254.169.254/');
    }
    expect(side.requests.filter((r) => r.url.startsWith('/bounce'))).toHaveLength(5);
    expect(connectAttempts().every((a) => a === hub.hostPort || a === side.hostPort)).toBe(true);
  });

  it('refuses a redirect to another scheme', async () => {
    for (const to of ['file:///etc/passwd', 'ftp://example.com/', 'javascript:alert(1)']) {
      const err = await failure(
        safeFetch(`${hub.origin}/go?to=${encodeURIComponent(to)}`, {}, { allow: allow() }),
      );
      expect(err.code).toBe('bad_scheme');
    }
  });

  it('gives up after maxRedirects', async () => {
    expect((await failure(safeFetch(`${hub.origin}/loop`, {}, { allow: allow() }))).code).toBe(
      'too_many_redirects',
    );
    expect(
      (await failure(safeFetch(`${hub.origin}/hop?n=2`, {}, { allow: allow(), maxRedirects: 2 }))).code,
    ).toBe('too_many_redirects');
    expect((await safeFetch(`${hub.origin}/hop?n=1`, {}, { allow: allow(), maxRedirects: 2 })).status).toBe(
      200,
    );
  });

  it('keeps credentials on the same origin and drops them on another', async () => {
    const headers = { authorization: 'Bearer secret', 'IFTTT-Service-Key': 'key' };
    const same = await safeFetch(`${hub.origin}/go?to=/here`, { headers }, { allow: allow() });
    expect(same.json()).toMatchObject({ path: '/here', auth: 'Bearer secret' });
    const cross = await safeFetch(
      `${hub.origin}/go?to=${encodeURIComponent(`${side.origin}/there`)}`,
      { headers },
      { allow: allow() },
    );
    expect(cross.json()).toEqual({ auth: null });
    expect(side.requests.at(-1)!.headers['ifttt-service-key']).toBeUndefined();
  });

  it('turns POST into GET on 303 and keeps it on 307', async () => {
    const init = { method: 'POST', body: '{"a":1}', headers: { 'content-type': 'application/json' } };
    const r303 = await safeFetch(`${hub.origin}/go?status=303&to=/after`, init, { allow: allow() });
    expect(r303.json()).toMatchObject({ method: 'GET' });
    const r307 = await safeFetch(`${hub.origin}/go?status=307&to=/after`, init, { allow: allow() });
    expect(r307.json()).toMatchObject({ method: 'POST' });
    expect(hub.requests.at(-1)!.body).toBe('{"a":1}');
  });
});

describe('time-out and size cap', () => {
  it('times out a server that does not answer', async () => {
    const silent = await startServer(() => undefined);
    const t0 = Date.now();
    const err = await failure(
      safeFetch(`${silent.origin}/`, {}, { allow: [silent.hostPort], timeoutMs: 300 }),
    );
    expect(err.code).toBe('timeout');
    expect(Date.now() - t0).toBeLessThan(2_000);
  });

  it('times out a body that stalls after the headers', async () => {
    const stalling = await startServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('partial');
    });
    const err = await failure(
      safeFetch(`${stalling.origin}/`, {}, { allow: [stalling.hostPort], timeoutMs: 300 }),
    );
    expect(err.code).toBe('timeout');
  });

  it('stops reading past the size cap, declared or not', async () => {
    const big = await startServer((req, res) => {
      const size = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('size'));
      if (req.url?.includes('chunked')) {
        res.writeHead(200, { 'content-type': 'text/plain' });
        for (let sent = 0; sent < size; sent += 16_384) res.write('x'.repeat(Math.min(16_384, size - sent)));
        res.end();
      } else {
        res.end('x'.repeat(size));
      }
    });
    const opts = { allow: [big.hostPort], maxResponseBytes: 100_000 };
    expect((await failure(safeFetch(`${big.origin}/?size=100001`, {}, opts))).code).toBe('too_large');
    expect((await failure(safeFetch(`${big.origin}/chunked?size=3000000`, {}, opts))).code).toBe('too_large');
    expect((await safeFetch(`${big.origin}/?size=100000`, {}, opts)).body.length).toBe(100_000);
    expect((await safeFetch(`${big.origin}/chunked?size=100000`, {}, opts)).body.length).toBe(100_000);
  });

  it('unpacks gzip, deflate and br answers for the caller and the record, within the size cap', async () => {
    const json = JSON.stringify({ data: [{ title: 'Hello' }] });
    const packers: Record<string, (b: Buffer) => Buffer> = {
      gzip: gzipSync,
      deflate: deflateSync,
      br: brotliCompressSync,
    };
    const packed = await startServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      const encoding = url.searchParams.get('encoding') ?? 'gzip';
      const size = Number(url.searchParams.get('size') ?? 0);
      const raw = size ? Buffer.alloc(size, 'x') : Buffer.from(json);
      const body = encoding === 'lying' ? raw : packers[encoding]!(raw);
      res.writeHead(200, { 'content-encoding': encoding === 'lying' ? 'gzip' : encoding });
      res.end(body);
    });
    const calls: SafeFetchCall[] = [];
    const opts = {
      allow: [packed.hostPort],
      maxResponseBytes: 100_000,
      record: (c: SafeFetchCall) => void calls.push(c),
    };
    for (const encoding of ['gzip', 'deflate', 'br']) {
      const res = await safeFetch(`${packed.origin}/?encoding=${encoding}`, {}, opts);
      expect(res.json()).toEqual({ data: [{ title: 'Hello' }] });
      expect(res.headers.get('content-encoding')).toBe(encoding);
    }
    expect(calls.map((c) => c.responseBody)).toEqual([json, json, json]);
    // A few hundred compressed bytes that would unpack past the cap: refused like a big answer.
    expect((await failure(safeFetch(`${packed.origin}/?size=100001`, {}, opts))).code).toBe('too_large');
    expect((await safeFetch(`${packed.origin}/?size=100000`, {}, opts)).body.length).toBe(100_000);
    // A body that is not what its Content-Encoding says is kept as received.
    expect((await safeFetch(`${packed.origin}/?encoding=lying`, {}, opts)).text()).toBe(json);
  });

  it('has defaults of 10 s and 5 MB', async () => {
    const { SAFE_FETCH_DEFAULTS } = await import('./safeFetch');
    expect(SAFE_FETCH_DEFAULTS).toMatchObject({
      timeoutMs: 10_000,
      maxResponseBytes: 5 * 1024 * 1024,
      maxRedirects: 5,
    });
  });
});

describe('calls', () => {
  it('sends the method, headers and body', async () => {
    const echo = await startServer((req, res, body) =>
      res.end(JSON.stringify({ method: req.method, key: req.headers['ifttt-service-key'], body })),
    );
    const res = await safeFetch(
      `${echo.origin}/ifttt/v1/test/setup`,
      { method: 'post', headers: [['IFTTT-Service-Key', 'k1']], body: new TextEncoder().encode('{"x":1}') },
      { allow: [echo.hostPort] },
    );
    expect(res.json()).toEqual({ method: 'POST', key: 'k1', body: '{"x":1}' });
  });

  it('reports a refused connection on an allowed address', async () => {
    const gone = await startServer(() => undefined);
    gone.server.close();
    await new Promise((r) => setTimeout(r, 20));
    const err = await failure(safeFetch(`${gone.origin}/`, {}, { allow: [gone.hostPort] }));
    expect(err.code).toBe('connection_failed');
  });

  it("honours the caller's abort signal", async () => {
    const silent = await startServer(() => undefined);
    const ac = new AbortController();
    setTimeout(() => ac.abort(), 50);
    const err = await failure(
      safeFetch(`${silent.origin}/`, { signal: ac.signal }, { allow: [silent.hostPort] }),
    );
    expect(err.code).toBe('aborted');
  });

  it('records every call, answered, failed or refused', async () => {
    const calls: SafeFetchCall[] = [];
    const record = (c: SafeFetchCall) => {
      calls.push(c);
    };
    await safeFetch(
      `${ok.origin}/a`,
      { headers: { Authorization: 'Bearer t' } },
      { allow: [ok.hostPort], record },
    );
    await failure(safeFetch('http://169.254.169.254/', { method: 'POST', body: 'x' }, { record }));
    await failure(safeFetch('file:///etc/passwd', {}, { record }));
    expect(calls.map((c) => [c.method, c.url, c.status, c.error?.code ?? null])).toEqual([
      ['GET', `${ok.origin}/a`, 200, null],
      ['POST', 'http://169.254.169.254/', null, 'blocked_address'],
      ['GET', 'file:///etc/passwd', null, 'bad_scheme'],
    ]);
    expect(calls[0]).toMatchObject({
      requestHeaders: { authorization: 'Bearer t' },
      responseBody: '{"ok":true}',
      responseHeaders: expect.objectContaining({ 'content-type': 'application/json' }),
    });
    expect(calls[0]!.durationMs).toBeGreaterThan(0);
    expect(calls[1]!.requestBody).toBe('x');
  });

  it('still answers when recording fails', async () => {
    const record = () => Promise.reject(new Error('db down'));
    expect((await safeFetch(`${ok.origin}/`, {}, { allow: [ok.hostPort], record })).status).toBe(200);
  });
});

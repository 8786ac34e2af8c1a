import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Db, EventBus } from '@switchyard/server-kit';
import { createPartnerClient } from '@switchyard/server-kit/partner-client';
import { createScriptFetch, NO_API_URL_PREFIX, resolveScriptUrl } from './scriptFetch';
import { testSettings } from '@switchyard/server-kit/settings';

let server: Server;
let origin: string;
let hostPort: string;
const seen: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body });
      res.writeHead(req.url?.endsWith('/missing') ? 404 : 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ data: { path: req.url } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  hostPort = `127.0.0.1:${port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => (seen.length = 0));

/** The partner client's fetch reaching `allow`, its transaction logs' data pushed to `recorded`. */
function partnerFetch(allow: string, recorded: Record<string, unknown>[] = []) {
  const events = {
    publishAll: async (_db: unknown, _type: string, data: Record<string, unknown>[]) =>
      void recorded.push(...data),
  } as unknown as EventBus;
  return createPartnerClient({
    caller: 'service_config',
    db: {} as Db,
    events,
    internal: testSettings(),
    allow,
  }).fetch;
}
const LOG = {
  type: 'script',
  userId: 'user-1',
  serviceId: 'service-1',
  organizationId: 'org-1',
  moduleName: 'notes',
};

describe('resolveScriptUrl', () => {
  it('appends a path to the prefix and takes absolute URLs under it', () => {
    expect(resolveScriptUrl('https://api.example.com/', '/switchyard/v1/status')).toBe(
      'https://api.example.com/switchyard/v1/status',
    );
    expect(resolveScriptUrl('https://api.example.com/base', '/switchyard/v1/status')).toBe(
      'https://api.example.com/base/switchyard/v1/status',
    );
    expect(resolveScriptUrl('https://api.example.com/base', 'https://api.example.com/base/x?y=1')).toBe(
      'https://api.example.com/base/x?y=1',
    );
  });

  it('refuses anything outside the prefix', () => {
    const prefix = 'https://api.example.com/base';
    for (const url of [
      'https://other.example.com/base/x',
      'http://api.example.com/base/x',
      'https://api.example.com/basement',
      'https://api.example.com/elsewhere',
      '/../admin',
      '//evil.example/x',
      'https://user:pw@api.example.com/base/x',
      'file:///etc/passwd',
    ]) {
      expect(() => resolveScriptUrl(prefix, url)).toThrow(/only its service's API/);
    }
    expect(() => resolveScriptUrl(prefix, 42)).toThrow(TypeError);
    expect(() => resolveScriptUrl(null, '/x')).toThrow(NO_API_URL_PREFIX);
  });
});

describe('createScriptFetch', () => {
  it('calls the service with the protocol headers and the service key, and records the call', async () => {
    const calls: Record<string, unknown>[] = [];
    const fetch = createScriptFetch({
      apiUrlPrefix: origin,
      product: 'switchyard',
      serviceKey: 'key-123',
      partner: { fetch: partnerFetch(hostPort, calls), log: LOG },
    });
    const res = await fetch('/switchyard/v1/triggers/new_note', {
      method: 'post',
      headers: { 'X-Extra': 'yes', 'switchyard-service-key': 'forged' },
      body: { triggerFields: {}, limit: 1 },
    });
    expect(res).toMatchObject({ status: 200, ok: true, url: `${origin}/switchyard/v1/triggers/new_note` });
    expect(JSON.parse(res.body)).toEqual({ data: { path: '/switchyard/v1/triggers/new_note' } });
    expect(res.headers['content-type']).toBe('application/json');
    const got = seen[0];
    expect(got.method).toBe('POST');
    expect(JSON.parse(got.body)).toEqual({ triggerFields: {}, limit: 1 });
    expect(got.headers).toMatchObject({
      accept: 'application/json',
      'content-type': 'application/json',
      'x-extra': 'yes',
      'switchyard-service-key': 'key-123',
      'switchyard-channel-key': 'key-123',
    });
    expect(got.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ ...LOG, method: 'POST', status: 200 });
  });

  it('sends no key when the service has none, and resolves other statuses', async () => {
    const fetch = createScriptFetch({
      apiUrlPrefix: origin,
      product: 'ifttt',
      serviceKey: null,
      partner: { fetch: partnerFetch(hostPort), log: null },
    });
    const res = await fetch(`${origin}/ifttt/v1/missing`);
    expect(res).toMatchObject({ status: 404, ok: false });
    expect(seen[0].method).toBe('GET');
    expect(seen[0].headers['ifttt-service-key']).toBeUndefined();
  });

  it('rejects, without connecting, an address the guarded fetch refuses', async () => {
    const fetch = createScriptFetch({
      apiUrlPrefix: origin,
      product: 'switchyard',
      serviceKey: null,
      partner: { fetch: partnerFetch(''), log: null },
    });
    await expect(fetch('/switchyard/v1/status')).rejects.toThrow(/^fetch failed \(/);
    expect(seen).toHaveLength(0);
  });

  it("rejects an answer over the call's size cap with the guarded fetch's code", async () => {
    const fetch = createScriptFetch({
      apiUrlPrefix: origin,
      product: 'switchyard',
      serviceKey: null,
      partner: { fetch: partnerFetch(hostPort), log: null, maxResponseBytes: 8 },
    });
    await expect(fetch('/big')).rejects.toThrow(
      'fetch failed (too_large): The response is larger than 8 bytes.',
    );
  });

  it(`allows a limited number of calls per run`, async () => {
    const fetch = createScriptFetch({
      apiUrlPrefix: origin,
      product: 'switchyard',
      serviceKey: null,
      maxCalls: 2,
      partner: { fetch: partnerFetch(hostPort), log: null },
    });
    await fetch('/a');
    await fetch('/b');
    await expect(fetch('/c')).rejects.toThrow('A script run may make at most 2 calls.');
    expect(seen.map((s) => s.url)).toEqual(['/a', '/b']);
  });

  it('checks what the script passes', async () => {
    const fetch = createScriptFetch({
      apiUrlPrefix: origin,
      product: 'switchyard',
      serviceKey: null,
      partner: { fetch: partnerFetch(hostPort), log: null },
    });
    await expect(fetch('/x', { method: 'GET /evil' })).rejects.toThrow('fetch: bad method.');
    await expect(fetch('/x', { headers: ['a'] })).rejects.toThrow(/headers must be an object/);
    await expect(fetch('/x', { headers: { a: {} } })).rejects.toThrow('fetch: header a must be a string.');
    expect(seen).toHaveLength(0);
  });
});

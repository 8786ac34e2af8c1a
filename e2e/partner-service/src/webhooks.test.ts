import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PartnerService } from './startPartnerService';
import { platform, request, startForTest } from './testing/client';
import { signatureProblem, webhookSignature } from './webhookRouter';

let service: PartnerService;
let api: ReturnType<typeof platform>;

beforeAll(async () => {
  service = await startForTest();
  api = platform(service);
});
afterAll(() => service.close());
afterEach(() => service.reset());

const webhook = {
  sent_at: '2025-01-01T09:00:00.000Z',
  data: { user_id: 'user_ada', connection_id: 'c1', trigger_id: 'daybook.new_journal_entry' },
  event_data: { ingredients: { title: 'Hello' } },
};
const now = () => Math.floor(Date.now() / 1000);

/** POSTs a webhook as the platform does: the raw body, the service key and its signature. */
function send(
  opts: {
    key?: string;
    signKey?: string;
    t?: number;
    raw?: string;
    requestId?: string;
    signature?: string;
  } = {},
) {
  const raw = opts.raw ?? JSON.stringify(webhook);
  const signature =
    opts.signature ?? webhookSignature(opts.signKey ?? 'demo-service-key', raw, opts.t ?? now());
  return request(`${api.base}/webhooks/trigger_subscription/fired`, {
    raw,
    headers: {
      'Switchyard-Service-Key': opts.key ?? 'demo-service-key',
      'X-Switchyard-Signature': signature,
      'X-Request-ID': opts.requestId ?? 'wh-1',
    },
  });
}

describe('webhooks from the platform', () => {
  it('accepts a signed webhook and records it', async () => {
    const res = await send();
    expect([res.status, res.body]).toEqual([200, { data: { received: true } }]);
    const recorded = await api.control('GET', '/webhooks');
    expect(recorded.body.data).toEqual([
      expect.objectContaining({
        type: 'trigger_subscription/fired',
        requestId: 'wh-1',
        verified: true,
        status: 200,
        body: webhook,
      }),
    ]);
  });

  it('refuses a wrong key, a wrong, malformed or missing signature and an old one with 401', async () => {
    const refusals = [
      await send({ key: 'wrong' }),
      await send({ signKey: 'another-key' }),
      await send({ signature: 't=1,v1=zz' }),
      await send({ signature: '' }),
      await send({ t: now() - 301 }),
    ];
    expect(refusals.map((r) => r.status)).toEqual([401, 401, 401, 401, 401]);
    expect(refusals.map((r) => r.body.errors[0].message)).toEqual([
      'Invalid or missing service key.',
      'The signature does not match.',
      'Malformed signature.',
      'Missing signature.',
      'The signature is too old.',
    ]);
    // A body changed after signing does not match either.
    const raw = JSON.stringify(webhook);
    const signature = webhookSignature('demo-service-key', raw, now());
    expect((await send({ raw: raw.replace('Hello', 'Hullo'), signature })).status).toBe(401);
    const recorded = (await api.control('GET', '/webhooks')).body.data;
    expect(recorded.every((w: { verified: boolean }) => !w.verified)).toBe(true);
  });

  it('checks the signature over the exact bytes', () => {
    const raw = '{"a":1}';
    expect(signatureProblem(webhookSignature('k', raw, 1000), 'k', raw, 1000 * 1000)).toBeNull();
    expect(signatureProblem(webhookSignature('k', raw, 1000), 'k', '{"a": 1}', 1000 * 1000)).toBe(
      'The signature does not match.',
    );
  });

  it('fails each webhook twice in webhook_fail_twice, and every one in webhook_errors', async () => {
    service.setMode(['webhook_fail_twice']);
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await send({ requestId: 'a' })).status);
    statuses.push((await send({ requestId: 'b' })).status);
    expect(statuses).toEqual([500, 500, 200, 500]);
    service.setMode(['webhook_errors']);
    expect((await send({ requestId: 'a' })).status).toBe(500);
  });
});

describe('POST /_control/connect_api', () => {
  let platformServer: Server;
  const seen: { method?: string; url?: string; headers: IncomingMessage['headers']; body: string }[] = [];

  beforeAll(async () => {
    platformServer = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        seen.push({ method: req.method, url: req.url, headers: req.headers, body });
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ data: [{ id: 'en_1' }] }));
      });
    });
    await new Promise<void>((r) => platformServer.listen(0, '127.0.0.1', r));
  });
  afterAll(() => new Promise((r) => platformServer.close(r)));

  it('needs the platform URL and a well-formed call', async () => {
    expect((await api.control('POST', '/connect_api', { connection_id: 'c', user_id: 'u' })).status).toBe(
      400,
    );
    const call = { connection_id: 'c', user_id: 'u', type: 'action', module: 'daybook.x' };
    const noPlatform = await api.control('POST', '/connect_api', call);
    expect(noPlatform.status).toBe(400);
    expect((await api.control('POST', '/connect_api', { ...call, type: 'trigger' })).status).toBe(400);
  });

  it("calls the platform's Connect API with the service key and records the answer", async () => {
    service.setPlatformUrl(`http://127.0.0.1:${(platformServer.address() as AddressInfo).port}/`);
    const res = await api.control('POST', '/connect_api', {
      connection_id: 'c-1',
      user_id: 'user_ada',
      type: 'action',
      module: 'daybook.create_journal_entry',
      fields: { title: 'Hi' },
      request_id: 'r-1',
    });
    expect(res.body.data).toMatchObject({
      status: 200,
      answer: { data: [{ id: 'en_1' }] },
      requestId: 'r-1',
    });
    await api.control('POST', '/connect_api', {
      connection_id: 'c-1',
      user_id: 'user_ada',
      type: 'query',
      module: 'daybook.search_journal_entries',
      limit: 2,
    });
    expect(seen.map((s) => [s.method, s.url])).toEqual([
      ['POST', '/v2/connections/c-1/actions/daybook.create_journal_entry/run?user_id=user_ada'],
      ['POST', '/v2/connections/c-1/queries/daybook.search_journal_entries/perform?user_id=user_ada'],
    ]);
    expect(seen[0].headers['switchyard-service-key']).toBe('demo-service-key');
    expect(seen[0].headers['x-request-id']).toBe('r-1');
    expect(JSON.parse(seen[0].body)).toEqual({ fields: { title: 'Hi' } });
    expect(JSON.parse(seen[1].body)).toEqual({ fields: {}, limit: 2, cursor: null });
    const recorded = await api.control('GET', '/connect_api');
    expect(recorded.body.data.map((c: { status: number }) => c.status)).toEqual([200, 200]);
  });
});

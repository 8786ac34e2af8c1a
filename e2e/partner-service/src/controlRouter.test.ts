import type { PartnerService } from './startPartnerService';
import { platform, request, startForTest } from './testing/client';

let service: PartnerService;
let api: ReturnType<typeof platform>;

beforeAll(async () => {
  service = await startForTest();
  api = platform(service);
});
afterAll(() => service.close());
afterEach(() => service.reset());

describe('/_control', () => {
  it('needs the service key', async () => {
    for (const [method, path] of [
      ['GET', '/mode'],
      ['POST', '/mode'],
      ['POST', '/reset'],
      ['GET', '/requests'],
      ['POST', '/api-tokens'],
      ['POST', '/entries'],
      ['GET', '/actions'],
      ['GET', '/webhooks'],
      ['POST', '/connect_api'],
      ['GET', '/connect_api'],
    ]) {
      const res = await request(`${service.url}/_control${path}`, {
        method,
        headers: { 'Switchyard-Service-Key': 'wrong' },
      });
      expect([path, res.status]).toEqual([path, 401]);
    }
  });

  it('reads and sets modes, refusing unknown names and bad delays', async () => {
    const read = await api.control('GET', '/mode');
    expect(read.body.data).toEqual({
      modes: [],
      delayMs: 200,
      known: expect.arrayContaining(['wrong_order', 'slow']),
    });
    expect((await api.control('POST', '/mode', { modes: ['explode'] })).status).toBe(400);
    expect((await api.control('POST', '/mode', { modes: ['slow'], delayMs: -1 })).status).toBe(400);
    expect(
      (await api.control('POST', '/mode', { modes: 'wrong_order,missing_meta' })).body.data.modes,
    ).toEqual(['wrong_order', 'missing_meta']);
    expect([...service.state.modes]).toEqual(['wrong_order', 'missing_meta']);
    expect((await api.control('POST', '/mode', { modes: [] })).body.data.modes).toEqual([]);
  });

  it('resets modes, data, trigger identities and the request log, keeping tokens', async () => {
    const apiToken = service.issueApiToken();
    await api.control('POST', '/mode', { modes: ['skip_actions'], delayMs: 5 });
    await api.userCall('POST', '/triggers/new_journal_entry', apiToken, {
      trigger_identity: 'ti-1',
      triggerFields: {},
    });
    service.state.dataOf('user_ada').entries.length = 0;
    const reset = await api.control('POST', '/reset');
    expect(reset.body.data).toMatchObject({ modes: [], delayMs: 200 });
    expect(service.state.triggerIdentities.size).toBe(0);
    expect(service.state.requests).toHaveLength(0);
    expect(service.state.dataOf('user_ada').entries).toHaveLength(15);
    expect((await api.userCall('GET', '/user/info', apiToken)).status).toBe(200);
  });

  it('lists recorded protocol requests (not control calls) and trigger identities', async () => {
    await api.userCall(
      'POST',
      '/triggers/new_journal_entry',
      'demo-api-token',
      { trigger_identity: 'ti-2', triggerFields: {} },
      {
        'Switchyard-Test-Mode': '1',
      },
    );
    const requests = await api.control('GET', '/requests');
    expect(requests.body.data).toHaveLength(1);
    expect(requests.body.data[0]).toMatchObject({
      method: 'POST',
      path: '/switchyard/v1/triggers/new_journal_entry',
      status: 200,
      testMode: true,
      body: { trigger_identity: 'ti-2', triggerFields: {} },
    });
    const identities = await api.control('GET', '/trigger-identities');
    expect(identities.body.data).toEqual([
      expect.objectContaining({
        trigger_identity: 'ti-2',
        slug: 'new_journal_entry',
        userId: 'user_ada',
        polls: 1,
      }),
    ]);
  });

  it('issues API tokens and refuses unknown users', async () => {
    const res = await api.control('POST', '/api-tokens', {});
    expect(res.body.data).toEqual({ token: expect.stringMatching(/^api_/), user_id: 'user_ada' });
    expect((await api.control('POST', '/api-tokens', { user_id: 'user_nobody' })).status).toBe(400);
  });

  it('answers 404 to an unknown control', async () => {
    expect((await api.control('GET', '/nothing')).status).toBe(404);
  });

  it('writes an entry that the trigger then answers first, and tells the platform about it', async () => {
    const heard: { key: string | undefined; body: unknown }[] = [];
    const platformApp = (await import('express')).default();
    platformApp.post('/switchyard/v1/notifications', (await import('express')).default.json(), (req, res) => {
      heard.push({ key: req.get('switchyard-service-key'), body: req.body });
      res.json({ data: { polling: 1 } });
    });
    const server = platformApp.listen(0);
    const port = (server.address() as { port: number }).port;
    try {
      const written = await api.control('POST', '/entries', {
        title: 'Fresh news',
        mood: 'happy',
        notify_url: `http://127.0.0.1:${port}`,
      });
      expect(written.status).toBe(201);
      expect(written.body.data).toMatchObject({ title: 'Fresh news', mood: 'happy', notified: 200 });
      expect(heard).toEqual([{ key: 'demo-service-key', body: { data: [{ user_id: 'user_ada' }] } }]);
      const items = await api.userCall('POST', '/triggers/new_journal_entry', 'demo-api-token', {
        trigger_identity: 'ti',
        triggerFields: { mood: 'any' },
      });
      expect(items.body.data[0]).toMatchObject({ title: 'Fresh news', meta: { id: written.body.data.id } });
      expect((await api.control('POST', '/entries', { user_id: 'nobody' })).status).toBe(400);
    } finally {
      server.close();
    }
  });

  it('runs an action once per X-Request-ID and lists the runs', async () => {
    const send = () =>
      api.userCall(
        'POST',
        '/actions/create_journal_entry',
        'demo-api-token',
        { actionFields: { title: 'Once' } },
        {
          'X-Request-ID': '3b7c8a52-5f0e-4b1e-9a7e-2f1d6c4b8e90',
        },
      );
    const first = await send();
    const again = await send();
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const runs = await api.control('GET', '/actions');
    expect(runs.body.data).toEqual([
      expect.objectContaining({ slug: 'create_journal_entry', fields: { title: 'Once' }, status: 200 }),
    ]);
    expect(runs.body.total).toBe(1);
    expect((await api.control('GET', '/actions?since=1')).body).toEqual({ data: [], total: 1 });
    expect((await api.control('GET', '/actions?since=-1')).status).toBe(400);
  });
});

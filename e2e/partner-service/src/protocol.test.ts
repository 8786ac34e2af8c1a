import { SAMPLES } from './catalog';
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

describe('status', () => {
  it('answers 200 with the service key', async () => {
    const res = await api.serviceCall('GET', '/status');
    expect(res.status).toBe(200);
  });

  it('accepts the older channel-key header', async () => {
    const res = await request(`${api.base}/status`, {
      headers: { 'Switchyard-Channel-Key': 'demo-service-key' },
    });
    expect(res.status).toBe(200);
  });

  it('refuses a missing or wrong key with 401 and an errors list', async () => {
    expect((await request(`${api.base}/status`)).status).toBe(401);
    const wrong = await request(`${api.base}/status`, { headers: { 'Switchyard-Service-Key': 'nope' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body.errors[0].message).toEqual(expect.any(String));
  });
});

describe('test/setup', () => {
  it('hands out a working token and samples for every trigger, action and query', async () => {
    const res = await api.serviceCall('POST', '/test/setup');
    expect(res.status).toBe(200);
    const { accessToken, samples } = res.body.data;
    expect(samples).toEqual(SAMPLES);
    expect(Object.keys(samples.triggers).sort()).toEqual([
      'new_journal_entry',
      'new_photo_in_album',
      'new_photo_taken_near',
    ]);
    expect(Object.keys(samples.actions).sort()).toEqual(['add_photo_to_album', 'create_journal_entry']);
    expect(Object.keys(samples.queries).sort()).toEqual(['list_album_photos', 'search_journal_entries']);
    expect(samples.actionRecordSkipping.add_photo_to_album).toBeDefined();
    const info = await api.userCall('GET', '/user/info', accessToken);
    expect(info.body.data).toMatchObject({ id: 'user_grace', name: 'Grace Hopper' });
  });

  it('needs the service key', async () => {
    expect((await request(`${api.base}/test/setup`, { method: 'POST' })).status).toBe(401);
  });
});

describe('user/info', () => {
  it('answers name, a stable id and a url', async () => {
    const first = await api.userCall('GET', '/user/info', 'demo-api-token');
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({
      name: 'Ada Lovelace',
      id: 'user_ada',
      url: `${service.url}/users/ada`,
    });
    const again = await api.userCall('GET', '/user/info', service.issueApiToken());
    expect(again.body.data.id).toBe('user_ada');
  });

  it('answers 401 without a token, with an unknown token, or with a wrong service key', async () => {
    expect((await request(`${api.base}/user/info`)).status).toBe(401);
    const bad = await api.userCall('GET', '/user/info', 'not-a-token');
    expect(bad.status).toBe(401);
    expect(bad.headers.get('www-authenticate')).toMatch(/Bearer/);
    expect(bad.body.errors[0].message).toEqual(expect.any(String));
    const wrongKey = await api.userCall('GET', '/user/info', 'demo-api-token', undefined, {
      'Switchyard-Service-Key': 'wrong',
    });
    expect(wrongKey.status).toBe(401);
  });

  it('works with the right service key sent as well', async () => {
    const res = await api.userCall('GET', '/user/info', 'demo-api-token', undefined, {
      'Switchyard-Service-Key': 'demo-service-key',
    });
    expect(res.status).toBe(200);
  });
});

describe('every request', () => {
  it('echoes X-Request-ID and records the request with its test-mode flag', async () => {
    const res = await api.serviceCall('GET', '/status', undefined, {
      'X-Request-ID': '4b1d4f0e-2f5b-4c1e-9a59-0e2f3a1c5d6e',
      'Switchyard-Test-Mode': '1',
    });
    expect(res.headers.get('x-request-id')).toBe('4b1d4f0e-2f5b-4c1e-9a59-0e2f3a1c5d6e');
    const recorded = service.state.requests.at(-1);
    expect(recorded).toMatchObject({
      method: 'GET',
      path: '/switchyard/v1/status',
      status: 200,
      testMode: true,
    });
    expect(recorded?.headers['x-request-id']).toBe('4b1d4f0e-2f5b-4c1e-9a59-0e2f3a1c5d6e');
  });

  it('answers 404 with an errors list for an unknown endpoint', async () => {
    const res = await api.userCall('POST', '/nothing/here', 'demo-api-token', {});
    expect(res.status).toBe(404);
    expect(res.body.errors[0].message).toMatch(/No such endpoint/);
  });

  it('answers 400 to a body that is not JSON', async () => {
    const res = await request(`${api.base}/triggers/new_journal_entry`, {
      headers: { Authorization: 'Bearer demo-api-token' },
      raw: '{"trigger_identity":',
      method: 'POST',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toMatch(/not valid JSON/);
  });
});

describe('another product slug', () => {
  it('serves /ifttt/v1 and reads IFTTT-Service-Key', async () => {
    const ifttt = await startForTest({ product: 'ifttt', serviceKey: 'k-123' });
    try {
      expect(ifttt.settings.serviceKeyHeader).toBe('IFTTT-Service-Key');
      const ok = await request(`${ifttt.url}/ifttt/v1/status`, { headers: { 'IFTTT-Service-Key': 'k-123' } });
      expect(ok.status).toBe(200);
      const wrongPrefix = await request(`${ifttt.url}/ifttt/v1/status`, {
        headers: { 'Switchyard-Service-Key': 'k-123' },
      });
      expect(wrongPrefix.status).toBe(401);
      expect((await request(`${ifttt.url}/switchyard/v1/status`)).status).toBe(404);
    } finally {
      await ifttt.close();
    }
  });
});

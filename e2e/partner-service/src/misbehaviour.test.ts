import { MISBEHAVIOURS, parseMisbehaviours } from './misbehaviour';
import type { PartnerService } from './startPartnerService';
import { platform, request, startForTest } from './testing/client';

let service: PartnerService;
let api: ReturnType<typeof platform>;
const token = 'demo-api-token';
const album = { trigger_identity: 'ti', triggerFields: { album: 'album_lisbon' } };

beforeAll(async () => {
  service = await startForTest();
  api = platform(service);
});
afterAll(() => service.close());
afterEach(() => service.reset());

const poll = (body: Record<string, unknown>) =>
  api.userCall('POST', '/triggers/new_photo_in_album', token, body);
const stamps = (res: any) => res.body.data.map((i: any) => i.meta.timestamp);

async function tokensFor(flavour: string) {
  const auth = await request(
    `${service.url}/oauth2/${flavour}/authorize?auto=1&client_id=switchyard-demo-client&response_type=code&state=s&redirect_uri=${encodeURIComponent('http://localhost:8080/my_services/daybook/callback')}`,
  );
  const code = new URL(auth.headers.get('location') as string).searchParams.get('code') as string;
  return request(`${service.url}/oauth2/${flavour}/token`, {
    form: {
      grant_type: 'authorization_code',
      code,
      redirect_uri: 'http://localhost:8080/my_services/daybook/callback',
      client_id: 'switchyard-demo-client',
      client_secret: 'demo-client-secret',
    },
  });
}

const refresh = (refreshToken: string) =>
  request(`${service.url}/oauth2/token`, {
    form: {
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: 'switchyard-demo-client',
      client_secret: 'demo-client-secret',
    },
  });

describe('trigger misbehaviours', () => {
  it('wrong_order: the newest items, oldest first', async () => {
    const good = await poll({ ...album, limit: 3 });
    service.setMode(['wrong_order']);
    const bad = await poll({ ...album, limit: 3 });
    expect(stamps(bad)).toEqual([...stamps(good)].reverse());
  });

  it('fresh_ids: the same items with new ids on every poll', async () => {
    const ids = (res: { body: { data: { meta: { id: string } }[] } }) => res.body.data.map((i) => i.meta.id);
    const good = ids(await poll({ ...album, limit: 3 }));
    expect(ids(await poll({ ...album, limit: 3 }))).toEqual(good);
    service.setMode(['fresh_ids']);
    const first = ids(await poll({ ...album, limit: 3 }));
    const second = ids(await poll({ ...album, limit: 3 }));
    expect(first).toHaveLength(3);
    expect(first.some((id) => second.includes(id) || good.includes(id))).toBe(false);
  });

  it('missing_meta: items without meta', async () => {
    service.setMode(['missing_meta']);
    const res = await poll(album);
    expect(res.body.data.length).toBeGreaterThanOrEqual(3);
    expect(res.body.data.every((i: any) => i.meta === undefined && typeof i.title === 'string')).toBe(true);
  });

  it('too_few_items: one fewer than it should, at most 2, although more exist', async () => {
    service.setMode(['too_few_items']);
    expect((await poll({ ...album, limit: 1 })).body.data).toHaveLength(0);
    expect((await poll({ ...album, limit: 5 })).body.data).toHaveLength(2);
    expect((await poll(album)).body.data).toHaveLength(2);
  });

  it('ignore_limit: every item whatever the limit', async () => {
    service.setMode(['ignore_limit']);
    expect((await poll({ ...album, limit: 0 })).body.data).toHaveLength(8);
    expect((await poll({ ...album, limit: 1 })).body.data).toHaveLength(8);
  });
});

describe('answer misbehaviours', () => {
  it('unauthorized: 401 on every user call, even with a good token', async () => {
    service.setMode(['unauthorized']);
    for (const [method, path] of [
      ['GET', '/user/info'],
      ['POST', '/triggers/new_photo_in_album'],
      ['POST', '/actions/create_journal_entry'],
      ['POST', '/queries/list_album_photos'],
      ['POST', '/triggers/new_photo_in_album/fields/album/options'],
      ['POST', '/triggers/new_photo_in_album/fields/album/validate'],
    ]) {
      const body = method === 'GET' ? undefined : { ...album, actionFields: { title: 'x' } };
      const res = await api.userCall(method, path, token, body);
      expect([path, res.status]).toEqual([path, 401]);
    }
    expect((await api.serviceCall('GET', '/status')).status).toBe(200);
  });

  it('server_errors: 500 on every call but status and test/setup', async () => {
    service.setMode(['server_errors']);
    const trigger = await poll(album);
    expect(trigger.status).toBe(500);
    expect(trigger.body.errors[0].message).toMatch(/server_errors/);
    expect((await api.userCall('GET', '/user/info', token)).status).toBe(500);
    expect((await api.serviceCall('DELETE', '/triggers/new_photo_in_album/trigger_identity/ti')).status).toBe(
      500,
    );
    expect((await api.serviceCall('GET', '/status')).status).toBe(200);
    expect((await api.serviceCall('POST', '/test/setup')).status).toBe(200);
  });

  it('status_unavailable: status answers 503', async () => {
    service.setMode(['status_unavailable']);
    expect((await api.serviceCall('GET', '/status')).status).toBe(503);
  });

  it('slow: every protocol answer and the token endpoint wait delayMs', async () => {
    service.setMode(['slow'], { delayMs: 250 });
    let started = Date.now();
    expect((await api.serviceCall('GET', '/status')).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(240);
    started = Date.now();
    await refresh('nope');
    expect(Date.now() - started).toBeGreaterThanOrEqual(240);
    service.setMode([]);
    started = Date.now();
    await api.serviceCall('GET', '/status');
    expect(Date.now() - started).toBeLessThan(240);
  });

  it('slow: closing the service does not wait for sleeping answers', async () => {
    const sleepy = await startForTest({ modes: ['slow'], delayMs: 60_000 });
    const pending = request(`${sleepy.url}/switchyard/v1/status`).catch((e) => e);
    await new Promise((r) => setTimeout(r, 50));
    const started = Date.now();
    await sleepy.close();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(String(await pending)).toMatch(/fetch failed/);
  });

  it('bad_options_shape: options without label and value', async () => {
    service.setMode(['bad_options_shape']);
    const flat = await api.userCall('POST', '/triggers/new_photo_in_album/fields/album/options', token, {});
    expect(flat.status).toBe(200);
    expect(flat.body.data[0]).toEqual({ text: 'Summer in Lisbon', id: 'album_lisbon' });
    const nested = await api.userCall('POST', '/actions/add_photo_to_album/fields/album/options', token, {});
    expect(nested.body.data[0]).toMatchObject({ text: 'My albums', children: expect.any(Array) });
  });

  it('skip_actions: every action answers SKIP', async () => {
    service.setMode(['skip_actions']);
    const res = await api.userCall('POST', '/actions/create_journal_entry', token, {
      actionFields: { title: 'x' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({ status: 'SKIP' });
  });

  it('validation_always_valid: the invalid samples pass', async () => {
    service.setMode(['validation_always_valid']);
    const one = await api.userCall('POST', '/triggers/new_photo_in_album/fields/album/validate', token, {
      value: 'album_archive_2019',
    });
    expect(one.body.data).toEqual({ valid: true });
    const all = await api.userCall('POST', '/triggers/new_photo_in_album/validate', token, { values: {} });
    expect(all.body.data).toEqual({ album: { valid: true } });
  });
});

describe('protocol rules the endpoint test checks', () => {
  it('by default: a wrong service key gets 401, a trigger without triggerFields 400, an identity DELETE 200', async () => {
    const wrongKey = await api.serviceCall('GET', '/status', undefined, {
      [service.settings.serviceKeyHeader]: 'wrong',
    });
    expect(wrongKey.status).toBe(401);
    const noFields = await api.userCall('POST', '/triggers/new_journal_entry', token, {
      trigger_identity: 'ti',
    });
    expect(noFields.status).toBe(400);
    expect(noFields.body.errors[0].message).toBe('triggerFields is required.');
    expect((await api.serviceCall('DELETE', '/triggers/new_journal_entry/trigger_identity/ti')).status).toBe(
      200,
    );
  });

  it('accept_any_service_key: a wrong key is accepted', async () => {
    service.setMode(['accept_any_service_key']);
    const wrongKey = await api.serviceCall('GET', '/status', undefined, {
      [service.settings.serviceKeyHeader]: 'wrong',
    });
    expect(wrongKey.status).toBe(200);
  });

  it('lenient_trigger_fields: a trigger without triggerFields answers items', async () => {
    service.setMode(['lenient_trigger_fields']);
    const noFields = await api.userCall('POST', '/triggers/new_photo_in_album', token, {
      trigger_identity: 'ti',
    });
    expect(noFields.status).toBe(200);
  });

  it('no_trigger_identity_delete: the DELETE answers 404', async () => {
    service.setMode(['no_trigger_identity_delete']);
    expect((await api.serviceCall('DELETE', '/triggers/new_journal_entry/trigger_identity/ti')).status).toBe(
      404,
    );
  });
});

describe('action misbehaviours', () => {
  it('action_server_errors: actions answer 500 while triggers still work', async () => {
    service.setMode(['action_server_errors']);
    const action = await api.userCall('POST', '/actions/create_journal_entry', token, {
      actionFields: { title: 'x' },
    });
    expect(action.status).toBe(500);
    const trigger = await api.userCall('POST', '/triggers/new_journal_entry', token, {
      trigger_identity: 'ti',
      triggerFields: { mood: 'any' },
    });
    expect(trigger.status).toBe(200);
  });
});

describe('token misbehaviours', () => {
  it('expiring_refresh_tokens: a refresh token works once', async () => {
    service.setMode(['expiring_refresh_tokens']);
    const first = (await tokensFor('oauth_refresh_token')).body;
    const second = await refresh(first.refresh_token);
    expect(second.status).toBe(200);
    const again = await refresh(first.refresh_token);
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('invalid_grant');
    expect((await refresh(second.body.refresh_token)).status).toBe(200);
  });

  it('without it, an older refresh token keeps working', async () => {
    const first = (await tokensFor('oauth_refresh_token')).body;
    expect((await refresh(first.refresh_token)).status).toBe(200);
    expect((await refresh(first.refresh_token)).status).toBe(200);
  });

  it('short_lived_access_tokens: expires_in 1, and the token is refused after a second', async () => {
    service.setMode(['short_lived_access_tokens']);
    const tokens = (await tokensFor('oauth_refresh_token')).body;
    expect(tokens.expires_in).toBe(1);
    expect((await api.userCall('GET', '/user/info', tokens.access_token)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await api.userCall('GET', '/user/info', tokens.access_token)).status).toBe(401);
    const fresh = await refresh(tokens.refresh_token);
    expect((await api.userCall('GET', '/user/info', fresh.body.access_token)).status).toBe(200);
  });
});

describe('modes', () => {
  it('combine, replace each other, and are cleared by reset', async () => {
    service.setMode(['wrong_order', 'missing_meta']);
    expect([...service.state.modes]).toEqual(['wrong_order', 'missing_meta']);
    service.setMode(['skip_actions']);
    expect([...service.state.modes]).toEqual(['skip_actions']);
    service.reset();
    expect(service.state.modes.size).toBe(0);
  });

  it('can be set over HTTP with the service key', async () => {
    const set = await api.control('POST', '/mode', { modes: ['wrong_order', 'slow'], delayMs: 10 });
    expect(set.status).toBe(200);
    expect(set.body.data).toMatchObject({ modes: ['wrong_order', 'slow'], delayMs: 10 });
    const res = await poll({ ...album, limit: 3 });
    expect(stamps(res)).toEqual([...stamps(res)].sort((a: number, b: number) => a - b));
  });

  it('parse from lists and comma strings, refusing unknown names', () => {
    expect(parseMisbehaviours('wrong_order, slow,')).toEqual(['wrong_order', 'slow']);
    expect(parseMisbehaviours(['slow', 'slow'])).toEqual(['slow']);
    expect(() => parseMisbehaviours(['explode'])).toThrow(/unknown mode "explode"/);
    expect(() => parseMisbehaviours(3)).toThrow();
    expect(MISBEHAVIOURS).toHaveLength(20);
  });
});

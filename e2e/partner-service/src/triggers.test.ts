import { SAMPLES } from './catalog';
import type { PartnerService } from './startPartnerService';
import { platform, request, startForTest } from './testing/client';

let service: PartnerService;
let api: ReturnType<typeof platform>;
const token = 'demo-api-token';

beforeAll(async () => {
  service = await startForTest();
  api = platform(service);
});
afterAll(() => service.close());
afterEach(() => service.reset());

const poll = (slug: string, body: Record<string, unknown>, t = token) =>
  api.userCall('POST', `/triggers/${slug}`, t, body);

describe.each(Object.entries(SAMPLES.triggers))(
  'trigger %s with its sample fields',
  (slug, triggerFields) => {
    it('answers at least 3 items, newest first, each with a unique meta.id and an integer Unix timestamp', async () => {
      const res = await poll(slug, {
        trigger_identity: `ti-${slug}`,
        triggerFields,
        user: { timezone: 'Europe/Lisbon' },
      });
      expect(res.status).toBe(200);
      const items = res.body.data;
      expect(items.length).toBeGreaterThanOrEqual(3);
      const ids = items.map((i: any) => i.meta.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const item of items) {
        expect(Number.isInteger(item.meta.timestamp)).toBe(true);
        expect(item.meta.timestamp).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
        expect(item.meta.timestamp).toBeGreaterThan(1_600_000_000);
      }
      const stamps = items.map((i: any) => i.meta.timestamp);
      expect(stamps).toEqual([...stamps].sort((a, b) => b - a));
    });

    it('honours limit 0, 1 and the default of 50', async () => {
      const all = await poll(slug, { trigger_identity: 'ti', triggerFields });
      expect((await poll(slug, { trigger_identity: 'ti', triggerFields, limit: 0 })).body.data).toEqual([]);
      const one = await poll(slug, { trigger_identity: 'ti', triggerFields, limit: 1 });
      expect(one.body.data).toEqual([all.body.data[0]]);
      expect(all.body.data.length).toBeLessThanOrEqual(50);
    });

    it('ignores unknown keys', async () => {
      const res = await poll(slug, {
        trigger_identity: 'ti',
        triggerFields: { ...triggerFields, not_a_field: 'x' },
        limit: 2,
        user: { timezone: 'UTC', favourite_colour: 'green' },
        switchyard_source: { id: '42', url: 'https://platform.example/applets/42' },
        extra_key: { nested: true },
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toHaveLength(2);
    });

    it('answers 401 to a bad token', async () => {
      expect((await poll(slug, { trigger_identity: 'ti', triggerFields }, 'bad')).status).toBe(401);
    });
  },
);

describe('trigger ingredients', () => {
  it('gives photo ingredients of every value type: string, datetime, date, image_url, web_url', async () => {
    const res = await poll('new_photo_in_album', {
      trigger_identity: 'ti',
      triggerFields: { album: 'album_lisbon' },
      limit: 1,
      user: { timezone: 'Pacific/Kiritimati' },
    });
    const item = res.body.data[0];
    expect(item).toMatchObject({ album_name: 'Summer in Lisbon', place: 'Lisbon, Portugal' });
    expect(new Date(item.taken_at).toISOString()).toBe(item.taken_at);
    expect(item.taken_at).toBe(new Date(item.meta.timestamp * 1000).toISOString());
    const local = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Kiritimati' }).format(
      item.meta.timestamp * 1000,
    );
    expect(item.taken_on).toBe(local);
    expect(item.image_url).toBe(`${service.url}/images/${item.meta.id}.svg`);
    const image = await request(item.image_url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/image\/svg\+xml/);
    expect((await request(item.photo_url)).status).toBe(200);
  });

  it('gives journal entries with a date, a datetime and a page', async () => {
    const res = await poll('new_journal_entry', { trigger_identity: 'ti', triggerFields: { mood: 'calm' } });
    expect(res.body.data.length).toBeGreaterThanOrEqual(3);
    for (const item of res.body.data) {
      expect(item.mood).toBe('calm');
      expect(item.entry_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(item.entry_url).toMatch(`${service.url}/entries/`);
    }
  });

  it('finds photos near a place and none far away', async () => {
    const near = await poll('new_photo_taken_near', {
      trigger_identity: 'ti',
      triggerFields: { location: { lat: 51.4787, lng: -0.2956, radius: 3000 } },
    });
    expect(near.body.data.length).toBeGreaterThanOrEqual(3);
    expect(near.body.data.every((p: any) => p.album_name === 'Garden diary')).toBe(true);
    const far = await poll('new_photo_taken_near', {
      trigger_identity: 'ti',
      triggerFields: { location: { lat: 0, lng: 0, radius: 1000 } },
    });
    expect(far.body.data).toEqual([]);
  });

  it('shows a photo added by the action as the newest item', async () => {
    const added = await api.userCall('POST', '/actions/add_photo_to_album', token, {
      actionFields: { album: 'album_lisbon', image_url: 'https://example.com/x.jpg', caption: 'Just now' },
    });
    const res = await poll('new_photo_in_album', {
      trigger_identity: 'ti',
      triggerFields: { album: 'album_lisbon' },
      limit: 1,
    });
    expect(res.body.data[0]).toMatchObject({ title: 'Just now', meta: { id: added.body.data[0].id } });
  });

  it('keeps each user’s data apart', async () => {
    const setup = await api.serviceCall('POST', '/test/setup');
    const grace = setup.body.data.accessToken;
    const body = { trigger_identity: 'ti', triggerFields: { album: 'album_lisbon' } };
    const ids = (await poll('new_photo_in_album', body)).body.data.map((i: any) => i.meta.id);
    const graceIds = (await poll('new_photo_in_album', body, grace)).body.data.map((i: any) => i.meta.id);
    expect(ids.filter((id: string) => graceIds.includes(id))).toEqual([]);
  });
});

describe('trigger requests the service refuses', () => {
  it('answers 400 without a trigger_identity, without a required field, or with a bad limit', async () => {
    const missingIdentity = await poll('new_photo_in_album', { triggerFields: { album: 'album_lisbon' } });
    expect(missingIdentity.status).toBe(400);
    expect(missingIdentity.body.errors[0].message).toMatch(/trigger_identity/);
    const missingField = await poll('new_photo_in_album', { trigger_identity: 'ti', triggerFields: {} });
    expect(missingField.status).toBe(400);
    expect(missingField.body.errors[0].message).toMatch(/album/);
    for (const limit of [-1, 1.5, 'many']) {
      const res = await poll('new_journal_entry', { trigger_identity: 'ti', triggerFields: {}, limit });
      expect(res.status).toBe(400);
    }
  });

  it('answers 404 to an unknown trigger', async () => {
    expect((await poll('no_such_trigger', { trigger_identity: 'ti', triggerFields: {} })).status).toBe(404);
  });
});

describe('trigger identities', () => {
  it('remembers polled identities and forgets them on DELETE with the service key', async () => {
    await poll('new_journal_entry', { trigger_identity: 'ti-abc', triggerFields: { mood: 'happy' } });
    await poll('new_journal_entry', { trigger_identity: 'ti-abc', triggerFields: { mood: 'happy' } });
    expect(service.state.triggerIdentities.get('ti-abc')).toMatchObject({
      slug: 'new_journal_entry',
      userId: 'user_ada',
      triggerFields: { mood: 'happy' },
      polls: 2,
    });
    const del = await api.serviceCall('DELETE', '/triggers/new_journal_entry/trigger_identity/ti-abc');
    expect(del.status).toBe(200);
    expect(del.body.data).toEqual({ trigger_identity: 'ti-abc', removed: true });
    expect(service.state.triggerIdentities.has('ti-abc')).toBe(false);
  });

  it('also accepts the user’s token, answers 200 for an unknown identity, and 401 with no credentials', async () => {
    const del = await api.userCall('DELETE', '/triggers/new_journal_entry/trigger_identity/unknown', token);
    expect(del.status).toBe(200);
    expect(del.body.data.removed).toBe(false);
    const anonymous = await request(`${api.base}/triggers/new_journal_entry/trigger_identity/x`, {
      method: 'DELETE',
    });
    expect(anonymous.status).toBe(401);
  });
});

import { SAMPLES } from './catalog';
import type { PartnerService } from './startPartnerService';
import { platform, startForTest } from './testing/client';

let service: PartnerService;
let api: ReturnType<typeof platform>;
const token = 'demo-api-token';

beforeAll(async () => {
  service = await startForTest();
  api = platform(service);
});
afterAll(() => service.close());
afterEach(() => service.reset());

const isOption = (o: any) => typeof o.label === 'string' && typeof o.value === 'string';

describe('field options', () => {
  it('answers a flat list for a dynamic trigger dropdown, without archived albums', async () => {
    const res = await api.userCall('POST', '/triggers/new_photo_in_album/fields/album/options', token, {});
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      { label: 'Summer in Lisbon', value: 'album_lisbon' },
      { label: 'Garden diary', value: 'album_garden' },
      { label: 'Family', value: 'album_family' },
    ]);
  });

  it('serves the static mood list too', async () => {
    const res = await api.userCall('POST', '/triggers/new_journal_entry/fields/mood/options', token, {});
    expect(res.body.data.map((o: any) => o.value)).toEqual([
      'any',
      'happy',
      'calm',
      'adventurous',
      'reflective',
    ]);
    const action = await api.userCall('POST', '/actions/create_journal_entry/fields/mood/options', token, {});
    expect(action.body.data.every(isOption)).toBe(true);
    expect(action.body.data.map((o: any) => o.value)).not.toContain('any');
  });

  it('answers nested groups of {label, values} for the action album field', async () => {
    const res = await api.userCall('POST', '/actions/add_photo_to_album/fields/album/options', token, {
      values: {},
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      {
        label: 'My albums',
        values: [
          { label: 'Summer in Lisbon', value: 'album_lisbon' },
          { label: 'Garden diary', value: 'album_garden' },
        ],
      },
      { label: 'Shared with me', values: [{ label: 'Family', value: 'album_family' }] },
    ]);
  });

  it('serves query field options', async () => {
    const res = await api.userCall('POST', '/queries/list_album_photos/fields/album/options', token, {});
    expect(res.body.data[0]).toEqual({ label: 'All albums', value: 'all' });
    expect(res.body.data.every(isOption)).toBe(true);
  });

  it('answers 404 for a field without options, an unknown step or an unknown kind', async () => {
    for (const path of [
      '/actions/create_journal_entry/fields/title/options',
      '/triggers/nope/fields/album/options',
      '/widgets/new_photo_in_album/fields/album/options',
    ]) {
      expect((await api.userCall('POST', path, token, {})).status).toBe(404);
    }
  });

  it('answers 401 to a bad token', async () => {
    expect(
      (await api.userCall('POST', '/triggers/new_photo_in_album/fields/album/options', 'bad', {})).status,
    ).toBe(401);
  });
});

describe('trigger field validation', () => {
  it.each(Object.entries(SAMPLES.triggerFieldValidations))(
    '%s: the valid sample is valid, the invalid one is not',
    async (slug, fields) => {
      for (const [field, { valid, invalid }] of Object.entries(
        fields as Record<string, { valid: unknown; invalid: unknown }>,
      )) {
        const path = `/triggers/${slug}/fields/${field}/validate`;
        const good = await api.userCall('POST', path, token, { value: valid });
        expect(good.status).toBe(200);
        expect(good.body.data).toEqual({ valid: true });
        const bad = await api.userCall('POST', path, token, { value: invalid });
        expect(bad.status).toBe(200);
        expect(bad.body.data.valid).toBe(false);
        expect(bad.body.data.message).toEqual(expect.any(String));
      }
    },
  );

  it('always answers 200, even with no value or an unknown album', async () => {
    const path = '/triggers/new_photo_in_album/fields/album/validate';
    for (const body of [{}, { value: null }, { value: 42 }, { value: 'album_nope' }]) {
      const res = await api.userCall('POST', path, token, body);
      expect(res.status).toBe(200);
      expect(res.body.data.valid).toBe(false);
    }
  });

  it('checks the location radius', async () => {
    const res = await api.userCall('POST', '/triggers/new_photo_taken_near/fields/location/validate', token, {
      value: { lat: 1, lng: 1, radius: 900_000 },
    });
    expect(res.body.data).toEqual({ valid: false, message: expect.stringMatching(/radius/) });
  });

  it('answers 404 for a field the service does not validate', async () => {
    expect(
      (await api.userCall('POST', '/triggers/new_journal_entry/fields/mood/validate', token, { value: 'x' }))
        .status,
    ).toBe(404);
  });
});

describe('contextual validation', () => {
  it('answers every field of a trigger', async () => {
    const res = await api.userCall('POST', '/triggers/new_photo_in_album/validate', token, {
      values: { album: 'album_archive_2019', ignored: 1 },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ album: { valid: false, message: expect.stringMatching(/archived/) } });
    const ok = await api.userCall('POST', '/triggers/new_photo_in_album/validate', token, {
      values: { album: 'album_garden' },
    });
    expect(ok.body.data).toEqual({ album: { valid: true } });
  });

  it('works for actions and queries, flagging required fields left blank', async () => {
    const action = await api.userCall('POST', '/actions/create_journal_entry/validate', token, {
      values: { title: ' ', mood: 'grumpy' },
    });
    expect(action.body.data).toEqual({
      title: { valid: false, message: 'This field is required.' },
      body: { valid: true },
      mood: { valid: false, message: expect.stringMatching(/Mood must be one of/) },
    });
    const query = await api.userCall('POST', '/queries/search_journal_entries/validate', token, {
      values: {},
    });
    expect(query.body.data).toEqual({ text: { valid: true }, mood: { valid: true } });
  });

  it('answers 400 when values is not an object and 404 for an unknown step', async () => {
    expect(
      (await api.userCall('POST', '/triggers/new_photo_in_album/validate', token, { values: 'x' })).status,
    ).toBe(400);
    expect((await api.userCall('POST', '/triggers/nope/validate', token, { values: {} })).status).toBe(404);
  });
});

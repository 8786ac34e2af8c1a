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

const run = (slug: string, actionFields: unknown, headers: Record<string, string> = {}) =>
  api.userCall(
    'POST',
    `/actions/${slug}`,
    token,
    { actionFields, user: { timezone: 'UTC' }, extra: true },
    headers,
  );

describe.each(Object.entries(SAMPLES.actions))('action %s', (slug, actionFields) => {
  it('runs its sample and answers data[0].id and a url', async () => {
    const res = await run(slug, actionFields);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      { id: expect.any(String), url: expect.stringMatching(`^${service.url}/`) },
    ]);
    expect((await request(res.body.data[0].url)).status).toBe(200);
  });

  it('answers 401 to a bad token', async () => {
    const res = await api.userCall('POST', `/actions/${slug}`, 'bad', { actionFields });
    expect(res.status).toBe(401);
  });
});

describe('skipping', () => {
  it('answers the skip sample with 400 and status SKIP', async () => {
    const res = await run('add_photo_to_album', SAMPLES.actionRecordSkipping.add_photo_to_album);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      errors: [{ status: 'SKIP', message: expect.stringMatching(/no photo URL/i) }],
    });
  });

  it('skips a photo URL that is not a web address', async () => {
    const res = await run('add_photo_to_album', {
      album: 'album_garden',
      image_url: 'ftp://example.com/a.jpg',
    });
    expect(res.body.errors[0].status).toBe('SKIP');
  });
});

describe('action errors that are not skips', () => {
  it('answers 400 without status for a missing title, an unknown mood or an archived album', async () => {
    for (const [slug, fields] of [
      ['create_journal_entry', { body: 'no title' }],
      ['create_journal_entry', { title: 'x', mood: 'grumpy' }],
      ['add_photo_to_album', { album: 'album_archive_2019', image_url: 'https://example.com/a.jpg' }],
    ] as const) {
      const res = await run(slug, fields);
      expect(res.status).toBe(400);
      expect(res.body.errors[0].status).toBeUndefined();
      expect(res.body.errors[0].message).toEqual(expect.any(String));
    }
  });

  it('answers 400 when actionFields is not an object and 404 for an unknown action', async () => {
    expect((await run('create_journal_entry', 'title')).status).toBe(400);
    expect((await run('launch_rocket', {})).status).toBe(404);
  });
});

describe('test mode', () => {
  it('does not keep what an action creates during endpoint tests, but does otherwise', async () => {
    const before = service.state.dataOf('user_ada').entries.length;
    const tested = await run('create_journal_entry', { title: 'Dry run' }, { 'Switchyard-Test-Mode': '1' });
    expect(tested.status).toBe(200);
    expect(service.state.dataOf('user_ada').entries).toHaveLength(before);
    await run('create_journal_entry', { title: 'For real', mood: 'happy' });
    const entries = service.state.dataOf('user_ada').entries;
    expect(entries).toHaveLength(before + 1);
    expect(entries.at(-1)).toMatchObject({ title: 'For real', mood: 'happy' });
  });
});

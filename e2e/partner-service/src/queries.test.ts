import { QUERY_DEFAULT_LIMIT, SAMPLES } from './catalog';
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

const perform = (slug: string, body: Record<string, unknown>, t = token) =>
  api.userCall('POST', `/queries/${slug}`, t, body);

async function allPages(slug: string, queryFields: unknown, limit?: number) {
  const pages: any[] = [];
  let cursor: string | undefined;
  do {
    const res = await perform(slug, { queryFields, cursor, limit, user: { timezone: 'UTC' } });
    expect(res.status).toBe(200);
    pages.push(res.body);
    cursor = res.body.cursor;
  } while (cursor && pages.length < 50);
  return pages;
}

describe.each(Object.entries(SAMPLES.queries))('query %s with its sample fields', (slug, queryFields) => {
  it('answers rows and a cursor that pages through every row once', async () => {
    const first = await perform(slug, { queryFields });
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(QUERY_DEFAULT_LIMIT);
    expect(first.body.cursor).toEqual(expect.any(String));
    const pages = await allPages(slug, queryFields, 4);
    const rows = pages.flatMap((p) => p.data);
    expect(rows.length).toBeGreaterThan(QUERY_DEFAULT_LIMIT);
    const ids = rows.map((r) => r.photo_id ?? r.entry_id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(pages.at(-1).cursor).toBeUndefined();
    expect(pages.slice(0, -1).every((p) => p.data.length === 4)).toBe(true);
  });

  it('answers 401 to a bad token', async () => {
    expect((await perform(slug, { queryFields }, 'bad')).status).toBe(401);
  });
});

describe('query rows', () => {
  it('lists one album newest first, or all active albums', async () => {
    const lisbon = (await allPages('list_album_photos', { album: 'album_lisbon' })).flatMap((p) => p.data);
    expect(lisbon).toHaveLength(8);
    expect(lisbon.every((r) => r.album_name === 'Summer in Lisbon')).toBe(true);
    const times = lisbon.map((r) => Date.parse(r.taken_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const all = (await allPages('list_album_photos', {}, 100)).flatMap((p) => p.data);
    expect(all).toHaveLength(24);
  });

  it('searches journal entries by text and mood', async () => {
    const res = await perform('search_journal_entries', { queryFields: { text: 'LAKE', mood: 'any' } });
    expect(res.body.data.map((r: any) => r.title).sort()).toEqual(['Day 10: Bike repair', 'Day 3: Swimming']);
    const happy = (await allPages('search_journal_entries', { mood: 'happy' })).flatMap((p) => p.data);
    expect(happy.length).toBeGreaterThan(0);
    expect(happy.every((r) => r.mood === 'happy')).toBe(true);
  });
});

describe('query requests the service refuses', () => {
  it('answers 400 to a cursor it did not hand out, or one from another query', async () => {
    expect((await perform('list_album_photos', { queryFields: {}, cursor: 'garbage' })).status).toBe(400);
    const other = await perform('search_journal_entries', { queryFields: { text: 'day' } });
    const res = await perform('list_album_photos', { queryFields: {}, cursor: other.body.cursor });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toMatch(/cursor/);
  });

  it('answers 400 to a bad limit or queryFields and 404 to an unknown query', async () => {
    expect((await perform('list_album_photos', { queryFields: {}, limit: -3 })).status).toBe(400);
    expect((await perform('list_album_photos', { queryFields: [] })).status).toBe(400);
    expect((await perform('nope', { queryFields: {} })).status).toBe(404);
  });

  it('caps limit at 100', async () => {
    const res = await perform('list_album_photos', { queryFields: {}, limit: 1000 });
    expect(res.body.data).toHaveLength(24);
  });
});

import { sharedCache, TtlCache } from './ttlCache';

describe('TtlCache', () => {
  it('serves a value until it expires or is cleared, and loads only what is missing', async () => {
    let now = 0;
    const cache = new TtlCache<string, number>(1000, 2, () => now);
    const load = jest.fn(async () => 1);
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(1);
    expect(load).toHaveBeenCalledTimes(1);
    now = 1000;
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(2);
    cache.clear('a');
    expect(cache.has('a')).toBe(false);
    const many = jest.fn(async (keys: string[]) => new Map(keys.map((k) => [k, k.length])));
    await cache.get('b', async () => 7);
    expect([...(await cache.getMany(['b', 'cc'], many))]).toEqual([
      ['b', 7],
      ['cc', 2],
    ]);
    expect(many).toHaveBeenCalledWith(['cc']);
    // At most two entries: the least recently loaded went.
    await cache.get('ddd', async () => 3);
    expect(cache.has('b')).toBe(false);
    cache.clearAll();
    expect(cache.has('cc')).toBe(false);
  });

  it('is shared per database and name', () => {
    const db = {};
    const make = () => new TtlCache<string, number>(10);
    expect(sharedCache(db, 'x', make)).toBe(sharedCache(db, 'x', make));
    expect(sharedCache(db, 'x', make)).not.toBe(sharedCache(db, 'y', make));
    expect(sharedCache({}, 'x', make)).not.toBe(sharedCache(db, 'x', make));
  });
});

it('clears the entries whose key matches', async () => {
  const cache = new TtlCache<string, number>(60_000);
  await cache.get('a:1', async () => 1);
  await cache.get('a:2', async () => 2);
  await cache.get('b:1', async () => 3);
  cache.clearWhere((key) => key.startsWith('a:'));
  expect([cache.has('a:1'), cache.has('a:2'), cache.has('b:1')]).toEqual([false, false, true]);
});

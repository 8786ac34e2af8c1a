import { batchLoader, perRequest } from './batchLoader';

describe('batchLoader', () => {
  it('loads keys asked for in the same tick with one call', async () => {
    const calls: string[][] = [];
    const load = batchLoader(async (keys: string[]) => {
      calls.push(keys);
      return new Map(keys.map((k) => [k, k.toUpperCase()]));
    }, '');
    expect(await Promise.all([load('a'), load('b'), load('a')])).toEqual(['A', 'B', 'A']);
    expect(calls).toEqual([['a', 'b']]);
    expect(await load('c')).toBe('C');
    expect(calls).toEqual([['a', 'b'], ['c']]);
  });

  it('gives the missing value for keys the batch did not return, and passes failures on', async () => {
    const load = batchLoader(async () => new Map<string, number>(), -1);
    expect(await load('x')).toBe(-1);
    const failing = batchLoader<string, number>(async () => {
      throw new Error('db down');
    }, 0);
    await expect(failing('x')).rejects.toThrow('db down');
  });
});

describe('perRequest', () => {
  it('makes one value per context object', () => {
    let made = 0;
    const of = perRequest(() => ++made);
    const a = {};
    expect([of(a), of(a), of({})]).toEqual([1, 1, 2]);
  });
});

it('batches keys asked for after an await on a shared promise', async () => {
  const calls: number[][] = [];
  const load = batchLoader(async (keys: number[]) => {
    calls.push(keys);
    return new Map(keys.map((k) => [k, k * 2]));
  }, 0);
  const shared = Promise.resolve();
  const ask = async (k: number) => {
    await shared;
    if (k % 2) await Promise.resolve();
    return load(k);
  };
  expect(await Promise.all([1, 2, 3, 4].map(ask))).toEqual([2, 4, 6, 8]);
  expect(calls).toEqual([[2, 4, 1, 3]]);
});

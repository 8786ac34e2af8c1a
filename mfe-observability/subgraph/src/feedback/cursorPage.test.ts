import {
  checkPageAsk,
  decodeCursor,
  encodeCursor,
  isoOfMicros,
  readPage,
  type PageKey,
  type PageSource,
  type ReadPage,
} from './cursorPage';

// An in-memory source ordered as the database orders (created_at, id): what the stores' SQL does.
const compare = (a: PageKey, b: PageKey) => {
  const at = BigInt(a.micros) - BigInt(b.micros);
  return at !== 0n ? (at < 0n ? -1 : 1) : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
};
function arraySource(items: PageKey[]): PageSource<PageKey> {
  return {
    async rows({ descending, bound, inclusive, limit }) {
      const sorted = [...items].sort((a, b) => (descending ? -compare(a, b) : compare(a, b)));
      return sorted
        .filter((k) => {
          if (!bound) return true;
          const c = compare(k, bound) * (descending ? -1 : 1);
          return inclusive ? c >= 0 : c > 0;
        })
        .slice(0, limit);
    },
    async count() {
      return items.length;
    },
  };
}

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
/** Items 1…n, item i given at second i (so newest first is n…1). */
const items = (n: number, at = (i: number) => i * 1_000_000) =>
  Array.from({ length: n }, (_, i) => ({ micros: String(at(i + 1)), id: id(i + 1) }));
const numbers = (page: { items: PageKey[] }) => page.items.map((k) => Number(k.id.slice(-12)));
const ask = (over: Partial<ReadPage> = {}): ReadPage => ({
  order: 'created_at_desc',
  direction: 'next',
  cursor: null,
  first: 20,
  ...over,
});

describe('cursors', () => {
  it('round-trips a key and refuses anything else', () => {
    const key = { micros: '1767225600123456', id: id(7) };
    expect(decodeCursor(encodeCursor(key))).toEqual(key);
    for (const bad of [
      '',
      'not a cursor!',
      Buffer.from('["x","y"]').toString('base64url'),
      Buffer.from(JSON.stringify(['12', 'not-a-uuid'])).toString('base64url'),
      Buffer.from(JSON.stringify(['1.5', id(1)])).toString('base64url'),
      Buffer.from(JSON.stringify({ micros: '1', id: id(1) })).toString('base64url'),
      Buffer.from('{').toString('base64url'),
    ])
      expect(decodeCursor(bad)).toBeNull();
  });

  it('gives the ISO time of a key', () => {
    expect(isoOfMicros('1767225600123456')).toBe('2026-01-01T00:00:00.123Z');
  });
});

describe('checkPageAsk', () => {
  it('reads the defaults: newest first, next, 20 items', () => {
    expect(checkPageAsk({})).toEqual({ read: ask(), errors: [] });
  });

  it('names every bad argument', () => {
    expect(checkPageAsk({ order: 'name', direction: 'up', first: 0, cursor: 'nope' }).errors).toEqual([
      { attribute: 'order', message: 'must be one of created_at_desc, created_at_asc' },
      { attribute: 'direction', message: 'must be one of next, previous' },
      { attribute: 'first', message: 'must be 1 to 100' },
      { attribute: 'cursor', message: 'is not a cursor of this list' },
    ]);
    expect(checkPageAsk({ first: 101 }).errors).toHaveLength(1);
    expect(checkPageAsk({ first: 100 }).errors).toEqual([]);
  });
});

describe('readPage', () => {
  it('answers an empty list with no cursors and no pages either side', async () => {
    expect(await readPage(arraySource([]), ask())).toEqual({
      items: [],
      startCursor: null,
      endCursor: null,
      hasPreviousPage: false,
      hasNextPage: false,
      total_count: 0,
    });
    expect(await readPage(arraySource([]), ask({ direction: 'previous' }))).toMatchObject({
      items: [],
      hasPreviousPage: false,
      hasNextPage: false,
    });
  });

  it('answers exactly one page with nothing before or after it', async () => {
    const page = await readPage(arraySource(items(20)), ask());
    expect(numbers(page)).toEqual(Array.from({ length: 20 }, (_, i) => 20 - i));
    expect(page).toMatchObject({ hasPreviousPage: false, hasNextPage: false, total_count: 20 });
    expect(decodeCursor(page.startCursor!)!.id).toBe(id(20));
    expect(decodeCursor(page.endCursor!)!.id).toBe(id(1));
  });

  it('walks to the last page and back, newest first', async () => {
    const source = arraySource(items(45));
    const first = await readPage(source, ask());
    expect(numbers(first)).toEqual(Array.from({ length: 20 }, (_, i) => 45 - i));
    expect(first).toMatchObject({ hasPreviousPage: false, hasNextPage: true, total_count: 45 });

    const second = await readPage(source, ask({ cursor: decodeCursor(first.endCursor!) }));
    expect(numbers(second)).toEqual(Array.from({ length: 20 }, (_, i) => 25 - i));
    expect(second).toMatchObject({ hasPreviousPage: true, hasNextPage: true });

    const last = await readPage(source, ask({ cursor: decodeCursor(second.endCursor!) }));
    expect(numbers(last)).toEqual([5, 4, 3, 2, 1]);
    expect(last).toMatchObject({ hasPreviousPage: true, hasNextPage: false });

    // Previous from the second page is the first page again.
    const back = await readPage(
      source,
      ask({ direction: 'previous', cursor: decodeCursor(second.startCursor!) }),
    );
    expect(numbers(back)).toEqual(numbers(first));
    expect(back).toMatchObject({ hasPreviousPage: false, hasNextPage: true });
    expect(back.startCursor).toBe(first.startCursor);

    // Previous from the last page is the second page.
    const middle = await readPage(
      source,
      ask({ direction: 'previous', cursor: decodeCursor(last.startCursor!) }),
    );
    expect(numbers(middle)).toEqual(numbers(second));
    expect(middle).toMatchObject({ hasPreviousPage: true, hasNextPage: true });
  });

  it('reads oldest first the same way', async () => {
    const source = arraySource(items(45));
    const read = (over: Partial<ReadPage>) => readPage(source, ask({ order: 'created_at_asc', ...over }));
    const first = await read({});
    expect(numbers(first)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const second = await read({ cursor: decodeCursor(first.endCursor!) });
    expect(numbers(second)).toEqual(Array.from({ length: 20 }, (_, i) => i + 21));
    const last = await read({ cursor: decodeCursor(second.endCursor!) });
    expect(numbers(last)).toEqual([41, 42, 43, 44, 45]);
    expect(last).toMatchObject({ hasPreviousPage: true, hasNextPage: false });
    const back = await read({ direction: 'previous', cursor: decodeCursor(second.startCursor!) });
    expect(numbers(back)).toEqual(numbers(first));
    expect(back).toMatchObject({ hasPreviousPage: false, hasNextPage: true });
  });

  it('reads the last page when asked for the previous one without a cursor', async () => {
    const page = await readPage(arraySource(items(45)), ask({ direction: 'previous' }));
    expect(numbers(page)).toEqual(Array.from({ length: 20 }, (_, i) => 20 - i));
    expect(page).toMatchObject({ hasPreviousPage: true, hasNextPage: false });
  });

  it('splits items given at the same time by id, losing none and repeating none', async () => {
    // Ten items in the same microsecond, among others.
    const source = arraySource(items(30, (i) => (i > 10 && i <= 20 ? 5_000_000 : i * 1_000_000)));
    const seen: number[] = [];
    let cursor: PageKey | null = null;
    for (let n = 0; n < 10; n++) {
      const page = await readPage(source, ask({ first: 4, cursor }));
      seen.push(...numbers(page));
      if (!page.hasNextPage) break;
      cursor = decodeCursor(page.endCursor!);
    }
    expect(seen).toHaveLength(30);
    expect(new Set(seen).size).toBe(30);
    // And back from the end, previous pages give the same items in the same order.
    const back: number[] = [];
    cursor = null;
    for (let n = 0; n < 10; n++) {
      const page = await readPage(source, ask({ first: 4, cursor, direction: 'previous' }));
      back.unshift(...numbers(page));
      if (!page.hasPreviousPage) break;
      cursor = decodeCursor(page.startCursor!);
    }
    expect(back).toEqual(seen);
  });

  it('still pages from a cursor whose item is gone', async () => {
    const all = items(10);
    const first = await readPage(arraySource(all), ask({ first: 3 }));
    const withoutEnd = arraySource(all.filter((k) => k.id !== id(8)));
    const next = await readPage(withoutEnd, ask({ first: 3, cursor: decodeCursor(first.endCursor!) }));
    expect(numbers(next)).toEqual([7, 6, 5]);
    expect(next.hasPreviousPage).toBe(true);
  });
});

/**
 * A small per-process read cache: each entry lives `ttlMs` (which bounds how stale another
 * replica's copy can be when a domain runs as several processes), at most `max` entries (the
 * least recently loaded go first), cleared by key or as a whole when the data changes.
 */
export class TtlCache<K, V> {
  private entries = new Map<K, { value: V; at: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly max = 1000,
    private readonly clock: () => number = Date.now,
  ) {}

  private fresh(key: K): V | undefined {
    const hit = this.entries.get(key);
    return hit && this.clock() - hit.at < this.ttlMs ? hit.value : undefined;
  }

  private set(key: K, value: V) {
    this.entries.delete(key);
    this.entries.set(key, { value, at: this.clock() });
    // Map iteration order is insertion order: the first key is the least recently loaded.
    while (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
  }

  async get(key: K, load: () => Promise<V>): Promise<V> {
    const hit = this.fresh(key);
    if (hit !== undefined) return hit;
    const value = await load();
    this.set(key, value);
    return value;
  }

  /** Several keys at once: the missing ones are loaded together in one call. */
  async getMany(keys: K[], loadMissing: (keys: K[]) => Promise<Map<K, V>>): Promise<Map<K, V>> {
    const found = new Map<K, V>();
    const missing: K[] = [];
    for (const key of keys) {
      const hit = this.fresh(key);
      if (hit === undefined) missing.push(key);
      else found.set(key, hit);
    }
    if (missing.length) {
      for (const [key, value] of await loadMissing(missing)) {
        this.set(key, value);
        found.set(key, value);
      }
    }
    return found;
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }

  clear(key: K): void {
    this.entries.delete(key);
  }

  /** Clears every entry whose key passes `matches`. */
  clearWhere(matches: (key: K) => boolean): void {
    for (const key of [...this.entries.keys()]) if (matches(key)) this.entries.delete(key);
  }

  clearAll(): void {
    this.entries.clear();
  }
}

const perDb = new WeakMap<object, Map<string, TtlCache<unknown, unknown>>>();

/** One cache of this name per database object: the schema and the REST router of a process share it. */
export function sharedCache<K, V>(db: object, name: string, make: () => TtlCache<K, V>): TtlCache<K, V> {
  let caches = perDb.get(db);
  if (!caches) perDb.set(db, (caches = new Map()));
  let cache = caches.get(name);
  if (!cache) caches.set(name, (cache = make() as TtlCache<unknown, unknown>));
  return cache as TtlCache<K, V>;
}

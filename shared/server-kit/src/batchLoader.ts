/**
 * Collects the keys asked for in the same tick into one call: the gateway resolves all
 * Organization references of a request at once, so the header's service lists cost one query.
 * Like DataLoader, the batch runs on the next tick after the current microtasks, so keys asked
 * for after a shared await still join it.
 */
export function batchLoader<K, V>(
  load: (keys: K[]) => Promise<Map<K, V>>,
  missing: V,
): (key: K) => Promise<V> {
  let pending: { keys: K[]; result: Promise<Map<K, V>> } | null = null;
  return (key) => {
    if (!pending) {
      const batch: { keys: K[]; result: Promise<Map<K, V>> } = {
        keys: [],
        result: Promise.resolve().then(async () => {
          await new Promise<void>((resolve) => process.nextTick(resolve));
          pending = null;
          return load([...new Set(batch.keys)]);
        }),
      };
      pending = batch;
    }
    pending.keys.push(key);
    return pending.result.then((m) => (m.has(key) ? m.get(key)! : missing));
  };
}

/** One value per request context object (the GraphQL context lives exactly as long as the request). */
export function perRequest<C extends object, T>(make: () => T): (ctx: C) => T {
  const cache = new WeakMap<C, T>();
  return (ctx) => {
    let value = cache.get(ctx);
    if (value === undefined) {
      value = make();
      cache.set(ctx, value);
    }
    return value;
  };
}

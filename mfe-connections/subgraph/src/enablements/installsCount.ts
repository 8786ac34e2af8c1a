import type { Db, RequestContext } from '@switchyard/server-kit';
import { installsCounts } from './enablementStore';

interface Batch {
  ids: Set<string>;
  counts: Promise<Map<string, number>>;
}

const batches = new WeakMap<RequestContext, Batch>();

/**
 * A connection's installs_count as the table has it now: the rendered connection is cached by its
 * version, which an enable does not change. The ids asked for in one request's tick are read in one
 * statement (a list of connections costs one query, not one each).
 */
export function installsCountOf(db: Db, ctx: RequestContext, id: string): Promise<number> {
  let batch = batches.get(ctx);
  if (!batch) {
    const ids = new Set<string>();
    const counts = new Promise<Map<string, number>>((resolve, reject) =>
      setImmediate(() => {
        batches.delete(ctx);
        installsCounts(db, [...ids]).then(resolve, reject);
      }),
    );
    batches.set(ctx, (batch = { ids, counts }));
  }
  batch.ids.add(id);
  return batch.counts.then((counts) => counts.get(id) ?? 0);
}

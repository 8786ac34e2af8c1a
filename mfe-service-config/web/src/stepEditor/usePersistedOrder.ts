import { flash } from '@switchyard/ui';
import { useState } from 'react';
import { moveItem } from '../queries/reorder';

/**
 * The order the user sees: moved at once, persisted with `persist(ids)` (true when saved), and
 * rolled back with `failed` flashed when persisting fails. New data from the server resets it.
 */
export function usePersistedOrder<T extends { id: string }>(
  items: readonly T[],
  persist: (ids: string[]) => Promise<boolean>,
  messages: { done: string; failed: string },
): [readonly T[], (from: number, to: number) => Promise<void>] {
  const [order, setOrder] = useState(items);
  const [source, setSource] = useState(items);
  if (source !== items) {
    setSource(items);
    setOrder(items);
  }

  async function move(from: number, to: number) {
    const before = order;
    const next = moveItem(order, from, to);
    setOrder(next);
    let saved = false;
    try {
      saved = await persist(next.map((i) => i.id));
    } catch {
      saved = false;
    }
    if (saved) {
      flash(messages.done);
    } else {
      setOrder(before);
      flash(messages.failed, 'error');
    }
  }

  return [order, move];
}

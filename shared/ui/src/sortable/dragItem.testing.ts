import { act, waitFor } from '@testing-library/react';
import Sortable from 'sortablejs';

/** The list's sortablejs instance, once the list has loaded it (it loads after the list paints). */
export async function sortableOf(list: HTMLElement): Promise<Sortable> {
  return waitFor(() => {
    const sortable = Sortable.get(list);
    if (!sortable) throw new Error('the list is not sortable');
    return sortable;
  });
}

/** Does what a finished sortablejs drag does: moves the item in the DOM, then calls onEnd. */
export async function dragItem(list: HTMLElement, oldIndex: number, newIndex: number) {
  const sortable = await sortableOf(list);
  const item = list.children[oldIndex] as HTMLElement;
  list.removeChild(item);
  list.insertBefore(item, list.children[newIndex] ?? null);
  await act(async () => {
    sortable.options.onEnd?.({
      item,
      from: list,
      to: list,
      oldIndex,
      newIndex,
    } as unknown as Sortable.SortableEvent);
  });
}

export const isSortableEnabled = async (list: HTMLElement) =>
  (await sortableOf(list)).option('disabled') === false;

/** One of the list's sortablejs options (e.g. 'animation'), as the drag would use it. */
export const sortableOption = async (list: HTMLElement, name: keyof Sortable.Options) =>
  (await sortableOf(list)).option(name);

import { act } from '@testing-library/react';
import Sortable from 'sortablejs';

/** Does what a finished sortablejs drag does: moves the item in the DOM, then calls onEnd. */
export async function dragItem(list: HTMLElement, oldIndex: number, newIndex: number) {
  const sortable = Sortable.get(list);
  if (!sortable) throw new Error('the list is not sortable');
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

export const isSortableEnabled = (list: HTMLElement) => Sortable.get(list)?.option('disabled') === false;

/** One of the list's sortablejs options (e.g. 'animation'), as the drag would use it. */
export const sortableOption = (list: HTMLElement, name: keyof Sortable.Options) =>
  Sortable.get(list)?.option(name);

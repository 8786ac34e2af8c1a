import { useEffect, useRef, useState, type ReactNode } from 'react';
import type Sortable from 'sortablejs';
import './sortable.css';

/** How long a dragged item takes to settle (see spec/service-config.md#9-business-constants-and-limits). */
export const DRAG_ANIMATION_MS = 150;

/** No settling animation for people who asked their system for less motion. */
export const dragAnimationMs = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
    ? 0
    : DRAG_ANIMATION_MS;

export interface SortableListProps<T extends { id: string }> {
  items: readonly T[];
  label: string;
  /** Published services cannot be reordered. */
  disabled?: boolean;
  onMove: (from: number, to: number) => void;
  renderItem: (item: T) => ReactNode;
  /**
   * The item's name for the keyboard's Move up / Move down buttons; without it, only dragging
   * reorders.
   */
  itemName?: (item: T) => string;
}

/**
 * A list the user reorders by dragging (sortablejs). Sortable moves the DOM node itself; we put it
 * back and let React render the new order from state, so React and the DOM never disagree.
 */
export function SortableList<T extends { id: string }>({
  items,
  label,
  disabled = false,
  onMove,
  renderItem,
  itemName,
}: SortableListProps<T>) {
  const [list, setList] = useState<HTMLUListElement | null>(null);
  const onMoveRef = useRef(onMove);
  useEffect(() => {
    onMoveRef.current = onMove;
  });

  // sortablejs (12 KB) loads after the list has painted: the page does not wait for it, and the
  // Move up / Move down buttons reorder until it is there.
  useEffect(() => {
    if (!list) return undefined;
    let sortable: Sortable | null = null;
    let gone = false;
    void import('sortablejs').then(({ default: SortableJs }) => {
      if (gone) return;
      sortable = SortableJs.create(list, {
        animation: dragAnimationMs(),
        disabled,
        handle: '.sy-sortable__handle',
        onEnd({ item, from, oldIndex, newIndex }) {
          if (oldIndex === undefined || newIndex === undefined || oldIndex === newIndex) return;
          from.removeChild(item);
          from.insertBefore(item, from.children[oldIndex] ?? null);
          onMoveRef.current(oldIndex, newIndex);
        },
      });
    });
    return () => {
      gone = true;
      sortable?.destroy();
    };
  }, [list, disabled]);

  return (
    <ul ref={setList} className="sy-sortable" aria-label={label}>
      {items.map((item, i) => (
        <li key={item.id} className="sy-sortable__item" data-id={item.id}>
          {!disabled && (
            <span className="sy-sortable__handle" title="Drag to reorder" aria-hidden="true">
              ⠿
            </span>
          )}
          <div className="sy-sortable__content">{renderItem(item)}</div>
          {!disabled && itemName && items.length > 1 && (
            <span className="sy-sortable__moves">
              <button
                type="button"
                className="sy-btn sy-btn--link"
                aria-label={`Move ${itemName(item)} up`}
                disabled={i === 0}
                onClick={() => onMove(i, i - 1)}
              >
                ↑
              </button>
              <button
                type="button"
                className="sy-btn sy-btn--link"
                aria-label={`Move ${itemName(item)} down`}
                disabled={i === items.length - 1}
                onClick={() => onMove(i, i + 1)}
              >
                ↓
              </button>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

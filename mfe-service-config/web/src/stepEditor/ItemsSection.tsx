import { Button } from '@switchyard/ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { SortableList } from '@switchyard/ui/sortable-list';
import { usePersistedOrder } from './usePersistedOrder';
import '../queries/Queries.css';

const NEW = 'new';
const CONTROLS = ['input', 'select', 'textarea', 'button'].map((tag) => `.sc-subform ${tag}`).join(', ');

/** The open form's first control that takes focus (a published form's are disabled but Cancel). */
const firstControl = (root: HTMLElement) =>
  Array.from(root.querySelectorAll<HTMLInputElement>(CONTROLS)).find(
    (el) => !el.disabled && !el.closest('fieldset[disabled]'),
  );

/**
 * Opens an item's form from outside the list (a checklist link): `id` is the item's, or 'new' for Add;
 * `focus` names the control to focus (its id ends with `-{focus}`), else the form's first one. A new
 * object each time, so the same request can be made again.
 */
export interface OpenRequest {
  id: string;
  focus?: string;
}

/**
 * Focuses the open form's control named `wanted` (see OpenRequest), else its first one; a requested
 * control is also scrolled to the middle of the screen.
 */
function focusOpenForm(section: HTMLElement, wanted: string | undefined) {
  const control =
    (wanted && section.querySelector<HTMLElement>(`.sc-subform [id$="-${wanted}"]:not(:disabled)`)) ||
    firstControl(section);
  control?.focus();
  if (wanted) control?.scrollIntoView?.({ block: 'center' });
}

export interface ItemsSectionProps<T extends { id: string }> {
  /** The heading's id (the section is labelled by it). */
  headingId: string;
  title: string;
  /** The list's accessible name; the title by default. */
  listLabel?: string;
  emptyText: string;
  addLabel: string;
  items: readonly T[];
  published: boolean;
  /** False hides Add (e.g. a feed trigger that has its one field). */
  canAdd?: boolean;
  /** Saves the new order (every id once); true when saved. */
  persistOrder: (ids: string[]) => Promise<boolean>;
  /** The reorder notices. */
  messages: { done: string; failed: string };
  itemName: (item: T) => string;
  /** What a closed item's row shows beside its Edit button. */
  renderSummary: (item: T) => ReactNode;
  /** The inline form for an item, or for a new one when item is undefined. */
  renderForm: (item: T | undefined, close: { onDone: () => void; onCancel: () => void }) => ReactNode;
  /** After a save, a delete or Cancel: reload the list (the spec's Cancel reloads it asynchronously). */
  onChanged: () => void;
  openRequest?: OpenRequest | null;
}

/**
 * A step's items (fields or ingredients): reordered by dragging (or Move up / down from the
 * keyboard) with the order saved at once and rolled back when that fails; each item opens its
 * form in place, one at a time; Add opens an empty one. Published services only read.
 * Focus moves into an opened form and back to its Edit (or Add) button once it closes.
 */
export function ItemsSection<T extends { id: string }>({
  headingId,
  title,
  listLabel = title,
  emptyText,
  addLabel,
  items,
  published,
  canAdd = true,
  persistOrder,
  messages,
  itemName,
  renderSummary,
  renderForm,
  onChanged,
  openRequest = null,
}: ItemsSectionProps<T>) {
  const [open, setOpen] = useState<string | null>(null);
  const [ordered, move] = usePersistedOrder(items, persistOrder, messages);
  const sectionRef = useRef<HTMLElement>(null);
  const returnTo = useRef<string | null>(null);
  // The control a request asked for: a new object per request, so an open form is focused again.
  const [wanted, setWanted] = useState<{ focus?: string } | null>(null);
  const [request, setRequest] = useState(openRequest);
  if (openRequest !== request) {
    setRequest(openRequest);
    const canOpen =
      openRequest &&
      (openRequest.id === NEW ? !published && canAdd : items.some((i) => i.id === openRequest.id));
    if (openRequest && canOpen) {
      setOpen(openRequest.id);
      setWanted({ focus: openRequest.focus });
    }
  }

  useEffect(() => {
    const section = sectionRef.current;
    if (!section) return;
    if (open !== null) {
      returnTo.current = open;
      focusOpenForm(section, wanted?.focus);
    } else if (returnTo.current) {
      const back =
        section.querySelector<HTMLElement>(`[data-return-focus="${returnTo.current}"]`) ??
        section.querySelector<HTMLElement>(`[data-return-focus="${NEW}"]`);
      back?.focus();
      returnTo.current = null;
    }
  }, [open, wanted]);

  const openItem = (id: string) => {
    setWanted(null);
    setOpen(id);
  };
  const close = (reload: boolean) => {
    setOpen(null);
    if (reload) onChanged();
  };
  const handlers = { onDone: () => close(true), onCancel: () => close(true) };

  return (
    <section ref={sectionRef} className="sc-form__group sc-step-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {ordered.length === 0 && open !== NEW && <p className="sc-muted">{emptyText}</p>}
      {ordered.length > 0 && (
        <SortableList
          items={ordered}
          label={listLabel}
          disabled={published || open !== null}
          onMove={(from, to) => void move(from, to)}
          itemName={itemName}
          renderItem={(item) =>
            open === item.id ? (
              renderForm(item, handlers)
            ) : (
              <div className="sc-step-row">
                <div className="sc-step-row__text">{renderSummary(item)}</div>
                <Button
                  variant="link"
                  data-return-focus={item.id}
                  onClick={() => openItem(item.id)}
                  aria-label={`${published ? 'View' : 'Edit'} ${itemName(item)}`}
                >
                  {published ? 'View' : 'Edit'}
                </Button>
              </div>
            )
          }
        />
      )}
      {open === NEW && renderForm(undefined, handlers)}
      {!published && canAdd && open === null && (
        <Button data-return-focus={NEW} onClick={() => openItem(NEW)}>
          {addLabel}
        </Button>
      )}
    </section>
  );
}

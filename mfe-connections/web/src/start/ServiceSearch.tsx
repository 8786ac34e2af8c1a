import { useId, useState, type KeyboardEvent } from 'react';
import { ServiceIcon } from '../badges';
import type { ConnectableService } from './operations';

/** The services whose name or module name contains what was typed (any case); all of them for nothing. */
export function matchServices<S extends Pick<ConnectableService, 'name' | 'module_name'>>(
  services: readonly S[],
  text: string,
): S[] {
  const q = text.trim().toLowerCase();
  if (!q) return [...services];
  return services.filter((s) => s.name.toLowerCase().includes(q) || s.module_name.toLowerCase().includes(q));
}

/**
 * The start screen's search dropdown (an ARIA combobox with a list): typing filters and opens the
 * list, the arrows move through it, Enter or a click chooses, Escape closes it (and clears the text
 * when closed). Typing after a choice drops it.
 */
export function ServiceSearch({
  services,
  label,
  chosen,
  onChoose,
  onTextChange,
  disabled = false,
}: {
  services: readonly ConnectableService[];
  label: string;
  chosen: ConnectableService | null;
  onChoose: (service: ConnectableService | null) => void;
  onTextChange?: (text: string) => void;
  disabled?: boolean;
}) {
  const [text, setText] = useState(chosen?.name ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputId = useId();
  const listId = useId();
  const optionId = (i: number) => `${listId}-option-${i}`;
  const matches = chosen && text === chosen.name ? [...services] : matchServices(services, text);

  const change = (next: string) => {
    setText(next);
    onTextChange?.(next);
    setOpen(true);
    setActive(next.trim() ? 0 : -1);
    if (chosen) onChoose(null);
  };

  const choose = (service: ConnectableService) => {
    setText(service.name);
    onTextChange?.(service.name);
    setOpen(false);
    setActive(-1);
    onChoose(service);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const last = matches.length - 1;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(e.key === 'ArrowDown' ? 0 : last);
        return;
      }
      if (last < 0) return;
      if (e.key === 'ArrowDown') setActive(active >= last ? 0 : active + 1);
      else setActive(active <= 0 ? last : active - 1);
    } else if (e.key === 'Enter') {
      if (open && matches[active]) {
        e.preventDefault();
        choose(matches[active]);
      }
    } else if (e.key === 'Escape') {
      if (open) {
        e.preventDefault();
        setOpen(false);
      } else if (text) {
        change('');
        setOpen(false);
      }
    }
  };

  const expanded = open && !disabled;
  return (
    <div className="sy-field cn-combobox">
      <label htmlFor={inputId} className="sy-field__label">
        {label}
      </label>
      <input
        id={inputId}
        className="sy-field__control"
        type="text"
        role="combobox"
        autoComplete="off"
        placeholder="Search services"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && matches[active] ? optionId(active) : undefined}
        value={text}
        disabled={disabled}
        onChange={(e) => change(e.target.value)}
        onKeyDown={onKeyDown}
        onClick={() => setOpen(true)}
        onBlur={() => setOpen(false)}
      />
      {expanded && (
        <ul id={listId} role="listbox" aria-label={label} className="cn-combobox__list">
          {matches.map((s, i) => (
            <li
              key={s.id}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              className={`cn-combobox__option${i === active ? ' cn-combobox__option--active' : ''}`}
              // mousedown, not click: the input keeps focus, so its blur does not close the list first.
              onMouseDown={(e) => {
                e.preventDefault();
                choose(s);
              }}
              onMouseEnter={() => setActive(i)}
            >
              <ServiceIcon service={s} />
              <span>{s.name}</span>
            </li>
          ))}
          {!matches.length && (
            <li role="presentation" className="cn-combobox__empty">
              No services match &ldquo;{text.trim()}&rdquo;
            </li>
          )}
        </ul>
      )}
    </div>
  );
}

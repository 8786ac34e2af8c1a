import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type AnchorHTMLAttributes,
  type ButtonHTMLAttributes,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';

// One open dropdown per page: opening one closes the other (even when reached by keyboard).
let closeOpenDropdown: (() => void) | null = null;

export interface DropdownProps {
  /** Content of the trigger button. */
  label: ReactNode;
  /** Menu items (MenuLink, MenuButton, MenuSeparator, MenuLabel), or a function of `close`. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Accessible name of the trigger when its content is not enough. */
  buttonLabel?: string;
  /** Accessible name of the menu. */
  menuLabel?: string;
  align?: 'start' | 'end';
  className?: string;
  buttonClassName?: string;
}

const itemsOf = (menu: HTMLElement | null) =>
  menu ? Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]')) : [];

/**
 * A trigger button and its menu. Opens and closes on the button (aria-expanded), closes on a click
 * outside, on Escape (focus returns to the button), when focus leaves it, and after an item is chosen.
 * Arrow keys, Home and End move between items.
 */
export function Dropdown({ label, children, buttonLabel, menuLabel, align = 'start', className, buttonClassName }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const focusFirstOnOpen = useRef(false);
  const menuId = useId();

  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (!open) return;
    if (closeOpenDropdown && closeOpenDropdown !== close) closeOpenDropdown();
    closeOpenDropdown = close;
    if (focusFirstOnOpen.current) itemsOf(menuRef.current)[0]?.focus();
    focusFirstOnOpen.current = false;

    const onPointer = (e: Event) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      const hadFocus = rootRef.current?.contains(document.activeElement);
      setOpen(false);
      if (hadFocus) buttonRef.current?.focus();
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('touchstart', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      if (closeOpenDropdown === close) closeOpenDropdown = null;
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('touchstart', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, close]);

  const onButtonClick = (e: MouseEvent<HTMLButtonElement>) => {
    // detail 0: activated by keyboard, so focus goes into the menu.
    focusFirstOnOpen.current = !open && e.detail === 0;
    setOpen(!open);
  };

  const onButtonKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'ArrowDown' && !open) {
      e.preventDefault();
      focusFirstOnOpen.current = true;
      setOpen(true);
    }
  };

  const onMenuKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    const items = itemsOf(menuRef.current);
    if (!items.length) return;
    const at = items.indexOf(document.activeElement as HTMLElement);
    const next =
      e.key === 'ArrowDown' ? (at + 1) % items.length
      : e.key === 'ArrowUp' ? (at <= 0 ? items.length - 1 : at - 1)
      : e.key === 'Home' ? 0
      : e.key === 'End' ? items.length - 1
      : -1;
    if (next < 0) return;
    e.preventDefault();
    items[next].focus();
  };

  const onMenuClick = (e: MouseEvent<HTMLUListElement>) => {
    if ((e.target as HTMLElement).closest('[role="menuitem"]')) setOpen(false);
  };

  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    const to = e.relatedTarget as Node | null;
    if (to && !rootRef.current?.contains(to)) setOpen(false);
  };

  return (
    <div ref={rootRef} className={['sy-dropdown', className].filter(Boolean).join(' ')} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={buttonClassName}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={buttonLabel}
        onClick={onButtonClick}
        onKeyDown={onButtonKeyDown}
      >
        {label}
      </button>
      {open && (
        <ul
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={menuLabel}
          className={align === 'end' ? 'sy-menu sy-menu--end' : 'sy-menu'}
          onKeyDown={onMenuKeyDown}
          onClick={onMenuClick}
        >
          {typeof children === 'function' ? children(close) : children}
        </ul>
      )}
    </div>
  );
}

export function MenuLink({ className, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <li role="none">
      <a role="menuitem" className={['sy-menu__item', className].filter(Boolean).join(' ')} {...rest} />
    </li>
  );
}

export function MenuButton({ className, type = 'button', ...rest }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <li role="none">
      <button role="menuitem" type={type} className={['sy-menu__item', className].filter(Boolean).join(' ')} {...rest} />
    </li>
  );
}

export function MenuSeparator() {
  return <li role="separator" className="sy-menu__separator" />;
}

/** Non-interactive text inside a menu (a heading or an empty-state line). */
export function MenuLabel({ children }: { children: ReactNode }) {
  return (
    <li role="presentation" className="sy-menu__label">
      {children}
    </li>
  );
}

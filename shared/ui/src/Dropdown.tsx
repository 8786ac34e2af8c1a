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
 * outside, on Escape (focus returns to the button), when focus leaves it, and after an item is chosen,
 * so opening another dropdown (by mouse or keyboard) closes this one. Arrow keys, Home and End move
 * between items.
 */
export function Dropdown({
  label,
  children,
  buttonLabel,
  menuLabel,
  align = 'start',
  className,
  buttonClassName,
}: DropdownProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const focusFirstOnOpen = useRef(false);
  const menuId = useId();

  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (!open) return;
    if (focusFirstOnOpen.current) itemsOf(menuRef.current)[0]?.focus();
    focusFirstOnOpen.current = false;

    const onPointer = (e: Event) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    // Escape while focus is inside is handled (and stopped) by onRootKeyDown; this is for the rest.
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('touchstart', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('touchstart', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

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
    const last = items.length - 1;
    const next = {
      ArrowDown: at === last ? 0 : at + 1,
      ArrowUp: at <= 0 ? last : at - 1,
      Home: 0,
      End: last,
    }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    items[next].focus();
  };

  // Choosing an item closes the menu and gives focus back to the button (so a dialog the item
  // opens returns focus there when it closes).
  const onMenuClick = (e: MouseEvent<HTMLUListElement>) => {
    if (!(e.target as HTMLElement).closest('[role="menuitem"]')) return;
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onRootKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Escape' || !open) return;
    e.stopPropagation();
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    const to = e.relatedTarget as Node | null;
    if (to && !rootRef.current?.contains(to)) setOpen(false);
  };

  return (
    <div
      ref={rootRef}
      className={['sy-dropdown', className].filter(Boolean).join(' ')}
      onBlur={onBlur}
      onKeyDown={onRootKeyDown}
    >
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
      <button
        role="menuitem"
        type={type}
        className={['sy-menu__item', className].filter(Boolean).join(' ')}
        {...rest}
      />
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

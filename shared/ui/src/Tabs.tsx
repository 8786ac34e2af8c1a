import { useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';

export interface TabItem {
  id: string;
  label: ReactNode;
}

export interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  tabs: TabItem[];
  value: string;
  onChange: (id: string) => void;
  /** The selected tab's panel. */
  children?: ReactNode;
}

/** In-page tabs (tablist / tab / tabpanel); arrow keys, Home and End move and select. */
export function Tabs({ label, tabs, value, onChange, children }: TabsProps) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = `${baseId}-panel`;

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const at = tabs.findIndex((t) => t.id === value);
    const last = tabs.length - 1;
    const next = {
      ArrowRight: at === last ? 0 : at + 1,
      ArrowLeft: at <= 0 ? last : at - 1,
      Home: 0,
      End: last,
    }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    onChange(tabs[next].id);
    listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(tabs[next].id))}`)?.focus();
  };

  return (
    <div>
      <div ref={listRef} role="tablist" aria-label={label} className="sy-tabs" onKeyDown={onKeyDown}>
        {tabs.map((t) => (
          <button
            key={t.id}
            id={tabId(t.id)}
            type="button"
            role="tab"
            className="sy-tabs__tab"
            aria-selected={t.id === value}
            aria-controls={panelId}
            tabIndex={t.id === value ? 0 : -1}
            onClick={() => onChange(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(value)} tabIndex={0}>
        {children}
      </div>
    </div>
  );
}

export interface NavItem {
  href: string;
  label: ReactNode;
  current?: boolean;
}

export interface NavLinksProps {
  /** Accessible name of the navigation landmark. */
  label: string;
  items: NavItem[];
  /** Click handler for every link, e.g. `linkClick` from @switchyard/client for client-side navigation. */
  onLinkClick?: (e: MouseEvent<HTMLAnchorElement>) => void;
}

function NavLinks({ label, items, onLinkClick, variant }: NavLinksProps & { variant: 'tabs' | 'sidebar' }) {
  return (
    <nav aria-label={label}>
      <ul className={variant === 'tabs' ? 'sy-tabs' : 'sy-sidebar'}>
        {items.map((item) => (
          <li key={item.href}>
            <a
              href={item.href}
              className={variant === 'tabs' ? 'sy-tabs__tab' : 'sy-sidebar__link'}
              aria-current={item.current ? 'page' : undefined}
              onClick={onLinkClick}
            >
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Page-level tabs that are links (each sub-route is a tab); the current one has aria-current="page". */
export function TabLinks(props: NavLinksProps) {
  return <NavLinks {...props} variant="tabs" />;
}

/** A vertical navigation list (e.g. a service's sections); the current link has aria-current="page". */
export function Sidebar(props: NavLinksProps) {
  return <NavLinks {...props} variant="sidebar" />;
}

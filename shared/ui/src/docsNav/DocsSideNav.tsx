import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { useCurrentSection } from './useCurrentSection';
import './docsNav.css';

export interface DocsSection {
  /** The id of the section's element (its heading, or a wrapper) in the content. */
  id: string;
  title: string;
}

export interface DocsSideNavProps {
  sections: DocsSection[];
  /** The navigation's name, shown above the list and given to the landmark. */
  label?: string;
  /** px below the top of the viewport where a section counts as reached. */
  offset?: number;
  /** The documentation itself: the elements whose ids `sections` name. */
  children: ReactNode;
}

export const DOCS_NAV_LABEL = 'On this page';

function focusSection(el: HTMLElement) {
  el.scrollIntoView?.({ block: 'start' });
  if (!el.hasAttribute('tabindex') && !/^(A|BUTTON|INPUT|SELECT|TEXTAREA)$/.test(el.tagName)) {
    el.setAttribute('tabindex', '-1');
  }
  el.focus({ preventScroll: true });
}

/**
 * Documentation with a side navigation of its sections; the section in view is highlighted
 * (`aria-current="location"`), recomputed 100 ms after scrolling stops. A link scrolls to its
 * section and moves focus there without touching the URL hash, which some pages use for their tabs.
 * Arrow keys, Home and End move between the links. Below 720 px the navigation is a compact list
 * above the content.
 */
export function DocsSideNav({ sections, label = DOCS_NAV_LABEL, offset, children }: DocsSideNavProps) {
  const { current, select } = useCurrentSection(
    sections.map((s) => s.id),
    { offset },
  );

  const onClick = (e: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const el = document.getElementById(id);
    if (!el) return;
    e.preventDefault();
    select(id);
    focusSection(el);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    const links = Array.from(e.currentTarget.querySelectorAll<HTMLAnchorElement>('a'));
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (at < 0) return;
    const last = links.length - 1;
    const next = {
      ArrowDown: Math.min(at + 1, last),
      ArrowRight: Math.min(at + 1, last),
      ArrowUp: Math.max(at - 1, 0),
      ArrowLeft: Math.max(at - 1, 0),
      Home: 0,
      End: last,
    }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    links[next].focus();
  };

  return (
    <div className="sy-docs">
      <nav className="sy-docs__nav" aria-label={label}>
        <p className="sy-docs__label" aria-hidden="true">
          {label}
        </p>
        <ul className="sy-docs__list" onKeyDown={onKeyDown}>
          {sections.map((s) => (
            <li key={s.id}>
              <a
                href={`#${s.id}`}
                className="sy-docs__link"
                aria-current={s.id === current ? 'location' : undefined}
                onClick={(e) => onClick(e, s.id)}
              >
                {s.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="sy-docs__content">{children}</div>
    </div>
  );
}

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { linkClick } from '@switchyard/client';
import './support.css';

/** Where the panel points besides the e-mail address: the platform's own help pages. */
const HELP_LINKS: [string, string][] = [
  ['/my_applets/help', 'How Applets are built'],
  ['/connections', 'Your connections'],
];

/**
 * The support widget (spec/connections.md#2-screens-and-routes: it opens only if the platform
 * support entitlement is set, so it is not rendered at all otherwise): a Support button opening a
 * small panel with the support address and help links. Escape or Close shuts it and focus returns
 * to the button.
 */
export function SupportWidget({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const panelId = useId();

  useEffect(() => {
    if (open) panel.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      e.stopPropagation();
      close();
    }
  };

  return (
    <div className="sy-support" onKeyDown={onKeyDown}>
      {open && (
        <div
          ref={panel}
          id={panelId}
          className="sy-support__panel"
          role="dialog"
          aria-labelledby={titleId}
          tabIndex={-1}
        >
          <h2 id={titleId} className="sy-support__title">
            Support
          </h2>
          <p>
            Write to us at <a href={`mailto:${email}`}>{email}</a>; we answer partners within one working day.
          </p>
          <ul className="sy-support__links">
            {HELP_LINKS.map(([href, label]) => (
              <li key={href}>
                <a
                  href={href}
                  onClick={(e) => {
                    linkClick(e);
                    setOpen(false);
                  }}
                >
                  {label}
                </a>
              </li>
            ))}
          </ul>
          <button type="button" className="sy-btn sy-btn--secondary" onClick={close}>
            Close
          </button>
        </div>
      )}
      <button
        ref={button}
        type="button"
        className="sy-btn sy-btn--primary sy-support__button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close() : setOpen(true))}
      >
        Support
      </button>
    </div>
  );
}

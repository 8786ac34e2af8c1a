import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { linkClick, useLocation } from '@switchyard/client';
import { adoptBrowserTimezone } from './browserTimezone';
import { pickCurrentOrg, readChosenOrg, saveChosenOrg } from './currentOrg';
import { useHeaderData } from './headerData';
import { OrgMenu } from './OrgMenu';
import { ServiceMenu } from './ServiceMenu';
import { SignOutForm } from './SignOutForm';
import './header.css';

function HeaderSkeleton() {
  return (
    <div className="sy-header__group" aria-busy="true">
      <span className="sy-visually-hidden" role="status">
        Loading your organizations
      </span>
      <span className="sy-header__skeleton" />
      <span className="sy-header__skeleton sy-header__skeleton--short" />
    </div>
  );
}

/**
 * The pages a signed-in user reaches from every page: their applets, their connected services, the
 * connections their services offer, the review queue (review team and staff only: the only people
 * it serves), their mail, the plans and, for staff, the remote registry.
 */
function UserLinks({ reviewer, staff }: { reviewer: boolean; staff: boolean }) {
  const links: [string, string][] = [
    ['/my_applets', 'My Applets'],
    ['/my_services', 'My Services'],
    ['/connections', 'Connections'],
    ...(reviewer ? ([['/reviews', 'Reviews']] as [string, string][]) : []),
    ['/outbox', 'Outbox'],
    ['/plans', 'Plans'],
    ...(staff ? ([['/admin/remotes', 'Remotes']] as [string, string][]) : []),
  ];
  const { pathname } = useLocation();
  return (
    <nav className="sy-header__nav" aria-label="Your pages">
      {links.map(([href, label]) => {
        const here = pathname === href || pathname.startsWith(`${href}/`);
        return (
          <a
            key={href}
            href={href}
            className="sy-header__link"
            aria-current={here ? 'page' : undefined}
            onClick={linkClick}
          >
            {label}
          </a>
        );
      })}
    </nav>
  );
}

/**
 * The phone-width menu button (header.css shows it at 720 px and below, where everything after the
 * brand collapses behind it): a disclosure button that opens and closes the panel. Escape or a
 * click outside the header closes it (focus goes back to the button when it was inside), and so
 * does moving to another page.
 */
function usePhoneNav(pathname: string) {
  // The page it was opened on: it is open only there.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const close = () => setOpenOn(null);
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    // An open dropdown or dialog stops its own Escape before it gets here.
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      const focusWasInside = headerRef.current?.contains(document.activeElement);
      close();
      if (focusWasInside) toggleRef.current?.focus();
    };
    const onPointer = (e: Event) => {
      const target = e.target as Node;
      // Outside the header, and not in a dialog one of its menus opened (a portal).
      if (!headerRef.current?.contains(target) && !(target as Element).closest?.('[role="dialog"]')) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('touchstart', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('touchstart', onPointer);
    };
  }, [open]);

  const toggle = () => setOpenOn(open ? null : pathname);
  // A link followed from the panel closes it, even one to the page already open.
  const onPanelClick = (e: MouseEvent) => {
    if ((e.target as Element).closest('a[href]')) close();
  };
  return { open, toggle, onPanelClick, headerRef, toggleRef, panelId };
}

/**
 * The developer header: organization and service dropdowns, the user's pages, login, Account and
 * Sign out. A user who has not chosen a time zone gets the browser's (browserTimezone.ts).
 * `reviewer`: the viewer is on the review team or staff (the gateway's session says so; /reviews
 * refuses anyone else on the server); `staff`: the viewer is staff (the registry refuses anyone else).
 */
export function DeveloperHeader({
  viewerLogin,
  reviewer = false,
  staff = false,
}: {
  viewerLogin: string;
  reviewer?: boolean;
  staff?: boolean;
}) {
  const { data, loading, error, refetch } = useHeaderData();
  const place = useLocation();
  const [chosenId, setChosenId] = useState(readChosenOrg);
  const orgs = data?.me?.organizations ?? [];
  const current = pickCurrentOrg(orgs, place, chosenId);
  const chosenTimezone = data?.me ? data.me.timezone : undefined;
  useEffect(() => {
    void adoptBrowserTimezone(chosenTimezone);
  }, [chosenTimezone]);

  const choose = (id: string) => {
    saveChosenOrg(id);
    setChosenId(id);
  };

  const {
    open: navOpen,
    toggle: toggleNav,
    onPanelClick,
    headerRef,
    toggleRef,
    panelId,
  } = usePhoneNav(place.pathname);

  return (
    <header className="sy-header" ref={headerRef}>
      <a href="/" className="sy-header__brand" onClick={linkClick}>
        Switchyard
      </a>
      <button
        ref={toggleRef}
        type="button"
        className="sy-header__toggle"
        aria-expanded={navOpen}
        aria-controls={panelId}
        onClick={toggleNav}
      >
        <span className="sy-header__toggle-icon" aria-hidden="true" />
        Menu
      </button>
      <div id={panelId} className="sy-header__panel" data-open={navOpen} onClick={onPanelClick}>
        {!data && loading ? (
          <HeaderSkeleton />
        ) : (!data && error) || (data && !data.me?.organizations) ? (
          <div className="sy-header__group">
            <span role="alert">Your organizations could not be loaded</span>
            <button
              type="button"
              className="sy-header__menu-button"
              onClick={() => void refetch().catch(() => {})}
            >
              Retry
            </button>
          </div>
        ) : (
          <>
            <OrgMenu orgs={orgs} current={current} place={place} onChoose={choose} />
            {current && <ServiceMenu org={current} place={place} />}
          </>
        )}
        <div className="sy-header__user">
          <UserLinks reviewer={reviewer} staff={staff} />
          <span className="sy-header__login">{data?.me?.login ?? viewerLogin}</span>
          {/* The gateway's own page (a full load): address, confirmation, time zone. */}
          <a href="/account" className="sy-header__link">
            Account
          </a>
          <SignOutForm />
        </div>
      </div>
    </header>
  );
}

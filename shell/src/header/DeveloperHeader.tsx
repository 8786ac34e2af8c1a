import { useEffect, useState } from 'react';
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

  return (
    <header className="sy-header">
      <a href="/" className="sy-header__brand" onClick={linkClick}>
        Switchyard
      </a>
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
    </header>
  );
}

import { useState } from 'react';
import { linkClick, useLocation } from '@switchyard/client';
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

/** The developer header: organization and service dropdowns, the user's applets, login and Sign out. */
export function DeveloperHeader({ viewerLogin }: { viewerLogin: string }) {
  const { data, loading, error, refetch } = useHeaderData();
  const place = useLocation();
  const [chosenId, setChosenId] = useState(readChosenOrg);
  const orgs = data?.me?.organizations ?? [];
  const current = pickCurrentOrg(orgs, place, chosenId);

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
        <a href="/my_applets" className="sy-header__link" onClick={linkClick}>
          My Applets
        </a>
        <span className="sy-header__login">{data?.me?.login ?? viewerLogin}</span>
        <SignOutForm />
      </div>
    </header>
  );
}

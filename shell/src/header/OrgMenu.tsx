import { useState } from 'react';
import { linkClick } from '@switchyard/client';
import { Dropdown, MenuButton, MenuLabel, MenuSeparator } from '@switchyard/ui';
import { orgSwitchHref, type Place } from './currentOrg';
import type { HeaderOrg } from './developerHeaderQuery';
import { NewOrgModal } from './NewOrgModal';
import { tierLabel } from './tierLabel';

export interface OrgMenuProps {
  orgs: HeaderOrg[];
  current: HeaderOrg | null;
  place: Place;
  onChoose: (orgId: string) => void;
}

/** The organization dropdown: switch organization, each one's Settings, and '+ New Org'. */
export function OrgMenu({ orgs, current, place, onChoose }: OrgMenuProps) {
  const [creating, setCreating] = useState(false);
  return (
    <div className="sy-header__group">
      <Dropdown
        label={
          <>
            {current?.name ?? 'Organizations'}
            <span className="sy-header__caret" aria-hidden="true" />
          </>
        }
        buttonClassName="sy-header__menu-button"
        menuLabel="Organizations"
      >
        {orgs.length === 0 && <MenuLabel>You do not belong to an organization yet</MenuLabel>}
        {orgs.map((org) => (
          <li key={org.id} role="none" className="sy-header__org-row">
            <a
              role="menuitem"
              className="sy-menu__item"
              href={orgSwitchHref(org.id, place, current?.id ?? null)}
              aria-current={org.id === current?.id ? 'true' : undefined}
              onClick={(e) => {
                onChoose(org.id);
                linkClick(e);
              }}
            >
              {org.name}
            </a>
            <a
              role="menuitem"
              className="sy-menu__item sy-header__settings"
              href={org.admin_uri}
              aria-label={`Settings for ${org.name}`}
              onClick={linkClick}
            >
              Settings
            </a>
          </li>
        ))}
        <MenuSeparator />
        <MenuButton onClick={() => setCreating(true)}>+ New Org</MenuButton>
      </Dropdown>
      {current && <span className="sy-header__tier">{tierLabel(current)}</span>}
      <NewOrgModal open={creating} onClose={() => setCreating(false)} />
    </div>
  );
}

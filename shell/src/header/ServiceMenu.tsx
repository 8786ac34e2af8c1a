import { linkClick } from '@switchyard/client';
import { Dropdown, MenuLabel, MenuLink, MenuSeparator } from '@switchyard/ui';
import { isServicePlace, type Place } from './currentOrg';
import type { HeaderOrg, HeaderService } from './developerHeaderQuery';

function ServiceIcon({ service }: { service: HeaderService }) {
  if (service.icon)
    return <img className="sy-header__service-icon" src={service.icon} alt="" width={20} height={20} />;
  return (
    <span
      className="sy-header__service-icon sy-header__swatch"
      style={{ background: service.color_hsl ?? undefined }}
      aria-hidden="true"
    >
      {service.name.slice(0, 1).toUpperCase()}
    </span>
  );
}

/** Shown for an organization whose services did not come (their part of Switchyard is unavailable). */
export const SERVICES_UNAVAILABLE = 'Services could not be loaded right now';

/** The service dropdown: the current organization's services and '+ Add Service'. */
export function ServiceMenu({ org, place }: { org: HeaderOrg; place: Place }) {
  const services = org.services ?? [];
  const open = services.find((s) => isServicePlace(s.url, place));
  return (
    <div className="sy-header__group">
      <Dropdown
        label={
          <>
            {open?.name ?? 'Services'}
            <span className="sy-header__caret" aria-hidden="true" />
          </>
        }
        buttonClassName="sy-header__menu-button"
        menuLabel={`${org.name} services`}
      >
        {org.services === null ? (
          <MenuLabel>{SERVICES_UNAVAILABLE}</MenuLabel>
        ) : (
          services.length === 0 && <MenuLabel>This organization has no services yet</MenuLabel>
        )}
        {services.map((service) => (
          <MenuLink key={service.id} href={service.url} onClick={linkClick}>
            <ServiceIcon service={service} />
            <span className="sy-header__service-name">{service.name}</span>
            <span className="sy-header__hint">
              {service.review_status_label ?? (service.published ? 'Published' : 'Draft')}
            </span>
          </MenuLink>
        ))}
        <MenuSeparator />
        <MenuLink href={`/services/new?org_id=${encodeURIComponent(org.id)}`} onClick={linkClick}>
          + Add Service
        </MenuLink>
      </Dropdown>
    </div>
  );
}

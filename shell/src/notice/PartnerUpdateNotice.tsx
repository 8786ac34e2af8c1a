import { useEffect, useState } from 'react';
import { linkClick } from '@switchyard/client';
import { useHeaderData } from '../header/headerData';
import { closePartnersUpdate, PARTNERS_UPDATE, showsPartnersUpdate } from './partnersUpdate';
import './notice.css';

/** Whether this browser last saw its user in an organization ('1') or not ('0'); unknown at first. */
const IN_ORGANIZATION_KEY = 'sy_in_organization';

function rememberedInOrganization(): boolean {
  try {
    return localStorage.getItem(IN_ORGANIZATION_KEY) !== '0';
  } catch {
    return true;
  }
}

/**
 * The partner update notice banner: for signed-in users who belong to an organization (the
 * header's data says so, no request of its own), until they close this version of it. Until that
 * data arrives it goes by what this browser saw last (at first: shown), so that for partners it is
 * there from the first paint and moves nothing when the data comes.
 */
export function PartnerUpdateNotice({ update = PARTNERS_UPDATE }: { update?: typeof PARTNERS_UPDATE }) {
  const { data } = useHeaderData();
  const [open, setOpen] = useState(() => showsPartnersUpdate(document.cookie, update.version));
  const known = data?.me ? (data.me.organizations?.length ?? 0) > 0 : null;
  useEffect(() => {
    if (known === null) return;
    try {
      localStorage.setItem(IN_ORGANIZATION_KEY, known ? '1' : '0');
    } catch {
      // Storage refused (private mode): the next page decides from its data again.
    }
  }, [known]);
  const inOrganization = known ?? rememberedInOrganization();
  if (!open || !inOrganization) return null;

  const close = () => {
    closePartnersUpdate(document, update.version);
    setOpen(false);
  };

  return (
    <aside className="sy-notice" aria-label="Partner update">
      <p className="sy-notice__text">
        <strong>{update.title}:</strong> {update.text}{' '}
        <a href={update.href} onClick={linkClick}>
          {update.linkText}
        </a>
      </p>
      <button type="button" className="sy-notice__close" aria-label="Dismiss this notice" onClick={close}>
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}

import { useState } from 'react';
import { linkClick } from '@switchyard/client';
import { useHeaderData } from '../header/headerData';
import { closePartnersUpdate, PARTNERS_UPDATE, showsPartnersUpdate } from './partnersUpdate';
import './notice.css';

/**
 * The partner update notice banner: for signed-in users who belong to an organization (the
 * header's data says so, no request of its own), until they close this version of it.
 */
export function PartnerUpdateNotice({ update = PARTNERS_UPDATE }: { update?: typeof PARTNERS_UPDATE }) {
  const { data } = useHeaderData();
  const [open, setOpen] = useState(() => showsPartnersUpdate(document.cookie, update.version));
  const inOrganization = (data?.me?.organizations?.length ?? 0) > 0;
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
      <button
        type="button"
        className="sy-notice__close"
        aria-label="Dismiss this notice"
        onClick={close}
      >
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}

import { ROUTE_LOADED, useQuery } from '@switchyard/client/apollo';
import { ADMINS_MAX } from '@switchyard/service-config-common/rules/serviceAdmin';
import { Button, flash, useConfirm } from '@switchyard/ui';
import { useEffect, useRef, useState } from 'react';
import { AdminForm } from './AdminForm';
import { ServiceAdminsDocument, type ServiceAdmin, type ServiceAdminsService } from './adminOperations';
import { deleteAdmin, isSignedOut } from './adminRequests';
import { ADMIN_TEXTS } from './adminTexts';
import './Admins.css';

const NEW = 'new';

/**
 * The service page's Administrators (spec/connections.md, "Admin list editing"): the people the
 * review team contacts, in the order added. Members add, edit and remove them (published services
 * too: contacts are not configuration); the review team and staff read them.
 */
export function AdminsSection({ moduleName }: { moduleName: string }) {
  const { data, loading, error, refetch } = useQuery(ServiceAdminsDocument, {
    variables: { module_name: moduleName },
    fetchPolicy: ROUTE_LOADED,
    notifyOnNetworkStatusChange: true,
  });
  const reload = () => void refetch().catch(() => undefined);
  const service = data?.service;
  return (
    <section aria-labelledby="service-admins-title" className="sc-checklist sc-admins">
      <h2 id="service-admins-title">{ADMIN_TEXTS.title}</h2>
      <p className="sc-muted">{ADMIN_TEXTS.intro}</p>
      {service ? (
        <AdminsList service={service} onChanged={reload} />
      ) : error ? (
        // Not an alert: the rest of the service page works without this list.
        <p>
          {ADMIN_TEXTS.loadFailed} <Button onClick={reload}>Try again</Button>
        </p>
      ) : loading ? (
        <p role="status">{ADMIN_TEXTS.loading}</p>
      ) : null}
    </section>
  );
}

function AdminsList({ service, onChanged }: { service: ServiceAdminsService; onChanged: () => void }) {
  const [open, setOpen] = useState<string | null>(null);
  const [confirm, confirmDialog] = useConfirm();
  const listRef = useRef<HTMLDivElement>(null);
  const returnTo = useRef<string | null>(null);
  const removed = useRef(false);
  const editable = service.viewer_is_member;
  const admins = service.admins;

  // Focus moves into an opened form, and back to its Edit (or Add) button once it closes.
  useEffect(() => {
    const root = listRef.current;
    if (!root) return;
    if (open !== null) {
      root.querySelector<HTMLElement>('.sc-admin-form input')?.focus();
    } else if (returnTo.current) {
      const back =
        root.querySelector<HTMLElement>(`[data-return-focus="${returnTo.current}"]`) ??
        root.querySelector<HTMLElement>(`[data-return-focus="${NEW}"]`);
      back?.focus();
      returnTo.current = null;
    }
  }, [open]);

  // Once a removed administrator's row is gone, focus goes to Add (it had been on the row's Remove).
  useEffect(() => {
    if (!removed.current) return;
    removed.current = false;
    listRef.current?.querySelector<HTMLElement>(`[data-return-focus="${NEW}"]`)?.focus();
  }, [admins]);

  const openForm = (id: string) => {
    returnTo.current = id;
    setOpen(id);
  };
  const close = (changed: boolean) => {
    setOpen(null);
    if (changed) onChanged();
  };

  async function remove(admin: ServiceAdmin) {
    const yes = await confirm(ADMIN_TEXTS.confirmRemove(admin.name), {
      title: ADMIN_TEXTS.confirmRemoveTitle,
      yesLabel: 'Remove',
      noLabel: 'Cancel',
      danger: true,
    });
    if (!yes) return;
    try {
      const { errors } = await deleteAdmin(service.module_name, admin.id);
      if (errors.length) {
        flash(ADMIN_TEXTS.removeFailed, 'error');
        return;
      }
    } catch (err) {
      flash(isSignedOut(err) ? ADMIN_TEXTS.sessionEnded : ADMIN_TEXTS.removeFailed, 'error');
      return;
    }
    flash(ADMIN_TEXTS.removed);
    removed.current = true;
    onChanged();
  }

  return (
    <div ref={listRef}>
      {admins.length === 0 && open !== NEW && <p>{ADMIN_TEXTS.empty}</p>}
      {admins.length > 0 && (
        <ul aria-label={ADMIN_TEXTS.title} className="sc-admins__list">
          {admins.map((admin) => (
            <li key={admin.id} className="sc-admins__item">
              {open === admin.id ? (
                <AdminForm
                  moduleName={service.module_name}
                  admin={admin}
                  onSaved={() => close(true)}
                  onCancel={() => close(false)}
                />
              ) : (
                <AdminRow
                  admin={admin}
                  editable={editable && open === null}
                  onEdit={() => openForm(admin.id)}
                  onRemove={() => void remove(admin)}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {open === NEW && (
        <AdminForm
          moduleName={service.module_name}
          onSaved={() => close(true)}
          onCancel={() => close(false)}
        />
      )}
      {editable && open === null && admins.length < ADMINS_MAX && (
        <Button data-return-focus={NEW} onClick={() => openForm(NEW)}>
          {ADMIN_TEXTS.add}
        </Button>
      )}
      {editable && admins.length >= ADMINS_MAX && (
        <p className="sc-muted" data-return-focus={NEW} tabIndex={-1}>
          {ADMIN_TEXTS.limit}
        </p>
      )}
      {confirmDialog}
    </div>
  );
}

function AdminRow({
  admin,
  editable,
  onEdit,
  onRemove,
}: {
  admin: ServiceAdmin;
  editable: boolean;
  onEdit: () => void;
  onRemove: () => void;
}) {
  return (
    <div className="sc-admins__row">
      <div className="sc-admins__details">
        <strong>{admin.name}</strong>{' '}
        <span className={`sc-badge sc-badge--${admin.validated ? 'published' : 'draft'}`}>
          {admin.validated ? ADMIN_TEXTS.validated : ADMIN_TEXTS.notValidated}
        </span>
        <br />
        <a href={`mailto:${admin.email}`}>{admin.email}</a>
        <br />
        {admin.phone ? (
          <a href={`tel:${admin.phone.replace(/[^\d+]/g, '')}`}>{admin.phone}</a>
        ) : (
          <span className="sc-muted">{ADMIN_TEXTS.noPhone}</span>
        )}
      </div>
      {editable && (
        <div className="sc-form__actions">
          <Button
            variant="link"
            data-return-focus={admin.id}
            onClick={onEdit}
            aria-label={`Edit ${admin.name}`}
          >
            Edit
          </Button>
          <Button variant="link" onClick={onRemove} aria-label={`Remove ${admin.name}`}>
            Remove
          </Button>
        </div>
      )}
    </div>
  );
}

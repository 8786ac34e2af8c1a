import { ADMIN_VALIDATION_FAILED, NO_ADMINS } from '@switchyard/review-common/reviewPage';
import { useState } from 'react';
import type { ServiceAdmin } from '../reviewOperations';
import { setAdminValidated } from '../reviewRequests';

/**
 * The Administrators section's rows (spec/review-org-diagnostics.md#21-service-review-page): the
 * people the partner lists as the service's administrators, with name, e-mail and phone. The review
 * team and staff mark a row validated once they have checked it; the box shows the server's answer.
 */
export function AdminRows({
  moduleName,
  admins,
  canValidate,
}: {
  moduleName: string;
  admins: ServiceAdmin[];
  canValidate: boolean;
}) {
  const [validated, setValidated] = useState(() => new Map(admins.map((a) => [a.id, a.validated])));
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // New data from the server (a refetch) replaces what the boxes showed.
  const [source, setSource] = useState(admins);
  if (source !== admins) {
    setSource(admins);
    setValidated(new Map(admins.map((a) => [a.id, a.validated])));
  }

  if (admins.length === 0) return <p className="rv-muted">{NO_ADMINS}</p>;

  async function toggle(admin: ServiceAdmin, next: boolean) {
    setBusy(admin.id);
    setError(null);
    const saved = await setAdminValidated(moduleName, admin.id, next);
    setBusy(null);
    if (!saved) return setError(ADMIN_VALIDATION_FAILED);
    setValidated((m) => new Map(m).set(admin.id, saved.validated));
  }

  return (
    <>
      {error && (
        <p className="rv-reviewers__error" role="alert">
          {error}
        </p>
      )}
      <div className="rv-table-wrap">
        <table className="rv-table">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">E-mail</th>
              <th scope="col">Phone</th>
              <th scope="col">Validated</th>
            </tr>
          </thead>
          <tbody>
            {admins.map((a) => {
              const isValidated = validated.get(a.id) ?? a.validated;
              return (
                <tr key={a.id}>
                  <td>{a.name}</td>
                  <td>
                    <a href={`mailto:${a.email}`}>{a.email}</a>
                  </td>
                  <td>{a.phone ?? <span className="rv-muted">not given</span>}</td>
                  <td>
                    {canValidate ? (
                      <label>
                        <input
                          type="checkbox"
                          checked={isValidated}
                          disabled={busy === a.id}
                          onChange={(e) => void toggle(a, e.target.checked)}
                        />{' '}
                        <span className="sy-visually-hidden">Validated: {a.name}</span>
                        <span aria-hidden="true">{isValidated ? 'Yes' : 'No'}</span>
                      </label>
                    ) : isValidated ? (
                      'Yes'
                    ) : (
                      'No'
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}

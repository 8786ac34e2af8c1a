import { useApolloClient } from '@switchyard/client/apollo';
import { Button, useConfirm, useFlash } from '@switchyard/ui';
import { useState } from 'react';
import type { Organization, OrgUser } from '../../orgOperations';
import { removeMember } from './removeMember';
import { REMOVE_FAILED } from './teamMessages';

/** The members: name, login, e-mail (hidden from non-owners), the owner badge, and Remove for the owner. */
export function MemberList({ organization }: { organization: Organization }) {
  const client = useApolloClient();
  const flash = useFlash();
  const [confirm, confirmDialog] = useConfirm();
  const [removing, setRemoving] = useState<string | null>(null);
  const canManage = organization.viewer_is_owner;

  const remove = async (user: OrgUser) => {
    const ok = await confirm(`${user.name} (${user.login}) will lose access to ${organization.name}.`, {
      title: 'Remove member?',
      danger: true,
    });
    if (!ok) return;
    setRemoving(user.id);
    try {
      await removeMember(client, organization.id, user.id);
      flash(`${user.name} has been removed`, 'success');
    } catch (err) {
      console.error('Member removal failed', err);
      flash(REMOVE_FAILED, 'error');
    } finally {
      setRemoving(null);
    }
  };

  return (
    <section className="org-subsection" aria-labelledby="org-members-title">
      <h3 id="org-members-title">Members</h3>
      <div className="sy-table-scroll">
        <table className="org-table">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Login</th>
              <th scope="col">E-mail</th>
              {canManage && (
                <th scope="col">
                  <span className="sy-visually-hidden">Actions</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {organization.users.map((user) => (
              <tr key={user.id}>
                <td>
                  {user.name}
                  {user.is_owner && (
                    <>
                      {' '}
                      <span className="org-badge org-badge--owner">Owner</span>
                    </>
                  )}
                </td>
                <td>{user.login}</td>
                <td>{user.email ?? <span className="org-muted">hidden</span>}</td>
                {canManage && (
                  <td className="org-table__actions">
                    {!user.is_owner && (
                      <Button
                        variant="link"
                        onClick={() => void remove(user)}
                        disabled={removing !== null}
                        aria-label={`Remove ${user.name}`}
                      >
                        {removing === user.id ? 'Removing…' : 'Remove'}
                      </Button>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {confirmDialog}
    </section>
  );
}

import type { Organization } from '../../orgOperations';
import { InvitationList } from './InvitationList';
import { InviteForm } from './InviteForm';
import { MemberList } from './MemberList';

/** The Team view: members, the invite form (owner only), pending and expired invitations. */
export function TeamPage({ organization }: { organization: Organization }) {
  return (
    <section className="org-panel" aria-labelledby="org-team-title">
      <h2 id="org-team-title">Team</h2>
      <MemberList organization={organization} />
      {organization.viewer_is_owner ? (
        <InviteForm organization={organization} />
      ) : (
        <p className="org-muted">Only the owner of {organization.name} can invite or remove members.</p>
      )}
      <InvitationList organization={organization} kind="pending" />
      <InvitationList organization={organization} kind="expired" />
    </section>
  );
}

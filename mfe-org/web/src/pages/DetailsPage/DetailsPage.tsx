import type { Organization } from '../../orgOperations';
import { OrgNameForm } from './OrgNameForm';
import { OwnerTransferForm } from './OwnerTransferForm';

interface Props {
  organization: Organization;
  refetch?: () => unknown;
}

/** The Details view: the name (editable by the owner) and, for the owner, the ownership transfer. */
export function DetailsPage({ organization, refetch = () => undefined }: Props) {
  const { owner } = organization;
  return (
    <section className="org-panel" aria-labelledby="org-details-title">
      <h2 id="org-details-title">Details</h2>
      <OrgNameForm key={organization.name} organization={organization} />
      <p className="org-owner-line">
        Owner: <strong>{owner.name}</strong> <span className="org-muted">({owner.login})</span>
      </p>
      {organization.viewer_is_owner && <OwnerTransferForm organization={organization} refetch={refetch} />}
    </section>
  );
}

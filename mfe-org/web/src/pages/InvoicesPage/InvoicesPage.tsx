import { ROUTE_LOADED, useQuery } from '@switchyard/client/apollo';
import { EmptyState, ErrorState, LoadingState } from '@switchyard/ui';
import { formatCents } from '../../format/formatCents';
import { formatDate } from '../../format/formatDate';
import { OrganizationInvoicesDocument, type Organization } from '../../orgOperations';
import { PlanTerms } from './PlanTerms';

/** The Invoices view (owner of a lite or developer organization): date, amount, status, plan terms. */
export function InvoicesPage({ organization }: { organization: Pick<Organization, 'id'> }) {
  const { data, loading, error, refetch } = useQuery(OrganizationInvoicesDocument, {
    variables: { id: organization.id },
    notifyOnNetworkStatusChange: true,
    fetchPolicy: ROUTE_LOADED,
  });
  const invoices = data?.organization?.invoices;

  let body;
  if (invoices) {
    body =
      invoices.length === 0 ? (
        <EmptyState title="You have no outstanding invoices." />
      ) : (
        <div className="sy-table-scroll">
          <table className="org-table">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col" className="org-table__number">
                  Amount
                </th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {invoices.map((invoice) => (
                <tr key={invoice.id}>
                  <td>
                    <time dateTime={invoice.created_at}>{formatDate(invoice.created_at)}</time>
                  </td>
                  <td className="org-table__number">{formatCents(invoice.invoice_total_in_cents)}</td>
                  <td>
                    <span className={`org-status org-status--${invoice.status.replace(/[^a-z0-9_-]/gi, '')}`}>
                      {invoice.status}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  } else if (loading) {
    body = <LoadingState label="Loading invoices…" />;
  } else {
    if (error) console.error('Loading invoices failed', error);
    body = (
      <ErrorState
        message="Couldn't load the invoices"
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  }

  return (
    <section className="org-panel" aria-labelledby="org-invoices-title">
      <h2 id="org-invoices-title">Invoices</h2>
      {body}
      <PlanTerms />
    </section>
  );
}

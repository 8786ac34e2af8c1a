import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDate } from '../../format/formatDate';
import { OrganizationInvoicesDocument } from '../../orgOperations';
import { ACME_ID, acmeAsOwner } from '../../testing/orgFixtures';
import { codedError, invoicesMock, orgPageMock } from '../../testing/orgMocks';
import { renderAt } from '../../testing/renderWithApollo';

const path = `/organizations/${ACME_ID}/invoices`;

describe('InvoicesPage', () => {
  it('lists invoices with date, amount in dollars (cents / 100) and status', async () => {
    renderAt(path, [
      orgPageMock(acmeAsOwner()),
      invoicesMock(ACME_ID, [
        { id: 'i3', created_at: '2025-03-01T12:00:00.000Z', invoice_total_in_cents: 4950, status: 'open' },
        { id: 'i2', created_at: '2024-03-01T12:00:00.000Z', invoice_total_in_cents: 19900, status: 'paid' },
        { id: 'i1', created_at: '2023-03-01T12:00:00.000Z', invoice_total_in_cents: 123456, status: 'paid' },
      ]),
    ]);
    const table = await screen.findByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .map((r) =>
        within(r)
          .queryAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows.slice(1)).toEqual([
      [formatDate('2025-03-01T12:00:00.000Z'), '$49.50', 'open'],
      [formatDate('2024-03-01T12:00:00.000Z'), '$199.00', 'paid'],
      [formatDate('2023-03-01T12:00:00.000Z'), '$1,234.56', 'paid'],
    ]);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Amount', 'Status']);
  });

  it("says 'You have no outstanding invoices.' when there are none, and shows the plan terms", async () => {
    renderAt(path, [
      orgPageMock(acmeAsOwner({ tier: 'lite', tier_display_name: 'Lite' })),
      invoicesMock(ACME_ID, []),
    ]);
    expect(await screen.findByText('You have no outstanding invoices.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const terms = screen.getByRole('region', { name: 'Developer plan terms' });
    expect(terms).toHaveTextContent('$199 USD, billed once a year');
    expect(terms).toHaveTextContent('renews automatically');
    expect(terms).toHaveTextContent('not refundable');
    expect(terms).toHaveTextContent('To cancel, send an e-mail');
  });

  it('offers Retry when the invoices cannot be loaded', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt(path, [
      orgPageMock(acmeAsOwner()),
      {
        request: { query: OrganizationInvoicesDocument, variables: { id: ACME_ID } },
        result: { errors: [codedError('INTERNAL_SERVER_ERROR', 'boom')] },
      },
      invoicesMock(ACME_ID, []),
    ]);
    expect(await screen.findByText("Couldn't load the invoices")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByText('You have no outstanding invoices.')).toBeInTheDocument());
    jest.mocked(console.error).mockRestore();
  });
});

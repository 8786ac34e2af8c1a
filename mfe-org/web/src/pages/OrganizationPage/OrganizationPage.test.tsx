import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OrganizationPageDocument } from '../../orgOperations';
import { ACME_ID, acmeAsMember, acmeAsOwner } from '../../testing/orgFixtures';
import { codedError, invoicesMock, orgPageMock } from '../../testing/orgMocks';
import { renderAt } from '../../testing/renderWithApollo';

const sidebar = () => screen.getByRole('navigation', { name: 'Organization settings' });

describe('OrganizationPage', () => {
  it('shows a loading state, then the organization with the details view by default', async () => {
    renderAt(`/organizations/${ACME_ID}`, [orgPageMock(acmeAsOwner())]);
    expect(screen.getByText('Loading organization…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Automation' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Details' })).toBeInTheDocument();
    expect(within(sidebar()).getByRole('link', { name: 'Details' })).toHaveAttribute('aria-current', 'page');
  });

  it('switching views pushes the lowercase view name onto the history', async () => {
    const user = userEvent.setup();
    renderAt(`/organizations/${ACME_ID}`, [orgPageMock(acmeAsOwner()), invoicesMock(ACME_ID, [])]);
    await screen.findByRole('heading', { level: 1, name: 'Acme Automation' });
    const before = window.history.length;

    await user.click(within(sidebar()).getByRole('link', { name: 'Team' }));
    expect(window.location.pathname).toBe(`/organizations/${ACME_ID}/team`);
    expect(window.history.length).toBe(before + 1);
    expect(await screen.findByRole('heading', { name: 'Team' })).toBeInTheDocument();
    expect(within(sidebar()).getByRole('link', { name: 'Team' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(sidebar()).getByRole('link', { name: 'Invoices' }));
    expect(window.location.pathname).toBe(`/organizations/${ACME_ID}/invoices`);
    expect(await screen.findByText('You have no outstanding invoices.')).toBeInTheDocument();

    await user.click(within(sidebar()).getByRole('link', { name: 'Details' }));
    expect(window.location.pathname).toBe(`/organizations/${ACME_ID}/details`);
    expect(window.history.length).toBe(before + 3);
    expect(screen.getByRole('heading', { name: 'Details' })).toBeInTheDocument();
  });

  it('lists Invoices for the owner of a developer or lite organization', async () => {
    renderAt(`/organizations/${ACME_ID}`, [orgPageMock(acmeAsOwner({ tier: 'lite', has_invoices: true }))]);
    await screen.findByRole('heading', { level: 1, name: 'Acme Automation' });
    expect(
      within(sidebar())
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Details', 'Team', 'Invoices']);
  });

  it('hides Invoices from members', async () => {
    renderAt(`/organizations/${ACME_ID}`, [orgPageMock(acmeAsMember())]);
    await screen.findByRole('heading', { level: 1, name: 'Acme Automation' });
    expect(
      within(sidebar())
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Details', 'Team']);
  });

  it('hides Invoices from the owner of a tier without invoices', async () => {
    renderAt(`/organizations/${ACME_ID}`, [
      orgPageMock(acmeAsOwner({ tier: 'free', tier_display_name: 'Free', has_invoices: false })),
    ]);
    await screen.findByRole('heading', { level: 1, name: 'Acme Automation' });
    expect(within(sidebar()).queryByRole('link', { name: 'Invoices' })).not.toBeInTheDocument();
  });

  it('does not show invoices to a member who types the invoices path', async () => {
    renderAt(`/organizations/${ACME_ID}/invoices`, [orgPageMock(acmeAsMember())]);
    expect(
      await screen.findByText(
        'Invoices are only available to the owner of a Lite or Developer organization.',
      ),
    ).toBeInTheDocument();
  });

  it('shows not found when the viewer is not a member', async () => {
    renderAt(`/organizations/${ACME_ID}`, [
      {
        request: { query: OrganizationPageDocument, variables: { id: ACME_ID } },
        result: { errors: [codedError('NOT_FOUND', 'Organization not found')] },
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Organization not found' })).toBeInTheDocument();
  });

  it('offers Retry when loading fails, and shows the organization after it', async () => {
    const user = userEvent.setup();
    renderAt(`/organizations/${ACME_ID}`, [
      {
        request: { query: OrganizationPageDocument, variables: { id: ACME_ID } },
        error: new Error('Network down'),
      },
      orgPageMock(acmeAsOwner()),
    ]);
    expect(await screen.findByText("Couldn't load this organization")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Acme Automation' })).toBeInTheDocument(),
    );
  });
});

import { act, render, screen, within } from '@testing-library/react';
import { ACME_ID, headerMock, LABS_ID, mockHeaderFetch } from '../header/headerFixtures';
import { Home } from './Home';

const go = (path: string) => act(() => window.history.pushState(null, '', path));

describe('Home', () => {
  beforeEach(() => go('/'));

  it('welcomes the user and links to each of their organizations', async () => {
    mockHeaderFetch([headerMock()]);
    render(<Home />);
    expect(
      await screen.findByRole('heading', { name: 'Welcome to Switchyard, Olivia Owner' }),
    ).toBeInTheDocument();
    const acme = screen.getByRole('link', { name: 'Acme Automation' });
    expect(acme).toHaveAttribute('href', `/organizations/${ACME_ID}`);
    const acmeRow = acme.closest('li')!;
    expect(acmeRow).toHaveTextContent('Developer organization');
    expect(acmeRow).toHaveTextContent('2 services');
    expect(within(acmeRow).getByRole('link', { name: '+ Add Service' })).toHaveAttribute(
      'href',
      `/services/new?org_id=${ACME_ID}`,
    );
    const labsRow = screen.getByRole('link', { name: 'Olivia Labs' }).closest('li')!;
    expect(labsRow).toHaveTextContent('Your organization');
    expect(labsRow).toHaveTextContent('0 services');
    expect(screen.getByRole('link', { name: 'Olivia Labs' })).toHaveAttribute(
      'href',
      `/organizations/${LABS_ID}`,
    );
  });

  it('says so when the user has no organization', async () => {
    mockHeaderFetch([
      headerMock({
        me: { id: 'u6', login: 'nia', name: 'Nia Newcomer', timezone: 'UTC', organizations: [] },
      }),
    ]);
    render(<Home />);
    expect(await screen.findByText('You do not belong to an organization yet')).toBeInTheDocument();
  });

  it('shows "Page not found" for a path no remote claims', () => {
    go('/nowhere');
    mockHeaderFetch([]);
    render(<Home />);
    expect(screen.getByText('Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the start page' })).toHaveAttribute('href', '/');
  });

  it('shows the load fallback off the start page when the remote list could not be fetched', () => {
    go('/organizations/x');
    mockHeaderFetch([]);
    render(<Home registryFailed />);
    expect(screen.getByRole('alert')).toHaveTextContent('This part of Switchyard could not be loaded');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import { MyOrganizationsDocument } from '../../orgOperations';
import { renderWithApollo } from '../../testing/renderWithApollo';
import { OrganizationsPage } from './OrganizationsPage';

const me = (organizations: object[]) => ({
  request: { query: MyOrganizationsDocument },
  result: { data: { me: { __typename: 'User', id: 'u1', organizations } } },
});
const org = (id: string, name: string, tier_display_name: string, viewer_is_owner: boolean) => ({
  __typename: 'Organization',
  id,
  name,
  tier: tier_display_name.toLowerCase(),
  tier_display_name,
  viewer_is_owner,
});

describe('OrganizationsPage', () => {
  it("lists the user's organizations with tier and role, linking to each page", async () => {
    renderWithApollo(<OrganizationsPage />, [
      me([org('o1', 'Acme Automation', 'Developer', true), org('o3', 'Lite Industries', 'Lite', false)]),
    ]);
    const acme = await screen.findByRole('link', { name: 'Acme Automation' });
    expect(acme).toHaveAttribute('href', '/organizations/o1');
    expect(screen.getByText('Developer · Owner')).toBeInTheDocument();
    expect(screen.getByText('Lite · Member')).toBeInTheDocument();
  });

  it('says how to get an organization when the user has none', async () => {
    renderWithApollo(<OrganizationsPage />, [me([])]);
    expect(await screen.findByText('You do not belong to an organization yet')).toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ServiceConfigRoutes } from '../routes';
import { ServicePageDocument } from '../services/serviceOperations';
import { serviceFixture } from '../testing/serviceFixtures';
import { channelMock, editMock, renderQueries, SERVICE } from './queriesFixtures.testing';

describe('the queries area in the remote', () => {
  it('is linked from the service page and pushes history', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', `/services/${SERVICE}`);
    renderQueries(<ServiceConfigRoutes />, [
      {
        request: { query: ServicePageDocument, variables: { module_name: SERVICE } },
        result: { data: { service: serviceFixture({ published: false }) } },
      },
      channelMock(),
    ]);
    const before = window.history.length;
    await user.click(await screen.findByRole('link', { name: 'Edit queries' }));
    expect(window.location.pathname).toBe(`/services/${SERVICE}/queries`);
    expect(window.history.length).toBe(before + 1);
    expect(await screen.findByRole('heading', { name: 'Queries', level: 1 })).toBeInTheDocument();
  });

  it('routes {queriesUrl}/{module_name} to the edit view (trailing slash too)', async () => {
    window.history.replaceState(null, '', `/services/${SERVICE}/queries/list_cities/`);
    renderQueries(<ServiceConfigRoutes />, [editMock()]);
    expect(await screen.findByRole('heading', { name: 'List cities', level: 1 })).toBeInTheDocument();
  });

  it('shows NOT FOUND for a malformed query address', () => {
    window.history.replaceState(null, '', `/services/${SERVICE}/queries/%E0%A4%A`);
    renderQueries(<ServiceConfigRoutes />, []);
    expect(screen.getByRole('heading', { name: 'NOT FOUND' })).toBeInTheDocument();
  });
});

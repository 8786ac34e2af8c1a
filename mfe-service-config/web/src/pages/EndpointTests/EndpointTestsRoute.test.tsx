import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ServiceConfigRoutes } from '../../routes';
import { SERVICE_PAGE_QUERY } from '../../serviceOperations';
import { renderWithApollo } from '../../testing/renderWithApollo';
import { serviceFixture } from '../../testing/serviceFixtures';

it('links the service overview to /services/{module_name}/endpoint_tests, which shows the endpoint test page', async () => {
  window.history.replaceState(null, '', '/services/acme_weather');
  renderWithApollo(<ServiceConfigRoutes />, [
    {
      request: { query: SERVICE_PAGE_QUERY, variables: { module_name: 'acme_weather' } },
      result: { data: { service: serviceFixture() } },
    },
  ]);
  const link = await screen.findByRole('link', { name: 'Endpoint tests' });
  expect(link).toHaveAttribute('href', '/services/acme_weather/endpoint_tests');
  await userEvent.click(link);
  expect(window.location.pathname).toBe('/services/acme_weather/endpoint_tests');
  expect(screen.getByRole('heading', { level: 1, name: 'Endpoint tests' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Not running');
});

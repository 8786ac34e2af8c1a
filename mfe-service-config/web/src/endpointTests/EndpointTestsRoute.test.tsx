import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ServiceConfigRoutes } from '../routes';
import { ServicePageDocument } from '../services/serviceOperations';
import { renderWithApollo } from '../testing/renderWithApollo';
import { serviceFixture } from '../testing/serviceFixtures';
import { EndpointTestServiceDocument } from './endpointTestOperations';

it('links the service overview to /services/{module_name}/endpoint_tests, which shows the endpoint test page', async () => {
  window.history.replaceState(null, '', '/services/acme_weather');
  renderWithApollo(<ServiceConfigRoutes />, [
    {
      request: { query: ServicePageDocument, variables: { module_name: 'acme_weather' } },
      result: { data: { service: serviceFixture() } },
    },
    {
      request: { query: EndpointTestServiceDocument, variables: { module_name: 'acme_weather' } },
      result: {
        data: {
          service: {
            __typename: 'Service',
            id: serviceFixture().id,
            module_name: 'acme_weather',
            name: 'Acme Weather',
            last_endpoint_test: null,
          },
        },
      },
    },
  ]);
  const link = await screen.findByRole('link', { name: 'Endpoint tests' });
  expect(link).toHaveAttribute('href', '/services/acme_weather/endpoint_tests');
  await userEvent.click(link);
  expect(window.location.pathname).toBe('/services/acme_weather/endpoint_tests');
  expect(await screen.findByRole('heading', { level: 1, name: 'Endpoint tests' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Not running');
});

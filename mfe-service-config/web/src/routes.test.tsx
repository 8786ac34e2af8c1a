import { act, screen } from '@testing-library/react';
import { navigate } from '@switchyard/client';
import { ServicePageDocument } from './services/serviceOperations';
import { ServiceConfigRoutes } from './routes';
import { renderWithApollo } from './testing/renderWithApollo';
import { serviceFixture } from './testing/serviceFixtures';

describe('ServiceConfigRoutes', () => {
  it('shows the new-service page, a service page, and not found for anything else', async () => {
    window.history.replaceState(null, '', '/services/new');
    renderWithApollo(<ServiceConfigRoutes />, [
      {
        request: { query: ServicePageDocument, variables: { module_name: 'acme_weather' } },
        result: { data: { service: serviceFixture() } },
      },
    ]);
    expect(screen.getByText('Choose an organization first')).toBeInTheDocument();

    act(() => navigate('/services/acme_weather'));
    expect(await screen.findByRole('heading', { name: 'Acme Weather' })).toBeInTheDocument();

    act(() => navigate('/services/acme_weather/widgets/x'));
    expect(screen.getByText('Page not found')).toBeInTheDocument();

    act(() => navigate('/services/%E0%A4%A'));
    expect(screen.getByText('Page not found')).toBeInTheDocument();
  });
});

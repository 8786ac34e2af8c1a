import { act, screen } from '@testing-library/react';
import pkg from '../package.json';
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
    // Each page is a chunk of its own: it shows once it has loaded.
    expect(await screen.findByText('Choose an organization first')).toBeInTheDocument();

    act(() => navigate('/services/acme_weather'));
    expect(await screen.findByRole('heading', { name: 'Acme Weather' })).toBeInTheDocument();

    act(() => navigate('/services/acme_weather/widgets/x'));
    expect(await screen.findByText('Page not found')).toBeInTheDocument();

    act(() => navigate('/services/%E0%A4%A'));
    expect(screen.getByText('Page not found')).toBeInTheDocument();
  });
});

describe('switchyard.pages (what the gateway preloads for a path)', () => {
  const { pages } = pkg.switchyard;
  const chunkFor = (path: string) => pages.find((p) => new RegExp(p.pattern).test(path))?.chunk;

  it('names the chunk of the page the router shows for each path (the build checks the code names them)', () => {
    expect(
      Object.fromEntries(
        [
          '/services/new',
          '/services/acme_weather',
          '/services/acme_weather/queries',
          '/services/acme_weather/queries/forecast',
          '/services/acme_weather/queries/new',
          '/services/acme_weather/triggers/new',
          '/services/acme_weather/actions/send_forecast',
          '/services/acme_weather/script',
          '/services/acme_weather/endpoint_tests',
          '/services/acme_weather/auth_tests/callback',
        ].map((path) => [path, chunkFor(path)]),
      ),
    ).toEqual({
      '/services/new': 'page-new-service',
      '/services/acme_weather': 'page-service',
      '/services/acme_weather/queries': 'page-queries',
      '/services/acme_weather/queries/forecast': 'page-query-editor',
      '/services/acme_weather/queries/new': 'page-query-editor',
      '/services/acme_weather/triggers/new': 'page-steps',
      '/services/acme_weather/actions/send_forecast': 'page-steps',
      '/services/acme_weather/script': 'page-script',
      '/services/acme_weather/endpoint_tests': 'page-endpoint-tests',
      '/services/acme_weather/auth_tests/callback': 'page-auth-tests',
    });
    expect(chunkFor('/services/acme_weather/widgets/x')).toBeUndefined();
  });
});

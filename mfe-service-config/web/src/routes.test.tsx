import { act, render, screen, waitFor } from '@testing-library/react';
import pkg from '../package.json';
import { navigate } from '@switchyard/client';
import { ApolloProvider, getApolloClient, registerCachePolicies } from '@switchyard/client/apollo';
import { answerGraphqlRequests } from '@switchyard/client/testing';
import { cachePolicies } from './cachePolicies';
import { ServicePageDocument } from './services/serviceOperations';
import { loadServiceConfigRoute, ServiceConfigRoutes } from './routes';
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

describe("the route loader (the page's query and code start as the route matches)", () => {
  let graphql: ReturnType<typeof answerGraphqlRequests> | null = null;
  afterEach(() => graphql?.restore());

  it("asks for the service page's query before the page renders; the page and its Triggers list send nothing more", async () => {
    graphql = answerGraphqlRequests(() => ({
      // The whole answer to the query: anything missing would make the page ask again.
      service: {
        ...serviceFixture(),
        service_key: 'k-1',
        service_key_header: 'IFTTT-Service-Key',
        review_status_label: 'Draft',
      },
    }));
    registerCachePolicies(cachePolicies);
    window.history.replaceState(null, '', '/services/acme_weather');

    loadServiceConfigRoute({ pathname: '/services/acme_weather', search: new URLSearchParams() });
    await waitFor(() => expect(graphql?.sent.map((o) => o.operationName)).toEqual(['ServicePage']));
    render(
      <ApolloProvider client={getApolloClient()}>
        <ServiceConfigRoutes />
      </ApolloProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Acme Weather' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Triggers' })).toBeInTheDocument();
    expect(graphql.sent.map((o) => o.operationName)).toEqual(['ServicePage']);
  });

  it('knows nothing of paths it does not serve', () => {
    graphql = answerGraphqlRequests(() => null);
    loadServiceConfigRoute({ pathname: '/services/acme_weather/widgets/x', search: new URLSearchParams() });
    expect(graphql.sent).toEqual([]);
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

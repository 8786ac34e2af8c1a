import { answerGraphqlRequests } from '@switchyard/client/testing';
import { loadObservabilityRoute } from './routes';

const at = (href: string) => {
  const url = new URL(href, 'http://x');
  return { pathname: url.pathname, search: url.searchParams };
};
let graphql: ReturnType<typeof answerGraphqlRequests>;
const EMPTY_FILTERS = { request_types: [], response_statuses: [], timeframes: [] };
beforeEach(() => {
  graphql = answerGraphqlRequests(({ operationName }) =>
    operationName === 'LogsPage'
      ? { service: null, transactionLogFilters: EMPTY_FILTERS }
      : operationName === 'ServiceAnalytics'
        ? { serviceAnalytics: null, serviceWorksWithMetrics: [] }
        : { service: null },
  );
});
afterEach(() => graphql.restore());

const sent = () => new Promise((r) => setTimeout(r, 20)).then(() => graphql.sent);

describe('loadObservabilityRoute', () => {
  it("asks for each page's first query as the route matches", async () => {
    loadObservabilityRoute(at('/logs?service=daybook'));
    await loadObservabilityRoute(at('/feedback?service=daybook&content=service'));
    await loadObservabilityRoute(at('/charts/?service=daybook'));
    await loadObservabilityRoute(at('/analytics?service=daybook'));
    expect(await sent()).toEqual([
      { operationName: 'LogsPage', variables: { module_name: 'daybook' } },
      { operationName: 'ObservabilityService', variables: { module_name: 'daybook' } },
      { operationName: 'ObservabilityService', variables: { module_name: 'daybook' } },
      { operationName: 'ObservabilityService', variables: { module_name: 'daybook' } },
      { operationName: 'ServiceAnalytics', variables: { module_name: 'daybook' } },
    ]);
  });

  it('asks nothing without a service, nor at other addresses', async () => {
    loadObservabilityRoute(at('/logs'));
    await loadObservabilityRoute(at('/feedback'));
    await loadObservabilityRoute(at('/charts?service='));
    await loadObservabilityRoute(at('/analytics'));
    loadObservabilityRoute(at('/feedback/else?service=daybook'));
    expect(await sent()).toEqual([]);
  });
});

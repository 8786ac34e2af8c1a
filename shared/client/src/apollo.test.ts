import { parse } from 'graphql';
import { getApolloClient, preloadQuery, type TypedDocumentNode } from './apollo';
import { answerGraphqlRequests } from './testing';

const ServiceName: TypedDocumentNode<{ service: { id: string; name: string } }, { module_name: string }> =
  parse(`
    query ServiceName($module_name: String!) {
      service(module_name: $module_name) {
        id
        name
      }
    }
  `);

let graphql: ReturnType<typeof answerGraphqlRequests>;
beforeEach(() => {
  graphql = answerGraphqlRequests(({ variables }) => ({
    service: { __typename: 'Service', id: variables.module_name, name: 'A' },
  }));
});
afterEach(() => graphql.restore());

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('preloadQuery', () => {
  it('asks the network, even with an answer cached (a route loader always brings the page up to date)', async () => {
    preloadQuery(ServiceName, { module_name: 'one' });
    await settle();
    preloadQuery(ServiceName, { module_name: 'one' });
    await settle();
    expect(graphql.sent).toEqual([
      { operationName: 'ServiceName', variables: { module_name: 'one' } },
      { operationName: 'ServiceName', variables: { module_name: 'one' } },
    ]);
  });

  it('asks even for a query a page on screen watches (that page may be the one being left)', async () => {
    const watching = getApolloClient()
      .watchQuery({ query: ServiceName, variables: { module_name: 'two' }, fetchPolicy: 'cache-first' })
      .subscribe(() => undefined);
    await settle();
    graphql.sent.length = 0;
    preloadQuery(ServiceName, { module_name: 'two' });
    await settle();
    expect(graphql.sent).toEqual([{ operationName: 'ServiceName', variables: { module_name: 'two' } }]);
    watching.unsubscribe();
  });
});

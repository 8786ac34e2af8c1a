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

describe('an answer with an error that leaves no field null', () => {
  it('is read whole: the org-unavailable notice without a path is not a failure; an error on a field is', async () => {
    const realFetch = globalThis.fetch;
    const answers = [
      {
        data: { service: { __typename: 'Service', id: 'three', name: 'C' } },
        errors: [
          {
            message: 'The org subgraph is unavailable. Try again in a moment.',
            extensions: { code: 'SUBGRAPH_UNAVAILABLE', subgraph: 'org' },
          },
        ],
      },
      {
        data: { service: null },
        errors: [{ message: 'Nope.', path: ['service'], extensions: { code: 'SUBGRAPH_UNAVAILABLE' } }],
      },
    ];
    globalThis.fetch = (async () => {
      const body = JSON.stringify(answers.shift());
      return {
        ok: true,
        status: 200,
        headers: new Headers({ 'content-type': 'application/json' }),
        text: async () => body,
      };
    }) as unknown as typeof fetch;
    try {
      const whole = await getApolloClient().query({
        query: ServiceName,
        variables: { module_name: 'three' },
        fetchPolicy: 'network-only',
      });
      expect(whole.data).toEqual({ service: { __typename: 'Service', id: 'three', name: 'C' } });
      expect(whole.errors).toBeUndefined();
      await expect(
        getApolloClient().query({
          query: ServiceName,
          variables: { module_name: 'four' },
          fetchPolicy: 'network-only',
        }),
      ).rejects.toThrow('Nope.');
    } finally {
      globalThis.fetch = realFetch;
    }
  });
});

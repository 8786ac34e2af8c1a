import { subgraphLocations, subgraphNames } from './subgraphLocations';

const sdl = `enum join__Graph {
  ORG @join__graph(name: "org", url: "in-process://org")
  SERVICE_CONFIG @join__graph(name: "service_config", url: "in-process://service_config")
}`;

it('reads the subgraph names from the supergraph', () => {
  expect(subgraphNames(sdl)).toEqual(['org', 'service_config']);
});

it("points each subgraph at its SUBGRAPH_<NAME>_URL's /graphql", () => {
  const urls = { org: 'http://org:4001/', service_config: 'http://sc:4002' };
  expect(subgraphLocations(sdl, urls)).toEqual({
    org: { location: 'http://org:4001/graphql' },
    service_config: { location: 'http://sc:4002/graphql' },
  });
});

it('names every setting that is missing', () => {
  expect(() => subgraphLocations(sdl, {})).toThrow(
    'The router reaches every subgraph over HTTP: set SUBGRAPH_ORG_URL, SUBGRAPH_SERVICE_CONFIG_URL.',
  );
});

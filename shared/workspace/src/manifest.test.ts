import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readWorkspace } from './manifest';

const roots: string[] = [];
afterAll(() => roots.forEach((r) => rmSync(r, { recursive: true, force: true })));

/** A scratch workspace of the given package.json files, by folder. */
function workspaceOf(packages: Record<string, object>) {
  const root = mkdtempSync(join(tmpdir(), 'sy-manifest-'));
  roots.push(root);
  for (const [dir, json] of Object.entries(packages)) {
    mkdirSync(join(root, dir), { recursive: true });
    writeFileSync(join(root, dir, 'package.json'), JSON.stringify(json));
  }
  return root;
}

const demo = {
  gateway: {
    name: '@s/gateway',
    switchyard: {
      role: 'gateway',
      subgraph: {
        name: 'identity',
        port: 4007,
        order: 0,
        schema: 'src/identity/schema.graphql',
        module: 'src/identity/domain.ts',
      },
    },
  },
  engine: {
    name: '@s/engine',
    switchyard: { role: 'engine', subgraph: { name: 'engine', port: 4006, order: 6 } },
  },
  'mfe-demo-things/web': {
    name: '@s/demo-things-web',
    switchyard: { role: 'web', remote: 'demo_things', routes: ['/things'] },
  },
  'mfe-demo-things/subgraph': {
    name: '@s/demo-things-subgraph',
    switchyard: { role: 'subgraph', subgraph: { name: 'demo_things', port: 4001, order: 1 } },
  },
  'mfe-demo-things/common': { name: '@s/demo-things-common', switchyard: { role: 'common' } },
  'shared/kit': { name: '@s/kit', switchyard: { role: 'shared' } },
  e2e: { name: '@s/e2e', switchyard: { role: 'tooling' } },
  'e2e/partner': { name: '@s/partner', switchyard: { role: 'sample' } },
  // No role: not part of the manifest (the lists check names it when pnpm lists it).
  'e2e/fixtures': { name: 'fixture' },
  'gateway/node_modules/dep': { name: 'dep', switchyard: { role: 'web' } },
};

it('reads each package’s role and groups the domain packages by folder, the engine a domain of its own', () => {
  const ws = readWorkspace(workspaceOf(demo));
  expect(ws.packages.map((p) => [p.dir, p.role, p.domain])).toEqual([
    ['e2e', 'tooling', null],
    ['e2e/partner', 'sample', null],
    ['engine', 'engine', 'engine'],
    ['gateway', 'gateway', null],
    ['mfe-demo-things/common', 'common', 'demo-things'],
    ['mfe-demo-things/subgraph', 'subgraph', 'demo-things'],
    ['mfe-demo-things/web', 'web', 'demo-things'],
    ['shared/kit', 'shared', null],
  ]);
  expect(ws.domains.map((d) => [d.name, d.folder, d.packages.map((p) => p.name)])).toEqual([
    ['engine', 'engine', ['@s/engine']],
    [
      'demo-things',
      'mfe-demo-things',
      ['@s/demo-things-common', '@s/demo-things-subgraph', '@s/demo-things-web'],
    ],
  ]);
});

it('lists the subgraphs in their declared order, their files by convention unless the package names them', () => {
  const ws = readWorkspace(workspaceOf(demo));
  expect(ws.subgraphs.map((s) => [s.name, s.port])).toEqual([
    ['identity', 4007],
    ['demo_things', 4001],
    ['engine', 4006],
  ]);
  expect(ws.subgraphs[0]).toEqual({
    name: 'identity',
    package: '@s/gateway',
    dir: 'gateway',
    port: 4007,
    order: 0,
    schema: 'gateway/src/identity/schema.graphql',
    resolverTypes: 'gateway/src/generated/resolverTypes.ts',
    mappers: 'gateway/src/resolvers/mappers.ts',
    server: 'gateway/src/server.ts',
    module: 'gateway/src/identity/domain.ts',
  });
  expect(ws.subgraphs[1]).toMatchObject({
    schema: 'mfe-demo-things/subgraph/schema.graphql',
    resolverTypes: 'mfe-demo-things/subgraph/src/generated/resolverTypes.ts',
    mappers: 'mfe-demo-things/subgraph/src/resolvers/mappers.ts',
    server: 'mfe-demo-things/subgraph/src/server.ts',
    module: null,
  });
  expect(ws.remotes).toEqual([
    { name: 'demo_things', package: '@s/demo-things-web', dir: 'mfe-demo-things/web', routes: ['/things'] },
  ]);
});

it('refuses a package outside its role’s place in the layout, or an unknown role', () => {
  expect(() =>
    readWorkspace(workspaceOf({ 'shared/things': { name: 'x', switchyard: { role: 'web', remote: 'x' } } })),
  ).toThrow(/shared\/things\/package.json: the role "web" does not belong in shared\/things/);
  expect(() =>
    readWorkspace(workspaceOf({ 'mfe-x/web': { name: 'x', switchyard: { role: 'engine' } } })),
  ).toThrow(/the role "engine" does not belong in mfe-x\/web/);
  expect(() => readWorkspace(workspaceOf({ tools: { name: 'x', switchyard: { role: 'tool' } } }))).toThrow(
    /"tool" is none of/,
  );
});

it('refuses a subgraph package without its subgraph, a web package without its remote, and duplicates', () => {
  expect(() =>
    readWorkspace(workspaceOf({ 'mfe-x/subgraph': { name: 'x', switchyard: { role: 'subgraph' } } })),
  ).toThrow(/declares switchyard.subgraph/);
  expect(() =>
    readWorkspace(workspaceOf({ 'mfe-x/web': { name: 'x', switchyard: { role: 'web' } } })),
  ).toThrow(/names its remote/);
  const sub = (name: string, port: number, order: number) => ({
    name: `@s/${name}`,
    switchyard: { role: 'subgraph', subgraph: { name, port, order } },
  });
  expect(() =>
    readWorkspace(workspaceOf({ 'mfe-a/subgraph': sub('a', 4001, 1), 'mfe-b/subgraph': sub('b', 4001, 2) })),
  ).toThrow('Two packages declare the same subgraph port: 4001.');
  expect(() =>
    readWorkspace(workspaceOf({ 'mfe-a/subgraph': sub('a', 4001, 1), 'mfe-b/subgraph': sub('b', 4002, 1) })),
  ).toThrow('Two packages declare the same subgraph order: 1.');
});

it('reads this repository: every domain’s packages, the eight subgraphs in seeding order, a remote per web package', () => {
  const ws = readWorkspace(join(__dirname, '..', '..', '..'));
  expect(ws.subgraphs.map((s) => s.name)).toEqual([
    'identity',
    'org',
    'service_config',
    'observability',
    'review',
    'composer',
    'engine',
    'connections',
  ]);
  expect(ws.domains.map((d) => d.folder).sort()).toEqual([
    'engine',
    'mfe-composer',
    'mfe-connections',
    'mfe-observability',
    'mfe-org',
    'mfe-review',
    'mfe-service-config',
  ]);
  expect(ws.remotes.map((r) => r.name).sort()).toEqual([
    'composer',
    'connections',
    'observability',
    'org',
    'review',
    'service_config',
  ]);
});

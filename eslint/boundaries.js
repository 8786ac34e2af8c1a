// The import rules that keep domains apart (docs/architecture.md, "Boundaries"):
// - a web package never imports subgraph or server code, and the common package stays browser-safe;
// - no domain's package (mfe-*, the engine) imports another domain's package (domains meet only
//   through the supergraph, REST paths, signed internal calls and the events of @switchyard/events);
// - shared packages and the router import no domain;
// - the platform test harness (@switchyard/platform-testing: the gateway with every domain) is for a
//   domain's tests only: its *.test.ts files and their testing helpers, never its code or its web;
// - no relative import leaves its package, and every package import is declared in package.json.
// The domains and packages come from the workspace manifest (each package.json's switchyard.role).
const { join } = require('node:path');
const importX = require('eslint-plugin-import-x');
const { readWorkspace } = require('@switchyard/workspace');

const root = join(__dirname, '..');

const CROSS_DOMAIN =
  'Domains reach each other only through the supergraph, the REST paths, signed internal calls and events (docs/architecture.md).';
const WEB_SERVER = 'A web package runs in the browser: share rules through the common package instead.';
const COMMON_SERVER = 'The common package is shared with the browser: no server code here.';
const OPERATIONS =
  'Write the operation in a .graphql file beside the code: `pnpm codegen` types it and checks it against the schema.';
const APOLLO =
  "Import Apollo from '@switchyard/client/apollo': it is the page's one shared Apollo, and a copy of @apollo/client in a remote would miss the page's client.";
const SHARED_DOMAIN = 'Shared packages serve every domain and import none.';
const TEST_HARNESS =
  "The platform test harness starts the whole gateway: only a domain's tests (*.test.ts, their *.testing.ts and testing/ helpers) import it.";
const ROUTER_DOMAIN =
  'The router runs the committed supergraph over subgraphs elsewhere: it imports no domain (docs/architecture.md).';

/** The whole platform for a domain's tests (platform-testing/); it depends on the gateway, so on every domain. */
const testHarness = '@switchyard/platform-testing';
const serverPackages = ['@switchyard/server-kit', '@switchyard/sandbox', '@switchyard/gateway', testHarness];

/** A package's tests and their helpers: the only files that may import the platform test harness. */
const testFiles = ['**/*.test.{ts,tsx}', '**/*.testing.{ts,tsx}', '**/testing/**', '**/testing.{ts,tsx}'];

/** Files that may use a package's devDependencies and the workspace's test tooling. */
const devFiles = [
  ...testFiles,
  '**/jestSetup*.ts',
  '**/test-fixtures/**',
  '**/webpack.config.ts',
  '**/*.config.{ts,js,mjs,cjs}',
];

function boundaries(dir = root) {
  const workspace = readWorkspace(dir);
  const { domains } = workspace;
  const namesOf = (packages) => packages.map((p) => p.name);
  const domainPackages = (d) => namesOf(d.packages);
  const packagesOf = (d, role) => d.packages.filter((p) => p.role === role);
  const dirsOf = (role) => workspace.packages.filter((p) => p.role === role).map((p) => `${p.dir}/**`);
  const restricted = (patterns, paths = []) => ['error', { patterns, paths }];
  // Operations live in .graphql files, where codegen types them and checks them against the schema.
  const noInlineOperations = [
    { name: '@apollo/client', message: APOLLO },
    { name: 'graphql-tag', message: OPERATIONS },
  ];
  const configs = [
    {
      plugins: { 'import-x': importX },
      files: ['**/*.{ts,tsx,js,mjs,cjs}'],
      rules: { 'import-x/no-relative-packages': 'error' },
      settings: {
        'import-x/resolver-next': [
          importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
        ],
      },
    },
  ];
  for (const d of domains) {
    const others = domains.filter((o) => o !== d).flatMap(domainPackages);
    const crossDomain = { group: others, message: CROSS_DOMAIN };
    configs.push(
      {
        files: [`${d.folder}/**`],
        rules: {
          'no-restricted-imports': restricted([crossDomain, { group: [testHarness], message: TEST_HARNESS }]),
        },
      },
      {
        files: testFiles.map((f) => `${d.folder}/${f}`),
        rules: { 'no-restricted-imports': restricted([crossDomain]) },
      },
    );
    for (const web of packagesOf(d, 'web'))
      configs.push({
        files: [`${web.dir}/**`],
        rules: {
          'no-restricted-imports': restricted(
            [
              crossDomain,
              {
                group: [...namesOf(packagesOf(d, 'subgraph')), ...serverPackages, '**/subgraph/**'],
                message: WEB_SERVER,
              },
            ],
            noInlineOperations,
          ),
        },
      });
    for (const common of packagesOf(d, 'common'))
      configs.push({
        files: [`${common.dir}/**`],
        rules: {
          'no-restricted-imports': restricted([
            crossDomain,
            {
              group: [
                ...namesOf(packagesOf(d, 'subgraph')),
                ...namesOf(packagesOf(d, 'web')),
                ...serverPackages,
                'node:*',
              ],
              message: COMMON_SERVER,
            },
          ]),
        },
      });
  }
  configs.push(
    {
      files: dirsOf('shared'),
      rules: {
        'no-restricted-imports': restricted([
          { group: domains.flatMap(domainPackages), message: SHARED_DOMAIN },
        ]),
      },
    },
    {
      files: dirsOf('router'),
      rules: {
        'no-restricted-imports': restricted([
          { group: domains.flatMap(domainPackages), message: ROUTER_DOMAIN },
        ]),
      },
    },
  );
  configs.push({
    files: ['shell/src/**', 'shared/client/src/**', 'shared/ui/src/**'],
    ignores: ['shared/client/src/apollo.ts'],
    rules: {
      'no-restricted-imports': restricted(
        [{ group: domains.flatMap(domainPackages), message: SHARED_DOMAIN }],
        noInlineOperations,
      ),
    },
  });
  for (const { dir: pkg, role } of workspace.packages) {
    configs.push(
      {
        files: [`${pkg}/**/*.{ts,tsx,js,mjs,cjs}`],
        rules: {
          'import-x/no-extraneous-dependencies': [
            'error',
            { packageDir: [join(dir, pkg)], devDependencies: false, includeTypes: true },
          ],
        },
      },
      {
        // Tests and build files also use the workspace's test tooling (the root package.json).
        files: role === 'tooling' ? [`${pkg}/**`] : devFiles.map((f) => `${pkg}/${f}`),
        rules: {
          'import-x/no-extraneous-dependencies': [
            'error',
            { packageDir: [join(dir, pkg), dir], devDependencies: true, includeTypes: true },
          ],
        },
      },
    );
  }
  return configs;
}

module.exports = { boundaries };

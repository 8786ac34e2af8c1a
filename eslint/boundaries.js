// The import rules that keep domains apart (docs/architecture.md, "Boundaries"):
// - a web package never imports subgraph or server code, and the common package stays browser-safe;
// - no mfe-* package imports another domain's package (domains meet only through the supergraph,
//   REST paths, signed internal calls and the events of @switchyard/events);
// - shared packages import no domain;
// - no relative import leaves its package, and every package import is declared in package.json.
const { readdirSync, existsSync } = require('node:fs');
const { join } = require('node:path');
const importX = require('eslint-plugin-import-x');

const root = join(__dirname, '..');

/** The domains, from the mfe-* folders. */
function domainsIn(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && e.name.startsWith('mfe-'))
    .map((e) => e.name.slice('mfe-'.length));
}

/** Every folder with a package.json that lint covers. */
function packagesIn(dir) {
  const found = [];
  for (const top of ['gateway', 'shell', 'bench', 'e2e', 'e2e/partner-service']) {
    if (existsSync(join(dir, top, 'package.json'))) found.push(top);
  }
  for (const parent of ['shared', ...domainsIn(dir).map((d) => `mfe-${d}`)]) {
    if (!existsSync(join(dir, parent))) continue;
    for (const e of readdirSync(join(dir, parent), { withFileTypes: true })) {
      if (e.isDirectory() && existsSync(join(dir, parent, e.name, 'package.json')))
        found.push(`${parent}/${e.name}`);
    }
  }
  return found;
}

const CROSS_DOMAIN =
  'Domains reach each other only through the supergraph, the REST paths, signed internal calls and events (docs/architecture.md).';
const WEB_SERVER = 'A web package runs in the browser: share rules through the common package instead.';
const COMMON_SERVER = 'The common package is shared with the browser: no server code here.';
const OPERATIONS =
  'Write the operation in a .graphql file beside the code: `pnpm codegen` types it and checks it against the schema.';
const APOLLO =
  "Import Apollo from '@switchyard/client/apollo': it is the page's one shared Apollo, and a copy of @apollo/client in a remote would miss the page's client.";
const SHARED_DOMAIN = 'Shared packages serve every domain and import none.';

const serverPackages = ['@switchyard/server-kit', '@switchyard/sandbox', '@switchyard/gateway'];

/** Packages that are tooling as a whole: every file may use their devDependencies. */
const toolingPackages = ['e2e', 'bench'];

/** Files that may use a package's devDependencies and the workspace's test tooling. */
const devFiles = [
  '**/*.test.{ts,tsx}',
  '**/*.testing.{ts,tsx}',
  '**/testing/**',
  '**/testing.{ts,tsx}',
  '**/jestSetup*.ts',
  '**/test-fixtures/**',
  '**/webpack.config.ts',
  '**/*.config.{ts,js,mjs,cjs}',
];

function boundaries(dir = root) {
  const domains = domainsIn(dir);
  const domainPackages = (d) => [
    `@switchyard/${d}-web`,
    `@switchyard/${d}-subgraph`,
    `@switchyard/${d}-common`,
  ];
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
      { files: [`mfe-${d}/**`], rules: { 'no-restricted-imports': restricted([crossDomain]) } },
      {
        files: [`mfe-${d}/web/**`],
        rules: {
          'no-restricted-imports': restricted(
            [
              crossDomain,
              {
                group: [`@switchyard/${d}-subgraph`, ...serverPackages, '**/subgraph/**'],
                message: WEB_SERVER,
              },
            ],
            noInlineOperations,
          ),
        },
      },
      {
        files: [`mfe-${d}/common/**`],
        rules: {
          'no-restricted-imports': restricted([
            crossDomain,
            {
              group: [`@switchyard/${d}-subgraph`, `@switchyard/${d}-web`, ...serverPackages, 'node:*'],
              message: COMMON_SERVER,
            },
          ]),
        },
      },
    );
  }
  configs.push({
    files: ['shared/**'],
    rules: {
      'no-restricted-imports': restricted([
        { group: domains.flatMap(domainPackages), message: SHARED_DOMAIN },
      ]),
    },
  });
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
  for (const pkg of packagesIn(dir)) {
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
        files: toolingPackages.includes(pkg) ? [`${pkg}/**`] : devFiles.map((f) => `${pkg}/${f}`),
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

module.exports = { boundaries, packagesIn, domainsIn };

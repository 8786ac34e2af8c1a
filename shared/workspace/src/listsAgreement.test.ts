import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { covers, listsDisagreeing } from './listsAgreement';
import { readWorkspace } from './manifest';

const root = join(__dirname, '..', '..', '..');

/** What the check reads of this repository (root lists, package.json and tsconfig files, server entries), in a scratch copy. */
function copyOfRepo() {
  const dir = mkdtempSync(join(tmpdir(), 'sy-lists-'));
  const ws = readWorkspace(root);
  const files = [
    'pnpm-workspace.yaml',
    'knip.json',
    'tsconfig.json',
    '.github/CODEOWNERS',
    // The contracts CODEOWNERS names.
    'gateway/supergraph.graphql',
    'gateway/api-schema.graphql',
    'gateway/rest-paths.json',
    ...ws.packages.flatMap((p) => [`${p.dir}/package.json`, `${p.dir}/tsconfig.json`]),
    ...ws.subgraphs.map((s) => s.server),
  ];
  for (const file of files) if (existsSync(join(root, file))) cpSync(join(root, file), join(dir, file));
  return dir;
}

function edit(dir: string, file: string, change: (text: string) => string) {
  writeFileSync(join(dir, file), change(readFileSync(join(dir, file), 'utf8')));
}

it('finds this repository’s lists in agreement with its packages’ manifest', () => {
  expect(listsDisagreeing(root)).toEqual([]);
});

describe('a new domain whose central lists were not brought along', () => {
  const dir = copyOfRepo();
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('agrees before the change', () => {
    expect(listsDisagreeing(dir)).toEqual([]);
  });

  it('names each list to change', () => {
    mkdirSync(join(dir, 'mfe-reviews/subgraph/src'), { recursive: true });
    writeFileSync(
      join(dir, 'mfe-reviews/subgraph/package.json'),
      JSON.stringify({
        name: '@switchyard/reviews-subgraph',
        main: 'src/index.ts',
        switchyard: { role: 'subgraph', subgraph: { name: 'reviews', port: 4018, order: 8 } },
      }),
    );
    writeFileSync(join(dir, 'mfe-reviews/subgraph/tsconfig.json'), JSON.stringify({ include: ['src'] }));
    writeFileSync(
      join(dir, 'mfe-reviews/subgraph/src/server.ts'),
      'void runSubgraph(reviewsDomain, 4019);\n',
    );
    expect(listsDisagreeing(dir)).toEqual([
      '.github/CODEOWNERS: no line names /mfe-reviews/ and who owns it.',
      'gateway/package.json: hosts @switchyard/reviews-subgraph, so depends on it.',
      "mfe-reviews/subgraph/src/server.ts: runSubgraph's default port is 4019; mfe-reviews/subgraph/package.json declares 4018.",
    ]);
  });
});

it('finds a package pnpm does not list, a package without a role, a stale pattern, and lists left behind', () => {
  const dir = copyOfRepo();
  try {
    edit(dir, 'pnpm-workspace.yaml', (t) => t.replace('  - router\n', '  - tools/*\n'));
    mkdirSync(join(dir, 'shared/unnamed'));
    writeFileSync(join(dir, 'shared/unnamed/package.json'), JSON.stringify({ name: '@switchyard/unnamed' }));
    edit(dir, 'tsconfig.json', (t) => t.replace('    "engine/src",\n', ''));
    edit(dir, 'knip.json', (t) => t.replace('"router": {', '"routers": {'));
    edit(dir, 'gateway/package.json', (t) =>
      t.replace('"@switchyard/engine": "workspace:*",', '"@switchyard/review-common": "workspace:*",'),
    );
    expect(listsDisagreeing(dir)).toEqual([
      'shared/unnamed/package.json: a workspace package (pnpm-workspace.yaml) declares its switchyard.role.',
      'pnpm-workspace.yaml: no pattern lists router, a package with a switchyard.role.',
      'pnpm-workspace.yaml: "tools/*" names no package.',
      'knip.json: workspace "routers" names no package.',
      'knip.json: router has neither main nor exports: name its entry files under "workspaces".',
      'gateway/package.json: hosts @switchyard/engine, so depends on it.',
      'gateway/package.json: @switchyard/review-common holds no subgraph it hosts.',
      'tsconfig.json: include engine/src, so the root type check sees it.',
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

it('matches patterns segment by segment, a folder covering what is inside it', () => {
  expect(covers('mfe-*/web', 'mfe-org/web')).toBe(true);
  expect(covers('shared/*/src', 'shared/ui/src')).toBe(true);
  expect(covers('e2e', 'e2e/partner-service/src')).toBe(true);
  expect(covers('mfe-*/web', 'mfe-org/subgraph')).toBe(false);
  expect(covers('gateway/src', 'gateway')).toBe(false);
  expect(covers('mfe.x', 'mfe-x')).toBe(false);
});

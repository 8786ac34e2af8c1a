import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { commandArgs, parseDeployment, readDeployment } from './deployment';
import { readWorkspace } from './manifest';

// Issue 41: the README's deployment table is what CI's scaled-out pass starts (e2e/startServer.mjs),
// so it must parse, and name every subgraph of the committed supergraph as the manifest declares it.
const root = join(__dirname, '..', '..', '..');
const workspace = readWorkspace(root);
const processes = readDeployment(root);
const supergraph = readFileSync(join(root, 'gateway', 'supergraph.graphql'), 'utf8');
const supergraphSubgraphs = [...supergraph.matchAll(/@join__graph\(name: "([^"]+)"/g)].map((m) => m[1]);

it('reads the processes of the README in start order', () => {
  expect(processes.length).toBeGreaterThan(supergraphSubgraphs.length);
  const starts = processes.map((p) => p.start);
  expect(starts).toEqual([...starts].sort((a, b) => a - b));
});

it.each(supergraphSubgraphs)('runs the %s subgraph of the committed supergraph', (name) => {
  const declared = workspace.subgraphs.find((s) => s.name === name)!;
  const rows = processes.filter((p) => p.address === `SUBGRAPH_${name.toUpperCase()}_URL`);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ package: declared.package, port: declared.port, health: '/health' });
  // Before the router and the gateway, which reach it.
  const router = processes.find((p) => p.address === 'GRAPHQL_ROUTER_URL')!;
  expect(rows[0].start).toBeLessThan(router.start);
});

it('names the router and the gateway, the gateway last', () => {
  const gateway = workspace.packages.find((p) => p.role === 'gateway')!;
  const router = workspace.packages.find((p) => p.role === 'router')!;
  const last = processes[processes.length - 1];
  expect(last).toMatchObject({ package: gateway.name, address: null, runs: 'always', port: 8080 });
  expect(processes.filter((p) => p.start === last.start)).toEqual([last]);
  expect(processes.find((p) => p.package === router.name)).toMatchObject({
    address: 'GRAPHQL_ROUTER_URL',
    runs: 'with the router',
  });
});

it('starts each process with a script its package has, that installs, builds and seeds nothing', () => {
  for (const p of processes) {
    const pkg = workspace.packages.find((w) => w.name === p.package);
    expect(pkg).toBeDefined();
    const [pnpm, filter, name, silent, ...rest] = commandArgs(p.command);
    expect([pnpm, filter, name]).toEqual(['pnpm', '--filter', p.package]);
    // pnpm's banner ("> package@version start …") would be the one line of a log that is not JSON.
    expect(silent).toBe('--silent');
    const script = rest[0] === 'run' ? rest[1] : rest[0];
    const scripts = (pkg!.json as { scripts?: Record<string, string> }).scripts ?? {};
    expect(Object.keys(scripts)).toContain(script);
    expect(scripts[script]).not.toMatch(/\b(install|build|SEED_DEMO=1)\b/);
  }
});

describe('a table that does not parse', () => {
  const table = (...rows: string[]) =>
    [
      '<!-- deployment:start -->',
      '| start | process | package | start command | default port | its address | runs | health |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
      ...rows,
      '<!-- deployment:end -->',
    ].join('\n');

  it('is refused when it is missing', () => {
    expect(() => parseDeployment('# README\n')).toThrow('README.md: no deployment table');
  });

  it('is refused with every bad cell named', () => {
    expect(() =>
      parseDeployment(
        table(
          '| one | org | @switchyard/org-subgraph | `node src/server.ts` | 4001 | SUBGRAPH_ORG_URL | sometimes | health |',
          '| 1 | review | `@switchyard/review-subgraph` | `pnpm --filter @switchyard/org-subgraph start` | x | — | always | — |',
          '| 1 | composer | `@switchyard/composer-subgraph` | `pnpm --filter @switchyard/composer-subgraph start; rm -rf /` | 4005 | — | always | — |',
          '| 1 | short | row |',
        ),
      ),
    ).toThrow(
      [
        'README.md: deployment table, "org": the start order "one" is not a whole number.',
        'README.md: deployment table, "org": the package "@switchyard/org-subgraph" is not in backticks.',
        'README.md: deployment table, "org": the start command `node src/server.ts` is not a `pnpm …` command in backticks.',
        'README.md: deployment table, "org": its address "SUBGRAPH_ORG_URL" is neither a setting in backticks nor —.',
        'README.md: deployment table, "org": "runs" is "sometimes", not one of always, with the router, demo only.',
        'README.md: deployment table, "org": the health check "health" is not a path or —.',
        'README.md: deployment table, "review": the start command does not start with `pnpm --filter @switchyard/review-subgraph`.',
        'README.md: deployment table, "review": the default port "x" is not a number.',
        'README.md: deployment table, "composer": the start command `pnpm --filter @switchyard/composer-subgraph start; rm -rf /` holds more than words separated by single spaces.',
        'README.md: deployment table, "short": 3 cells, not 8.',
      ].join('\n'),
    );
  });

  it('is refused when its columns changed', () => {
    expect(() => parseDeployment(table().replace('| runs | health |', '| health | runs |'))).toThrow(
      "README.md: the deployment table's columns are start, process, package, start command",
    );
  });
});

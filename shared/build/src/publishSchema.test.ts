/** The schema command finds its subgraph from the folder it runs in, as the workspace manifest declares it. */
import { resolve } from 'node:path';
import { UsageError } from './deploy';
import { parseSchemaArgs, publishSchema, subgraphAt, workspaceRoot } from './publishSchema';

const root = resolve(__dirname, '../../..');

it('finds the workspace root from a package folder', () => {
  expect(workspaceRoot(resolve(root, 'mfe-org/subgraph/src'))).toBe(root);
});

it("finds the package's subgraph and its schema file, the gateway's identity subgraph too", () => {
  expect(subgraphAt(root, resolve(root, 'mfe-org/subgraph'))).toMatchObject({
    name: 'org',
    schema: 'mfe-org/subgraph/schema.graphql',
  });
  expect(subgraphAt(root, resolve(root, 'gateway'))).toMatchObject({
    name: 'identity',
    schema: 'gateway/src/identity/schema.graphql',
  });
  expect(subgraphAt(root, resolve(root, 'engine')).name).toBe('engine');
});

it('refuses a folder that declares no subgraph', () => {
  expect(() => subgraphAt(root, resolve(root, 'mfe-org/web'))).toThrow(/mfe-org\/web declares no subgraph/);
});

it('reads --schema', () => {
  expect(parseSchemaArgs([])).toEqual({ schema: null });
  expect(parseSchemaArgs(['--', '--schema', 'next.graphql'])).toEqual({ schema: 'next.graphql' });
  expect(parseSchemaArgs(['--schema=next.graphql'])).toEqual({ schema: 'next.graphql' });
  expect(() => parseSchemaArgs(['--schema'])).toThrow(UsageError);
  expect(() => parseSchemaArgs(['--force'])).toThrow(/Unknown argument "--force"/);
});

it('exits 2 without a token, saying where staff create one', async () => {
  const err: string[] = [];
  const code = await publishSchema({
    argv: [],
    env: {},
    cwd: resolve(root, 'mfe-org/subgraph'),
    print: () => undefined,
    printError: (l) => err.push(l),
  });
  expect(code).toBe(2);
  expect(err.join('\n')).toMatch(/DEPLOY_TOKEN is not set\. .*\/admin\/remotes/);
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { remoteOperations } from '@switchyard/build/operationsDocument';
import { readWorkspace } from '@switchyard/workspace';
import { operationsGate, schemaOf } from './operationsGate';
import { apiSchemaSdl, root } from './gates.testing';

it("accepts every remote's documents against the committed API schema", () => {
  const remotes = readWorkspace(root).packages.filter((p) => p.role === 'web');
  expect(remotes.length).toBeGreaterThan(3);
  for (const remote of remotes)
    expect({
      remote: remote.name,
      reasons: operationsGate(remoteOperations(join(root, remote.dir)), apiSchemaSdl),
    }).toEqual({
      remote: remote.name,
      reasons: [],
    });
});

it("accepts org's built operations.graphql", () => {
  const built = readFileSync(join(root, 'mfe-org', 'web', 'dist', 'operations.graphql'), 'utf8');
  expect(built).toContain('query');
  expect(operationsGate(built, apiSchemaSdl)).toEqual([]);
});

it('refuses an unknown field, naming the operation', () => {
  const operations = 'query OrgTeam($id: ID!) { organization(id: $id) { id foo } }\nquery Fine { me { id } }';
  expect(operationsGate(operations, apiSchemaSdl)).toEqual([
    'operation OrgTeam: Cannot query field "foo" on type "Organization".',
  ]);
});

it('names the fragment when the error is in one, and keeps unused shared fragments', () => {
  const operations =
    'fragment Who on User { id shoe_size }\nfragment UserErrorFields on UserError { attribute message }\n' +
    'query Me { me { ...Who } }';
  expect(operationsGate(operations, apiSchemaSdl)).toEqual([
    'fragment Who: Cannot query field "shoe_size" on type "User".',
  ]);
});

it('refuses a wrong argument and an unknown type', () => {
  const reasons = operationsGate(
    'query A { organization(nope: 1) { id } }\nquery B($x: Nope) { me { id } }',
    apiSchemaSdl,
  );
  expect(reasons).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^operation A: Unknown argument "nope" on field "Query\.organization"\./),
      expect.stringMatching(/^operation B: Unknown type "Nope"\./),
    ]),
  );
});

it('refuses a document that does not parse', () => {
  expect(operationsGate('query { me { id }', apiSchemaSdl)).toEqual([
    expect.stringMatching(/^operations\.graphql does not parse: Syntax Error: /),
  ]);
});

it('accepts an empty document (a remote that sends no operations)', () => {
  expect(operationsGate('', apiSchemaSdl)).toEqual([]);
  expect(operationsGate('# nothing here\n\n', apiSchemaSdl)).toEqual([]);
});

it('builds the schema once per SDL', () => {
  expect(schemaOf(apiSchemaSdl)).toBe(schemaOf(apiSchemaSdl));
});

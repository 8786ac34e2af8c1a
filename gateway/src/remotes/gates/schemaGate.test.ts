import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { remoteOperations } from '@switchyard/build/operationsDocument';
import { checkSubgraphSchema, committedSubgraphSdls } from './schemaGate';
import { root } from './gates.testing';

const current = committedSubgraphSdls(root);
const orgSdl = current.org;
const live = [
  {
    remote: 'org',
    version: '0.1.0-3f2a9c1b7d4e',
    operations: remoteOperations(join(root, 'mfe-org', 'web')),
  },
  { remote: 'org', version: '0.1.0-000000000000', operations: '' },
];

it("reads each subgraph's committed schema.graphql by name", () => {
  expect(Object.keys(current)).toEqual(expect.arrayContaining(['identity', 'org', 'connections']));
  expect(orgSdl).toBe(readFileSync(join(root, 'mfe-org', 'subgraph', 'schema.graphql'), 'utf8'));
});

it('accepts the committed schema and an added field', () => {
  expect(checkSubgraphSchema({ subgraph: 'org', sdl: orgSdl, current, liveOperations: live })).toEqual([]);
  const added = orgSdl.replace('remaining_invitations: Int!', 'remaining_invitations: Int!\n  seats: Int');
  expect(added).not.toBe(orgSdl);
  expect(checkSubgraphSchema({ subgraph: 'org', sdl: added, current, liveOperations: live })).toEqual([]);
});

it('refuses removing a field a live version uses, naming the remote, version, operation and field', () => {
  const removed = orgSdl.replace(/^\s*remaining_invitations: Int!\n/m, '\n');
  expect(removed).not.toContain('remaining_invitations');
  expect(checkSubgraphSchema({ subgraph: 'org', sdl: removed, current, liveOperations: live })).toEqual([
    expect.stringMatching(
      /^org 0\.1\.0-3f2a9c1b7d4e would break: fragment OrganizationFields: Cannot query field "remaining_invitations" on type "Organization"\./,
    ),
  ]);
  // No live version uses it: the removal is fine.
  expect(checkSubgraphSchema({ subgraph: 'org', sdl: removed, current, liveOperations: [] })).toEqual([]);
});

it('refuses a schema that does not compose with the others', () => {
  const clash = orgSdl + '\nextend type Query { me: Int }\n';
  const reasons = checkSubgraphSchema({ subgraph: 'org', sdl: clash, current, liveOperations: live });
  expect(reasons).toContainEqual(
    expect.stringMatching(
      /^the schema does not compose: Non-shareable field "Query\.me" is resolved from multiple subgraphs/,
    ),
  );
  expect(reasons.every((r) => r.startsWith('the schema does not compose: '))).toBe(true);
});

it('refuses a schema that does not parse', () => {
  expect(
    checkSubgraphSchema({ subgraph: 'org', sdl: 'type Query {', current, liveOperations: live }),
  ).toEqual([expect.stringMatching(/^the schema does not parse: Syntax Error/)]);
});

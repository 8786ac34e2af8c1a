import { parse } from 'graphql';
import type { Memberships, Viewer } from '@switchyard/server-kit';
import { sharingInflight } from './subgraphExecutors';

const viewer = (id: string) => ({ id }) as Viewer;
const context = (id: string, memberships: Memberships) => ({
  viewer: viewer(id),
  memberships: async () => memberships,
});

function counting() {
  let runs = 0;
  const executor = sharingInflight((async () => {
    runs++;
    await new Promise((r) => setTimeout(r, 10));
    return { data: { runs } };
  }) as never);
  return { executor, runs: () => runs };
}

const query = parse('query Q($id: ID!) { organization(id: $id) { name } }');
const mutation = parse('mutation M { renameOrganization(id: "o", name: "n") { id } }');

it('runs identical queries in flight together once, for the same viewer and memberships', async () => {
  const { executor, runs } = counting();
  const ask = (ctx: object) => executor({ document: query, variables: { id: 'o' }, context: ctx } as never);
  const same = { o: 'member' } as Memberships;
  const answers = await Promise.all([ask(context('u1', same)), ask(context('u1', { ...same }))]);
  expect(runs()).toBe(1);
  expect(answers[0]).toEqual(answers[1]);
  // Another viewer, other memberships, other variables, or a later call: each runs.
  await Promise.all([
    ask(context('u2', same)),
    ask(context('u1', { o: 'owner' })),
    executor({ document: query, variables: { id: 'p' }, context: context('u1', same) } as never),
  ]);
  expect(runs()).toBe(4);
  await ask(context('u1', same));
  expect(runs()).toBe(5);
});

it('never shares a mutation', async () => {
  const { executor, runs } = counting();
  const ctx = context('u1', {});
  await Promise.all([
    executor({ document: mutation, context: ctx } as never),
    executor({ document: mutation, context: ctx } as never),
  ]);
  expect(runs()).toBe(2);
});

import { MEMBERSHIPS_CHANGED_CHANNEL } from '@switchyard/events';
import { DEMO_USERS, notify, type Memberships } from '@switchyard/server-kit';
import { cachedMemberships } from '@switchyard/router-auth';
import { startTestGateway, type RunningGateway } from './testing/testGateway';

// Memberships are cached per user and dropped when the organization domain says they changed
// (issue 16): the next request after the change sees it, on the embedded database and PostgreSQL.
const ACME = '10000000-0000-4000-8000-000000000001';
const milo = DEMO_USERS.member;

let gw: RunningGateway;
beforeAll(async () => {
  gw = await startTestGateway();
}, 60_000);
afterAll(() => gw?.stop());

const until = async (ok: () => boolean, ms = 5000) => {
  for (const end = Date.now() + ms; !ok() && Date.now() < end;) await new Promise((r) => setTimeout(r, 10));
};

it('asks once per user, and again after a change is announced for that user only', async () => {
  const asked: string[] = [];
  const cache = await cachedMemberships(gw.gateway.db, async (userId) => {
    asked.push(userId);
    return { [ACME]: 'member' } as Memberships;
  });
  try {
    await cache.get('u1');
    await cache.get('u1');
    await cache.get('u2');
    expect(asked).toEqual(['u1', 'u2']);
    await notify(gw.gateway.db, MEMBERSHIPS_CHANGED_CHANNEL, 'u1');
    await until(() => (void cache.get('u1'), asked.length > 2));
    await cache.get('u2');
    expect(asked).toEqual(['u1', 'u2', 'u1']);
  } finally {
    await cache.stop();
  }
});

it('a member removed from an organization loses it on their next request', async () => {
  const member = await gw.client().login('milo');
  const owner = await gw.client().login('olivia');
  // service-config decides by the memberships the gateway gives it (the org subgraph reads its own tables).
  const read = '{ service(module_name: "acme_weather") { name } }';
  expect((await member.gql(read)).data).toEqual({ service: { name: 'Acme Weather' } });

  const removed = await owner.gql(
    `mutation { removeUser(organization_id: "${ACME}", user_id: "${milo.id}") { errors { message } } }`,
  );
  expect(removed.errors).toBeUndefined();
  expect((await member.gql(read)).data).toEqual({ service: null });
});

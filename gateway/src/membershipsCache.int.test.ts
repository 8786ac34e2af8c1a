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

it('serves the kept memberships while the organization domain cannot be asked, none once it announced a change', async () => {
  let orgUp = true;
  const cache = await cachedMemberships(
    gw.gateway.db,
    async () => {
      if (!orgUp) throw new Error('connect ECONNREFUSED 127.0.0.1:4001');
      return { [ACME]: 'member' } as Memberships;
    },
    { ttlMs: 0, retryMs: 0 },
  );
  try {
    expect(await cache.read('u1')).toEqual({ memberships: { [ACME]: 'member' }, unavailable: false });
    orgUp = false;
    // Past its time (ttl 0), the entry is asked for again: org is down, what was kept is served.
    expect(await cache.read('u1')).toEqual({ memberships: { [ACME]: 'member' }, unavailable: false });
    expect(await cache.read('u1')).toEqual({ memberships: { [ACME]: 'member' }, unavailable: false });
    // A user never seen: none, and said so (never a rejection).
    expect(await cache.read('u2')).toEqual({ memberships: {}, unavailable: true });
    await expect(cache.get('u2')).resolves.toEqual({});
    // A change announced while org is down drops what was kept: no grant outlives its removal.
    await notify(gw.gateway.db, MEMBERSHIPS_CHANGED_CHANNEL, 'u1');
    let answer = await cache.read('u1');
    for (const end = Date.now() + 5000; !answer.unavailable && Date.now() < end;) {
      await new Promise((r) => setTimeout(r, 10));
      answer = await cache.read('u1');
    }
    expect(answer).toEqual({ memberships: {}, unavailable: true });
    orgUp = true;
    expect(await cache.read('u1')).toEqual({ memberships: { [ACME]: 'member' }, unavailable: false });
  } finally {
    await cache.stop();
  }
});

it('asks a user whose lookup failed again only after the retry interval', async () => {
  let calls = 0;
  const cache = await cachedMemberships(
    gw.gateway.db,
    async () => {
      calls++;
      throw new Error('memberships lookup failed: 502');
    },
    { retryMs: 60_000 },
  );
  try {
    expect(await cache.read('u3')).toEqual({ memberships: {}, unavailable: true });
    expect(await cache.read('u3')).toEqual({ memberships: {}, unavailable: true });
    expect(calls).toBe(1);
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

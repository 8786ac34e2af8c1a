import { randomUUID } from 'node:crypto';
import type {
  AppletActivationChanged,
  ServiceAuthenticationChanged,
  ServiceUsersChanged,
  UserServiceConnectionChanged,
} from '@switchyard/events';
import type { Db, EventBus } from '@switchyard/server-kit';
import { waitForEventsSettled } from '@switchyard/server-kit/testing';
import {
  connectDaybook,
  type PartnerPlatform,
  startPartnerPlatform,
  type TestClient,
} from '@switchyard/platform-testing';
import { appletBody } from '../applets/appletFixtures.testing';
import { announceUnannouncedConnections } from './userConnectionEvents';

// Issue 38: each change of a user's connection to a service is published
// (user_service.connection_changed, with a revision per user and service), and a partner's change
// of the service's authentication type removes every user's token, asks them to connect again and
// deletes the applets on the service.
jest.setTimeout(180_000);

let platform: PartnerPlatform;
const DAYBOOK_ID = '20000000-0000-4000-8000-000000000100';

beforeAll(async () => {
  platform = await startPartnerPlatform();
});
afterAll(() => platform?.stop());

const db = () => platform.gw.gateway.db;
const lastSeq = async () =>
  Number(
    (await db().query<{ seq: string }>('SELECT coalesce(max(seq), 0) AS seq FROM events.outbox')).rows[0].seq,
  );
async function published<T>(type: string, after: number): Promise<T[]> {
  const { rows } = await db().query<{ data: T }>(
    'SELECT data FROM events.outbox WHERE type = $1 AND seq > $2 ORDER BY seq',
    [type, after],
  );
  return rows.map((r) => r.data);
}
async function eventually<T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 15_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (done(v) || Date.now() > until) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
}
/** Another domain's event as its bus records it; handled before this resolves. */
async function deliver(type: string, data: object) {
  await db().query('INSERT INTO events.outbox (id, type, data) VALUES ($1, $2, $3)', [
    randomUUID(),
    type,
    JSON.stringify(data),
  ]);
  await waitForEventsSettled(db());
}
const userId = async (c: TestClient) => (await c.gql('{ me { id } }')).data!.me.id as string;
const REACTIVATIONS = '{ myReactivations { service { module_name name } message changed_at } }';
const MY_SERVICES = '{ myServices { service { module_name } } }';

it('publishes each connect and disconnect with a revision per user and service', async () => {
  const { gw } = platform;
  const milo = await gw.client().login('milo');
  const id = await userId(milo);
  const start = await lastSeq();
  await connectDaybook(milo, gw.base);
  await connectDaybook(milo, gw.base);
  expect((await milo.request('/my_services/daybook', { method: 'DELETE', json: {} })).status).toBe(200);
  // Disconnecting again removes nothing: nothing is published.
  expect((await milo.request('/my_services/daybook', { method: 'DELETE', json: {} })).status).toBe(200);

  const events = await published<UserServiceConnectionChanged>('user_service.connection_changed', start);
  expect(events).toEqual([
    expect.objectContaining({ user_id: id, service_id: DAYBOOK_ID, connected: true, reason: null }),
    expect.objectContaining({ user_id: id, service_id: DAYBOOK_ID, connected: true, reason: null }),
    expect.objectContaining({
      user_id: id,
      service_id: DAYBOOK_ID,
      connected: false,
      reason: 'disconnected',
    }),
  ]);
  const revisions = events.map((e) => e.revision);
  expect(revisions[1]).toBe(revisions[0] + 1);
  expect(revisions[2]).toBe(revisions[1] + 1);
  expect(events[0].changed_at).toMatch(/^\d{4}-\d\d-\d\dT/);
});

it('announces the connections stored before the event once, even from two processes at once', async () => {
  const user = '00000000-0000-4000-8000-00000000ab01';
  await db().query(
    `INSERT INTO composer.connections (user_id, service_id, kind, access_token) VALUES ($1, $2, 'oauth', 'sealed')`,
    [user, DAYBOOK_ID],
  );
  // What the bus's publish does: the event goes to the outbox in the caller's transaction.
  const outbox = {
    publish: async (tx: Db, type: string, data: object) => {
      const id = randomUUID();
      await tx.query('INSERT INTO events.outbox (id, type, data) VALUES ($1, $2, $3)', [
        id,
        type,
        JSON.stringify(data),
      ]);
      return id;
    },
  } as unknown as EventBus;
  const start = await lastSeq();
  const counts = await Promise.all([
    announceUnannouncedConnections(db(), outbox, 1),
    announceUnannouncedConnections(db(), outbox, 1),
  ]);
  expect(counts[0] + counts[1]).toBe(1);
  expect(await announceUnannouncedConnections(db(), outbox)).toBe(0);
  expect(await published('user_service.connection_changed', start)).toEqual([
    expect.objectContaining({ user_id: user, service_id: DAYBOOK_ID, connected: true, revision: 1 }),
  ]);
  await db().query('DELETE FROM composer.connections WHERE user_id = $1', [user]);
});

it('pins through the gateway (CSRF-checked); the public list shows them first', async () => {
  const { gw } = platform;
  const olivia = await gw.client().login('olivia');
  const sol = await gw.client().login('sol');
  const made = await olivia.request('/applets', { method: 'POST', json: appletBody({ name: 'Pin me' }) });
  const { id } = (await made.json()).applet;
  const status = await olivia.request(`/applets/${id}/status`, {
    method: 'PUT',
    json: { status: 'published' },
  });
  expect(status.status).toBe(200);
  const pin = (c: TestClient) =>
    c.request('/services/daybook/pinned_applets/pin', { method: 'POST', json: { applet_id: id } });
  const signedOut = gw.client();
  await signedOut.session();
  expect((await pin(signedOut)).status).toBe(401);
  // Without the CSRF token even a member is refused.
  const forged = await olivia.request('/services/daybook/pinned_applets/pin', {
    method: 'POST',
    json: { applet_id: id },
    csrf: false,
  });
  expect(forged.status).toBe(403);
  expect((await pin(sol)).status).toBe(404);
  const pinned = await pin(olivia);
  expect(pinned.status).toBe(200);
  expect(await pinned.json()).toEqual({ pinned: [id] });
  const LIST = '{ serviceApplets(module_name: "daybook") { id pinned url } }';
  expect((await olivia.gql(LIST)).data!.serviceApplets[0]).toEqual({
    id,
    pinned: true,
    url: `/applets/${id}`,
  });
  // Daybook is not published in the seed: its list is its organization's alone.
  expect((await sol.gql(LIST)).data!.serviceApplets).toEqual([]);
  // The page itself is the composer remote's.
  const page = await olivia.request('/applets?service=daybook', { headers: { accept: 'text/html' } });
  expect(page.status).toBe(200);
});

it('an authentication change removes tokens, asks users to connect again and deletes the applets on it', async () => {
  const { gw } = platform;
  const olivia = await gw.client().login('olivia');
  const milo = await gw.client().login('milo');
  const [oliviaId, miloId] = [await userId(olivia), await userId(milo)];
  await connectDaybook(olivia, gw.base);
  await connectDaybook(milo, gw.base);
  const made: string[] = [];
  for (const c of [olivia, milo]) {
    const res = await c.request('/applets', { method: 'POST', json: appletBody() });
    expect(res.status).toBe(201);
    made.push((await res.json()).applet.id);
  }
  await waitForEventsSettled(db());
  const start = await lastSeq();

  const change: ServiceAuthenticationChanged = {
    service_id: DAYBOOK_ID,
    module_name: 'daybook',
    from: 'oauth',
    to: 'oauth_pkce',
    actor_id: oliviaId,
    changed_at: new Date().toISOString(),
  };
  await deliver('service.authentication_changed', change);

  const tokens = await db().query('SELECT user_id FROM composer.connections WHERE service_id = $1', [
    DAYBOOK_ID,
  ]);
  expect(tokens.rows).toEqual([]);
  const applets = await db().query('SELECT id FROM composer.applets WHERE id = ANY($1::uuid[])', [made]);
  expect(applets.rows).toEqual([]);
  expect((await olivia.gql('{ myApplets { id } }')).data!.myApplets).toEqual([]);
  expect((await olivia.gql(MY_SERVICES)).data!.myServices).toEqual([]);
  // The applets on Daybook are gone, and so are their pins.
  expect((await db().query('SELECT 1 FROM composer.pins WHERE service_id = $1', [DAYBOOK_ID])).rows).toEqual(
    [],
  );

  const removals = await published<UserServiceConnectionChanged>('user_service.connection_changed', start);
  expect(removals).toHaveLength(2);
  expect(removals.map((e) => e.user_id).sort()).toEqual([oliviaId, miloId].sort());
  for (const e of removals) expect(e).toMatchObject({ connected: false, reason: 'authentication_changed' });
  const counts = await published<ServiceUsersChanged>('service.users_changed', start);
  // The last count (the announcer may have counted the applets' own marks just before).
  expect(counts.filter((c) => c.service_id === DAYBOOK_ID).at(-1)).toMatchObject({ users_count: 0 });

  // The engine stops each user's applet: the announcer publishes it gone (spec null).
  const gone = await eventually(
    () => published<AppletActivationChanged>('applet.activation_changed', start),
    // The applets' own activations may land after `start` too: wait for the removals.
    (e) => made.every((id) => e.some((a) => a.applet_id === id && a.spec === null)),
  );
  expect(gone.filter((a) => made.includes(a.applet_id))).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ applet_id: made[0], user_id: oliviaId, enabled: false, spec: null }),
      expect.objectContaining({ applet_id: made[1], user_id: miloId, enabled: false, spec: null }),
    ]),
  );

  const asked = (await olivia.gql(REACTIVATIONS)).data!.myReactivations;
  expect(asked).toEqual([
    {
      service: { module_name: 'daybook', name: 'Daybook' },
      message: 'Daybook changed how you sign in. Connect it again to use it.',
      changed_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    },
  ]);
  // Sol never connected to Daybook: nothing to connect again.
  const sol = await gw.client().login('sol');
  expect((await sol.gql(REACTIVATIONS)).data!.myReactivations).toEqual([]);

  // Connecting again answers it, for that user only.
  await connectDaybook(olivia, gw.base);
  expect((await olivia.gql(REACTIVATIONS)).data!.myReactivations).toEqual([]);
  expect((await milo.gql(REACTIVATIONS)).data!.myReactivations).toHaveLength(1);

  // The same change delivered again (a new event id, the same change) changes nothing.
  const before = await lastSeq();
  await deliver('service.authentication_changed', change);
  expect((await olivia.gql(MY_SERVICES)).data!.myServices).toEqual([{ service: { module_name: 'daybook' } }]);
  expect(await published('user_service.connection_changed', before)).toEqual([]);
  expect((await milo.gql(REACTIVATIONS)).data!.myReactivations).toHaveLength(1);
});

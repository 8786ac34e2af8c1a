import type { ServiceUsersChanged } from '@switchyard/events';
import { waitForEventsSettled } from '@switchyard/server-kit/testing';
import { connectDaybook, type PartnerPlatform, startPartnerPlatform } from '@switchyard/platform-testing';
import { appletBody } from '../applets/appletFixtures.testing';

// A service's users (service-config's users_count, the limit of its deletion) are counted by the
// composer, which holds the connections and the applets: each connect and disconnect publishes
// service.users_changed in its own transaction; applet changes are counted by the announcer.
jest.setTimeout(120_000);

let platform: PartnerPlatform;
const DAYBOOK_ID = '20000000-0000-4000-8000-000000000100';

beforeAll(async () => {
  platform = await startPartnerPlatform();
});
afterAll(() => platform?.stop());

const db = () => platform.gw.gateway.db;

/** Daybook's service.users_changed events published after outbox position `after`, oldest first. */
async function countsAfter(after: number): Promise<ServiceUsersChanged[]> {
  const { rows } = await db().query<{ data: ServiceUsersChanged }>(
    `SELECT data FROM events.outbox WHERE type = 'service.users_changed' AND data->>'service_id' = $1 AND seq > $2
      ORDER BY seq`,
    [DAYBOOK_ID, after],
  );
  return rows.map((r) => r.data);
}
const lastSeq = async () =>
  Number(
    (await db().query<{ seq: string }>('SELECT coalesce(max(seq), 0) AS seq FROM events.outbox')).rows[0].seq,
  );
const usersCount = async () =>
  (
    await db().query<{ users_count: number }>(
      'SELECT users_count FROM service_config.services WHERE id = $1',
      [DAYBOOK_ID],
    )
  ).rows[0].users_count;

const pendingMarks = async () =>
  (await db().query('SELECT 1 FROM composer.pending_service_users WHERE service_id = $1', [DAYBOOK_ID])).rows;

async function eventually<T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (done(v) || Date.now() > until) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
}

it('counts the users connected to a service at each connect and disconnect; service-config keeps it', async () => {
  const { gw } = platform;
  const olivia = await gw.client().login('olivia');
  const milo = await gw.client().login('milo');
  const start = await lastSeq();

  await connectDaybook(olivia, gw.base);
  await connectDaybook(milo, gw.base);
  // A second connect of the same user (a new token) is no new user: nothing is counted.
  await connectDaybook(milo, gw.base);
  const disconnected = await milo.request('/my_services/daybook', { method: 'DELETE', json: {} });
  expect(disconnected.status).toBe(200);

  const published = await countsAfter(start);
  expect(published.map((e) => e.users_count)).toEqual([1, 2, 1]);
  const versions = published.map((e) => e.version);
  expect(versions).toEqual([...versions].sort((a, b) => a - b));
  expect(new Set(versions).size).toBe(3);
  expect(published[0]).toEqual({
    service_id: DAYBOOK_ID,
    users_count: 1,
    version: expect.any(Number),
    counted_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
  });

  await waitForEventsSettled(db());
  expect(await usersCount()).toBe(1);
});

it('counts a user who holds an applet of the service after they disconnect, until the applet goes', async () => {
  const { gw } = platform;
  const olivia = await gw.client().login('olivia');
  await connectDaybook(olivia, gw.base);
  const created = await olivia.request('/applets', { method: 'POST', json: appletBody() });
  expect(created.status).toBe(201);
  const { id } = (await created.json()).applet;
  // The applet's own mark is counted by the announcer first (olivia was a user already).
  await eventually(pendingMarks, (rows) => rows.length === 0);

  const start = await lastSeq();
  expect((await olivia.request('/my_services/daybook', { method: 'DELETE', json: {} })).status).toBe(200);
  // Her applet (turned off) still uses Daybook: she is still one of its users.
  expect((await countsAfter(start)).map((e) => e.users_count)).toEqual([1]);

  const deleted = await olivia.request(`/applets/${id}`, { method: 'DELETE', json: {} });
  expect(deleted.status).toBeLessThan(300);
  // An applet change is marked in its transaction and counted by the announcer soon after.
  const after = await eventually(
    () => countsAfter(start),
    (e) => e.length === 2,
  );
  expect(after.map((e) => e.users_count)).toEqual([1, 0]);
  await waitForEventsSettled(db());
  expect(await usersCount()).toBe(0);
  expect(await pendingMarks()).toEqual([]);
});

import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SERVICE_EVENTS, type ServiceUsersChanged } from '@switchyard/events';
import { restErrorHandler, startEventBus, type EventBus } from '@switchyard/server-kit';
import { testSettings } from '@switchyard/server-kit/settings';
import { waitForEventsSettled } from '@switchyard/server-kit/testing';
import express from 'express';
import { serviceConfigDomain } from '../index';
import { milo, NOTES_ID, seededDb, type TestDb } from '../queries/queryTestKit';
import { TOO_MANY_USERS } from './deleteRoutes';

// users_count (the limit of a service's deletion, see spec/review-org-diagnostics.md#5-validation-rules)
// comes from the composer's service.users_changed: the newest count (by its version) wins.
jest.setTimeout(60_000);

let db: TestDb;
let events: EventBus;
let server: Server;
let base: string;

beforeAll(async () => {
  db = await seededDb();
  events = await startEventBus(db, { relayMs: 20 });
  await serviceConfigDomain.consumes!(events, { db, settings: testSettings(), events });
  const app = express();
  app.use(express.json());
  app.use((req, _res, next) => {
    req.ctx = milo;
    next();
  });
  app.use(serviceConfigDomain.router!({ db, settings: testSettings(), events }));
  app.use(restErrorHandler);
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await events.stop();
  await db.drop();
});

/** The composer's event, through the bus as the composer publishes it; waits until it is handled. */
async function counted(service_id: string, users_count: number, version: number) {
  await db.transaction((tx) =>
    events.publish<ServiceUsersChanged>(tx, SERVICE_EVENTS.usersChanged, {
      service_id,
      users_count,
      version,
      counted_at: new Date().toISOString(),
    }),
  );
  await waitForEventsSettled(db);
}
const stored = async (id: string) =>
  (
    await db.query<{ users_count: number }>('SELECT users_count FROM service_config.services WHERE id = $1', [
      id,
    ])
  ).rows[0]?.users_count;

it('keeps the newest count: an older or repeated version changes nothing', async () => {
  expect(await stored(NOTES_ID)).toBe(0);
  await counted(NOTES_ID, 3, 3);
  expect(await stored(NOTES_ID)).toBe(3);
  await counted(NOTES_ID, 7, 2);
  expect(await stored(NOTES_ID)).toBe(3);
  await counted(NOTES_ID, 9, 3);
  expect(await stored(NOTES_ID)).toBe(3);
  await counted(NOTES_ID, 2, 4);
  expect(await stored(NOTES_ID)).toBe(2);
});

it('ignores the count of a service it does not have (deleted meanwhile)', async () => {
  await counted('20000000-0000-4000-8000-0000000000ff', 5, 1);
  expect(await stored('20000000-0000-4000-8000-0000000000ff')).toBeUndefined();
});

it('refuses to delete a service with more than 100 users, and deletes it once it has 100', async () => {
  const del = () =>
    fetch(`${base}/services/acme_notes`, {
      method: 'DELETE',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ slug: 'acme_notes' }),
    });
  await counted(NOTES_ID, 101, 10);
  const refused = await del();
  expect(refused.status).toBe(422);
  expect((await refused.json()).error).toBe(TOO_MANY_USERS);
  expect(await stored(NOTES_ID)).toBe(101);

  await counted(NOTES_ID, 100, 11);
  const res = await del();
  expect(res.status).toBe(200);
  expect(await stored(NOTES_ID)).toBeUndefined();
});

import { SERVICE_EVENTS, type UserServiceConnectionChanged } from '@switchyard/events';
import type { Memberships } from '@switchyard/server-kit';
import { ACME, daybookConfiguration, DAYBOOK, viewer } from '../applets/appletFixtures.testing';
import { startComposer, type ComposerHarness } from '../applets/appletHarness.testing';

// Issue 38: a deleted service takes its users' connections along, each removal published
// (reason deleted), and its requests to connect again.

jest.setTimeout(60_000);

let h: ComposerHarness;
const olivia = viewer('olivia');
beforeAll(async () => {
  h = await startComposer([daybookConfiguration({ published: true })], (): Memberships => ({
    [ACME]: 'owner',
  }));
});
afterAll(() => h.close());

it('publishes the removal of each connection of a deleted service', async () => {
  await h.db.query(
    `INSERT INTO composer.connections (user_id, service_id, kind, access_token, announced) VALUES ($1, $2, 'oauth', 'sealed', true)`,
    [olivia.id, DAYBOOK],
  );
  await h.db.query(
    `INSERT INTO composer.reactivations (user_id, service_id, changed_at) VALUES ($1, $2, now())`,
    [viewer('milo').id, DAYBOOK],
  );
  const { rows: seq } = await h.db.query<{ seq: string }>(
    'SELECT coalesce(max(seq), 0) AS seq FROM events.outbox',
  );
  await h.publish(SERVICE_EVENTS.deleted, {
    service_id: DAYBOOK,
    organization_id: ACME,
    module_name: 'daybook',
    actor_id: olivia.id,
  });
  const { rows } = await h.db.query<{ data: UserServiceConnectionChanged }>(
    `SELECT data FROM events.outbox WHERE type = 'user_service.connection_changed' AND seq > $1`,
    [seq[0].seq],
  );
  expect(rows.map((r) => r.data)).toEqual([
    expect.objectContaining({
      user_id: olivia.id,
      service_id: DAYBOOK,
      connected: false,
      reason: 'deleted',
      revision: 1,
    }),
  ]);
  expect((await h.db.query('SELECT 1 FROM composer.connections')).rows).toEqual([]);
  expect((await h.db.query('SELECT 1 FROM composer.reactivations')).rows).toEqual([]);
  expect((await h.gql(viewer('milo'), '{ myReactivations { message } }')).body.data.myReactivations).toEqual(
    [],
  );
  expect((await h.gql(null, '{ myReactivations { message } }')).body.data.myReactivations).toEqual([]);
});

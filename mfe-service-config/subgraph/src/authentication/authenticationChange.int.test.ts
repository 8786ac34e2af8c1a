import {
  SERVICE_EVENTS,
  type ServiceAuthenticationChanged,
  type ServiceReviewStatusChanged,
} from '@switchyard/events';
import { startEventBus, type EventBus, type RequestContext } from '@switchyard/server-kit';
import { testSettings } from '@switchyard/server-kit/settings';
import { waitForEventsSettled } from '@switchyard/server-kit/testing';
import { graphql } from 'graphql';
import { serviceConfigDomain } from '../index';
import { milo, NOTES_ID, seededDb, WEATHER_ID, type TestDb } from '../queries/queryTestKit';
import { cloneService } from '../services/cloneRoutes';
import { findServiceById } from '../services/serviceStore';
import { CONFIRM_AUTHENTICATION_CHANGE } from './authenticationChange';

// Changing a service's authentication type (spec/connections.md#5-validation-rules, #8): refused
// without the partner's confirmation when the service has users; once changed,
// service.authentication_changed is published in the change's transaction, exactly once, so the
// composer removes the users' tokens and deletes the applets on the service.
jest.setTimeout(60_000);

let db: TestDb;
let events: EventBus;
beforeAll(async () => {
  db = await seededDb();
  events = await startEventBus(db, { relayMs: 20 });
  await serviceConfigDomain.consumes!(events, { db, settings: testSettings(), events });
});
afterAll(async () => {
  await events.stop();
  await db.drop();
});

const UPDATE = `mutation ($id: ID!, $input: ServiceInput!) {
  serviceUpdate(id: $id, input: $input) { service { authentication_type } errors { attribute message } }
}`;
const update = (id: string, input: Record<string, unknown>, ctx: RequestContext = milo) =>
  graphql({
    schema: serviceConfigDomain.schema({ db, settings: testSettings(), events }),
    source: UPDATE,
    contextValue: ctx,
    variableValues: { id, input },
  }) as Promise<{ data?: { serviceUpdate: any }; errors?: unknown[] }>;

const changes = async (serviceId: string) =>
  (
    await db.query<{ data: ServiceAuthenticationChanged }>(
      `SELECT data FROM events.outbox WHERE type = $1 AND data->>'service_id' = $2 ORDER BY seq`,
      [SERVICE_EVENTS.authenticationChanged, serviceId],
    )
  ).rows.map((r) => r.data);
const row = async (id: string) =>
  (await db.query('SELECT * FROM service_config.services WHERE id = $1', [id])).rows[0];
const setUsers = (id: string, n: number) =>
  db.query('UPDATE service_config.services SET users_count = $2 WHERE id = $1', [id, n]);

it('publishes the change once, with from and to, when the type really changes', async () => {
  expect((await row(NOTES_ID)).authentication_type).toBe('auth_not_required');
  const r = await update(NOTES_ID, { authentication_type: 'api_token_auth' });
  expect(r.data!.serviceUpdate).toEqual({ service: { authentication_type: 'api_token_auth' }, errors: [] });
  expect(await changes(NOTES_ID)).toEqual([
    {
      service_id: NOTES_ID,
      module_name: 'acme_notes',
      from: 'auth_not_required',
      to: 'api_token_auth',
      actor_id: milo.viewer!.id,
      changed_at: expect.any(String),
    },
  ]);
});

it('publishes nothing when the type stays (sent again, or not sent)', async () => {
  await update(NOTES_ID, { authentication_type: 'api_token_auth', short_name: 'Notes' });
  await update(NOTES_ID, { short_name: 'Notes 2' });
  expect(await changes(NOTES_ID)).toHaveLength(1);
});

it('refuses an unconfirmed change of a service with users, saving nothing', async () => {
  await setUsers(NOTES_ID, 3);
  const before = await row(NOTES_ID);
  for (const confirm of [undefined, null, false]) {
    const r = await update(NOTES_ID, {
      authentication_type: 'oauth',
      short_name: 'Changed too',
      confirm_authentication_change: confirm,
    });
    expect(r.data!.serviceUpdate).toEqual({
      service: null,
      errors: [{ attribute: 'authentication_type', message: CONFIRM_AUTHENTICATION_CHANGE }],
    });
  }
  expect(await row(NOTES_ID)).toEqual(before);
  expect(await changes(NOTES_ID)).toHaveLength(1);
  // Other changes of a service with users need no confirmation.
  const other = await update(NOTES_ID, { authentication_type: 'api_token_auth', short_name: 'Notes 3' });
  expect(other.data!.serviceUpdate.errors).toEqual([]);

  const confirmed = await update(NOTES_ID, {
    authentication_type: 'oauth',
    confirm_authentication_change: true,
  });
  expect(confirmed.data!.serviceUpdate).toEqual({ service: { authentication_type: 'oauth' }, errors: [] });
  expect((await changes(NOTES_ID)).map((e) => [e.from, e.to])).toEqual([
    ['auth_not_required', 'api_token_auth'],
    ['api_token_auth', 'oauth'],
  ]);
});

it('asks a staging clone for confirmation when its published service has users, and the migration publishes the change once', async () => {
  await setUsers(WEATHER_ID, 12);
  const weather = (await findServiceById(db, WEATHER_ID))!;
  expect(weather.authentication_type).toBe('auth_not_required');
  const clone = await cloneService({ db, settings: testSettings(), events }, weather);
  expect(clone.staging_of).toBe(WEATHER_ID);

  const refused = await update(clone.id, { authentication_type: 'oauth_pkce' });
  expect(refused.data!.serviceUpdate.errors).toEqual([
    { attribute: 'authentication_type', message: CONFIRM_AUTHENTICATION_CHANGE },
  ]);
  const changed = await update(clone.id, {
    authentication_type: 'oauth_pkce',
    confirm_authentication_change: true,
  });
  expect(changed.data!.serviceUpdate.errors).toEqual([]);
  expect((await changes(clone.id)).map((e) => [e.from, e.to])).toEqual([['auth_not_required', 'oauth_pkce']]);
  expect(await changes(WEATHER_ID)).toEqual([]);

  const migrate = () =>
    db.transaction((tx) =>
      events.publish<ServiceReviewStatusChanged>(tx, SERVICE_EVENTS.reviewStatusChanged, {
        service_id: clone.id,
        review_status: 2,
        published: false,
        action: 'migrate',
        migrated_into: WEATHER_ID,
        actor_id: '00000000-0000-4000-8000-0000000000aa',
      }),
    );
  await migrate();
  await waitForEventsSettled(db);
  expect((await row(WEATHER_ID)).authentication_type).toBe('oauth_pkce');
  expect(await changes(WEATHER_ID)).toEqual([
    {
      service_id: WEATHER_ID,
      module_name: 'acme_weather',
      from: 'auth_not_required',
      to: 'oauth_pkce',
      actor_id: '00000000-0000-4000-8000-0000000000aa',
      changed_at: expect.any(String),
    },
  ]);
  // The same decision again (a redelivery, or review repeating itself): the type is already taken.
  await migrate();
  await waitForEventsSettled(db);
  expect(await changes(WEATHER_ID)).toHaveLength(1);
});

it('publishes nothing for a migration that keeps the type', async () => {
  const tasks = (await findServiceById(db, '20000000-0000-4000-8000-000000000003'))!;
  const clone = await cloneService({ db, settings: testSettings(), events }, tasks);
  await db.transaction((tx) =>
    events.publish<ServiceReviewStatusChanged>(tx, SERVICE_EVENTS.reviewStatusChanged, {
      service_id: clone.id,
      review_status: 2,
      published: false,
      action: 'migrate',
      migrated_into: tasks.id,
      actor_id: '00000000-0000-4000-8000-0000000000aa',
    }),
  );
  await waitForEventsSettled(db);
  expect(await changes(tasks.id)).toEqual([]);
});

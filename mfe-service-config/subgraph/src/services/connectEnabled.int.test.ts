import type { ServiceConfigurationChanged } from '@switchyard/events';
import { startEventBus, type EventBus, type RequestContext } from '@switchyard/server-kit';
import { testSettings } from '@switchyard/server-kit/settings';
import { PUBLISHED_READ_ONLY } from '@switchyard/service-config-common/rules/publishedReadOnly';
import { graphql, type ExecutionResult } from 'graphql';
import { serviceConfigDomain } from '../index';
import { milo, NOTES_ID, seededDb, sol, type TestDb, WEATHER_ID } from '../queries/queryTestKit';
import { DEMO_ORGS } from '../seed';
import { contextFor } from '../testViewers';
import { cloneService } from './cloneRoutes';
import { findServiceById } from './serviceStore';

// connect_enabled (issue 35, spec/connections.md#5-validation-rules): a general setting of the
// service, off by default, changed by members of its organization while it is unpublished, and
// carried in service.configuration_changed's snapshot, where the connections domain reads it.
let db: TestDb;
let events: EventBus;
beforeAll(async () => {
  db = await seededDb();
  events = await startEventBus(db, { relayMs: 60_000 });
});
afterAll(async () => {
  await events.stop();
  await db.drop();
});

const bigcoOwner = contextFor('stella', { [DEMO_ORGS.bigco]: 'owner' });
const stella: RequestContext = { ...bigcoOwner, viewer: { ...bigcoOwner.viewer!, staff: true } };

const run = (source: string, ctx: RequestContext, variableValues?: Record<string, unknown>) =>
  graphql({
    schema: serviceConfigDomain.schema({ db, settings: testSettings(), events }),
    source,
    contextValue: ctx,
    variableValues,
  }) as Promise<ExecutionResult<Record<string, any>>>;

const UPDATE = `mutation ($id: ID!, $on: Boolean) {
  serviceUpdate(id: $id, input: { connect_enabled: $on }) {
    service { module_name connect_enabled } errors { attribute message }
  }
}`;
const READ = `query ($m: String!) { service(module_name: $m) { connect_enabled } }`;

const stored = async (id: string) => (await findServiceById(db, id))!.connect_enabled;

/** The service's newest service.configuration_changed, from the outbox. */
async function lastEvent(id: string): Promise<ServiceConfigurationChanged | undefined> {
  const { rows } = await db.query<{ data: ServiceConfigurationChanged }>(
    `SELECT data FROM events.outbox WHERE type = 'service.configuration_changed' AND data->>'service_id' = $1
     ORDER BY seq DESC LIMIT 1`,
    [id],
  );
  return rows[0]?.data;
}

it('is off by default and on for the seeded services that accept connections', async () => {
  expect((await run(READ, milo, { m: 'acme_notes' })).data!.service).toEqual({ connect_enabled: false });
  expect((await run(READ, milo, { m: 'acme_weather' })).data!.service).toEqual({ connect_enabled: true });
  const { rows } = await db.query<{ module_name: string }>(
    'SELECT module_name FROM service_config.services WHERE connect_enabled ORDER BY module_name',
  );
  expect(rows.map((r) => r.module_name)).toEqual(['acme_tasks', 'acme_weather', 'lite_lamp']);
});

it('is set and unset by a member, each change published in the snapshot', async () => {
  const on = await run(UPDATE, milo, { id: NOTES_ID, on: true });
  expect(on.data!.serviceUpdate).toEqual({
    service: { module_name: 'acme_notes', connect_enabled: true },
    errors: [],
  });
  expect(await stored(NOTES_ID)).toBe(true);
  expect((await lastEvent(NOTES_ID))!.snapshot.properties.connect_enabled).toBe(true);

  const off = await run(UPDATE, milo, { id: NOTES_ID, on: false });
  expect(off.data!.serviceUpdate.service).toEqual({ module_name: 'acme_notes', connect_enabled: false });
  expect(await stored(NOTES_ID)).toBe(false);
  expect((await lastEvent(NOTES_ID))!.snapshot.properties.connect_enabled).toBe(false);
});

it('stays as it is when left out, and null turns it off', async () => {
  await run(UPDATE, milo, { id: NOTES_ID, on: true });
  const other = await run(
    `mutation { serviceUpdate(id: "${NOTES_ID}", input: { short_name: "Notes" }) { errors { message } } }`,
    milo,
  );
  expect(other.data!.serviceUpdate.errors).toEqual([]);
  expect(await stored(NOTES_ID)).toBe(true);
  await run(UPDATE, milo, { id: NOTES_ID, on: null });
  expect(await stored(NOTES_ID)).toBe(false);
});

it('is refused to another organization, to staff and to the signed out, and nothing changes', async () => {
  const before = (await lastEvent(NOTES_ID))!.version;
  const outsider = await run(UPDATE, sol, { id: NOTES_ID, on: true });
  expect(outsider.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  expect(outsider.data?.serviceUpdate ?? null).toBeNull();
  const staff = await run(UPDATE, stella, { id: NOTES_ID, on: true });
  expect(staff.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  const anonymous = await run(
    UPDATE,
    { viewer: null, memberships: async () => ({}) },
    { id: NOTES_ID, on: true },
  );
  expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  expect(await stored(NOTES_ID)).toBe(false);
  expect((await lastEvent(NOTES_ID))!.version).toBe(before);
  // Outsiders do not read it either (the service is null for them).
  expect((await run(READ, sol, { m: 'acme_notes' })).data!.service).toBeNull();
});

it('is read-only on a published service, like every general setting', async () => {
  const before = (await lastEvent(WEATHER_ID))?.version;
  const refused = await run(UPDATE, milo, { id: WEATHER_ID, on: false });
  expect(refused.data!.serviceUpdate).toEqual({
    service: null,
    errors: [{ attribute: 'base', message: PUBLISHED_READ_ONLY }],
  });
  expect(await stored(WEATHER_ID)).toBe(true);
  expect((await lastEvent(WEATHER_ID))?.version).toBe(before);
});

it('is copied by a clone, so a published service changes it through its staging clone', async () => {
  const weather = (await findServiceById(db, WEATHER_ID))!;
  const clone = await cloneService({ db, settings: testSettings() }, weather);
  expect(clone.staging_of).toBe(WEATHER_ID);
  expect(await stored(clone.id)).toBe(true);
  const off = await run(UPDATE, milo, { id: clone.id, on: false });
  expect(off.data!.serviceUpdate.errors).toEqual([]);
  expect(await stored(clone.id)).toBe(false);
});

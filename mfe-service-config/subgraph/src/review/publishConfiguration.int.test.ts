import type { ServiceConfigurationChanged } from '@switchyard/events';
import { startEventBus, type EventBus } from '@switchyard/server-kit';
import { graphql } from 'graphql';
import { serviceConfigDomain } from '../index';
import { NOTES_ID, olivia, seededDb, type TestDb } from '../queries/queryTestKit';
import { testSettings } from '@switchyard/server-kit/settings';

// Every committed change of a service's configuration publishes its new configuration
// (service.configuration_changed, in the change's transaction); a refused write publishes nothing.
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

const published = async () =>
  (
    await db.query<{ data: ServiceConfigurationChanged }>(
      "SELECT data FROM events.outbox WHERE type = 'service.configuration_changed' ORDER BY seq",
    )
  ).rows.map((r) => r.data);

const run = (source: string, variableValues?: Record<string, unknown>) =>
  graphql({
    schema: serviceConfigDomain.schema({ db, settings: testSettings(), events }),
    source,
    contextValue: olivia,
    variableValues,
  });

it('publishes the new configuration with a growing version after each change', async () => {
  const create = await run(
    `mutation { queryCreate(channel_module_name: "acme_notes", module_name: "recent_notes", name: "Recent notes", description: "The notes of the last day.") { query { id } errors { message } } }`,
  );
  expect(create.errors).toBeUndefined();
  const id = (create.data as any).queryCreate.query.id;
  await run(`mutation($id: ID!) { queryDelete(id: $id) { errors { message } } }`, { id });
  await run(
    `mutation { serviceUpdate(id: "${NOTES_ID}", input: { short_name: "Notes" }) { errors { message } } }`,
  );
  const all = await published();
  expect(all.map((e) => e.service_id)).toEqual([NOTES_ID, NOTES_ID, NOTES_ID]);
  expect(all.map((e) => e.version)).toEqual([1, 2, 3]);
  expect(all[0].snapshot.lists.queries.map((q) => q.key)).toContain('recent_notes');
  expect(all[1].snapshot.lists.queries.map((q) => q.key)).not.toContain('recent_notes');
  expect(all[2].snapshot.properties.short_name).toBe('Notes');
});

it('publishes nothing for a refused write (a published service, bad input)', async () => {
  const before = (await published()).length;
  const refused = await run(
    `mutation { queryCreate(channel_module_name: "acme_weather", module_name: "x_query", name: "X query", description: "Refused.") { errors { message } } }`,
  );
  expect((refused.data as any).queryCreate.errors.length).toBeGreaterThan(0);
  const bad = await run(
    `mutation { queryCreate(channel_module_name: "acme_notes", module_name: "BAD NAME", name: "", description: "") { errors { message } } }`,
  );
  expect((bad.data as any).queryCreate.errors.length).toBeGreaterThan(0);
  expect((await published()).length).toBe(before);
});

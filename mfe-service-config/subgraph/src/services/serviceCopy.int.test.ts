import { SERVICE_EVENTS, type ServiceReviewStatusChanged } from '@switchyard/events';
import { startEventBus } from '@switchyard/server-kit';
import { waitForEventsSettled } from '@switchyard/server-kit/testing';
import { followReviewStatus } from '../review/reviewStatusEvents';
import { configurationSnapshot } from '../review/configurationSnapshot';
import { NOTES_ID, seededDb, WEATHER_ID, type TestDb } from '../queries/queryTestKit';
import { DEMO_TRIGGERS } from '../steps/seedSteps';
import { cloneService } from './cloneRoutes';
import { copyConfiguration } from './serviceCopy';
import { findServiceById } from './serviceStore';
import { testSettings } from '@switchyard/server-kit/settings';

// Clone and migrate (see spec/review-org-diagnostics.md#41-review-status-of-a-service,
// spec/review-org-diagnostics.md#47-service-clone-and-delete): a clone is configured like its original; a
// migration makes the published original configured like its staging clone, in place.
let db: TestDb;
beforeAll(async () => {
  db = await seededDb();
});
afterAll(() => db.drop());

/** The configuration as review compares it, without what names the service itself. */
async function configuration(id: string) {
  const c = (await configurationSnapshot(db, id))!;
  const { slug: _slug, ...properties } = c.snapshot.properties;
  // Step ids are the service's own; everything else must be alike.
  const lists = JSON.parse(JSON.stringify(c.snapshot.lists, (k, v) => (k === 'id' ? undefined : v)));
  return { properties, lists, missing: c.missing_for_submission };
}

const count = async (sql: string, args: unknown[]) =>
  Number((await db.query<{ n: string }>(sql, args)).rows[0].n);

it('clones everything the partner configured into a new service of the same organization', async () => {
  const original = (await findServiceById(db, NOTES_ID))!;
  const clone = await cloneService({ db, settings: testSettings() }, original);
  expect(clone).toMatchObject({
    organization_id: original.organization_id,
    module_name: 'acme_notes_staging',
    name: original.name,
    published: false,
    // acme_notes is not published: its clone is a plain copy, not a staging service.
    staging_of: null,
  });
  expect(clone.id).not.toBe(original.id);
  expect(await configuration(clone.id)).toEqual(await configuration(original.id));
  const permissions = (id: string) =>
    count(
      `SELECT count(*) AS n FROM service_config.step_permissions p JOIN service_config.triggers t ON t.id = p.step_id
        WHERE t.service_id = $1`,
      [id],
    );
  expect(await permissions(clone.id)).toBe(await permissions(original.id));
  // Query ingredients that point at a query point at the clone's own query.
  expect(
    await count(
      `SELECT count(*) AS n FROM service_config.ingredients i JOIN service_config.queries q ON q.id = i.parent_id
        JOIN service_config.queries t ON t.id = i.target_query_id WHERE q.service_id = $1 AND t.service_id <> $1`,
      [clone.id],
    ),
  ).toBe(0);
  // The next clone takes the next free name.
  expect((await cloneService({ db, settings: testSettings() }, original)).module_name).toBe(
    'acme_notes_staging_2',
  );
});

it("clones a published service as its staging service, and a migration updates the original's steps in place", async () => {
  const weather = (await findServiceById(db, WEATHER_ID))!;
  const staging = await cloneService({ db, settings: testSettings() }, weather);
  expect(staging).toMatchObject({ module_name: 'acme_weather_staging', staging_of: WEATHER_ID });
  await db.query(
    `UPDATE service_config.triggers SET description = 'Fires on any severe weather alert.' WHERE service_id = $1`,
    [staging.id],
  );
  await db.query(
    `INSERT INTO service_config.actions (service_id, name, slug, description, weight)
     VALUES ($1, 'Send alert', 'send_alert', 'Sends an alert.', 1)`,
    [staging.id],
  );
  await db.query(`UPDATE service_config.services SET short_name = 'Acme WX' WHERE id = $1`, [staging.id]);
  await db.transaction((tx) => copyConfiguration(tx, staging.id, WEATHER_ID));
  expect(await configuration(WEATHER_ID)).toEqual(await configuration(staging.id));
  const trigger = await db.query<{ id: string; description: string }>(
    'SELECT id, description FROM service_config.triggers WHERE service_id = $1',
    [WEATHER_ID],
  );
  // The same trigger row, so the applets built on it keep working.
  expect(trigger.rows).toEqual([
    { id: DEMO_TRIGGERS.severeWeatherAlert, description: 'Fires on any severe weather alert.' },
  ]);
  expect((await findServiceById(db, WEATHER_ID))!.published).toBe(true);
});

it("migrates when review says so (service.review_status_changed, action migrate), and publishes the original's new configuration", async () => {
  const events = await startEventBus(db, { relayMs: 20 });
  try {
    await followReviewStatus(events);
    const weather = (await findServiceById(db, WEATHER_ID))!;
    const staging = await cloneService({ db, settings: testSettings() }, weather);
    await db.query(`UPDATE service_config.services SET description = 'Weather, migrated.' WHERE id = $1`, [
      staging.id,
    ]);
    await db.transaction((tx) =>
      events.publish<ServiceReviewStatusChanged>(tx, SERVICE_EVENTS.reviewStatusChanged, {
        service_id: staging.id,
        review_status: 0,
        published: false,
        action: 'migrate',
        migrated_into: WEATHER_ID,
        actor_id: '00000000-0000-4000-8000-000000000001',
      }),
    );
    await waitForEventsSettled(db);
    expect((await findServiceById(db, WEATHER_ID))!).toMatchObject({
      description: 'Weather, migrated.',
      published: true,
    });
    const { rows } = await db.query<{
      data: { service_id: string; snapshot: { properties: { description: string } } };
    }>(
      `SELECT data FROM events.outbox WHERE type = 'service.configuration_changed' ORDER BY seq DESC LIMIT 1`,
    );
    expect(rows[0].data.service_id).toBe(WEATHER_ID);
    expect(rows[0].data.snapshot.properties.description).toBe('Weather, migrated.');
  } finally {
    await events.stop();
  }
});

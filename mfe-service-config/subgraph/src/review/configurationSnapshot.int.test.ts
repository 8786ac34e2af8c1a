import { NOTES_ID, olivia, runner, seededDb, type TestDb, WEATHER_ID } from '../queries/queryTestKit';
import { configurationSnapshot } from './configurationSnapshot';

let db: TestDb;
beforeAll(async () => {
  db = await seededDb();
});
afterAll(() => db.drop());

describe('configurationSnapshot', () => {
  it("holds the service's reviewed properties and its steps in order, keyed by their stable names", async () => {
    const snap = (await configurationSnapshot(db, WEATHER_ID))!;
    expect(snap).toMatchObject({ service_id: WEATHER_ID, module_name: 'acme_weather', published: true });
    expect(snap.snapshot.properties).toMatchObject({
      slug: 'acme_weather',
      name: 'Acme Weather',
      category_name: 'Weather',
      alternate_search_terms: ['forecast', 'rain', 'storm alerts'],
    });
    expect(Object.keys(snap.snapshot.properties)).not.toContain('demo_account_password');
    const trigger = snap.snapshot.lists.triggers.find((t) => t.key === 'severe_weather_alert')!;
    expect(trigger.properties).toMatchObject({ name: 'Severe weather alert', trigger_type: 'protocol' });
    expect(trigger.children!.fields.map((f) => f.key)).toEqual(['city']);
    expect(trigger.children!.ingredients.map((i) => i.key)).toEqual(['alert_level']);
    expect(Array.isArray(snap.missing_for_submission)).toBe(true);
  });

  it('follows a change: a renamed query and its fields show up as they now are', async () => {
    const before = (await configurationSnapshot(db, NOTES_ID))!;
    const query = before.snapshot.lists.queries[0];
    const gql = runner(db);
    const { data } = await gql(
      `{ channel(module_name: "acme_notes") { queries { id module_name } } }`,
      olivia,
    );
    const id = data!.channel.queries.find((q: { module_name: string }) => q.module_name === query.key).id;
    const renamed = await gql(
      `mutation($id: ID!, $m: String!) { queryUpdate(id: $id, module_name: $m, name: "Renamed", description: "Still the same query.") { errors { attribute message } } }`,
      olivia,
      { id, m: query.key },
    );
    expect(renamed.data!.queryUpdate.errors).toEqual([]);
    const after = (await configurationSnapshot(db, NOTES_ID))!;
    expect(after.snapshot.lists.queries.find((q) => q.key === query.key)!.properties.name).toBe('Renamed');
    expect(after.snapshot.lists.queries.map((q) => q.key)).toEqual(
      before.snapshot.lists.queries.map((q) => q.key),
    );
  });

  it('is null for an unknown service', async () => {
    expect(await configurationSnapshot(db, '20000000-0000-4000-8000-00000000ffff')).toBeNull();
  });
});

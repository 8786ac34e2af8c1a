import { createTestDb } from '@switchyard/server-kit/testing';
import { connectionsDomain } from '../index';
import { CATALOG, configuration, ORGS, SERVICE_IDS } from '../testing/connectionsTestKit';
import {
  followPublication,
  forgetService,
  iconUrlOf,
  serviceByModuleName,
  servicesWithSteps,
  storeService,
} from './catalogStore';

jest.setTimeout(60_000);

type Db = Awaited<ReturnType<typeof createTestDb>>;
let db: Db;
beforeAll(async () => {
  db = await createTestDb([connectionsDomain.migrations]);
});
afterAll(() => db.drop());

const daybook = CATALOG[0];

it('stores a service and its steps, leaving feed triggers out, safe to run twice', async () => {
  await storeService(db, daybook);
  await storeService(db, daybook);
  const [s] = await servicesWithSteps(db, { moduleNames: ['daybook'] });
  expect(s).toMatchObject({
    name: 'Daybook',
    organization_id: ORGS.acme,
    connect_enabled: true,
    published: false,
  });
  expect(s.steps.map((t) => `${t.kind}:${t.module_name}:${t.weight}`)).toEqual([
    'action:create_journal_entry:0',
    'action:add_photo_to_album:1',
    'query:search_journal_entries:0',
    'trigger:new_journal_entry:0',
    'trigger:new_photo_taken_near:1',
  ]);
  const near = s.steps.find((t) => t.module_name === 'new_photo_taken_near')!;
  expect(near.fields).toEqual([{ name: 'location', label: 'Where?', required: true, field_type: '11' }]);
  expect(near.ingredients).toEqual([{ slug: 'place', name: 'Place', value_type: 'string' }]);
  const query = s.steps.find((t) => t.kind === 'query')!;
  expect(query.fields).toEqual([
    { name: 'text', label: 'Which words?', required: false, field_type: 'text_raw' },
  ]);
});

it('keeps the newest version: an older or repeated event changes nothing', async () => {
  const v2 = configuration(
    { service_id: SERVICE_IDS.daybook, module_name: 'daybook', version: 2, published: false },
    { name: 'Daybook 2', connect_enabled: false },
  );
  await storeService(db, v2);
  await storeService(db, daybook);
  const s = await serviceByModuleName(db, 'daybook');
  expect(s).toMatchObject({ name: 'Daybook 2', connect_enabled: false });
  expect((await servicesWithSteps(db, { ids: [SERVICE_IDS.daybook] }))[0].steps).toEqual([]);
});

it('follows review publication', async () => {
  await followPublication(db, {
    service_id: SERVICE_IDS.daybook,
    review_status: 2,
    published: true,
    action: 'publish',
    migrated_into: null,
    actor_id: SERVICE_IDS.daybook,
  });
  expect((await serviceByModuleName(db, 'daybook'))!.published).toBe(true);
});

it('forgets a deleted service for good: a late configuration does not bring it back', async () => {
  await forgetService(db, SERVICE_IDS.daybook);
  await storeService(db, { ...daybook, version: 9 });
  expect(await serviceByModuleName(db, 'daybook')).toBeNull();
});

it("builds service-config's icon URL from the snapshot's stored path only", () => {
  expect(iconUrlOf('acme_weather', `service-icons/${SERVICE_IDS.acmeWeather}-0123456789abcdef.png`)).toBe(
    '/services/acme_weather/icon?v=0123456789abcdef',
  );
  for (const icon of [null, undefined, '', '../etc/passwd', 'https://elsewhere.example/i.png'])
    expect(iconUrlOf('acme_weather', icon)).toBeNull();
});

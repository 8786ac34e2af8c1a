import type { ServiceConfigurationChanged, ServiceSnapshotItem } from '@switchyard/events';
import {
  DEMO_USERS,
  startEventBus,
  type EventBus,
  type Memberships,
  type RequestContext,
  type Viewer,
} from '@switchyard/server-kit';
import { createTestDb } from '@switchyard/server-kit/testing';
import { testSettings } from '@switchyard/server-kit/settings';
import { graphql, type ExecutionResult } from 'graphql';
import { storeService } from '../catalog/catalogStore';
import { connectionsDomain } from '../index';
import { DEMO_SERVICE_IDS } from '../seed';

/** Shared by the domain's integration tests: a database with the catalog and demo connections, viewers, a runner. */
export const ORGS = {
  acme: '10000000-0000-4000-8000-000000000001',
  lite: '10000000-0000-4000-8000-000000000003',
  solStudio: '10000000-0000-4000-8000-000000000004',
  bigco: '10000000-0000-4000-8000-000000000005',
} as const;

export const SERVICE_IDS = {
  ...DEMO_SERVICE_IDS,
  acmeNotes: '20000000-0000-4000-8000-000000000002',
  liteLamp: '20000000-0000-4000-8000-000000000005',
  bigcoCrm: '20000000-0000-4000-8000-000000000006',
} as const;

const STEP_IDS = {
  newJournalEntry: '40000000-0000-4000-8000-000000000102',
  newPhotoTakenNear: '40000000-0000-4000-8000-000000000103',
  createJournalEntry: '50000000-0000-4000-8000-000000000101',
  addPhotoToAlbum: '50000000-0000-4000-8000-000000000102',
  searchJournalEntries: '30000000-0000-4000-8000-000000000102',
  severeWeatherAlert: '40000000-0000-4000-8000-000000000003',
  sendForecast: '50000000-0000-4000-8000-000000000002',
  createTask: '50000000-0000-4000-8000-000000000903',
} as const;

const item = (
  key: string,
  id: string,
  name: string,
  fields: ServiceSnapshotItem[] = [],
  ingredients: ServiceSnapshotItem[] = [],
): ServiceSnapshotItem => ({
  key,
  id,
  properties: { name, description: `${name}.` },
  children: { fields, ingredients },
});
const field = (key: string, properties: Record<string, unknown>): ServiceSnapshotItem => ({
  key,
  properties,
});

/** A service.configuration_changed as service-config publishes it (only what this domain reads). */
export function configuration(
  over: Partial<ServiceConfigurationChanged> &
    Pick<ServiceConfigurationChanged, 'service_id' | 'module_name'>,
  properties: Record<string, unknown> = {},
  lists: ServiceConfigurationChanged['snapshot']['lists'] = {},
): ServiceConfigurationChanged {
  return {
    organization_id: ORGS.acme,
    version: 1,
    staging_of: null,
    published: true,
    missing_for_submission: [],
    last_endpoint_test: null,
    ...over,
    snapshot: { properties: { name: over.module_name, ...properties }, lists },
  };
}

/** The demo services as their configuration events describe them. */
export const CATALOG: ServiceConfigurationChanged[] = [
  configuration(
    { service_id: SERVICE_IDS.daybook, module_name: 'daybook', published: false },
    {
      name: 'Daybook',
      brand_color: '#6D4C41',
      connect_enabled: true,
      icon: null,
      api_url_prefix: 'https://api.daybook.example',
    },
    {
      triggers: [
        item(
          'new_journal_entry',
          STEP_IDS.newJournalEntry,
          'New journal entry',
          [
            field('mood', {
              name: 'With which mood?',
              trigger_field_type: 6,
              populator_values: [
                { name: 'Any mood', value: 'any' },
                { name: 'Calm', value: 'calm' },
              ],
            }),
          ],
          [
            field('title', { name: 'Title', value_type: 'string' }),
            field('cover_image_url', { name: 'CoverImageUrl', value_type: 'image_url' }),
          ],
        ),
        item(
          'new_photo_taken_near',
          STEP_IDS.newPhotoTakenNear,
          'New photo taken near a place',
          [field('location', { name: 'Where?', trigger_field_type: 11 })],
          [field('place', { name: 'Place', value_type: 'string' })],
        ),
        {
          key: 'feed:https://daybook.example/feed',
          id: '40000000-0000-4000-8000-000000000999',
          properties: { name: 'Feed' },
        },
      ],
      queries: [
        item('search_journal_entries', STEP_IDS.searchJournalEntries, 'Search journal entries', [
          field('text', { label: 'Which words?', required: false, field_type_definition_slug: 'text_raw' }),
        ]),
      ],
      actions: [
        item('create_journal_entry', STEP_IDS.createJournalEntry, 'Create journal entry', [
          field('title', { name: 'Title', required: true, action_field_type: 0 }),
          field('body', { name: 'Entry', required: false, action_field_type: 5 }),
        ]),
        item('add_photo_to_album', STEP_IDS.addPhotoToAlbum, 'Add photo to album', [
          field('album', { name: 'Album', required: true, action_field_type: 17 }),
          field('image_url', { name: 'Photo URL', required: true, action_field_type: 10 }),
          field('caption', { name: 'Caption', required: false, action_field_type: 4 }),
        ]),
      ],
    },
  ),
  configuration(
    { service_id: SERVICE_IDS.acmeWeather, module_name: 'acme_weather' },
    {
      name: 'Acme Weather',
      brand_color: '#1E88E5',
      connect_enabled: true,
      icon: `service-icons/${SERVICE_IDS.acmeWeather}-0123456789abcdef.png`,
    },
    {
      triggers: [
        item(
          'severe_weather_alert',
          STEP_IDS.severeWeatherAlert,
          'Severe weather alert',
          [field('city', { name: 'Which city?', trigger_field_type: 0 })],
          [field('alert_level', { name: 'AlertLevel', value_type: 'string' })],
        ),
      ],
      actions: [
        item('send_forecast', STEP_IDS.sendForecast, 'Send forecast', [
          field('city', { name: 'City', required: true, action_field_type: 13 }),
        ]),
      ],
    },
  ),
  configuration(
    { service_id: SERVICE_IDS.acmeTasks, module_name: 'acme_tasks' },
    { name: 'Acme Tasks', connect_enabled: true },
    {
      actions: [item('create_task', STEP_IDS.createTask, 'Create task', [field('title', { name: 'Title' })])],
    },
  ),
  configuration(
    { service_id: SERVICE_IDS.acmeNotes, module_name: 'acme_notes', published: false },
    { name: 'Acme Notes', connect_enabled: false },
  ),
  configuration(
    { service_id: SERVICE_IDS.liteLamp, module_name: 'lite_lamp', organization_id: ORGS.lite },
    { name: 'Lite Lamp', connect_enabled: true },
  ),
  configuration(
    { service_id: SERVICE_IDS.bigcoCrm, module_name: 'bigco_crm', organization_id: ORGS.bigco },
    { name: 'Bigco CRM', connect_enabled: false },
  ),
];

const viewer = (user: (typeof DEMO_USERS)[keyof typeof DEMO_USERS], staff = false): Viewer => ({
  ...user,
  staff,
  emailVerified: true,
  reviewTeam: false,
  maker: false,
  tier: 'free',
  timezone: 'UTC',
});
const as = (user: (typeof DEMO_USERS)[keyof typeof DEMO_USERS], memberships: Memberships, staff = false) => ({
  viewer: viewer(user, staff),
  memberships: async () => memberships,
});

/** The roles of the brief: owner and member of Acme, another organization's owner, a newcomer, staff, signed out. */
export const VIEWERS: Record<'olivia' | 'milo' | 'sol' | 'nia' | 'stella' | 'anonymous', RequestContext> = {
  olivia: as(DEMO_USERS.owner, { [ORGS.acme]: 'owner' }),
  milo: as(DEMO_USERS.member, { [ORGS.acme]: 'member' }),
  sol: as(DEMO_USERS.solo, { [ORGS.solStudio]: 'owner' }),
  nia: as(DEMO_USERS.newcomer, {}),
  stella: as(DEMO_USERS.staff, {}, true),
  anonymous: { viewer: null, memberships: async () => ({}) },
};

export type TestDb = Awaited<ReturnType<typeof createTestDb>>;

export interface Kit {
  db: TestDb;
  events: EventBus;
  run(
    source: string,
    ctx: RequestContext,
    variables?: Record<string, unknown>,
  ): Promise<ExecutionResult<any>>;
  stop(): Promise<void>;
}

/** A fresh database with the catalog filled, the demo connections seeded and an event bus to publish on. */
export async function startKit(): Promise<Kit> {
  const db = await createTestDb([connectionsDomain.migrations]);
  const events = await startEventBus(db, { relayMs: 60_000 });
  const deps = { db, settings: testSettings(), events };
  await db.transaction(async (tx) => {
    for (const c of CATALOG) await storeService(tx, c);
  });
  await connectionsDomain.seed!(deps, DEMO_USERS);
  const schema = connectionsDomain.schema(deps);
  return {
    db,
    events,
    run: (source, ctx, variableValues) => graphql({ schema, source, contextValue: ctx, variableValues }),
    async stop() {
      await events.stop();
      await db.drop();
    },
  };
}

export const codeOf = (r: ExecutionResult) => r.errors?.[0]?.extensions?.code;

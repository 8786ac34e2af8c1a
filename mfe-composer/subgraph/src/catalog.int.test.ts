import type { ServiceConfigurationChanged } from '@switchyard/events';
import type { Memberships, RequestContext, Viewer } from '@switchyard/server-kit';
import { createTestDb } from '@switchyard/server-kit/testing';
import { graphql } from 'graphql';
import { followPublication, forgetChannel, storeChannel } from './catalog';
import { composerDomain } from './index';
import { testSettings } from '@switchyard/server-kit/settings';

const ORG = '10000000-0000-4000-8000-000000000001';
const OTHER = '10000000-0000-4000-8000-000000000004';
const DAYBOOK = '20000000-0000-4000-8000-00000000aaaa';

function as(login: string, memberships: Memberships): RequestContext {
  const viewer: Viewer = {
    id: '00000000-0000-4000-8000-000000000009',
    login,
    email: `${login}@example.com`,
    name: login,
    staff: false,
    emailVerified: true,
    reviewTeam: false,
    maker: false,
    tier: 'pro_plus',
    timezone: 'UTC',
  };
  return { viewer, memberships: async () => memberships };
}
const member = as('milo', { [ORG]: 'member' });
const outsider = as('sol', { [OTHER]: 'owner' });

const configuration = (over: Partial<ServiceConfigurationChanged> = {}): ServiceConfigurationChanged => ({
  service_id: DAYBOOK,
  organization_id: ORG,
  module_name: 'daybook',
  version: 1,
  staging_of: null,
  published: false,
  snapshot: {
    properties: { name: 'Daybook', description: 'Photos and journal.', brand_color: '#112233' },
    lists: {
      triggers: [
        {
          key: 'new_photo',
          id: '40000000-0000-4000-8000-000000000001',
          properties: { name: 'New photo', description: 'Fires on a photo.' },
          children: { fields: [{ key: 'album', properties: { name: 'Which album?' } }], ingredients: [] },
        },
        { key: 'feed:https://x', id: '40000000-0000-4000-8000-000000000002', properties: { name: 'Feed' } },
      ],
      queries: [],
      actions: [
        {
          key: 'add_photo',
          id: '50000000-0000-4000-8000-000000000001',
          properties: { name: 'Add photo' },
          children: { fields: [] },
        },
      ],
    },
  },
  missing_for_submission: [],
  last_endpoint_test: null,
  ...over,
});

let db: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  db = await createTestDb([composerDomain.migrations]);
});
afterAll(() => db.drop());
beforeEach(async () => {
  await db.query('DELETE FROM composer.channels');
  await db.query('DELETE FROM composer.deleted_channels');
});

const QUERY = `{ composerChannels(module_names: ["daybook", "nope"]) { id name published trigger_count action_count
  triggers { id module_name full_module_name name fields { name label field_ui_type } } actions { module_name } } }`;
const read = async (ctx: RequestContext) =>
  (
    (
      await graphql({
        schema: composerDomain.schema({ db, settings: testSettings() }),
        source: QUERY,
        contextValue: ctx,
      })
    ).data as any
  ).composerChannels;

it("keeps each service's newest steps, offering a preview service to its organization only", async () => {
  await storeChannel(db, configuration());
  expect(await read(member)).toEqual([
    {
      id: DAYBOOK,
      name: 'Daybook',
      published: false,
      trigger_count: 1,
      action_count: 1,
      triggers: [
        {
          id: '40000000-0000-4000-8000-000000000001',
          module_name: 'new_photo',
          full_module_name: 'daybook.new_photo',
          name: 'New photo',
          fields: [{ name: 'album', label: 'Which album?', field_ui_type: 'TEXT_FIELD' }],
        },
      ],
      actions: [{ module_name: 'add_photo' }],
    },
  ]);
  expect(await read(outsider)).toEqual([]);
  // An older event changes nothing; publication opens it to everyone.
  await storeChannel(db, configuration({ version: 0, snapshot: { properties: { name: 'Old' }, lists: {} } }));
  await followPublication(db, {
    service_id: DAYBOOK,
    review_status: 2,
    published: true,
    action: 'publish',
    migrated_into: null,
    actor_id: '00000000-0000-4000-8000-000000000003',
  });
  expect(await read(outsider)).toMatchObject([{ name: 'Daybook', published: true, trigger_count: 1 }]);
  expect(await read({ viewer: null, memberships: async () => ({}) })).toEqual([]);
});

it('forgets a deleted service for good', async () => {
  await storeChannel(db, configuration());
  await forgetChannel(db, DAYBOOK);
  await storeChannel(db, configuration({ version: 5 }));
  expect(await read(member)).toEqual([]);
});

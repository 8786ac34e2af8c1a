import type { ServiceConfigurationChanged } from '@switchyard/events';
import type { Viewer } from '@switchyard/server-kit';

export const ACME = '10000000-0000-4000-8000-000000000001';
export const SOL_STUDIO = '10000000-0000-4000-8000-000000000004';
export const DAYBOOK = '20000000-0000-4000-8000-00000000d00c';
export const WEATHER = '20000000-0000-4000-8000-00000000d00d';

export const viewer = (login: string, over: Partial<Viewer> = {}): Viewer => ({
  id: `00000000-0000-4000-8000-0000000000${login === 'olivia' ? '01' : login === 'milo' ? '02' : '07'}`,
  login,
  email: `${login}@example.com`,
  name: login,
  staff: false,
  emailVerified: true,
  reviewTeam: false,
  maker: false,
  tier: 'free',
  timezone: 'UTC',
  ...over,
});

const field = (key: string, properties: Record<string, unknown>) => ({ key, properties });
const ingredient = (key: string, name: string) => ({
  key,
  properties: { name, note: `The ${key}.`, value_type: 'string', example: 'x' },
});

/** Daybook as service-config announces it: triggers, queries and actions with their fields. */
export function daybookConfiguration(
  over: Partial<ServiceConfigurationChanged> = {},
): ServiceConfigurationChanged {
  return {
    service_id: DAYBOOK,
    organization_id: ACME,
    module_name: 'daybook',
    version: 1,
    staging_of: null,
    published: false,
    snapshot: {
      properties: { name: 'Daybook', description: 'Photos and journal.', brand_color: '#6D4C41' },
      lists: {
        triggers: [
          {
            key: 'new_journal_entry',
            id: '40000000-0000-4000-8000-000000000002',
            properties: { name: 'New journal entry', description: 'Fires on an entry.' },
            children: {
              fields: [
                field('mood', {
                  name: 'With which mood?',
                  trigger_field_type: 6,
                  shareable: true,
                  populator_values: [
                    { name: 'Any mood', value: 'any' },
                    { name: 'Happy', value: 'happy' },
                  ],
                }),
              ],
              ingredients: [ingredient('title', 'Title'), ingredient('body', 'Body')],
            },
          },
          {
            key: 'new_photo_in_album',
            id: '40000000-0000-4000-8000-000000000001',
            properties: { name: 'New photo in album' },
            children: {
              fields: [field('album', { name: 'Which album?', trigger_field_type: 7, shareable: false })],
              ingredients: [ingredient('image_url', 'ImageUrl')],
            },
          },
        ],
        queries: [
          {
            key: 'search_journal_entries',
            id: '30000000-0000-4000-8000-000000000002',
            properties: { name: 'Search journal entries' },
            children: {
              fields: [
                field('text', { label: 'Words', field_type_definition_slug: 'text_raw', required: false }),
              ],
              ingredients: [ingredient('title', 'Title')],
            },
          },
        ],
        actions: [
          {
            key: 'create_journal_entry',
            id: '50000000-0000-4000-8000-000000000001',
            properties: { name: 'Create journal entry' },
            children: {
              fields: [
                field('title', { name: 'Title', action_field_type: 0, required: true, shareable: true }),
                field('body', { name: 'Entry', action_field_type: 5, required: false, shareable: true }),
              ],
            },
          },
          {
            key: 'add_photo_to_album',
            id: '50000000-0000-4000-8000-000000000002',
            properties: { name: 'Add photo to album' },
            children: {
              fields: [
                field('album', { name: 'Album', action_field_type: 17, required: true, shareable: false }),
              ],
            },
          },
        ],
      },
    },
    missing_for_submission: [],
    last_endpoint_test: null,
    ...over,
  };
}

/** A published service of another organization, with one action. */
export function weatherConfiguration(): ServiceConfigurationChanged {
  return {
    ...daybookConfiguration(),
    service_id: WEATHER,
    organization_id: SOL_STUDIO,
    module_name: 'weather',
    published: true,
    snapshot: {
      properties: { name: 'Weather' },
      lists: {
        triggers: [],
        queries: [],
        actions: [
          {
            key: 'send_forecast',
            id: '50000000-0000-4000-8000-0000000000f1',
            properties: { name: 'Send forecast' },
            children: { fields: [field('city', { name: 'City', action_field_type: 0, shareable: true })] },
          },
        ],
      },
    },
  };
}

/** A complete applet body: a trigger, an action, and what the test changes. */
export function appletBody(over: Record<string, unknown> = {}) {
  return {
    applet: {
      name: 'Keep my journal',
      description: 'Writes a journal entry for every new one.',
      applet_trigger: {
        channel_module_name: 'daybook',
        module_name: 'new_journal_entry',
        fields: [{ name: 'mood', hidden: true, default_value_json: '"happy"' }],
      },
      applet_queries: [],
      applet_actions: [
        {
          channel_module_name: 'daybook',
          module_name: 'create_journal_entry',
          fields: [
            {
              name: 'title',
              custom_label: 'Entry title',
              default_value_json: '"Copy of {{Daybook.newJournalEntry.Title}}"',
            },
            { name: 'body' },
          ],
        },
      ],
      ...over,
    },
    authenticity_token: 'checked-by-the-gateway',
  };
}

import type { CatalogStep, ServiceWithSteps } from '../catalog/catalogStore';
import type { FeatureStepView } from '../connections/connectionView';
import { runSpecOf } from './runSpec';

const DAYBOOK = '20000000-0000-4000-8000-000000000100';
const WEATHER = '20000000-0000-4000-8000-000000000001';

const catalogStep = (
  kind: CatalogStep['kind'],
  module_name: string,
  fields: string[],
  ingredients: [string, string][] = [],
): CatalogStep => ({
  service_id: DAYBOOK,
  kind,
  step_id: `${kind}-${module_name}`,
  module_name,
  name: module_name,
  description: '',
  weight: 0,
  tier: null,
  fields: fields.map((name) => ({ name, label: name, required: true, field_type: '0' })),
  ingredients: ingredients.map(([name, slug]) => ({ name, slug, value_type: 'string' })),
});

const service = (service_id: string, module_name: string, steps: CatalogStep[]): ServiceWithSteps => ({
  service_id,
  organization_id: '10000000-0000-4000-8000-000000000001',
  module_name,
  name: module_name === 'daybook' ? 'Daybook' : 'Acme Weather',
  description: '',
  brand_color: null,
  image_url: null,
  connect_enabled: true,
  published: true,
  api_url_prefix: null,
  steps,
});

const view = {
  id: 'c1',
  applet_script: 'Daybook.addPhotoToAlbum.setCaption(Feature.customFields.note);',
  owner_channel: service(DAYBOOK, 'daybook', [
    catalogStep(
      'trigger',
      'new_journal_entry',
      ['mood'],
      [
        ['Title', 'title'],
        ['CoverImageUrl', 'cover_image_url'],
      ],
    ),
    catalogStep('query', 'search_journal_entries', ['text'], [['EntryId', 'entry_id']]),
    catalogStep('action', 'add_photo_to_album', ['album', 'image_url', 'caption']),
  ]),
  channels: [service(WEATHER, 'acme_weather', [])],
};

const step = (
  type: FeatureStepView['type'],
  module_name: string,
  fields: [name: string, preset: unknown, hidden: boolean][],
): FeatureStepView => ({
  type,
  module_name,
  channel_module_name: 'daybook',
  full_module_name: `daybook.${module_name}`,
  channel_id: DAYBOOK,
  name: module_name,
  fields: fields.map(([name, preset, hidden]) => ({
    name,
    label: name,
    custom_label: null,
    default_value: typeof preset === 'string' ? preset : null,
    default_value_json: preset,
    hidden,
  })),
  ingredients: [],
});

const feature = {
  title: 'Keep entry covers in an album',
  triggers: [step('trigger', 'new_journal_entry', [['mood', 'any', false]])],
  queries: [step('query', 'search_journal_entries', [])],
  actions: [
    step('action', 'add_photo_to_album', [
      ['album', null, false],
      ['image_url', '{{Daybook.newJournalEntry.CoverImageUrl}}', true],
      ['caption', '{{Daybook.newJournalEntry.Title}}', true],
    ]),
  ],
};
const owner = { enablement_id: 'e1', connection_id: 'c1', user_id: 'u1' };
const settings = (step_field_values: Record<string, Record<string, unknown>>) => ({
  name: 'entry_covers_to_album',
  custom_field_values: { note: 'hi', tags: ['a', 'b'] },
  step_field_values,
});

describe('the run spec of an enabled feature', () => {
  it("takes the user's values over the presets, hidden presets always, tokens as text", () => {
    const result = runSpecOf(
      view,
      feature,
      settings({
        'trigger.daybook.new_journal_entry': { mood: 'calm' },
        'action.daybook.add_photo_to_album': { album: 'al_1', caption: 'not mine to set' },
      }),
      owner,
    );
    expect(result).toEqual({
      spec: {
        name: 'Keep entry covers in an album',
        owner_id: 'u1',
        filter_code: view.applet_script,
        delay_seconds: null,
        trigger: {
          key: 'trigger',
          service_id: DAYBOOK,
          channel_module_name: 'daybook',
          module_name: 'new_journal_entry',
          path: 'Daybook.newJournalEntry',
          fields: { mood: 'calm' },
          ingredients: [
            { path: 'Daybook.newJournalEntry.Title', slug: 'title' },
            { path: 'Daybook.newJournalEntry.CoverImageUrl', slug: 'cover_image_url' },
          ],
        },
        queries: [
          {
            key: 'query:0',
            service_id: DAYBOOK,
            channel_module_name: 'daybook',
            module_name: 'search_journal_entries',
            path: 'Daybook.searchJournalEntries',
            fields: {},
            ingredients: [{ path: 'Daybook.searchJournalEntries.EntryId', slug: 'entry_id' }],
          },
        ],
        actions: [
          {
            key: 'action:0',
            service_id: DAYBOOK,
            channel_module_name: 'daybook',
            module_name: 'add_photo_to_album',
            path: 'Daybook.addPhotoToAlbum',
            fields: {
              album: 'al_1',
              image_url: '{{Daybook.newJournalEntry.CoverImageUrl}}',
              caption: '{{Daybook.newJournalEntry.Title}}',
            },
            ingredients: [],
            field_names: ['album', 'image_url', 'caption'],
            setters: { album: 'setAlbum', image_url: 'setImageUrl', caption: 'setCaption' },
          },
        ],
        connection: {
          connection_id: 'c1',
          enablement_id: 'e1',
          feature_name: 'entry_covers_to_album',
          trigger_id: 'daybook.new_journal_entry',
          custom_field_values: { note: 'hi', tags: ['a', 'b'] },
        },
      },
    });
  });

  it("takes the partner's preset where the user has no value; a blank script is none", () => {
    const result = runSpecOf({ ...view, applet_script: '  \n' }, feature, settings({}), owner);
    if (!('spec' in result)) throw new Error('expected a spec');
    expect(result.spec.filter_code).toBeNull();
    expect(result.spec.trigger.fields).toEqual({ mood: 'any' });
    expect(result.spec.actions[0].fields).not.toHaveProperty('album');
  });

  it('has no spec when a step left the catalog: the feature is paused with the reason', () => {
    const gone = {
      ...view,
      owner_channel: {
        ...view.owner_channel,
        steps: view.owner_channel.steps.filter((s) => s.kind !== 'action'),
      },
    };
    expect(runSpecOf(gone, feature, settings({}), owner)).toEqual({
      paused: 'Paused: Daybook no longer offers "add_photo_to_album"',
    });
  });
});

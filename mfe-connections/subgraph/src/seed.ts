import type { DemoUsers, DomainDeps } from '@switchyard/server-kit';
import { randomUUID } from 'node:crypto';
import { changedRow, publishConnectionChanged } from './connections/connectionChanged';
import { replaceFeatures, type StoredStep } from './connections/connectionStore';

/**
 * The demo connections, with the fixed ids of the services service-config seeds (its seed.ts and
 * endpointTests/seedDaybook.ts): rows written directly, since the catalog fills from events that
 * may not have arrived yet.
 */
export const DEMO_CONNECTIONS = {
  published: 'c0000000-0000-4000-8000-000000000001',
  draft: 'c0000000-0000-4000-8000-000000000002',
} as const;

export const DEMO_SERVICE_IDS = {
  daybook: '20000000-0000-4000-8000-000000000100',
  acmeWeather: '20000000-0000-4000-8000-000000000001',
  acmeTasks: '20000000-0000-4000-8000-000000000003',
} as const;

const step = (
  type: StoredStep['type'],
  service: keyof typeof DEMO_SERVICE_IDS,
  channelModuleName: string,
  moduleName: string,
  fields: StoredStep['fields'],
): StoredStep => ({
  type,
  channel_id: DEMO_SERVICE_IDS[service],
  channel_module_name: channelModuleName,
  module_name: moduleName,
  fields,
});

/**
 * The demo connection's runtime script: it runs before each feature's actions with the namespaces of
 * that feature's steps only, so what needs the weather alert is kept to the feature that has it.
 */
const DEMO_SCRIPT = `// Runs before each feature's actions, with that feature's steps only.
if (Feature.name === 'journal_severe_weather') {
  // The title names the alert level; the entry is written in the mood the user chose.
  Daybook.createJournalEntry.setTitle(\`Weather alert: \${AcmeWeather.severeWeatherAlert.AlertLevel}\`);
  Daybook.createJournalEntry.setMood(Feature.customFields.entry_mood);
}
`;

/**
 * Daybook → Acme Weather, published, used by 3 users; and a draft Daybook → Acme Tasks. The third
 * feature of the published one uses Daybook's steps only, so it runs for real against the sample
 * partner (Acme Weather's API address is not reachable).
 */
export async function seedConnections(deps: DomainDeps, demo: DemoUsers): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const { rowCount } = await tx.query(
      `INSERT INTO connections.connections (id, name, description, published, owner_service_id, connected_service_id,
         applet_script, installs_count, value_propositions, post_configuration_message, cta_url, created_by)
       VALUES ($1, 'Daybook + Acme Weather', 'Keep the weather in your journal and get the forecast where your photos are taken.',
         true, $2, $3, $4, 3, $5::jsonb, 'Your journal now follows the weather.', 'https://daybook.example/weather', $6)
       ON CONFLICT DO NOTHING`,
      [
        DEMO_CONNECTIONS.published,
        DEMO_SERVICE_IDS.daybook,
        DEMO_SERVICE_IDS.acmeWeather,
        DEMO_SCRIPT,
        JSON.stringify([
          { benefit: 'Severe weather alerts become journal entries', icon: 'journal', order: 0 },
          { benefit: 'The forecast for wherever you take photos', icon: 'weather', order: 1 },
        ]),
        demo.owner.id,
      ],
    );
    if (rowCount)
      await replaceFeatures(tx, DEMO_CONNECTIONS.published, [
        {
          name: 'journal_severe_weather',
          title: 'Journal severe weather alerts',
          description: 'Writes a journal entry each time a severe weather alert is issued for your city.',
          icon: null,
          required: true,
          steps: [
            step('trigger', 'acmeWeather', 'acme_weather', 'severe_weather_alert', [
              { name: 'city', custom_label: 'Your city', default_value_json: null, hidden: false },
            ]),
            step('action', 'daybook', 'daybook', 'create_journal_entry', [
              { name: 'title', custom_label: null, default_value_json: 'Severe weather alert', hidden: true },
              { name: 'body', custom_label: 'What to write', default_value_json: null, hidden: false },
            ]),
          ],
          custom_fields: [
            {
              id: randomUUID(),
              key: 'entry_mood',
              label: 'Mood of the entry',
              helper_text: 'The mood the journal entries are written in.',
              required: true,
              field_ui_type: 'collection_select',
              default_value: 'calm',
              default_value_json: null,
              options: [
                { label: 'Calm', value: 'calm' },
                { label: 'Reflective', value: 'reflective' },
              ],
            },
          ],
        },
        {
          name: 'forecast_near_photos',
          title: 'Forecast where you take photos',
          description: 'Sends you the forecast for the place a new photo was taken near.',
          icon: null,
          required: false,
          steps: [
            step('trigger', 'daybook', 'daybook', 'new_photo_taken_near', [
              { name: 'location', custom_label: null, default_value_json: null, hidden: false },
            ]),
            step('action', 'acmeWeather', 'acme_weather', 'send_forecast', [
              { name: 'city', custom_label: null, default_value_json: 'Lisbon', hidden: true },
            ]),
          ],
          custom_fields: [],
        },
        {
          name: 'entry_covers_to_album',
          title: 'Keep entry covers in an album',
          description: 'Adds the cover image of each new journal entry to the album you choose.',
          icon: null,
          required: false,
          steps: [
            step('trigger', 'daybook', 'daybook', 'new_journal_entry', [
              {
                name: 'mood',
                custom_label: 'Only entries in this mood',
                default_value_json: 'any',
                hidden: false,
              },
            ]),
            step('action', 'daybook', 'daybook', 'add_photo_to_album', [
              { name: 'album', custom_label: 'Which album?', default_value_json: null, hidden: false },
              {
                name: 'image_url',
                custom_label: null,
                default_value_json: '{{Daybook.newJournalEntry.CoverImageUrl}}',
                hidden: true,
              },
              {
                name: 'caption',
                custom_label: null,
                default_value_json: '{{Daybook.newJournalEntry.Title}}',
                hidden: true,
              },
            ]),
          ],
          custom_fields: [],
        },
      ]);
    const draft = await tx.query(
      `INSERT INTO connections.connections (id, name, description, published, owner_service_id, connected_service_id, created_by)
       VALUES ($1, 'Daybook + Acme Tasks', 'A draft: turn journal entries into tasks.', false, $2, $3, $4)
       ON CONFLICT DO NOTHING`,
      [DEMO_CONNECTIONS.draft, DEMO_SERVICE_IDS.daybook, DEMO_SERVICE_IDS.acmeTasks, demo.owner.id],
    );
    // Announced as any saved connection is (the composer lists and pins published ones from it),
    // when written: a later run writes nothing and says nothing.
    const written = [
      ...(rowCount ? [DEMO_CONNECTIONS.published] : []),
      ...(draft.rowCount ? [DEMO_CONNECTIONS.draft] : []),
    ];
    for (const id of written) {
      const row = await changedRow(tx, id);
      if (row) await publishConnectionChanged(tx, deps.events, row);
    }
  });
}

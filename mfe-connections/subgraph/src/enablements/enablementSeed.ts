import type { DemoUsers, DomainDeps } from '@switchyard/server-kit';
import { DEMO_CONNECTIONS } from '../seed';
import type { FeatureSettings } from './enablementRules';
import { lockConnection, publishEnablementChanged } from './enableConnection';
import { enablementOf, recountInstalls, writeEnablement } from './enablementStore';

const WEATHER_ALERT = 'trigger.acme_weather.severe_weather_alert';
const PHOTO_NEAR = 'trigger.daybook.new_photo_taken_near';

const journalOnly = (city: string, mood: string): FeatureSettings[] => [
  {
    name: 'journal_severe_weather',
    enabled: true,
    custom_field_values: { entry_mood: mood },
    step_field_values: { [WEATHER_ALERT]: { city } },
  },
  { name: 'forecast_near_photos', enabled: false, custom_field_values: {}, step_field_values: {} },
];

/**
 * Real demo enablements of the published demo connection, so its installs_count (3) counts users:
 * milo and mara (both features) and rey (the required one). nia and sol are left to try enabling it.
 * Rows are written directly (the catalog may fill later than the seed runs), each with its event;
 * safe to run again.
 */
export async function seedEnablements(deps: DomainDeps, demo: DemoUsers): Promise<void> {
  const settings: [string, FeatureSettings[]][] = [
    [demo.member.id, journalOnly('Porto', 'reflective')],
    [
      demo.maker.id,
      [
        journalOnly('Lisbon', 'calm')[0],
        {
          name: 'forecast_near_photos',
          enabled: true,
          custom_field_values: {},
          step_field_values: { [PHOTO_NEAR]: { location: 'Sintra' } },
        },
      ],
    ],
    [demo.reviewer.id, journalOnly('Berlin', 'calm')],
  ];
  await deps.db.transaction(async (tx) => {
    const connection = await lockConnection(tx, DEMO_CONNECTIONS.published);
    if (!connection) return;
    for (const [userId, features] of settings) {
      if (await enablementOf(tx, userId, DEMO_CONNECTIONS.published)) continue;
      const { enablement } = await writeEnablement(tx, {
        connectionId: DEMO_CONNECTIONS.published,
        userId,
        enabled: true,
        connectionVersion: connection.version,
        features,
      });
      await publishEnablementChanged(deps, tx, enablement, connection);
    }
    await recountInstalls(tx, DEMO_CONNECTIONS.published);
  });
}

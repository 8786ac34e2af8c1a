import type { DemoUsers, DomainDeps } from '@switchyard/server-kit';
import { connectionView } from '../connections/connectionView';
import { DEMO_CONNECTIONS } from '../seed';
import type { FeatureSettings } from './enablementRules';
import { lockConnection, publishEnablementChanged } from './enableConnection';
import { enablementOf, recountInstalls, writeEnablement } from './enablementStore';

const WEATHER_ALERT = 'trigger.acme_weather.severe_weather_alert';
const PHOTO_NEAR = 'trigger.daybook.new_photo_taken_near';

const journal = (city: string, mood: string): FeatureSettings => ({
  name: 'journal_severe_weather',
  enabled: true,
  custom_field_values: { entry_mood: mood },
  step_field_values: { [WEATHER_ALERT]: { city } },
});
const off = (name: string): FeatureSettings => ({
  name,
  enabled: false,
  custom_field_values: {},
  step_field_values: {},
});

/**
 * Real demo enablements of the published demo connection, so its installs_count (3) counts users:
 * mara (the first two features), milo and rey (the required one); none has the album feature on (it
 * needs the user's own Daybook album). nia and sol are left to try enabling it. Rows are written
 * directly (the catalog may fill later than the seed runs), each with its event carrying the specs
 * (none while the catalog lacks the services: its events mark the enablements for the re-checker,
 * which publishes them then); safe to run again.
 */
export async function seedEnablements(deps: DomainDeps, demo: DemoUsers): Promise<void> {
  const settings: [string, FeatureSettings[]][] = [
    [
      demo.member.id,
      [journal('Porto', 'reflective'), off('forecast_near_photos'), off('entry_covers_to_album')],
    ],
    [
      demo.maker.id,
      [
        journal('Lisbon', 'calm'),
        {
          name: 'forecast_near_photos',
          enabled: true,
          custom_field_values: {},
          step_field_values: { [PHOTO_NEAR]: { location: 'Sintra' } },
        },
        off('entry_covers_to_album'),
      ],
    ],
    [
      demo.reviewer.id,
      [journal('Berlin', 'calm'), off('forecast_near_photos'), off('entry_covers_to_album')],
    ],
  ];
  const view = await connectionView(deps.db, DEMO_CONNECTIONS.published);
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
      await publishEnablementChanged(deps, tx, enablement, connection, view);
    }
    await recountInstalls(tx, DEMO_CONNECTIONS.published);
  });
}

import type { Db } from '@switchyard/server-kit';

/** The demo triggers and actions, with fixed ids so other domains (applets) can seed against them. */
export const DEMO_TRIGGERS = {
  newNote: '40000000-0000-4000-8000-000000000001',
  newNoteInFeed: '40000000-0000-4000-8000-000000000002',
  severeWeatherAlert: '40000000-0000-4000-8000-000000000003',
} as const;

export const DEMO_ACTIONS = {
  createNote: '50000000-0000-4000-8000-000000000001',
  sendForecast: '50000000-0000-4000-8000-000000000002',
} as const;

/** acme_notes (unpublished, editable in the demo) and acme_weather (published, read-only). */
export async function seedSteps(tx: Db, services: { notes: string; weather: string }): Promise<void> {
  const t = DEMO_TRIGGERS;
  await tx.query(
    `INSERT INTO service_config.triggers (id, service_id, name, slug, description, verbiage, feed_url, weight)
     VALUES
       ($1, $4, 'New note', 'new_note', 'This trigger fires every time you create a new note.',
        'new note in {{notebook}}', NULL, 0),
       ($2, $4, 'New note in feed', NULL, 'This trigger fires every time a new note appears in your public feed.',
        NULL, 'https://notes.acme.example/feed.xml', 1),
       ($3, $5, 'Severe weather alert', 'severe_weather_alert',
        'This trigger fires when a severe weather alert is issued for your city.', 'severe weather alert for {{city}}',
        NULL, 0)
     ON CONFLICT DO NOTHING`,
    [t.newNote, t.newNoteInFeed, t.severeWeatherAlert, services.notes, services.weather],
  );
  const a = DEMO_ACTIONS;
  await tx.query(
    `INSERT INTO service_config.actions (id, service_id, name, slug, description, verbiage, weight)
     VALUES
       ($1, $3, 'Create note', 'create_note', 'This action will create a new note in the notebook you choose.',
        'create a note in {{notebook}}', 0),
       ($2, $4, 'Send forecast', 'send_forecast', 'This action will send you the forecast for your city.',
        'send the forecast for {{city}}', 0)
     ON CONFLICT DO NOTHING`,
    [a.createNote, a.sendForecast, services.notes, services.weather],
  );
}

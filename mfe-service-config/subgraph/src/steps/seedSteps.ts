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

/** Fields and ingredients of the demo steps, with fixed ids like their steps'. */
export const DEMO_TRIGGER_FIELDS = {
  notebook: '41000000-0000-4000-8000-000000000001',
  color: '41000000-0000-4000-8000-000000000002',
  tag: '41000000-0000-4000-8000-000000000003',
  city: '41000000-0000-4000-8000-000000000004',
} as const;

export const DEMO_TRIGGER_INGREDIENTS = {
  title: '42000000-0000-4000-8000-000000000001',
  createdAt: '42000000-0000-4000-8000-000000000002',
  noteUrl: '42000000-0000-4000-8000-000000000003',
  alertLevel: '42000000-0000-4000-8000-000000000004',
} as const;

export const DEMO_ACTION_FIELDS = {
  title: '51000000-0000-4000-8000-000000000001',
  body: '51000000-0000-4000-8000-000000000002',
  notebook: '51000000-0000-4000-8000-000000000003',
  city: '51000000-0000-4000-8000-000000000004',
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

/**
 * new_note: a text field (not blank), a static dropdown with three options and a custom regex
 * field, and three ingredients (string, datetime, web_url); create_note: title, body and a static
 * notebook dropdown; the published weather service's steps one field each (and an ingredient).
 */
export async function seedStepFields(tx: Db): Promise<void> {
  const t = DEMO_TRIGGERS;
  const tf = DEMO_TRIGGER_FIELDS;
  const colors = [
    { name: 'Yellow', value: 'yellow' },
    { name: 'Green', value: 'green' },
    { name: 'Blue', value: 'blue' },
  ];
  await tx.query(
    `INSERT INTO service_config.trigger_fields (id, trigger_id, name, slug, trigger_field_type, helper_text,
       shareable, populator_values, regex_value, regex_error_message, weight)
     VALUES
       ($1, $5, 'Which notebook?', 'notebook', 1, 'The notebook''s name, as shown in Acme Notes.', true, '[]',
        NULL, NULL, 0),
       ($2, $5, 'Which colour?', 'color', 6, NULL, true, $7::jsonb, NULL, NULL, 1),
       ($3, $5, 'With which tag?', 'tag', 4, 'A single word, like groceries.', false, '[]',
        '^[a-z0-9_-]+$', 'must be a single lowercase word', 2),
       ($4, $6, 'Which city?', 'city', 0, NULL, true, '[]', NULL, NULL, 0)
     ON CONFLICT DO NOTHING`,
    [tf.notebook, tf.color, tf.tag, tf.city, t.newNote, t.severeWeatherAlert, JSON.stringify(colors)],
  );
  const ti = DEMO_TRIGGER_INGREDIENTS;
  await tx.query(
    `INSERT INTO service_config.ingredients (id, parent_type, parent_id, name, slug, note, value_type, example, weight)
     VALUES
       ($1, 'trigger', $5, 'Title', 'title', 'The title of the new note.', 'string', 'Groceries', 0),
       ($2, 'trigger', $5, 'CreatedAt', 'created_at', 'When the note was created.', 'datetime', NULL, 1),
       ($3, 'trigger', $5, 'NoteUrl', 'note_url', 'The address of the note in Acme Notes.', 'web_url',
        'https://notes.acme.example/n/42', 2),
       ($4, 'trigger', $6, 'AlertLevel', 'alert_level', 'How severe the alert is.', 'string', 'Orange', 0)
     ON CONFLICT DO NOTHING`,
    [ti.title, ti.createdAt, ti.noteUrl, ti.alertLevel, t.newNote, t.severeWeatherAlert],
  );
  const a = DEMO_ACTIONS;
  const af = DEMO_ACTION_FIELDS;
  const notebooks = [
    { name: 'Personal', value: 'personal' },
    { name: 'Work', value: 'work' },
    { name: 'Ideas', value: 'ideas' },
  ];
  await tx.query(
    `INSERT INTO service_config.action_fields (id, action_id, name, slug, action_field_type, helper_text,
       required, shareable, populator_values, weight)
     VALUES
       ($1, $5, 'Title', 'title', 0, NULL, true, true, '[]', 0),
       ($2, $5, 'Body', 'body', 5, 'Plain text; line breaks are kept.', false, true, '[]', 1),
       ($3, $5, 'Notebook', 'notebook', 14, NULL, true, false, $7::jsonb, 2),
       ($4, $6, 'City', 'city', 13, 'The city name, like Lisbon.', true, true, '[]', 0)
     ON CONFLICT DO NOTHING`,
    [af.title, af.body, af.notebook, af.city, a.createNote, a.sendForecast, JSON.stringify(notebooks)],
  );
}

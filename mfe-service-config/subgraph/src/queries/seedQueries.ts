import type { Db } from '@switchyard/server-kit';

/** The demo queries of acme_notes (unpublished, so the queries area can be edited in the demo). */
export const DEMO_QUERIES = {
  listNotes: '30000000-0000-4000-8000-000000000001',
  findNote: '30000000-0000-4000-8000-000000000002',
} as const;

export async function seedQueries(tx: Db, serviceId: string): Promise<void> {
  const q = DEMO_QUERIES;
  await tx.query(
    `INSERT INTO service_config.queries (id, service_id, module_name, name, description, weight) VALUES
       ($1, $3, 'list_notes', 'List notes', 'This query returns the notes of a notebook, newest first.', 0),
       ($2, $3, 'find_note', 'Find note by title', 'This query returns the notes whose title matches.', 1)
     ON CONFLICT DO NOTHING`,
    [q.listNotes, q.findNote, serviceId],
  );
  await tx.query(
    `INSERT INTO service_config.query_fields (query_id, slug, label, helper_text, required, weight,
       normalized_field_type, field_type_definition_slug, static_options) VALUES
       ($1, 'notebook', 'Which notebook?', 'The name of the notebook, as shown in Acme Notes.', true, 0,
        'text', 'text_raw', '[]'),
       ($1, 'sort_order', 'In which order?', NULL, false, 1, 'option', 'dropdown_static',
        '[{"label": "Newest first", "value": "desc"}, {"label": "Oldest first", "value": "asc"}]'),
       ($2, 'title', 'Which title are you looking for?', NULL, true, 0, 'text', 'text_raw', '[]')
     ON CONFLICT DO NOTHING`,
    [q.listNotes, q.findNote],
  );
  await tx.query(
    `INSERT INTO service_config.ingredients (parent_type, parent_id, name, slug, note, value_type, example, weight)
     VALUES
       ('query', $1, 'Title', 'title', 'The title of the note.', 'string', 'Groceries', 0),
       ('query', $1, 'CreatedAt', 'created_at', 'When the note was created.', 'datetime', NULL, 1),
       ('query', $2, 'Title', 'title', 'The title of the note found.', 'string', 'Groceries', 0)
     ON CONFLICT DO NOTHING`,
    [q.listNotes, q.findNote],
  );
}

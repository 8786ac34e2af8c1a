import type { Db, RequestContext } from '@switchyard/server-kit';
import { graphql } from 'graphql';
import { serviceConfigDomain } from '../index';
import { codeOf, milo, NOTES_ID, runner, seededDb, sol, type TestDb } from '../queries/queryTestKit';
import { PUBLISHED_READ_ONLY } from '@switchyard/service-config-common/rules/publishedReadOnly';
import {
  REORDER_DUPLICATE,
  REORDER_FOREIGN,
  REORDER_INCOMPLETE,
} from '@switchyard/service-config-common/rules/reorder';
import { NOT_IN_LIST } from '@switchyard/service-config-common/rules/stepName';
import { anonymous } from '../testViewers';
import {
  DEMO_ACTION_FIELDS,
  DEMO_ACTIONS,
  DEMO_TRIGGER_FIELDS,
  DEMO_TRIGGER_INGREDIENTS,
  DEMO_TRIGGERS,
} from './seedSteps';
import { testSettings } from '@switchyard/server-kit/settings';

let db: TestDb;
let run: ReturnType<typeof runner>;

beforeAll(async () => {
  db = await seededDb();
  run = runner(db);
});
afterAll(() => db.drop());

const TRIGGER_FIELD = `id name slug trigger_field_type helper_text shareable populator_values { name value }
  regex_value regex_error_message weight`;
const ACTION_FIELD =
  'id name slug action_field_type helper_text required shareable populator_values { name value } weight';
const INGREDIENT = 'id name slug note value_type example weight target_query { id }';
const STEPS = `query ($m: String!) {
  channel(module_name: $m) {
    triggers { id slug fields { ${TRIGGER_FIELD} } ingredients { ${INGREDIENT} }
      field_options_url_template field_validation_url_template }
    actions { id slug fields { ${ACTION_FIELD} } field_options_url_template }
  }
}`;
const TRIGGER = `query ($c: String!, $s: String!) {
  trigger(channel_module_name: $c, slug_or_id: $s) { fields { id slug weight } ingredients { id slug weight } }
}`;
const FIELDS_REORDER = `mutation ($c: String!, $s: String!, $t: String!, $ids: [ID!]!) {
  reorderStepFields(channel_module_name: $c, step_module_name: $s, step_type: $t, field_ids: $ids) { errors { attribute message } }
}`;
const INGREDIENTS_REORDER = `mutation ($c: String!, $t: String!, $s: String!, $ids: [ID!]!) {
  reorderStepIngredients(channel_module_name: $c, step_type: $t, step_type_module_name: $s, ingredient_ids: $ids) {
    errors { attribute message }
  }
}`;

type Row = Record<string, any>;

async function channel(m: string, ctx: RequestContext = milo) {
  const r = await run(STEPS, ctx, { m });
  expect(r.errors).toBeUndefined();
  return r.data!.channel as { triggers: Row[]; actions: Row[] } | null;
}

/** The fields and ingredients tables, to show that a refused reorder changed nothing. */
async function snapshot() {
  const all = async (table: string) =>
    (await db.query(`SELECT * FROM service_config.${table} ORDER BY id`)).rows;
  return {
    trigger_fields: await all('trigger_fields'),
    action_fields: await all('action_fields'),
    ingredients: await all('ingredients'),
  };
}

async function expectUnchanged(attempt: () => Promise<unknown>) {
  const before = await snapshot();
  await attempt();
  expect(await snapshot()).toEqual(before);
}

describe('reading fields and ingredients', () => {
  it('lists a trigger’s fields and ingredients and an action’s fields, by weight', async () => {
    const { triggers, actions } = (await channel('acme_notes'))!;
    const newNote = triggers.find((t) => t.id === DEMO_TRIGGERS.newNote)!;
    expect(newNote.fields).toEqual([
      {
        id: DEMO_TRIGGER_FIELDS.notebook,
        name: 'Which notebook?',
        slug: 'notebook',
        trigger_field_type: 1,
        helper_text: "The notebook's name, as shown in Acme Notes.",
        shareable: true,
        populator_values: [],
        regex_value: null,
        regex_error_message: null,
        weight: 0,
      },
      expect.objectContaining({
        id: DEMO_TRIGGER_FIELDS.color,
        trigger_field_type: 6,
        populator_values: [
          { name: 'Yellow', value: 'yellow' },
          { name: 'Green', value: 'green' },
          { name: 'Blue', value: 'blue' },
        ],
        weight: 1,
      }),
      expect.objectContaining({
        id: DEMO_TRIGGER_FIELDS.tag,
        trigger_field_type: 4,
        shareable: false,
        regex_value: '^[a-z0-9_-]+$',
        regex_error_message: 'must be a single lowercase word',
        weight: 2,
      }),
    ]);
    expect(newNote.ingredients).toEqual([
      {
        id: DEMO_TRIGGER_INGREDIENTS.title,
        name: 'Title',
        slug: 'title',
        note: 'The title of the new note.',
        value_type: 'string',
        example: 'Groceries',
        weight: 0,
        target_query: null,
      },
      expect.objectContaining({ slug: 'created_at', value_type: 'datetime', example: null, weight: 1 }),
      expect.objectContaining({ slug: 'note_url', value_type: 'web_url', weight: 2 }),
    ]);
    const feed = triggers.find((t) => t.id === DEMO_TRIGGERS.newNoteInFeed)!;
    expect(feed).toMatchObject({ fields: [], ingredients: [] });
    expect(actions[0].fields.map((f: Row) => [f.slug, f.action_field_type, f.required, f.shareable])).toEqual(
      [
        ['title', 0, true, true],
        ['body', 5, false, true],
        ['notebook', 14, true, false],
      ],
    );
    expect(actions[0].fields[2].populator_values).toHaveLength(3);
  });

  it('orders by weight, then name', async () => {
    await db.query(`UPDATE service_config.trigger_fields SET weight = 0 WHERE trigger_id = $1`, [
      DEMO_TRIGGERS.newNote,
    ]);
    const fields = (await channel('acme_notes'))!.triggers[0].fields.map((f: Row) => f.name);
    expect(fields).toEqual(['Which colour?', 'Which notebook?', 'With which tag?']);
    await db.query(
      `UPDATE service_config.trigger_fields SET weight = CASE slug WHEN 'notebook' THEN 0 WHEN 'color' THEN 1 ELSE 2 END
       WHERE trigger_id = $1`,
      [DEMO_TRIGGERS.newNote],
    );
  });

  it('gives the endpoint templates from the api_url_prefix: trigger slug, or a feed trigger’s id', async () => {
    const notes = (await channel('acme_notes'))!;
    // acme_notes has no api_url_prefix.
    expect(notes.triggers[0].field_options_url_template).toBeNull();
    expect(notes.actions[0].field_options_url_template).toBeNull();
    await db.query(
      `UPDATE service_config.services SET api_url_prefix = 'https://api.notes.acme.example/' WHERE id = $1`,
      [NOTES_ID],
    );
    const after = (await channel('acme_notes'))!;
    expect(after.triggers[0]).toMatchObject({
      field_options_url_template:
        'https://api.notes.acme.example/switchyard/v1/triggers/new_note/fields/{slug}/options',
      field_validation_url_template:
        'https://api.notes.acme.example/switchyard/v1/triggers/new_note/fields/{slug}/validate',
    });
    expect(after.triggers[1].field_options_url_template).toBe(
      `https://api.notes.acme.example/switchyard/v1/triggers/${DEMO_TRIGGERS.newNoteInFeed}/fields/{slug}/options`,
    );
    expect(after.actions[0].field_options_url_template).toBe(
      'https://api.notes.acme.example/switchyard/v1/actions/create_note/fields/{slug}/options',
    );
    await db.query(`UPDATE service_config.services SET api_url_prefix = NULL WHERE id = $1`, [NOTES_ID]);
    // The weather service's prefix already ends in /switchyard/v1.
    const weather = (await channel('acme_weather'))!;
    expect(weather.triggers[0].field_options_url_template).toBe(
      'https://api.weather.acme.example/switchyard/v1/triggers/severe_weather_alert/fields/{slug}/options',
    );
  });

  it('uses PRODUCT_SLUG in the templates', async () => {
    const schema = serviceConfigDomain.schema({ db, settings: testSettings({ PRODUCT_SLUG: 'relay' }) });
    const r = await graphql({
      schema,
      source: STEPS,
      contextValue: milo,
      variableValues: { m: 'acme_weather' },
    });
    expect((r.data as Row).channel.actions[0].field_options_url_template).toBe(
      'https://api.weather.acme.example/switchyard/v1/relay/v1/actions/send_forecast/fields/{slug}/options',
    );
  });

  it('shows nothing to outsiders', async () => {
    expect(await channel('acme_notes', sol)).toBeNull();
    expect(await channel('acme_notes', anonymous)).toBeNull();
    expect((await run(TRIGGER, sol, { c: 'acme_notes', s: 'new_note' })).data?.trigger).toBeNull();
  });

  it('costs a constant number of SQL queries for 50 triggers × 10 fields and ingredients', async () => {
    const service = (
      await db.query<{ id: string }>(
        `INSERT INTO service_config.services (organization_id, module_name, name)
         SELECT organization_id, 'acme_many', 'Acme Many' FROM service_config.services WHERE id = $1 RETURNING id`,
        [NOTES_ID],
      )
    ).rows[0].id;
    await db.query(
      `INSERT INTO service_config.triggers (service_id, name, slug, description, weight)
       SELECT $1, 'Trigger ' || n, 'trigger_' || n, 'This trigger fires.', n FROM generate_series(1, 50) n`,
      [service],
    );
    await db.query(
      `INSERT INTO service_config.actions (service_id, name, slug, description, weight)
       SELECT $1, 'Action ' || n, 'action_' || n, 'This action acts.', n FROM generate_series(1, 50) n`,
      [service],
    );
    await db.query(
      `INSERT INTO service_config.trigger_fields (trigger_id, name, slug, trigger_field_type, weight)
       SELECT t.id, 'Field ' || n, 'field_' || n, 0, n FROM service_config.triggers t, generate_series(1, 10) n
       WHERE t.service_id = $1`,
      [service],
    );
    await db.query(
      `INSERT INTO service_config.ingredients (parent_type, parent_id, name, slug, note, example, weight)
       SELECT 'trigger', t.id, 'Value' || n, 'value_' || n, 'A value.', 'x', n FROM service_config.triggers t,
         generate_series(1, 10) n WHERE t.service_id = $1`,
      [service],
    );
    await db.query(
      `INSERT INTO service_config.action_fields (action_id, name, slug, action_field_type, weight)
       SELECT a.id, 'Field ' || n, 'field_' || n, 13, n FROM service_config.actions a, generate_series(1, 10) n
       WHERE a.service_id = $1`,
      [service],
    );
    const queries: string[] = [];
    const counted: Db = { ...db, query: (text, params) => (queries.push(text), db.query(text, params)) };
    const schema = serviceConfigDomain.schema({ db: counted, settings: testSettings() });
    const r = await graphql({
      schema,
      source: STEPS,
      contextValue: milo,
      variableValues: { m: 'acme_many' },
    });
    expect(r.errors).toBeUndefined();
    const { triggers, actions } = (r.data as Row).channel;
    expect(triggers).toHaveLength(50);
    expect(triggers.every((t: Row) => t.fields.length === 10 && t.ingredients.length === 10)).toBe(true);
    expect(actions.every((a: Row) => a.fields.length === 10)).toBe(true);
    // service, triggers, actions, trigger fields, ingredients, action fields, api_url_prefix
    expect(queries.length).toBeLessThanOrEqual(7);
    for (const table of ['trigger_fields', 'action_fields', 'ingredients'])
      expect(queries.filter((q) => q.includes(`service_config.${table}`))).toHaveLength(1);
  });
});

describe('reorderStepFields for triggers and actions', () => {
  const newNoteFields = [DEMO_TRIGGER_FIELDS.notebook, DEMO_TRIGGER_FIELDS.color, DEMO_TRIGGER_FIELDS.tag];
  const fieldOrder = async (s = 'new_note') =>
    ((await run(TRIGGER, milo, { c: 'acme_notes', s })).data?.trigger.fields as Row[]).map((f) => f.id);

  it('orders a trigger’s fields by the full list, by slug', async () => {
    const wanted = [DEMO_TRIGGER_FIELDS.tag, DEMO_TRIGGER_FIELDS.notebook, DEMO_TRIGGER_FIELDS.color];
    const r = await run(FIELDS_REORDER, milo, { c: 'acme_notes', s: 'new_note', t: 'trigger', ids: wanted });
    expect(r.errors).toBeUndefined();
    expect(r.data?.reorderStepFields).toEqual({ errors: [] });
    expect(await fieldOrder()).toEqual(wanted);
    const { rows } = await db.query<{ weight: number }>(
      'SELECT weight FROM service_config.trigger_fields WHERE trigger_id = $1 ORDER BY weight',
      [DEMO_TRIGGERS.newNote],
    );
    expect(rows.map((w) => w.weight)).toEqual([0, 1, 2]);
    await run(FIELDS_REORDER, milo, { c: 'acme_notes', s: 'new_note', t: 'trigger', ids: newNoteFields });
    expect(await fieldOrder()).toEqual(newNoteFields);
  });

  it('names a feed trigger by its id', async () => {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO service_config.trigger_fields (trigger_id, name, slug, trigger_field_type)
       VALUES ($1, 'Keyword', 'keyword', 0) RETURNING id`,
      [DEMO_TRIGGERS.newNoteInFeed],
    );
    const r = await run(FIELDS_REORDER, milo, {
      c: 'acme_notes',
      s: DEMO_TRIGGERS.newNoteInFeed,
      t: 'trigger',
      ids: [rows[0].id],
    });
    expect(r.data?.reorderStepFields).toEqual({ errors: [] });
    expect(await fieldOrder(DEMO_TRIGGERS.newNoteInFeed)).toEqual([rows[0].id]);
  });

  it('orders an action’s fields', async () => {
    const wanted = [DEMO_ACTION_FIELDS.notebook, DEMO_ACTION_FIELDS.title, DEMO_ACTION_FIELDS.body];
    const r = await run(FIELDS_REORDER, milo, {
      c: 'acme_notes',
      s: 'create_note',
      t: 'action',
      ids: wanted,
    });
    expect(r.data?.reorderStepFields).toEqual({ errors: [] });
    const { rows } = await db.query<{ id: string }>(
      'SELECT id FROM service_config.action_fields WHERE action_id = $1 ORDER BY weight',
      [DEMO_ACTIONS.createNote],
    );
    expect(rows.map((r) => r.id)).toEqual(wanted);
  });

  it('refuses partial, duplicated and foreign lists, changing nothing (the form rolls back)', async () => {
    const attempts: [Record<string, unknown>, string, string][] = [
      [{ ids: newNoteFields.slice(1) }, 'field_ids', REORDER_INCOMPLETE],
      [{ ids: [...newNoteFields, newNoteFields[0]] }, 'field_ids', REORDER_DUPLICATE],
      [{ ids: [...newNoteFields.slice(1), DEMO_TRIGGER_FIELDS.city] }, 'field_ids', REORDER_FOREIGN],
      [{ ids: [...newNoteFields.slice(1), 'not-a-uuid'] }, 'field_ids', REORDER_FOREIGN],
      [
        { ids: [DEMO_ACTION_FIELDS.title, DEMO_ACTION_FIELDS.body, DEMO_ACTION_FIELDS.notebook] },
        'field_ids',
        REORDER_FOREIGN,
      ],
      [{ ids: [], s: 'create_note', t: 'action' }, 'field_ids', REORDER_INCOMPLETE],
      [{ t: 'workflow' }, 'step_type', NOT_IN_LIST],
    ];
    for (const [vars, attribute, message] of attempts) {
      await expectUnchanged(async () => {
        const r = await run(FIELDS_REORDER, milo, {
          c: 'acme_notes',
          s: 'new_note',
          t: 'trigger',
          ids: newNoteFields,
          ...vars,
        });
        expect(r.data?.reorderStepFields).toEqual({ errors: [{ attribute, message }] });
      });
    }
  });

  it('refuses published services, outsiders and unknown steps', async () => {
    await expectUnchanged(async () => {
      const published = await run(FIELDS_REORDER, milo, {
        c: 'acme_weather',
        s: 'severe_weather_alert',
        t: 'trigger',
        ids: [DEMO_TRIGGER_FIELDS.city],
      });
      expect(published.data?.reorderStepFields).toEqual({
        errors: [{ attribute: 'base', message: PUBLISHED_READ_ONLY }],
      });
      const vars = { c: 'acme_notes', s: 'new_note', t: 'trigger', ids: [...newNoteFields].reverse() };
      expect(codeOf(await run(FIELDS_REORDER, sol, vars))).toBe('NOT_FOUND');
      expect(codeOf(await run(FIELDS_REORDER, anonymous, vars))).toBe('UNAUTHENTICATED');
      const unknown = await run(FIELDS_REORDER, milo, { ...vars, s: 'severe_weather_alert' });
      expect(unknown.errors?.[0]).toMatchObject({
        message: 'Trigger not found.',
        extensions: { code: 'NOT_FOUND' },
      });
      const noAction = await run(FIELDS_REORDER, milo, { ...vars, t: 'action', s: 'new_note' });
      expect(noAction.errors?.[0]).toMatchObject({ message: 'Action not found.' });
    });
  });
});

describe('reorderStepIngredients for triggers', () => {
  const ingredients = [
    DEMO_TRIGGER_INGREDIENTS.title,
    DEMO_TRIGGER_INGREDIENTS.createdAt,
    DEMO_TRIGGER_INGREDIENTS.noteUrl,
  ];

  it('orders a trigger’s ingredients by the full list', async () => {
    const wanted = [...ingredients].reverse();
    const r = await run(INGREDIENTS_REORDER, milo, {
      c: 'acme_notes',
      t: 'trigger',
      s: 'new_note',
      ids: wanted,
    });
    expect(r.data?.reorderStepIngredients).toEqual({ errors: [] });
    const read = await run(TRIGGER, milo, { c: 'acme_notes', s: 'new_note' });
    expect((read.data?.trigger.ingredients as Row[]).map((i) => [i.id, i.weight])).toEqual(
      wanted.map((id, w) => [id, w]),
    );
  });

  it('refuses partial lists, other parents, actions, published services and outsiders, changing nothing', async () => {
    const { rows } = await db.query<{ id: string }>(
      `SELECT id FROM service_config.ingredients WHERE parent_type = 'query' LIMIT 1`,
    );
    await expectUnchanged(async () => {
      const attempt = (vars: Record<string, unknown>, ctx = milo) =>
        run(INGREDIENTS_REORDER, ctx, {
          c: 'acme_notes',
          t: 'trigger',
          s: 'new_note',
          ids: ingredients,
          ...vars,
        });
      expect((await attempt({ ids: ingredients.slice(1) })).data?.reorderStepIngredients.errors).toEqual([
        { attribute: 'ingredient_ids', message: REORDER_INCOMPLETE },
      ]);
      expect(
        (await attempt({ ids: [...ingredients.slice(1), rows[0].id] })).data?.reorderStepIngredients.errors,
      ).toEqual([{ attribute: 'ingredient_ids', message: REORDER_FOREIGN }]);
      expect((await attempt({ t: 'action', s: 'create_note' })).data?.reorderStepIngredients.errors).toEqual([
        { attribute: 'step_type', message: NOT_IN_LIST },
      ]);
      expect(
        (
          await attempt({
            c: 'acme_weather',
            s: 'severe_weather_alert',
            ids: [DEMO_TRIGGER_INGREDIENTS.alertLevel],
          })
        ).data?.reorderStepIngredients,
      ).toEqual({ errors: [{ attribute: 'base', message: PUBLISHED_READ_ONLY }] });
      expect(codeOf(await attempt({}, sol))).toBe('NOT_FOUND');
      expect(codeOf(await attempt({ s: 'no_such_trigger' }))).toBe('NOT_FOUND');
    });
  });
});

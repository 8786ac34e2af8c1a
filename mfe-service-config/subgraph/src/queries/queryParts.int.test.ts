import { PUBLISHED_READ_ONLY } from '@switchyard/service-config-common/rules/publishedReadOnly';
import {
  codeOf,
  insertQueryRow,
  milo,
  NOTES_ID,
  runner,
  seededDb,
  SENSOR_ID,
  snapshot,
  sol,
  WEATHER_ID,
  type TestDb,
} from './queryTestKit';
import { DEMO_QUERIES } from './seedQueries';

let db: TestDb;
let run: ReturnType<typeof runner>;
let publishedQueryId: string;
let publishedFieldId: string;
let publishedIngredientId: string;

beforeAll(async () => {
  db = await seededDb();
  run = runner(db);
  publishedQueryId = await insertQueryRow(db, WEATHER_ID, 'forecast');
  publishedFieldId = (
    await db.query<{ id: string }>(
      `INSERT INTO service_config.query_fields (query_id, slug, label, normalized_field_type, field_type_definition_slug)
       VALUES ($1, 'city_name', 'Which city?', 'text', 'text_raw') RETURNING id`,
      [publishedQueryId],
    )
  ).rows[0].id;
  publishedIngredientId = (
    await db.query<{ id: string }>(
      `INSERT INTO service_config.ingredients (parent_type, parent_id, name, slug, note, example)
       VALUES ('query', $1, 'City', 'city', 'The city.', 'Paris') RETURNING id`,
      [publishedQueryId],
    )
  ).rows[0].id;
});
afterAll(() => db.drop());

const PUBLISHED = [{ attribute: 'base', message: PUBLISHED_READ_ONLY }];
const PARTS = `query ($m: String!) {
  query(channel_module_name: "acme_notes", module_name: $m) {
    query_fields { id slug weight }
    ingredients { id slug weight target_query { id module_name } }
  }
}`;
const FIELD = `id slug label helper_text required weight normalized_field_type field_type_definition_slug static_options { label value }`;
const FIELD_CREATE = `mutation ($q: ID!, $n: String!, $l: String!, $h: String, $r: Boolean!, $t: String!, $o: [StaticOptionInput!]) {
  queryFieldCreate(query_id: $q, name: $n, label: $l, helper_text: $h, required: $r, field_type_slug: $t, static_options: $o) {
    query_field { ${FIELD} } errors { attribute message }
  }
}`;
const FIELD_UPDATE = `mutation ($id: ID!, $n: String!, $l: String!, $h: String, $r: Boolean!, $t: String!, $o: [StaticOptionInput!], $w: Int) {
  queryFieldUpdate(id: $id, name: $n, label: $l, helper_text: $h, required: $r, field_type_slug: $t, static_options: $o, weight: $w) {
    query_field { ${FIELD} } errors { attribute message }
  }
}`;
const FIELD_DELETE = `mutation ($id: ID!) { queryFieldDelete(id: $id) { errors { attribute message } } }`;
const FIELDS_REORDER = `mutation ($c: String!, $s: String!, $t: String!, $ids: [ID!]!) {
  reorderStepFields(channel_module_name: $c, step_module_name: $s, step_type: $t, field_ids: $ids) { errors { attribute message } }
}`;
const INGREDIENT = `id name slug note value_type example weight target_query { id }`;
const ING_CREATE = `mutation ($p: ID!, $pt: String!, $n: String!, $s: String!, $note: String!, $v: String!, $e: String, $t: ID) {
  ingredientCreate(parent_id: $p, parent_type: $pt, name: $n, slug: $s, note: $note, value_type: $v, example: $e, target_query_id: $t) {
    ingredient { ${INGREDIENT} } errors { attribute message }
  }
}`;
const ING_UPDATE = `mutation ($id: ID!, $n: String!, $s: String!, $note: String!, $v: String!, $e: String, $t: ID, $w: Int) {
  ingredientUpdate(id: $id, name: $n, slug: $s, note: $note, value_type: $v, example: $e, target_query_id: $t, weight: $w) {
    ingredient { ${INGREDIENT} } errors { attribute message }
  }
}`;
const ING_DELETE = `mutation ($id: ID!) { ingredientDelete(id: $id) { errors { attribute message } } }`;
const ING_REORDER = `mutation ($c: String!, $t: String!, $s: String!, $ids: [ID!]!) {
  reorderStepIngredients(channel_module_name: $c, step_type: $t, step_type_module_name: $s, ingredient_ids: $ids) { errors { attribute message } }
}`;

const parts = async (m = 'list_notes') => (await run(PARTS, milo, { m })).data?.query;
const textField = {
  q: DEMO_QUERIES.listNotes,
  n: 'search_term',
  l: 'What are you looking for?',
  h: null,
  r: true,
  t: 'text_raw',
};
const opts = (...pairs: [string, string][]) => pairs.map(([label, value]) => ({ label, value }));

describe('query fields', () => {
  let fieldId: string;

  it('creates a field as the last one, a static dropdown keeping its options', async () => {
    const r = await run(FIELD_CREATE, milo, { ...textField, h: 'See [docs](https://notes.acme.example).' });
    expect(r.errors).toBeUndefined();
    expect(r.data?.queryFieldCreate).toEqual({
      errors: [],
      query_field: expect.objectContaining({
        slug: 'search_term',
        helper_text: 'See [docs](https://notes.acme.example).',
        required: true,
        weight: 2,
        normalized_field_type: 'text',
        field_type_definition_slug: 'text_raw',
        static_options: [],
      }),
    });
    fieldId = r.data?.queryFieldCreate.query_field.id;
    const dd = await run(FIELD_CREATE, milo, {
      ...textField,
      n: 'colour',
      t: 'dropdown_static',
      o: opts(['Red', 'red'], ['Blue', 'blue']),
    });
    expect(dd.data?.queryFieldCreate.query_field).toMatchObject({
      weight: 3,
      normalized_field_type: 'option',
      static_options: opts(['Red', 'red'], ['Blue', 'blue']),
    });
  });

  it('refuses each dropdown option rule, bad input and a taken key name, changing nothing', async () => {
    const before = await snapshot(db);
    const errorsOf = async (vars: Record<string, unknown>) =>
      (await run(FIELD_CREATE, milo, { ...textField, n: 'fresh_key', ...vars })).data?.queryFieldCreate
        .errors;
    const dd = (o: unknown) => errorsOf({ t: 'dropdown_static', o });
    expect(await dd(opts(['Red', 'red']))).toEqual([
      { attribute: 'static_options', message: 'must have at least two options for a dropdown list' },
    ]);
    expect(await dd(opts(['Red', 'red'], [' ', 'blue']))).toEqual([
      { attribute: 'static_options', message: 'must not have blank names' },
    ]);
    expect(await dd(opts(['Red', 'red'], ['Blue', '']))).toEqual([
      { attribute: 'static_options', message: 'must not have blank values' },
    ]);
    expect(await dd(opts(['Red', 'red'], ['Blue', 'red']))).toEqual([
      { attribute: 'static_options', message: 'must not have duplicate values' },
    ]);
    expect(await dd(opts(['Red', 'red'], ['Red', 'blue']))).toEqual([
      { attribute: 'static_options', message: 'must not have duplicate names' },
    ]);
    expect(await errorsOf({ n: 'key', l: '', h: 'h'.repeat(201), t: 'fancy' })).toEqual([
      { attribute: 'label', message: "can't be blank" },
      { attribute: 'name', message: 'is too short (minimum is 4 characters)' },
      { attribute: 'helper_text', message: "can't be longer than 200 characters" },
      { attribute: 'field_type_slug', message: 'is not included in the list' },
    ]);
    expect(await errorsOf({ n: 'notebook' })).toEqual([
      { attribute: 'name', message: 'has already been taken' },
    ]);
    expect(await snapshot(db)).toEqual(before);
  });

  it('updates a field; switching to a dynamic dropdown empties the options', async () => {
    const r = await run(FIELD_UPDATE, milo, {
      ...textField,
      id: fieldId,
      n: 'query_text',
      l: 'Search for?',
      t: 'dropdown_dynamic',
      o: opts(['A', 'a']),
      w: 5,
    });
    expect(r.data?.queryFieldUpdate).toEqual({
      errors: [],
      query_field: expect.objectContaining({
        id: fieldId,
        slug: 'query_text',
        label: 'Search for?',
        normalized_field_type: 'option',
        field_type_definition_slug: 'dropdown_dynamic',
        static_options: [],
        weight: 5,
      }),
    });
    const before = await snapshot(db);
    const taken = await run(FIELD_UPDATE, milo, { ...textField, id: fieldId, n: 'notebook' });
    expect(taken.data?.queryFieldUpdate.errors).toEqual([
      { attribute: 'name', message: 'has already been taken' },
    ]);
    expect(await snapshot(db)).toEqual(before);
  });

  it('reorders with the complete list only, and persists it', async () => {
    const ids = (await parts()).query_fields.map((f: { id: string }) => f.id);
    const wanted = [ids[2], ids[0], ids[3], ids[1]];
    const r = await run(FIELDS_REORDER, milo, { c: 'acme_notes', s: 'list_notes', t: 'query', ids: wanted });
    expect(r.data?.reorderStepFields).toEqual({ errors: [] });
    const after = (await parts()).query_fields;
    expect(after.map((f: { id: string }) => f.id)).toEqual(wanted);
    expect(after.map((f: { weight: number }) => f.weight)).toEqual([0, 1, 2, 3]);

    const before = await snapshot(db);
    const foreignId = (await parts('find_note')).query_fields[0].id;
    const errorsOf = async (vars: Record<string, unknown>) =>
      (await run(FIELDS_REORDER, milo, { c: 'acme_notes', s: 'list_notes', t: 'query', ...vars })).data
        ?.reorderStepFields.errors;
    expect(await errorsOf({ ids: wanted.slice(1) })).toEqual([
      { attribute: 'field_ids', message: 'must list every item of this parent' },
    ]);
    expect(await errorsOf({ ids: [...wanted.slice(1), foreignId] })).toEqual([
      { attribute: 'field_ids', message: 'must only list items of this parent' },
    ]);
    expect(await errorsOf({ t: 'workflow', ids: wanted })).toEqual([
      { attribute: 'step_type', message: 'is not included in the list' },
    ]);
    expect(
      (
        await run(FIELDS_REORDER, milo, {
          c: 'acme_weather',
          s: 'forecast',
          t: 'query',
          ids: [publishedFieldId],
        })
      ).data?.reorderStepFields,
    ).toEqual({ errors: PUBLISHED });
    expect(
      codeOf(await run(FIELDS_REORDER, sol, { c: 'acme_notes', s: 'list_notes', t: 'query', ids: wanted })),
    ).toBe('NOT_FOUND');
    expect(
      codeOf(await run(FIELDS_REORDER, milo, { c: 'acme_notes', s: 'nope_query', t: 'query', ids: [] })),
    ).toBe('NOT_FOUND');
    expect(await snapshot(db)).toEqual(before);
  });

  it('refuses published services and outsiders for create, update and delete, changing nothing', async () => {
    const before = await snapshot(db);
    expect(
      (await run(FIELD_CREATE, milo, { ...textField, q: publishedQueryId })).data?.queryFieldCreate,
    ).toEqual({ query_field: null, errors: PUBLISHED });
    expect(
      (await run(FIELD_UPDATE, milo, { ...textField, id: publishedFieldId })).data?.queryFieldUpdate,
    ).toEqual({ query_field: null, errors: PUBLISHED });
    expect((await run(FIELD_DELETE, milo, { id: publishedFieldId })).data?.queryFieldDelete).toEqual({
      errors: PUBLISHED,
    });
    expect(codeOf(await run(FIELD_CREATE, sol, textField))).toBe('NOT_FOUND');
    expect(codeOf(await run(FIELD_UPDATE, sol, { ...textField, id: fieldId }))).toBe('NOT_FOUND');
    expect(codeOf(await run(FIELD_DELETE, sol, { id: fieldId }))).toBe('NOT_FOUND');
    expect(codeOf(await run(FIELD_DELETE, milo, { id: 'nope' }))).toBe('NOT_FOUND');
    expect(await snapshot(db)).toEqual(before);
  });

  it('deletes a field', async () => {
    expect((await run(FIELD_DELETE, milo, { id: fieldId })).data?.queryFieldDelete).toEqual({ errors: [] });
    expect((await parts()).query_fields.map((f: { id: string }) => f.id)).not.toContain(fieldId);
  });
});

describe('query ingredients', () => {
  const title = {
    p: DEMO_QUERIES.listNotes,
    pt: 'query',
    n: 'NoteUrl',
    s: 'note_url',
    note: 'The link to the note.',
    v: 'web_url',
    e: 'https://notes.acme.example/n/1',
  };
  let ingredientId: string;

  it('creates an ingredient as the last one; a query-typed one targets a query of the service', async () => {
    const r = await run(ING_CREATE, milo, title);
    expect(r.errors).toBeUndefined();
    expect(r.data?.ingredientCreate).toEqual({
      errors: [],
      ingredient: expect.objectContaining({
        name: 'NoteUrl',
        slug: 'note_url',
        value_type: 'web_url',
        example: 'https://notes.acme.example/n/1',
        weight: 2,
      }),
    });
    ingredientId = r.data?.ingredientCreate.ingredient.id;
    const q = await run(ING_CREATE, milo, {
      ...title,
      n: 'SameTitle',
      s: 'same_title',
      v: 'query',
      e: 'dropped',
      t: DEMO_QUERIES.findNote,
    });
    expect(q.data?.ingredientCreate.ingredient).toMatchObject({
      value_type: 'query',
      example: null,
      target_query: { id: DEMO_QUERIES.findNote },
    });
  });

  it('refuses bad input, a taken slug, foreign targets and unknown parent types, changing nothing', async () => {
    const before = await snapshot(db);
    const errorsOf = async (vars: Record<string, unknown>) =>
      (await run(ING_CREATE, milo, { ...title, s: 'fresh_slug', ...vars })).data?.ingredientCreate.errors;
    expect(await errorsOf({ n: 'note url', s: 'url', note: ' ', e: '' })).toEqual([
      { attribute: 'name', message: 'must be in UpperCamelCase, like CreatedAt' },
      { attribute: 'slug', message: 'is too short (minimum is 4 characters)' },
      { attribute: 'note', message: "can't be blank" },
      { attribute: 'example', message: "can't be blank" },
    ]);
    expect(await errorsOf({ v: 'number' })).toEqual([
      { attribute: 'value_type', message: 'is not included in the list' },
    ]);
    expect(await errorsOf({ v: 'query' })).toEqual([
      { attribute: 'target_query_id', message: "can't be blank" },
    ]);
    const sensorQuery = await insertQueryRow(db, SENSOR_ID, 'readings');
    const afterInsert = await snapshot(db);
    for (const t of [sensorQuery, publishedQueryId, 'not-a-uuid']) {
      expect(await errorsOf({ v: 'query', t })).toEqual([
        { attribute: 'target_query_id', message: 'must be a query of this service' },
      ]);
    }
    expect(await errorsOf({ s: 'title' })).toEqual([
      { attribute: 'slug', message: 'has already been taken' },
    ]);
    expect(await errorsOf({ pt: 'trigger' })).toEqual([
      { attribute: 'parent_type', message: 'is not included in the list' },
    ]);
    expect(await snapshot(db)).toEqual(afterInsert);
    await db.query('DELETE FROM service_config.queries WHERE id = $1', [sensorQuery]);
    expect(await snapshot(db)).toEqual(before);
  });

  it('updates an ingredient; a date type drops the example', async () => {
    const r = await run(ING_UPDATE, milo, {
      ...title,
      id: ingredientId,
      n: 'UpdatedAt',
      s: 'updated_at',
      v: 'date',
      w: 9,
    });
    expect(r.data?.ingredientUpdate).toEqual({
      errors: [],
      ingredient: expect.objectContaining({
        id: ingredientId,
        name: 'UpdatedAt',
        slug: 'updated_at',
        value_type: 'date',
        example: null,
        weight: 9,
      }),
    });
    const before = await snapshot(db);
    const taken = await run(ING_UPDATE, milo, { ...title, id: ingredientId, s: 'created_at' });
    expect(taken.data?.ingredientUpdate.errors).toEqual([
      { attribute: 'slug', message: 'has already been taken' },
    ]);
    expect(await snapshot(db)).toEqual(before);
  });

  it('reorders with the complete list only, and persists it', async () => {
    const ids = (await parts()).ingredients.map((i: { id: string }) => i.id);
    const wanted = [...ids].reverse();
    const r = await run(ING_REORDER, milo, { c: 'acme_notes', t: 'query', s: 'list_notes', ids: wanted });
    expect(r.data?.reorderStepIngredients).toEqual({ errors: [] });
    const after = (await parts()).ingredients;
    expect(after.map((i: { id: string }) => i.id)).toEqual(wanted);
    expect(after.map((i: { weight: number }) => i.weight)).toEqual(wanted.map((_, n) => n));

    const before = await snapshot(db);
    const foreignId = (await parts('find_note')).ingredients[0].id;
    const errorsOf = async (vars: Record<string, unknown>) =>
      (await run(ING_REORDER, milo, { c: 'acme_notes', t: 'query', s: 'list_notes', ...vars })).data
        ?.reorderStepIngredients.errors;
    expect(await errorsOf({ ids: wanted.slice(1) })).toEqual([
      { attribute: 'ingredient_ids', message: 'must list every item of this parent' },
    ]);
    expect(await errorsOf({ ids: [...wanted.slice(1), foreignId] })).toEqual([
      { attribute: 'ingredient_ids', message: 'must only list items of this parent' },
    ]);
    expect(
      (
        await run(ING_REORDER, milo, {
          c: 'acme_weather',
          t: 'query',
          s: 'forecast',
          ids: [publishedIngredientId],
        })
      ).data?.reorderStepIngredients,
    ).toEqual({ errors: PUBLISHED });
    expect(
      codeOf(await run(ING_REORDER, sol, { c: 'acme_notes', t: 'query', s: 'list_notes', ids: wanted })),
    ).toBe('NOT_FOUND');
    expect(await snapshot(db)).toEqual(before);
  });

  it('refuses published services and outsiders for create, update and delete, changing nothing', async () => {
    const before = await snapshot(db);
    expect((await run(ING_CREATE, milo, { ...title, p: publishedQueryId })).data?.ingredientCreate).toEqual({
      ingredient: null,
      errors: PUBLISHED,
    });
    expect(
      (await run(ING_UPDATE, milo, { ...title, id: publishedIngredientId })).data?.ingredientUpdate,
    ).toEqual({ ingredient: null, errors: PUBLISHED });
    expect((await run(ING_DELETE, milo, { id: publishedIngredientId })).data?.ingredientDelete).toEqual({
      errors: PUBLISHED,
    });
    expect(codeOf(await run(ING_CREATE, sol, title))).toBe('NOT_FOUND');
    expect(codeOf(await run(ING_UPDATE, sol, { ...title, id: ingredientId }))).toBe('NOT_FOUND');
    expect(codeOf(await run(ING_DELETE, sol, { id: ingredientId }))).toBe('NOT_FOUND');
    expect(codeOf(await run(ING_DELETE, milo, { id: '1234' }))).toBe('NOT_FOUND');
    expect(codeOf(await run(ING_CREATE, milo, { ...title, p: NOTES_ID }))).toBe('NOT_FOUND');
    expect(await snapshot(db)).toEqual(before);
  });

  it('deletes an ingredient', async () => {
    expect((await run(ING_DELETE, milo, { id: ingredientId })).data?.ingredientDelete).toEqual({
      errors: [],
    });
    expect((await parts()).ingredients.map((i: { id: string }) => i.id)).not.toContain(ingredientId);
  });
});

import { PUBLISHED_READ_ONLY } from '@switchyard/service-config-common/rules/publishedReadOnly';
import { anonymous, contextFor } from '../testViewers';
import {
  codeOf,
  insertQueryRow,
  milo,
  olivia,
  seededDb,
  runner,
  snapshot,
  sol,
  WEATHER_ID,
  type TestDb,
} from './queryTestKit';
import { DEMO_QUERIES } from './seedQueries';

let db: TestDb;
let run: ReturnType<typeof runner>;
let publishedQueryId: string;

beforeAll(async () => {
  db = await seededDb();
  run = runner(db);
  publishedQueryId = await insertQueryRow(db, WEATHER_ID, 'forecast');
});
afterAll(() => db.drop());

const PUBLISHED = [{ attribute: 'base', message: PUBLISHED_READ_ONLY }];
const CHANNEL = `query ($m: String!) { channel(module_name: $m) { module_name queries { id name module_name description weight } } }`;
const QUERY = `query ($c: String!, $m: String!) {
  query(channel_module_name: $c, module_name: $m) {
    id name module_name
    query_fields { slug label helper_text required weight normalized_field_type field_type_definition_slug static_options { label value } }
    ingredients { name slug note value_type example weight target_query { module_name } }
  }
}`;
const CREATE = `mutation ($c: String!, $m: String!, $n: String!, $d: String!) {
  queryCreate(channel_module_name: $c, module_name: $m, name: $n, description: $d) {
    query { id module_name name description weight } errors { attribute message }
  }
}`;
const UPDATE = `mutation ($id: ID!, $m: String!, $n: String!, $d: String!, $w: Int) {
  queryUpdate(id: $id, module_name: $m, name: $n, description: $d, weight: $w) {
    query { id module_name name description weight } errors { attribute message }
  }
}`;
const DELETE = `mutation ($id: ID!) { queryDelete(id: $id) { errors { attribute message } } }`;
const CLONE = `mutation ($id: ID!) {
  queryClone(id: $id) {
    query { id module_name name description weight
      query_fields { slug label static_options { label value } weight }
      ingredients { name slug value_type example weight } }
    errors { attribute message }
  }
}`;
const REORDER = `mutation ($c: String!, $t: String!, $ids: [ID!]!) {
  reorderTqas(channel_module_name: $c, step_type: $t, ids: $ids) { errors { attribute message } }
}`;

const moduleNames = async () =>
  ((await run(CHANNEL, milo, { m: 'acme_notes' })).data?.channel.queries as { module_name: string }[]).map(
    (q) => q.module_name,
  );

describe('reading the queries area', () => {
  it("lists a service's queries by weight, with fields and ingredients by weight", async () => {
    const r = await run(CHANNEL, milo, { m: 'acme_notes' });
    expect(r.errors).toBeUndefined();
    expect(r.data?.channel.queries).toEqual([
      expect.objectContaining({
        id: DEMO_QUERIES.listNotes,
        name: 'List notes',
        module_name: 'list_notes',
        weight: 0,
      }),
      expect.objectContaining({
        id: DEMO_QUERIES.findNote,
        name: 'Find note by title',
        module_name: 'find_note',
        weight: 1,
      }),
    ]);
    const q = await run(QUERY, milo, { c: 'acme_notes', m: 'list_notes' });
    expect(q.errors).toBeUndefined();
    expect(q.data?.query.query_fields).toEqual([
      expect.objectContaining({
        slug: 'notebook',
        normalized_field_type: 'text',
        field_type_definition_slug: 'text_raw',
        static_options: [],
      }),
      expect.objectContaining({
        slug: 'sort_order',
        required: false,
        normalized_field_type: 'option',
        field_type_definition_slug: 'dropdown_static',
        static_options: [
          { label: 'Newest first', value: 'desc' },
          { label: 'Oldest first', value: 'asc' },
        ],
      }),
    ]);
    expect(q.data?.query.ingredients).toEqual([
      {
        name: 'Title',
        slug: 'title',
        note: 'The title of the note.',
        value_type: 'string',
        example: 'Groceries',
        weight: 0,
        target_query: null,
      },
      {
        name: 'CreatedAt',
        slug: 'created_at',
        note: 'When the note was created.',
        value_type: 'datetime',
        example: null,
        weight: 1,
        target_query: null,
      },
    ]);
  });

  it("lets the review team and staff read any service's queries (issue 34.7), never change them", async () => {
    const stella = contextFor('stella', {});
    stella.viewer!.staff = true;
    const rey = contextFor('rey', {});
    rey.viewer!.reviewTeam = true;
    for (const ctx of [stella, rey]) {
      const read = await run(
        `query ($m: String!) { channel(module_name: $m) { module_name viewer_is_member queries { module_name } } }`,
        ctx,
        { m: 'acme_notes' },
      );
      expect(read.data?.channel).toMatchObject({ module_name: 'acme_notes', viewer_is_member: false });
      expect((await run(QUERY, ctx, { c: 'acme_notes', m: 'list_notes' })).data?.query).not.toBeNull();
      const args = { m: 'reviewer_query', n: 'N', d: 'D.' };
      expect(codeOf(await run(CREATE, ctx, { ...args, c: 'acme_notes' }))).toBe('NOT_FOUND');
    }
    const member = await run(`query { channel(module_name: "acme_notes") { viewer_is_member } }`, milo);
    expect(member.data?.channel).toEqual({ viewer_is_member: true });
  });

  it('shows outsiders and anonymous viewers nothing', async () => {
    for (const ctx of [sol, anonymous]) {
      expect((await run(CHANNEL, ctx, { m: 'acme_notes' })).data?.channel).toBeNull();
      expect((await run(QUERY, ctx, { c: 'acme_notes', m: 'list_notes' })).data?.query).toBeNull();
    }
    expect((await run(QUERY, milo, { c: 'acme_notes', m: 'no_such_query' })).data?.query).toBeNull();
    expect((await run(QUERY, milo, { c: 'acme_weather', m: 'list_notes' })).data?.query).toBeNull();
  });
});

describe('queryCreate', () => {
  it('adds a query as the last one', async () => {
    const r = await run(CREATE, milo, {
      c: 'acme_notes',
      m: ' search_notes ',
      n: 'Search notes',
      d: 'This query returns matches.',
    });
    expect(r.errors).toBeUndefined();
    expect(r.data?.queryCreate).toEqual({
      errors: [],
      query: expect.objectContaining({ module_name: 'search_notes', name: 'Search notes', weight: 2 }),
    });
    expect(await moduleNames()).toEqual(['list_notes', 'find_note', 'search_notes']);
  });

  it('refuses bad input and a taken endpoint as errors, changing nothing', async () => {
    const before = await snapshot(db);
    const bad = await run(CREATE, milo, { c: 'acme_notes', m: 'abc', n: ' ', d: '' });
    expect(bad.data?.queryCreate).toEqual({
      query: null,
      errors: [
        { attribute: 'name', message: "can't be blank" },
        { attribute: 'module_name', message: 'is too short (minimum is 4 characters)' },
        { attribute: 'description', message: "can't be blank" },
      ],
    });
    const taken = await run(CREATE, milo, {
      c: 'acme_notes',
      m: 'list_notes',
      n: 'Again',
      d: 'This query returns.',
    });
    expect(taken.data?.queryCreate.errors).toEqual([
      { attribute: 'module_name', message: 'has already been taken' },
    ]);
    expect(await snapshot(db)).toEqual(before);
  });

  it('allows the same endpoint in another service, and refuses a published one', async () => {
    const other = await run(CREATE, olivia, {
      c: 'labs_sensor',
      m: 'list_notes',
      n: 'List readings',
      d: 'This query returns readings.',
    });
    expect(other.data?.queryCreate).toMatchObject({
      errors: [],
      query: { module_name: 'list_notes', weight: 0 },
    });
    const before = await snapshot(db);
    const published = await run(CREATE, milo, { c: 'acme_weather', m: 'rain_today', n: 'X', d: 'Y.' });
    expect(published.data?.queryCreate).toEqual({ query: null, errors: PUBLISHED });
    expect(await snapshot(db)).toEqual(before);
  });

  it('is NOT_FOUND for outsiders and unknown services; UNAUTHENTICATED for anonymous', async () => {
    const before = await snapshot(db);
    const args = { m: 'outsider_query', n: 'N', d: 'D.' };
    expect(codeOf(await run(CREATE, sol, { ...args, c: 'acme_notes' }))).toBe('NOT_FOUND');
    expect(codeOf(await run(CREATE, milo, { ...args, c: 'no_such_service' }))).toBe('NOT_FOUND');
    expect(codeOf(await run(CREATE, anonymous, { ...args, c: 'acme_notes' }))).toBe('UNAUTHENTICATED');
    expect(await snapshot(db)).toEqual(before);
  });
});

describe('queryUpdate', () => {
  it('changes a query, its weight only when given', async () => {
    const r = await run(UPDATE, milo, {
      id: DEMO_QUERIES.findNote,
      m: 'find_note_by_title',
      n: 'Find a note',
      d: 'This query returns one note.',
    });
    expect(r.data?.queryUpdate).toEqual({
      errors: [],
      query: {
        id: DEMO_QUERIES.findNote,
        module_name: 'find_note_by_title',
        name: 'Find a note',
        description: 'This query returns one note.',
        weight: 1,
      },
    });
    const w = await run(UPDATE, milo, {
      id: DEMO_QUERIES.findNote,
      m: 'find_note',
      n: 'Find note by title',
      d: 'This query returns one note.',
      w: 1,
    });
    expect(w.data?.queryUpdate.query).toMatchObject({ module_name: 'find_note', weight: 1 });
  });

  it('refuses bad input, a taken endpoint and a published service, changing nothing', async () => {
    const before = await snapshot(db);
    const bad = await run(UPDATE, milo, {
      id: DEMO_QUERIES.findNote,
      m: 'find note',
      n: 'N',
      d: 'D.',
      w: -1,
    });
    expect(bad.data?.queryUpdate.errors).toEqual([
      { attribute: 'module_name', message: 'can only contain letters, numbers, hyphens and underscores' },
      { attribute: 'weight', message: 'must be greater than or equal to 0' },
    ]);
    const taken = await run(UPDATE, milo, { id: DEMO_QUERIES.findNote, m: 'list_notes', n: 'N', d: 'D.' });
    expect(taken.data?.queryUpdate.errors).toEqual([
      { attribute: 'module_name', message: 'has already been taken' },
    ]);
    const published = await run(UPDATE, milo, { id: publishedQueryId, m: 'forecast', n: 'Changed', d: 'D.' });
    expect(published.data?.queryUpdate).toEqual({ query: null, errors: PUBLISHED });
    expect(await snapshot(db)).toEqual(before);
  });

  it('is NOT_FOUND for outsiders, unknown and malformed ids', async () => {
    const args = { m: 'find_note', n: 'N', d: 'D.' };
    expect(codeOf(await run(UPDATE, sol, { ...args, id: DEMO_QUERIES.findNote }))).toBe('NOT_FOUND');
    expect(codeOf(await run(UPDATE, milo, { ...args, id: '30000000-0000-4000-8000-00000000dead' }))).toBe(
      'NOT_FOUND',
    );
    expect(codeOf(await run(UPDATE, milo, { ...args, id: 'not-a-uuid' }))).toBe('NOT_FOUND');
  });
});

describe('queryClone', () => {
  it('copies the query with its fields and ingredients, with a free endpoint and "Copy of" name', async () => {
    const first = await run(CLONE, milo, { id: DEMO_QUERIES.listNotes });
    expect(first.errors).toBeUndefined();
    const original = (await run(QUERY, milo, { c: 'acme_notes', m: 'list_notes' })).data?.query;
    const clone = first.data?.queryClone.query;
    expect(clone).toMatchObject({
      module_name: 'list_notes_copy',
      name: 'Copy of List notes',
      description: 'This query returns the notes of a notebook, newest first.',
    });
    expect(clone.id).not.toBe(DEMO_QUERIES.listNotes);
    expect(clone.query_fields.map((f: { slug: string }) => f.slug)).toEqual(['notebook', 'sort_order']);
    expect(clone.query_fields[1].static_options).toEqual(original.query_fields[1].static_options);
    expect(clone.ingredients.map((i: { name: string }) => i.name)).toEqual(['Title', 'CreatedAt']);
    const second = await run(CLONE, milo, { id: DEMO_QUERIES.listNotes });
    expect(second.data?.queryClone.query.module_name).toBe('list_notes_copy_2');
    const names = await moduleNames();
    expect(names.slice(-2)).toEqual(['list_notes_copy', 'list_notes_copy_2']);
    // The original is untouched.
    expect(original.query_fields).toHaveLength(2);
    expect(original.ingredients).toHaveLength(2);
  });

  it('refuses published services and outsiders', async () => {
    const before = await snapshot(db);
    expect((await run(CLONE, milo, { id: publishedQueryId })).data?.queryClone).toEqual({
      query: null,
      errors: PUBLISHED,
    });
    expect(codeOf(await run(CLONE, sol, { id: DEMO_QUERIES.listNotes }))).toBe('NOT_FOUND');
    expect(codeOf(await run(CLONE, milo, { id: 'x' }))).toBe('NOT_FOUND');
    expect(await snapshot(db)).toEqual(before);
  });
});

describe('reorderTqas', () => {
  it('persists the order of every query of the service', async () => {
    const ids = (
      (await run(CHANNEL, milo, { m: 'acme_notes' })).data?.channel.queries as { id: string }[]
    ).map((q) => q.id);
    const reversed = [...ids].reverse();
    const r = await run(REORDER, milo, { c: 'acme_notes', t: 'query', ids: reversed });
    expect(r.data?.reorderTqas).toEqual({ errors: [] });
    const after = (await run(CHANNEL, milo, { m: 'acme_notes' })).data?.channel.queries as {
      id: string;
      weight: number;
    }[];
    expect(after.map((q) => q.id)).toEqual(reversed);
    expect(after.map((q) => q.weight)).toEqual(reversed.map((_, i) => i));
  });

  it('refuses partial lists, foreign ids, unknown step types and published services, changing nothing', async () => {
    const ids = (
      (await run(CHANNEL, milo, { m: 'acme_notes' })).data?.channel.queries as { id: string }[]
    ).map((q) => q.id);
    const before = await snapshot(db);
    const errorsOf = async (vars: Record<string, unknown>) =>
      (await run(REORDER, milo, vars)).data?.reorderTqas.errors;
    expect(await errorsOf({ c: 'acme_notes', t: 'query', ids: ids.slice(1) })).toEqual([
      { attribute: 'ids', message: 'must list every item of this parent' },
    ]);
    expect(await errorsOf({ c: 'acme_notes', t: 'query', ids: [...ids.slice(1), publishedQueryId] })).toEqual(
      [{ attribute: 'ids', message: 'must only list items of this parent' }],
    );
    expect(await errorsOf({ c: 'acme_notes', t: 'query', ids: [...ids, ids[0]] })).toEqual([
      { attribute: 'ids', message: 'must not list an item twice' },
    ]);
    expect(await errorsOf({ c: 'acme_notes', t: 'query', ids: [...ids.slice(1), 'garbage'] })).toEqual([
      { attribute: 'ids', message: 'must only list items of this parent' },
    ]);
    expect(await errorsOf({ c: 'acme_notes', t: 'applet', ids })).toEqual([
      { attribute: 'step_type', message: 'is not included in the list' },
    ]);
    expect(await errorsOf({ c: 'acme_weather', t: 'query', ids: [publishedQueryId] })).toEqual(PUBLISHED);
    expect(codeOf(await run(REORDER, sol, { c: 'acme_notes', t: 'query', ids }))).toBe('NOT_FOUND');
    expect(await snapshot(db)).toEqual(before);
  });
});

describe('queryDelete', () => {
  it('removes the query with its fields and ingredients, and clears targets pointing at it', async () => {
    const clone = (await run(CLONE, milo, { id: DEMO_QUERIES.listNotes })).data?.queryClone.query;
    // An ingredient of another query targeting the clone.
    await db.query(
      `INSERT INTO service_config.ingredients (parent_type, parent_id, name, slug, note, value_type, target_query_id)
       VALUES ('query', $1, 'Related', 'related', 'A related list.', 'query', $2)`,
      [DEMO_QUERIES.findNote, clone.id],
    );
    const count = async (sql: string) => (await db.query(sql, [clone.id])).rows.length;
    expect(await count('SELECT 1 FROM service_config.query_fields WHERE query_id = $1')).toBe(2);
    expect(await count('SELECT 1 FROM service_config.ingredients WHERE parent_id = $1')).toBe(2);

    const r = await run(DELETE, milo, { id: clone.id });
    expect(r.data?.queryDelete).toEqual({ errors: [] });
    expect(await count('SELECT 1 FROM service_config.queries WHERE id = $1')).toBe(0);
    expect(await count('SELECT 1 FROM service_config.query_fields WHERE query_id = $1')).toBe(0);
    expect(await count('SELECT 1 FROM service_config.ingredients WHERE parent_id = $1')).toBe(0);
    expect(await count('SELECT 1 FROM service_config.ingredients WHERE target_query_id = $1')).toBe(0);
    expect(await moduleNames()).not.toContain(clone.module_name);
  });

  it('refuses published services and outsiders, changing nothing', async () => {
    const before = await snapshot(db);
    expect((await run(DELETE, milo, { id: publishedQueryId })).data?.queryDelete).toEqual({
      errors: PUBLISHED,
    });
    expect(codeOf(await run(DELETE, sol, { id: DEMO_QUERIES.listNotes }))).toBe('NOT_FOUND');
    expect(codeOf(await run(DELETE, milo, { id: '' }))).toBe('NOT_FOUND');
    expect(await snapshot(db)).toEqual(before);
  });
});

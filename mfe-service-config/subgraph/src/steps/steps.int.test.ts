import { DEMO_QUERIES } from '../queries/seedQueries';
import { codeOf, milo, olivia, runner, seededDb, sol, type TestDb } from '../queries/queryTestKit';
import { NOT_SNAKE_CASE } from '@switchyard/service-config-common/rules/endpointSlug';
import { PUBLISHED_READ_ONLY } from '@switchyard/service-config-common/rules/publishedReadOnly';
import { REORDER_INCOMPLETE } from '@switchyard/service-config-common/rules/reorder';
import { MESSAGES } from '@switchyard/service-config-common/rules/serviceGeneral';
import { BLANK, NOT_IN_LIST, TAKEN, TOO_SHORT } from '@switchyard/service-config-common/rules/stepName';
import { anonymous } from '../testViewers';
import { DEMO_ACTIONS, DEMO_TRIGGERS } from './seedSteps';

let db: TestDb;
let run: ReturnType<typeof runner>;

beforeAll(async () => {
  db = await seededDb();
  run = runner(db);
});
afterAll(() => db.drop());

const PUBLISHED = [{ attribute: 'base', message: PUBLISHED_READ_ONLY }];
const TRIGGER_FIELDS = 'id name slug description verbiage trigger_type feed_url weight';
const ACTION_FIELDS = 'id name slug description verbiage weight';
const STEPS = `query ($m: String!) {
  channel(module_name: $m) { triggers { ${TRIGGER_FIELDS} } actions { ${ACTION_FIELDS} } }
}`;
const TRIGGER = `query ($c: String!, $s: String!) { trigger(channel_module_name: $c, slug_or_id: $s) { ${TRIGGER_FIELDS} } }`;
const ACTION = `query ($c: String!, $s: String!) { action(channel_module_name: $c, slug: $s) { ${ACTION_FIELDS} } }`;
const TRIGGER_CREATE = `mutation ($c: String!, $t: String!, $n: String!, $s: String, $d: String!, $v: String, $f: String) {
  triggerCreate(channel_module_name: $c, trigger_type: $t, name: $n, slug: $s, description: $d, verbiage: $v, feed_url: $f) {
    trigger { ${TRIGGER_FIELDS} } errors { attribute message }
  }
}`;
const TRIGGER_UPDATE = `mutation ($id: ID!, $t: String!, $n: String!, $s: String, $d: String!, $v: String, $f: String) {
  triggerUpdate(id: $id, trigger_type: $t, name: $n, slug: $s, description: $d, verbiage: $v, feed_url: $f) {
    trigger { ${TRIGGER_FIELDS} } errors { attribute message }
  }
}`;
const TRIGGER_DELETE = `mutation ($id: ID!) { triggerDelete(id: $id) { errors { attribute message } } }`;
const ACTION_CREATE = `mutation ($c: String!, $n: String!, $s: String!, $d: String!, $v: String) {
  actionCreate(channel_module_name: $c, name: $n, slug: $s, description: $d, verbiage: $v) {
    action { ${ACTION_FIELDS} } errors { attribute message }
  }
}`;
const ACTION_UPDATE = `mutation ($id: ID!, $n: String!, $s: String!, $d: String!, $v: String) {
  actionUpdate(id: $id, name: $n, slug: $s, description: $d, verbiage: $v) {
    action { ${ACTION_FIELDS} } errors { attribute message }
  }
}`;
const ACTION_DELETE = `mutation ($id: ID!) { actionDelete(id: $id) { errors { attribute message } } }`;
const REORDER = `mutation ($c: String!, $t: String!, $ids: [ID!]!) {
  reorderTqas(channel_module_name: $c, step_type: $t, ids: $ids) { errors { attribute message } }
}`;

const apiTrigger = {
  t: 'protocol',
  n: 'Note updated',
  s: 'note_updated',
  d: 'This trigger fires when a note changes.',
};
const feedTrigger = {
  t: 'feed',
  n: 'Shared note',
  d: 'This trigger fires on a shared note.',
  f: 'https://notes.acme.example/shared.xml',
};
const anAction = { n: 'Archive note', s: 'archive_note', d: 'This action will archive a note.' };

/** Every row of the tables triggers and actions touch, to show that a refused write changed nothing. */
async function snapshot() {
  const all = async (table: string) =>
    (await db.query(`SELECT * FROM service_config.${table} ORDER BY id`)).rows;
  return {
    triggers: await all('triggers'),
    actions: await all('actions'),
    ingredients: await all('ingredients'),
  };
}

async function steps(ctx = milo, m = 'acme_notes') {
  const r = await run(STEPS, ctx, { m });
  expect(r.errors).toBeUndefined();
  return r.data!.channel as { triggers: Record<string, unknown>[]; actions: Record<string, unknown>[] };
}

describe('reading triggers and actions', () => {
  it("lists a service's triggers and actions by weight, with the trigger type inferred", async () => {
    const { triggers, actions } = await steps();
    expect(triggers).toEqual([
      expect.objectContaining({
        id: DEMO_TRIGGERS.newNote,
        name: 'New note',
        slug: 'new_note',
        trigger_type: 'protocol',
        feed_url: null,
        weight: 0,
      }),
      expect.objectContaining({
        id: DEMO_TRIGGERS.newNoteInFeed,
        name: 'New note in feed',
        slug: null,
        trigger_type: 'feed',
        feed_url: 'https://notes.acme.example/feed.xml',
        weight: 1,
      }),
    ]);
    expect(actions).toEqual([expect.objectContaining({ id: DEMO_ACTIONS.createNote, slug: 'create_note' })]);
    const weather = await steps(milo, 'acme_weather');
    expect(weather.triggers.map((t) => t.slug)).toEqual(['severe_weather_alert']);
    expect(weather.actions.map((a) => a.slug)).toEqual(['send_forecast']);
  });

  it('finds a trigger by slug or id and an action by slug; nothing for outsiders', async () => {
    const bySlug = await run(TRIGGER, milo, { c: 'acme_notes', s: 'new_note' });
    expect(bySlug.data?.trigger).toMatchObject({ id: DEMO_TRIGGERS.newNote });
    const feedById = await run(TRIGGER, milo, { c: 'acme_notes', s: DEMO_TRIGGERS.newNoteInFeed });
    expect(feedById.data?.trigger).toMatchObject({ name: 'New note in feed', trigger_type: 'feed' });
    // A trigger of another service is not reached through this one.
    expect(
      (await run(TRIGGER, milo, { c: 'acme_notes', s: DEMO_TRIGGERS.severeWeatherAlert })).data?.trigger,
    ).toBeNull();
    expect((await run(ACTION, milo, { c: 'acme_notes', s: 'create_note' })).data?.action).toMatchObject({
      id: DEMO_ACTIONS.createNote,
      name: 'Create note',
    });
    for (const ctx of [sol, anonymous]) {
      expect((await run(TRIGGER, ctx, { c: 'acme_notes', s: 'new_note' })).data?.trigger).toBeNull();
      expect((await run(ACTION, ctx, { c: 'acme_notes', s: 'create_note' })).data?.action).toBeNull();
    }
  });
});

describe('writing triggers', () => {
  it('creates an API trigger and a feed trigger as the last ones', async () => {
    const api = await run(TRIGGER_CREATE, milo, {
      ...apiTrigger,
      c: 'acme_notes',
      f: 'https://dropped.example',
    });
    expect(api.errors).toBeUndefined();
    expect(api.data?.triggerCreate).toEqual({
      trigger: expect.objectContaining({
        slug: 'note_updated',
        trigger_type: 'protocol',
        feed_url: null,
        weight: 2,
      }),
      errors: [],
    });
    const feed = await run(TRIGGER_CREATE, olivia, { ...feedTrigger, c: 'acme_notes', s: 'dropped_slug' });
    expect(feed.data?.triggerCreate).toEqual({
      trigger: expect.objectContaining({
        slug: null,
        trigger_type: 'feed',
        feed_url: feedTrigger.f,
        weight: 3,
      }),
      errors: [],
    });
    expect((await steps()).triggers.map((t) => t.name)).toEqual([
      'New note',
      'New note in feed',
      'Note updated',
      'Shared note',
    ]);
  });

  it('answers bad input and taken slugs as errors and changes nothing', async () => {
    const before = await snapshot();
    const cases: [Record<string, unknown>, { attribute: string; message: string }[]][] = [
      [{ ...apiTrigger, s: null }, [{ attribute: 'slug', message: BLANK }]],
      [{ ...apiTrigger, s: 'new' }, [{ attribute: 'slug', message: TOO_SHORT }]],
      [{ ...apiTrigger, s: 'New-Note' }, [{ attribute: 'slug', message: NOT_SNAKE_CASE }]],
      [{ ...apiTrigger, s: 'new_note' }, [{ attribute: 'slug', message: TAKEN }]],
      [{ ...feedTrigger, f: null }, [{ attribute: 'feed_url', message: BLANK }]],
      [{ ...feedTrigger, f: 'notes.acme.example/feed' }, [{ attribute: 'feed_url', message: MESSAGES.url }]],
      [{ ...apiTrigger, t: 'webhook' }, [{ attribute: 'trigger_type', message: NOT_IN_LIST }]],
      [
        { ...apiTrigger, n: ' ', d: '' },
        [
          { attribute: 'name', message: BLANK },
          { attribute: 'description', message: BLANK },
        ],
      ],
    ];
    for (const [vars, errors] of cases) {
      const r = await run(TRIGGER_CREATE, milo, { ...vars, c: 'acme_notes' });
      expect(r.errors).toBeUndefined();
      expect(r.data?.triggerCreate).toEqual({ trigger: null, errors });
    }
    const update = await run(TRIGGER_UPDATE, milo, { ...apiTrigger, id: DEMO_TRIGGERS.newNote, s: 'abc' });
    expect(update.data?.triggerUpdate.errors).toEqual([{ attribute: 'slug', message: TOO_SHORT }]);
    expect(await snapshot()).toEqual(before);
  });

  it('updates a trigger, switching between API and feed', async () => {
    const { data } = await run(TRIGGER_CREATE, milo, { ...apiTrigger, c: 'acme_notes', s: 'to_be_feed' });
    const id = data!.triggerCreate.trigger.id as string;
    // Keeping its own slug is no conflict.
    const same = await run(TRIGGER_UPDATE, milo, { ...apiTrigger, id, s: 'to_be_feed', v: 'a note changed' });
    expect(same.data?.triggerUpdate).toEqual({
      trigger: expect.objectContaining({ slug: 'to_be_feed', verbiage: 'a note changed' }),
      errors: [],
    });
    const toFeed = await run(TRIGGER_UPDATE, milo, { ...feedTrigger, id, s: 'to_be_feed' });
    expect(toFeed.data?.triggerUpdate).toEqual({
      trigger: expect.objectContaining({
        id,
        slug: null,
        trigger_type: 'feed',
        feed_url: feedTrigger.f,
        verbiage: null,
      }),
      errors: [],
    });
    const back = await run(TRIGGER_UPDATE, milo, { ...apiTrigger, id, s: 'back_to_api', f: feedTrigger.f });
    expect(back.data?.triggerUpdate.trigger).toMatchObject({
      slug: 'back_to_api',
      trigger_type: 'protocol',
      feed_url: null,
    });
  });

  it('deletes a trigger with its ingredients, leaving the rest', async () => {
    const { data } = await run(TRIGGER_CREATE, milo, { ...apiTrigger, c: 'acme_notes', s: 'short_lived' });
    const id = data!.triggerCreate.trigger.id as string;
    await db.query(
      `INSERT INTO service_config.ingredients (parent_type, parent_id, name, slug, note, value_type, example)
       VALUES ('trigger', $1, 'Title', 'title', 'The title.', 'string', 'Groceries')`,
      [id],
    );
    const count = async (sql: string, params: unknown[]) =>
      (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM service_config.${sql}`, params)).rows[0]
        .n;
    expect(await count('ingredients WHERE parent_id = $1', [id])).toBe(1);
    const queryIngredients = await count('ingredients WHERE parent_id = $1', [DEMO_QUERIES.listNotes]);

    expect((await run(TRIGGER_DELETE, milo, { id })).data?.triggerDelete).toEqual({ errors: [] });
    expect(await count('triggers WHERE id = $1', [id])).toBe(0);
    expect(await count('ingredients WHERE parent_id = $1', [id])).toBe(0);
    expect(await count('ingredients WHERE parent_id = $1', [DEMO_QUERIES.listNotes])).toBe(queryIngredients);
    expect((await run(TRIGGER, milo, { c: 'acme_notes', s: 'short_lived' })).data?.trigger).toBeNull();
  });
});

describe('writing actions', () => {
  it('creates, updates and deletes an action', async () => {
    const created = await run(ACTION_CREATE, milo, { ...anAction, c: 'acme_notes', v: ' ' });
    expect(created.errors).toBeUndefined();
    expect(created.data?.actionCreate).toEqual({
      action: expect.objectContaining({ slug: 'archive_note', verbiage: null, weight: 1 }),
      errors: [],
    });
    const id = created.data!.actionCreate.action.id as string;
    const updated = await run(ACTION_UPDATE, milo, {
      ...anAction,
      id,
      n: 'Archive a note',
      v: 'archive a note',
    });
    expect(updated.data?.actionUpdate).toEqual({
      action: expect.objectContaining({ id, name: 'Archive a note', verbiage: 'archive a note' }),
      errors: [],
    });
    expect((await run(ACTION_DELETE, milo, { id })).data?.actionDelete).toEqual({ errors: [] });
    expect((await steps()).actions.map((a) => a.slug)).toEqual(['create_note']);
  });

  it('answers bad input and taken slugs as errors and changes nothing', async () => {
    const before = await snapshot();
    const cases: [Record<string, unknown>, { attribute: string; message: string }[]][] = [
      [{ ...anAction, s: '' }, [{ attribute: 'slug', message: BLANK }]],
      [{ ...anAction, s: 'arc' }, [{ attribute: 'slug', message: TOO_SHORT }]],
      [{ ...anAction, s: '2_archive' }, [{ attribute: 'slug', message: NOT_SNAKE_CASE }]],
      [{ ...anAction, s: 'create_note' }, [{ attribute: 'slug', message: TAKEN }]],
      [
        { ...anAction, n: '', d: ' ' },
        [
          { attribute: 'name', message: BLANK },
          { attribute: 'description', message: BLANK },
        ],
      ],
    ];
    for (const [vars, errors] of cases) {
      expect((await run(ACTION_CREATE, milo, { ...vars, c: 'acme_notes' })).data?.actionCreate).toEqual({
        action: null,
        errors,
      });
    }
    const update = await run(ACTION_UPDATE, milo, { ...anAction, id: DEMO_ACTIONS.createNote, s: 'Create' });
    expect(update.data?.actionUpdate.errors).toEqual([{ attribute: 'slug', message: NOT_SNAKE_CASE }]);
    expect(await snapshot()).toEqual(before);
  });
});

describe('access', () => {
  it('is NOT_FOUND for outsiders and unknown ids, UNAUTHENTICATED for anonymous; nothing changes', async () => {
    const before = await snapshot();
    const outsiderCalls: [string, Record<string, unknown>][] = [
      [TRIGGER_CREATE, { ...apiTrigger, c: 'acme_notes' }],
      [TRIGGER_UPDATE, { ...apiTrigger, id: DEMO_TRIGGERS.newNote }],
      [TRIGGER_DELETE, { id: DEMO_TRIGGERS.newNote }],
      [ACTION_CREATE, { ...anAction, c: 'acme_notes' }],
      [ACTION_UPDATE, { ...anAction, id: DEMO_ACTIONS.createNote }],
      [ACTION_DELETE, { id: DEMO_ACTIONS.createNote }],
      [REORDER, { c: 'acme_notes', t: 'trigger', ids: [DEMO_TRIGGERS.newNoteInFeed, DEMO_TRIGGERS.newNote] }],
    ];
    for (const [source, vars] of outsiderCalls) {
      expect(codeOf(await run(source, sol, vars))).toBe('NOT_FOUND');
      expect(codeOf(await run(source, anonymous, vars))).toBe('UNAUTHENTICATED');
    }
    expect(codeOf(await run(TRIGGER_DELETE, milo, { id: 'not-a-uuid' }))).toBe('NOT_FOUND');
    expect(codeOf(await run(ACTION_DELETE, milo, { id: '50000000-0000-4000-8000-000000000099' }))).toBe(
      'NOT_FOUND',
    );
    expect(codeOf(await run(TRIGGER_CREATE, milo, { ...apiTrigger, c: 'no_such_service' }))).toBe(
      'NOT_FOUND',
    );
    expect(await snapshot()).toEqual(before);
  });

  it('refuses every write to a published service and changes nothing', async () => {
    const before = await snapshot();
    const calls: [string, string, Record<string, unknown>][] = [
      ['triggerCreate', TRIGGER_CREATE, { ...apiTrigger, c: 'acme_weather' }],
      ['triggerUpdate', TRIGGER_UPDATE, { ...apiTrigger, id: DEMO_TRIGGERS.severeWeatherAlert }],
      ['triggerDelete', TRIGGER_DELETE, { id: DEMO_TRIGGERS.severeWeatherAlert }],
      ['actionCreate', ACTION_CREATE, { ...anAction, c: 'acme_weather' }],
      ['actionUpdate', ACTION_UPDATE, { ...anAction, id: DEMO_ACTIONS.sendForecast }],
      ['actionDelete', ACTION_DELETE, { id: DEMO_ACTIONS.sendForecast }],
      ['reorderTqas', REORDER, { c: 'acme_weather', t: 'trigger', ids: [DEMO_TRIGGERS.severeWeatherAlert] }],
    ];
    for (const [name, source, vars] of calls) {
      const r = await run(source, milo, vars);
      expect(r.errors).toBeUndefined();
      expect(r.data?.[name].errors).toEqual(PUBLISHED);
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('reorderTqas for triggers and actions', () => {
  it('writes the order of a complete list and refuses any other', async () => {
    const ids = (await steps()).triggers.map((t) => t.id as string);
    const reversed = [...ids].reverse();
    const ok = await run(REORDER, milo, { c: 'acme_notes', t: 'trigger', ids: reversed });
    expect(ok.data?.reorderTqas).toEqual({ errors: [] });
    expect((await steps()).triggers.map((t) => [t.id, t.weight])).toEqual(reversed.map((id, i) => [id, i]));

    const before = await snapshot();
    const partial = await run(REORDER, milo, { c: 'acme_notes', t: 'trigger', ids: reversed.slice(1) });
    expect(partial.data?.reorderTqas.errors).toEqual([{ attribute: 'ids', message: REORDER_INCOMPLETE }]);
    // Actions are a list of their own: trigger ids are foreign to it.
    const foreign = await run(REORDER, milo, { c: 'acme_notes', t: 'action', ids: [DEMO_TRIGGERS.newNote] });
    expect(foreign.data?.reorderTqas.errors).toEqual([{ attribute: 'ids', message: expect.any(String) }]);
    const unknown = await run(REORDER, milo, { c: 'acme_notes', t: 'applet', ids: [] });
    expect(unknown.data?.reorderTqas.errors).toEqual([{ attribute: 'step_type', message: NOT_IN_LIST }]);
    expect(await snapshot()).toEqual(before);

    const single = await run(REORDER, milo, { c: 'acme_notes', t: 'action', ids: [DEMO_ACTIONS.createNote] });
    expect(single.data?.reorderTqas).toEqual({ errors: [] });
  });
});

import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { restErrorHandler, type RequestContext } from '@switchyard/server-kit';
import express from 'express';
import { serviceConfigDomain } from '../index';
import { serviceConfigRestPaths } from '../rest';
import { milo, runner, seededDb, sol, type TestDb } from '../queries/queryTestKit';
import { NOT_UPPER_CAMEL_CASE } from '@switchyard/service-config-common/rules/ingredientForm';
import { PUBLISHED_READ_ONLY } from '@switchyard/service-config-common/rules/publishedReadOnly';
import { OPTION_RULES } from '@switchyard/service-config-common/rules/staticOptions';
import { FIELD_SLUG_FORMAT, INVALID_REGEX } from '@switchyard/service-config-common/rules/stepFieldForm';
import { BLANK, NOT_IN_LIST, TAKEN } from '@switchyard/service-config-common/rules/stepName';
import { anonymous } from '../testViewers';
import { FEED_TRIGGER_ONE_FIELD } from './fieldRoutes';
import { NUL_REFUSED } from './restWrite';
import {
  DEMO_ACTION_FIELDS,
  DEMO_ACTIONS,
  DEMO_TRIGGER_FIELDS,
  DEMO_TRIGGER_INGREDIENTS,
  DEMO_TRIGGERS,
} from './seedSteps';
import { testSettings } from '@switchyard/server-kit/settings';

jest.setTimeout(60_000);

let db: TestDb;
let run: ReturnType<typeof runner>;
let server: Server;
let base: string;

const viewers: Record<string, RequestContext> = { milo, sol };

/** As the gateway mounts the router: body parsers (1 MB), the viewer's context, errors last. */
function gatewayLikeApp() {
  const app = express();
  app.use(express.json({ limit: '1mb' }));
  app.use(express.urlencoded({ extended: false, limit: '1mb' }));
  app.use((req, _res, next) => {
    const login = req.header('x-test-viewer');
    req.ctx = (login && viewers[login]) || anonymous;
    next();
  });
  app.use(serviceConfigDomain.router!({ db, settings: testSettings() }));
  app.use((_req, res) => {
    res.status(404).json({ error: 'Not found.' });
  });
  app.use(restErrorHandler);
  return app;
}

beforeAll(async () => {
  db = await seededDb();
  run = runner(db);
  server = gatewayLikeApp().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await db.drop();
});

interface Answer {
  status: number;
  json: any;
  type: string | null;
}

/** A request as the web remote makes it: JSON body, Accept text/javascript, application/json. */
async function call(
  method: string,
  path: string,
  body?: unknown,
  viewer: string | null = 'milo',
  raw?: { body: string; contentType: string },
): Promise<Answer> {
  const headers: Record<string, string> = { accept: 'text/javascript, application/json' };
  if (viewer) headers['x-test-viewer'] = viewer;
  let payload: string | undefined;
  if (raw) {
    headers['content-type'] = raw.contentType;
    payload = raw.body;
  } else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await fetch(`${base}${path}`, { method, headers, body: payload });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null, type: res.headers.get('content-type') };
}

const NOTES = '/services/acme_notes';
const WEATHER = '/services/acme_weather';
const newNoteFields = `${NOTES}/triggers/${DEMO_TRIGGERS.newNote}/trigger_fields`;
const feedFields = `${NOTES}/triggers/${DEMO_TRIGGERS.newNoteInFeed}/trigger_fields`;
const createNoteFields = `${NOTES}/actions/${DEMO_ACTIONS.createNote}/action_fields`;
const newNoteIngredients = `${NOTES}/triggers/${DEMO_TRIGGERS.newNote}/ingredients`;
const alertFields = `${WEATHER}/triggers/${DEMO_TRIGGERS.severeWeatherAlert}/trigger_fields`;
const forecastFields = `${WEATHER}/actions/${DEMO_ACTIONS.sendForecast}/action_fields`;
const alertIngredients = `${WEATHER}/triggers/${DEMO_TRIGGERS.severeWeatherAlert}/ingredients`;

const TOKEN = { authenticity_token: 'token-checked-by-the-gateway' };
const triggerField = (fields: Record<string, unknown>) => ({ ...TOKEN, partner_trigger_field: fields });
const actionField = (fields: Record<string, unknown>) => ({ ...TOKEN, partners_action_field: fields });
const ingredient = (fields: Record<string, unknown>) => ({ ...TOKEN, partner_trigger_ingredient: fields });

const textField = {
  name: 'Which folder?',
  slug: 'folder',
  trigger_field_type: '1',
  helper_text: 'The folder, as shown in the app.',
  shareable: 'true',
  populator_values: [],
  regex_value: '',
  regex_error_message: '',
  module_name: 'acme_notes',
  trigger_id: DEMO_TRIGGERS.newNote,
};
const options = [
  { name: 'Low', value: 'low' },
  { name: 'High', value: 'high' },
];
const titleField = {
  name: 'Subject',
  slug: 'subject',
  action_field_type: 0,
  helper_text: '',
  required: 'true',
  shareable: 'true',
  module_name: 'acme_notes',
  action_id: DEMO_ACTIONS.createNote,
};
const anIngredient = {
  name: 'Author',
  slug: 'author',
  note: 'Who wrote the note.',
  value_type: 'string',
  example: 'Milo',
  trigger_id: DEMO_TRIGGERS.newNote,
};

const PUBLISHED = { errors: [{ attribute: 'base', message: PUBLISHED_READ_ONLY }] };
const notFound = (message: string) => ({ error: message, errors: [{ attribute: 'base', message }] });
const refused = (attribute: string, message: string) => ({ errors: [{ attribute, message }] });

/** Every row the routes could touch, to show that a refused write changed nothing. */
async function snapshot() {
  const all = async (table: string) =>
    (await db.query(`SELECT * FROM service_config.${table} ORDER BY id`)).rows;
  return {
    trigger_fields: await all('trigger_fields'),
    action_fields: await all('action_fields'),
    ingredients: await all('ingredients'),
    triggers: await all('triggers'),
    actions: await all('actions'),
    services: await all('services'),
  };
}

/** Runs the attempt and checks its status and body, and that nothing changed. */
async function expectRefused(attempt: () => Promise<Answer>, status: number, body: unknown) {
  const before = await snapshot();
  const res = await attempt();
  expect({ status: res.status, json: res.json }).toEqual({ status, json: body });
  expect(res.type).toMatch(/^application\/json/);
  expect(await snapshot()).toEqual(before);
}

const rowCount = async (sql: string, params: unknown[]) =>
  (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM service_config.${sql}`, params)).rows[0].n;

describe('trigger fields over REST', () => {
  it('creates a field as the trigger’s last, answering 201 with the field in JSON', async () => {
    const res = await call('POST', newNoteFields, triggerField(textField));
    expect(res.status).toBe(201);
    expect(res.type).toMatch(/^application\/json/);
    expect(res.json).toEqual({
      partner_trigger_field: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: 'Which folder?',
        slug: 'folder',
        trigger_field_type: 1,
        helper_text: 'The folder, as shown in the app.',
        shareable: true,
        populator_values: [],
        regex_value: null,
        regex_error_message: null,
        weight: 3,
      },
      errors: [],
    });
    const { rows } = await db.query('SELECT trigger_id FROM service_config.trigger_fields WHERE id = $1', [
      res.json.partner_trigger_field.id,
    ]);
    expect(rows).toEqual([{ trigger_id: DEMO_TRIGGERS.newNote }]);
  });

  it('stores a static dropdown’s options, a custom regex, and Private (shareable false)', async () => {
    const dropdown = await call(
      'POST',
      newNoteFields,
      triggerField({
        name: 'Priority',
        slug: 'priority',
        trigger_field_type: 6,
        populator_values: options,
        shareable: false,
      }),
    );
    expect(dropdown.status).toBe(201);
    expect(dropdown.json.partner_trigger_field).toMatchObject({
      trigger_field_type: 6,
      populator_values: options,
      shareable: false,
      helper_text: null,
      weight: 4,
    });
    const regex = await call(
      'POST',
      newNoteFields,
      triggerField({
        name: 'Code',
        slug: 'code',
        trigger_field_type: '4',
        regex_value: '^[A-Z]{3}$',
        regex_error_message: 'must be three capitals',
        shareable: 'false',
        populator_values: options,
      }),
    );
    expect(regex.status).toBe(201);
    expect(regex.json.partner_trigger_field).toMatchObject({
      trigger_field_type: 4,
      regex_value: '^[A-Z]{3}$',
      regex_error_message: 'must be three capitals',
      shareable: false,
      populator_values: [],
    });
  });

  it('ignores the payload’s trigger_id and module_name: the path decides', async () => {
    const res = await call(
      'POST',
      newNoteFields,
      triggerField({
        ...textField,
        slug: 'elsewhere',
        trigger_id: DEMO_TRIGGERS.severeWeatherAlert,
        module_name: 'acme_weather',
      }),
    );
    expect(res.status).toBe(201);
    expect(
      await rowCount('trigger_fields WHERE slug = $1 AND trigger_id = $2', [
        'elsewhere',
        DEMO_TRIGGERS.newNote,
      ]),
    ).toBe(1);
    expect(await call('DELETE', `${newNoteFields}/elsewhere`, TOKEN)).toMatchObject({ status: 200 });
  });

  it('answers each broken rule with 422 and the errors, changing nothing', async () => {
    const cases: [Record<string, unknown>, { attribute: string; message: string }[]][] = [
      [{ name: ' ' }, [{ attribute: 'name', message: BLANK }]],
      [{ slug: '' }, [{ attribute: 'slug', message: BLANK }]],
      [{ slug: 'a' }, [{ attribute: 'slug', message: FIELD_SLUG_FORMAT }]],
      [{ slug: '1st' }, [{ attribute: 'slug', message: FIELD_SLUG_FORMAT }]],
      [{ slug: 'has space' }, [{ attribute: 'slug', message: FIELD_SLUG_FORMAT }]],
      [
        { helper_text: 'h'.repeat(201) },
        [{ attribute: 'helper_text', message: "can't be longer than 200 characters" }],
      ],
      [{ shareable: 'maybe' }, [{ attribute: 'shareable', message: NOT_IN_LIST }]],
      [{ trigger_field_type: undefined }, [{ attribute: 'trigger_field_type', message: BLANK }]],
      [{ trigger_field_type: 21 }, [{ attribute: 'trigger_field_type', message: NOT_IN_LIST }]],
      [{ trigger_field_type: 'text' }, [{ attribute: 'trigger_field_type', message: NOT_IN_LIST }]],
      [
        { trigger_field_type: 6, populator_values: [] },
        [{ attribute: 'populator_values', message: OPTION_RULES.tooFew }],
      ],
      [
        { trigger_field_type: 20, populator_values: [{ name: '', value: 'a' }, options[1]] },
        [{ attribute: 'populator_values', message: OPTION_RULES.blankName }],
      ],
      [
        { trigger_field_type: 6, populator_values: [{ name: 'A', value: ' ' }, options[1]] },
        [{ attribute: 'populator_values', message: OPTION_RULES.blankValue }],
      ],
      [
        { trigger_field_type: 6, populator_values: [{ name: 'A', value: 'high' }, options[1]] },
        [{ attribute: 'populator_values', message: OPTION_RULES.duplicateValue }],
      ],
      [
        { trigger_field_type: 6, populator_values: [{ name: 'High', value: 'x' }, options[1]] },
        [{ attribute: 'populator_values', message: OPTION_RULES.duplicateName }],
      ],
      [
        { trigger_field_type: 6, populator_values: { name: 'A', value: 'a' } },
        [{ attribute: 'populator_values', message: 'must be a list of names and values' }],
      ],
      [
        { trigger_field_type: 4 },
        [
          { attribute: 'regex_value', message: BLANK },
          { attribute: 'regex_error_message', message: BLANK },
        ],
      ],
      [
        { trigger_field_type: 4, regex_value: '([a-z]', regex_error_message: 'bad' },
        [{ attribute: 'regex_value', message: INVALID_REGEX }],
      ],
      [{ slug: 'notebook' }, [{ attribute: 'slug', message: TAKEN }]],
    ];
    for (const [fields, errors] of cases) {
      await expectRefused(
        () => call('POST', newNoteFields, triggerField({ ...textField, slug: 'fresh', ...fields })),
        422,
        {
          errors,
        },
      );
    }
  });

  it('updates a field by its key, keeping its position; its own key is no conflict', async () => {
    const created = await call('POST', newNoteFields, triggerField({ ...textField, slug: 'to_change' }));
    const { id, weight } = created.json.partner_trigger_field;
    const same = await call(
      'PUT',
      `${newNoteFields}/to_change`,
      triggerField({ ...textField, slug: 'to_change', name: 'Renamed' }),
    );
    expect(same.status).toBe(200);
    expect(same.json).toEqual({
      partner_trigger_field: expect.objectContaining({ id, name: 'Renamed', weight }),
      errors: [],
    });
    // A destructive type change (text to dropdown) is the form's to confirm; the server applies it.
    const changed = await call(
      'PUT',
      `${newNoteFields}/to_change`,
      triggerField({
        ...textField,
        slug: 'changed',
        trigger_field_type: 20,
        populator_values: options,
        shareable: 'false',
      }),
    );
    expect(changed.json).toEqual({
      partner_trigger_field: {
        id,
        name: 'Which folder?',
        slug: 'changed',
        trigger_field_type: 20,
        helper_text: 'The folder, as shown in the app.',
        shareable: false,
        populator_values: options,
        regex_value: null,
        regex_error_message: null,
        weight,
      },
      errors: [],
    });
    expect((await call('PUT', `${newNoteFields}/to_change`, triggerField(textField))).status).toBe(404);
    await expectRefused(
      () => call('PUT', `${newNoteFields}/changed`, triggerField({ ...textField, slug: 'color' })),
      422,
      refused('slug', TAKEN),
    );
    await expectRefused(
      () => call('PUT', `${newNoteFields}/changed`, triggerField({ ...textField, name: '' })),
      422,
      refused('name', BLANK),
    );
  });

  it('deletes a field for good', async () => {
    await call('POST', newNoteFields, triggerField({ ...textField, slug: 'short_lived' }));
    const res = await call('DELETE', `${newNoteFields}/short_lived`, TOKEN);
    expect(res).toMatchObject({ status: 200, json: { errors: [] } });
    expect(await rowCount('trigger_fields WHERE slug = $1', ['short_lived'])).toBe(0);
    await expectRefused(
      () => call('DELETE', `${newNoteFields}/short_lived`, TOKEN),
      404,
      notFound('Trigger field not found.'),
    );
  });

  it('lets a feed trigger have one field only', async () => {
    const first = await call('POST', feedFields, triggerField({ ...textField, slug: 'keyword' }));
    expect(first.status).toBe(201);
    expect(first.json.partner_trigger_field.weight).toBe(0);
    await expectRefused(
      () => call('POST', feedFields, triggerField({ ...textField, slug: 'second' })),
      422,
      refused('base', FEED_TRIGGER_ONE_FIELD),
    );
    // Its one field can still be changed.
    expect(
      (await call('PUT', `${feedFields}/keyword`, triggerField({ ...textField, slug: 'keywords' }))).status,
    ).toBe(200);
  });
});

describe('action fields over REST', () => {
  it('creates, updates and deletes an action field', async () => {
    const created = await call('POST', createNoteFields, actionField(titleField));
    expect(created.status).toBe(201);
    expect(created.json).toEqual({
      partners_action_field: {
        id: expect.any(String),
        name: 'Subject',
        slug: 'subject',
        action_field_type: 0,
        helper_text: null,
        required: true,
        shareable: true,
        populator_values: [],
        weight: 3,
      },
      errors: [],
    });
    const { id } = created.json.partners_action_field;
    const updated = await call(
      'PUT',
      `${createNoteFields}/subject`,
      actionField({
        ...titleField,
        action_field_type: '19',
        populator_values: options,
        required: false,
        shareable: 'false',
      }),
    );
    expect(updated.status).toBe(200);
    expect(updated.json).toEqual({
      partners_action_field: expect.objectContaining({
        id,
        action_field_type: 19,
        populator_values: options,
        required: false,
        shareable: false,
        weight: 3,
      }),
      errors: [],
    });
    expect(await call('DELETE', `${createNoteFields}/subject`, TOKEN)).toMatchObject({
      status: 200,
      json: { errors: [] },
    });
    expect(await rowCount('action_fields WHERE id = $1', [id])).toBe(0);
  });

  it('answers broken rules and taken keys with 422, changing nothing', async () => {
    const cases: [Record<string, unknown>, { attribute: string; message: string }[]][] = [
      [
        { name: '', slug: 'x' },
        [
          { attribute: 'name', message: BLANK },
          { attribute: 'slug', message: FIELD_SLUG_FORMAT },
        ],
      ],
      [{ required: 'sometimes' }, [{ attribute: 'required', message: NOT_IN_LIST }]],
      [{ action_field_type: 20 }, [{ attribute: 'action_field_type', message: NOT_IN_LIST }]],
      [
        { action_field_type: 14, populator_values: [options[0]] },
        [{ attribute: 'populator_values', message: OPTION_RULES.tooFew }],
      ],
      [
        { helper_text: 'h'.repeat(201) },
        [{ attribute: 'helper_text', message: "can't be longer than 200 characters" }],
      ],
      [{ slug: 'title' }, [{ attribute: 'slug', message: TAKEN }]],
    ];
    for (const [fields, errors] of cases) {
      await expectRefused(
        () => call('POST', createNoteFields, actionField({ ...titleField, ...fields })),
        422,
        { errors },
      );
    }
    await expectRefused(
      () => call('PUT', `${createNoteFields}/body`, actionField({ ...titleField, slug: 'notebook' })),
      422,
      refused('slug', TAKEN),
    );
  });
});

describe('trigger ingredients over REST', () => {
  it('creates an ingredient as the last one', async () => {
    const res = await call('POST', newNoteIngredients, ingredient(anIngredient));
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      partner_trigger_ingredient: {
        id: expect.any(String),
        name: 'Author',
        slug: 'author',
        note: 'Who wrote the note.',
        value_type: 'string',
        example: 'Milo',
        weight: 3,
      },
      errors: [],
    });
    const { rows } = await db.query(
      'SELECT parent_type, parent_id, trigger_id, query_id FROM service_config.ingredients WHERE id = $1',
      [res.json.partner_trigger_ingredient.id],
    );
    expect(rows).toEqual([
      {
        parent_type: 'trigger',
        parent_id: DEMO_TRIGGERS.newNote,
        trigger_id: DEMO_TRIGGERS.newNote,
        query_id: null,
      },
    ]);
  });

  it('drops the example of a date type and defaults the value type to string', async () => {
    const date = await call(
      'POST',
      newNoteIngredients,
      ingredient({
        ...anIngredient,
        slug: 'due_at',
        name: 'DueAt',
        value_type: 'datetime',
        example: '2024-05-01',
      }),
    );
    expect(date.json.partner_trigger_ingredient).toMatchObject({ value_type: 'datetime', example: null });
    const plain = await call(
      'POST',
      newNoteIngredients,
      ingredient({ ...anIngredient, slug: 'editor', name: 'Editor', value_type: undefined }),
    );
    expect(plain.json.partner_trigger_ingredient).toMatchObject({ value_type: 'string', example: 'Milo' });
  });

  it('updates and deletes an ingredient by its slug', async () => {
    const updated = await call(
      'PUT',
      `${newNoteIngredients}/author`,
      ingredient({
        ...anIngredient,
        slug: 'writer',
        name: 'Writer',
        value_type: 'web_url',
        example: 'https://x.example',
      }),
    );
    expect(updated.status).toBe(200);
    expect(updated.json).toEqual({
      partner_trigger_ingredient: expect.objectContaining({
        name: 'Writer',
        slug: 'writer',
        value_type: 'web_url',
        weight: 3,
      }),
      errors: [],
    });
    expect(await call('DELETE', `${newNoteIngredients}/writer`, TOKEN)).toMatchObject({
      status: 200,
      json: { errors: [] },
    });
    expect(
      await rowCount('ingredients WHERE trigger_id = $1 AND slug = $2', [DEMO_TRIGGERS.newNote, 'writer']),
    ).toBe(0);
  });

  it('answers broken rules and taken slugs with 422, changing nothing', async () => {
    const cases: [Record<string, unknown>, { attribute: string; message: string }[]][] = [
      [{ name: 'author name' }, [{ attribute: 'name', message: NOT_UPPER_CAMEL_CASE }]],
      [{ name: '' }, [{ attribute: 'name', message: BLANK }]],
      [{ slug: 'x' }, [{ attribute: 'slug', message: FIELD_SLUG_FORMAT }]],
      [{ note: '' }, [{ attribute: 'note', message: BLANK }]],
      [{ value_type: 'query' }, [{ attribute: 'value_type', message: NOT_IN_LIST }]],
      [{ example: undefined }, [{ attribute: 'example', message: BLANK }]],
      [{ slug: 'title' }, [{ attribute: 'slug', message: TAKEN }]],
    ];
    for (const [fields, errors] of cases) {
      await expectRefused(
        () => call('POST', newNoteIngredients, ingredient({ ...anIngredient, slug: 'fresh', ...fields })),
        422,
        { errors },
      );
    }
    await expectRefused(
      () => call('PUT', `${newNoteIngredients}/title`, ingredient({ ...anIngredient, slug: 'created_at' })),
      422,
      refused('slug', TAKEN),
    );
  });
});

describe('who may write, and what the path must name', () => {
  const writes: [string, string, string, unknown][] = [
    ['POST trigger field', 'POST', newNoteFields, triggerField({ ...textField, slug: 'intruder' })],
    ['PUT trigger field', 'PUT', `${newNoteFields}/notebook`, triggerField(textField)],
    ['DELETE trigger field', 'DELETE', `${newNoteFields}/notebook`, TOKEN],
    ['POST action field', 'POST', createNoteFields, actionField({ ...titleField, slug: 'intruder' })],
    ['PUT action field', 'PUT', `${createNoteFields}/title`, actionField(titleField)],
    ['DELETE action field', 'DELETE', `${createNoteFields}/title`, TOKEN],
    ['POST ingredient', 'POST', newNoteIngredients, ingredient({ ...anIngredient, slug: 'intruder' })],
    ['PUT ingredient', 'PUT', `${newNoteIngredients}/title`, ingredient(anIngredient)],
    ['DELETE ingredient', 'DELETE', `${newNoteIngredients}/title`, TOKEN],
  ];

  it.each(writes)('%s: 401 signed out', async (_, method, path, body) => {
    await expectRefused(() => call(method, path, body, null), 401, {
      error: 'You need to sign in first.',
      errors: [{ attribute: 'base', message: 'You need to sign in first.' }],
    });
  });

  it.each(writes)(
    '%s: 404 for a member of another organization, as for a missing service',
    async (_, method, path, body) => {
      const outsider = await call(method, path, body, 'sol');
      expect(outsider.status).toBe(404);
      expect(outsider.json.errors).toEqual([{ attribute: 'base', message: outsider.json.error }]);
      const missing = await call(method, path.replace('acme_notes', 'no_such_service'), body);
      expect(missing.json).toEqual(outsider.json);
      await expectRefused(() => call(method, path, body, 'sol'), 404, outsider.json);
    },
  );

  it('422 with the guidance on a published service, changing nothing', async () => {
    const attempts: [string, string, unknown][] = [
      ['POST', alertFields, triggerField({ ...textField, slug: 'another' })],
      ['PUT', `${alertFields}/city`, triggerField({ ...textField, slug: 'city' })],
      ['DELETE', `${alertFields}/city`, TOKEN],
      ['POST', forecastFields, actionField({ ...titleField, slug: 'another' })],
      ['PUT', `${forecastFields}/city`, actionField({ ...titleField, slug: 'city' })],
      ['DELETE', `${forecastFields}/city`, TOKEN],
      ['POST', alertIngredients, ingredient({ ...anIngredient, slug: 'another' })],
      ['PUT', `${alertIngredients}/alert_level`, ingredient({ ...anIngredient, slug: 'alert_level' })],
      ['DELETE', `${alertIngredients}/alert_level`, TOKEN],
    ];
    for (const [method, path, body] of attempts)
      await expectRefused(() => call(method, path, body), 422, PUBLISHED);
    // Published wins over bad input.
    await expectRefused(() => call('POST', alertFields, { nonsense: true }), 422, PUBLISHED);
  });

  it('404 for a step of another service, a malformed id, or a part of another step', async () => {
    const cases: [string, string, unknown, string][] = [
      // The weather service's trigger under the notes service (the viewer is a member of both).
      [
        'POST',
        `${NOTES}/triggers/${DEMO_TRIGGERS.severeWeatherAlert}/trigger_fields`,
        triggerField(textField),
        'Trigger not found.',
      ],
      [
        'PUT',
        `${NOTES}/triggers/${DEMO_TRIGGERS.severeWeatherAlert}/trigger_fields/city`,
        triggerField(textField),
        'Trigger field not found.',
      ],
      [
        'POST',
        `${NOTES}/actions/${DEMO_ACTIONS.sendForecast}/action_fields`,
        actionField(titleField),
        'Action not found.',
      ],
      [
        'DELETE',
        `${NOTES}/actions/${DEMO_ACTIONS.sendForecast}/action_fields/city`,
        TOKEN,
        'Action field not found.',
      ],
      [
        'POST',
        `${NOTES}/triggers/${DEMO_TRIGGERS.severeWeatherAlert}/ingredients`,
        ingredient(anIngredient),
        'Trigger not found.',
      ],
      // An action's id where a trigger's belongs, and the other way round.
      [
        'POST',
        `${NOTES}/triggers/${DEMO_ACTIONS.createNote}/trigger_fields`,
        triggerField(textField),
        'Trigger not found.',
      ],
      [
        'POST',
        `${NOTES}/actions/${DEMO_TRIGGERS.newNote}/action_fields`,
        actionField(titleField),
        'Action not found.',
      ],
      // Malformed ids.
      ['POST', `${NOTES}/triggers/not-a-uuid/trigger_fields`, triggerField(textField), 'Trigger not found.'],
      [
        'PUT',
        `${NOTES}/triggers/new_note/trigger_fields/notebook`,
        triggerField(textField),
        'Trigger field not found.',
      ],
      ['DELETE', `${NOTES}/actions/1'%20OR%20'1'='1/action_fields/title`, TOKEN, 'Action field not found.'],
      // A field or ingredient of another step of the same service.
      ['PUT', `${feedFields}/notebook`, triggerField(textField), 'Trigger field not found.'],
      [
        'DELETE',
        `${NOTES}/triggers/${DEMO_TRIGGERS.newNoteInFeed}/ingredients/title`,
        TOKEN,
        'Ingredient not found.',
      ],
      ['DELETE', `${newNoteFields}/no_such_field`, TOKEN, 'Trigger field not found.'],
    ];
    for (const [method, path, body, message] of cases) {
      await expectRefused(() => call(method, path, body), 404, notFound(message));
    }
  });
});

describe('malformed and odd bodies', () => {
  const blank = (key: string) => refused(key, BLANK);

  it('refuses a missing or non-object payload with 422', async () => {
    const bodies: [string, unknown][] = [
      ['partner_trigger_field', TOKEN],
      ['partner_trigger_field', { ...TOKEN, partner_trigger_field: null }],
      ['partner_trigger_field', { ...TOKEN, partner_trigger_field: [textField] }],
      ['partner_trigger_field', { ...TOKEN, partner_trigger_field: 'name=x' }],
      ['partner_trigger_field', { ...TOKEN, partner_trigger_field: 42 }],
      ['partner_trigger_field', [triggerField(textField)]],
      ['partner_trigger_field', { ...TOKEN, partners_action_field: titleField }],
    ];
    for (const [key, body] of bodies)
      await expectRefused(() => call('POST', newNoteFields, body), 422, blank(key));
    await expectRefused(
      () => call('PUT', `${createNoteFields}/title`, { partner_trigger_field: textField }),
      422,
      blank('partners_action_field'),
    );
    await expectRefused(() => call('POST', newNoteIngredients, []), 422, blank('partner_trigger_ingredient'));
    await expectRefused(
      () => call('POST', newNoteIngredients, undefined),
      422,
      blank('partner_trigger_ingredient'),
    );
    // A form post (flat keys) has no payload object either.
    await expectRefused(
      () =>
        call('POST', newNoteFields, undefined, 'milo', {
          body: 'partner_trigger_field[name]=x',
          contentType: 'application/x-www-form-urlencoded',
        }),
      422,
      blank('partner_trigger_field'),
    );
  });

  it('answers 400 for JSON that does not parse, and 413 past the body limit', async () => {
    const broken = await call('POST', newNoteFields, undefined, 'milo', {
      body: '{"partner_trigger_field": {',
      contentType: 'application/json',
    });
    expect(broken.status).toBe(400);
    expect(broken.json.errors).toEqual([{ attribute: 'base', message: expect.any(String) }]);
    const huge = await call(
      'POST',
      newNoteFields,
      triggerField({ ...textField, helper_text: 'h'.repeat(1024 * 1024 + 1) }),
    );
    expect(huge.status).toBe(413);
  });

  it('refuses junk of every shape inside the payload with 422, never 500', async () => {
    const junk: unknown[] = [null, 0, -1, 1e308, true, [], {}, [[]], { $gt: '' }, 'x'.repeat(100_000)];
    const before = await snapshot();
    for (const value of junk) {
      for (const [path, wrap, keys] of [
        [newNoteFields, triggerField, Object.keys(textField)],
        [`${createNoteFields}/title`, actionField, Object.keys(titleField)],
        [newNoteIngredients, ingredient, Object.keys(anIngredient)],
      ] as const) {
        const fields = Object.fromEntries(keys.map((k) => [k, value]));
        const res = await call(path.endsWith('title') ? 'PUT' : 'POST', path, wrap(fields));
        expect([res.status, res.json.errors.length > 0]).toEqual([422, true]);
      }
    }
    // Deeply nested junk, as raw JSON (too deep for JSON.stringify here).
    const deep = '['.repeat(50_000) + ']'.repeat(50_000);
    for (const key of ['name', 'populator_values', 'trigger_field_type']) {
      const res = await call('POST', newNoteFields, undefined, 'milo', {
        body: `{"partner_trigger_field": {"${key}": ${deep}}}`,
        contentType: 'application/json',
      });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses huge strings with length errors, not 500', async () => {
    const long = 'x'.repeat(300_000);
    await expectRefused(
      () =>
        call(
          'POST',
          newNoteFields,
          triggerField({ ...textField, name: long, slug: `a${long}`, helper_text: long }),
        ),
      422,
      {
        errors: [
          { attribute: 'name', message: 'is too long (maximum is 200 characters)' },
          { attribute: 'slug', message: 'is too long (maximum is 100 characters)' },
          { attribute: 'helper_text', message: "can't be longer than 200 characters" },
        ],
      },
    );
    const manyOptions = Array.from({ length: 2000 }, (_, i) => ({
      name: `Option ${i}`,
      value: `v${i}`.padEnd(201, 'v'),
    }));
    await expectRefused(
      () =>
        call(
          'POST',
          newNoteFields,
          triggerField({ ...textField, trigger_field_type: 6, populator_values: manyOptions }),
        ),
      422,
      refused('populator_values', 'must not have names or values longer than 200 characters'),
    );
  });

  it('refuses NUL characters, which the database cannot store', async () => {
    await expectRefused(
      () => call('POST', newNoteFields, triggerField({ ...textField, name: 'Nul\u0000name' })),
      422,
      refused('name', NUL_REFUSED),
    );
    await expectRefused(
      () =>
        call(
          'POST',
          newNoteFields,
          triggerField({
            ...textField,
            trigger_field_type: 6,
            populator_values: [{ name: 'A\u0000', value: 'a' }, options[1]],
          }),
        ),
      422,
      refused('populator_values', NUL_REFUSED),
    );
    await expectRefused(
      () => call('POST', newNoteIngredients, ingredient({ ...anIngredient, example: '\u0000' })),
      422,
      refused('example', NUL_REFUSED),
    );
  });

  it('answers 4xx for a path that does not decode', async () => {
    const res = await call('POST', `${NOTES}/triggers/%E0%A4%A/trigger_fields`, triggerField(textField));
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual([{ attribute: 'base', message: expect.any(String) }]);
  });

  it('answers JSON whatever the Accept header says', async () => {
    const res = await fetch(`${base}${newNoteFields}/no_such_field`, {
      method: 'DELETE',
      headers: { accept: 'text/html', 'x-test-viewer': 'milo' },
    });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  });
});

describe('deleting a step', () => {
  const TRIGGER_DELETE = `mutation ($id: ID!) { triggerDelete(id: $id) { errors { attribute message } } }`;
  const ACTION_DELETE = `mutation ($id: ID!) { actionDelete(id: $id) { errors { attribute message } } }`;

  it('removes a trigger’s fields and ingredients, and an action’s fields, leaving the rest', async () => {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO service_config.triggers (service_id, name, slug, description)
       SELECT service_id, 'Doomed', 'doomed_trigger', 'This trigger goes.' FROM service_config.triggers WHERE id = $1
       RETURNING id`,
      [DEMO_TRIGGERS.newNote],
    );
    const triggerId = rows[0].id;
    const doomed = `${NOTES}/triggers/${triggerId}`;
    expect((await call('POST', `${doomed}/trigger_fields`, triggerField(textField))).status).toBe(201);
    expect((await call('POST', `${doomed}/ingredients`, ingredient(anIngredient))).status).toBe(201);
    const action = (
      await db.query<{ id: string }>(
        `INSERT INTO service_config.actions (service_id, name, slug, description)
         SELECT service_id, 'Doomed', 'doomed_action', 'This action goes.' FROM service_config.actions WHERE id = $1
         RETURNING id`,
        [DEMO_ACTIONS.createNote],
      )
    ).rows[0].id;
    expect(
      (await call('POST', `${NOTES}/actions/${action}/action_fields`, actionField(titleField))).status,
    ).toBe(201);
    const others = {
      triggerFields: await rowCount('trigger_fields WHERE trigger_id <> $1', [triggerId]),
      ingredients: await rowCount('ingredients WHERE parent_id <> $1', [triggerId]),
      actionFields: await rowCount('action_fields WHERE action_id <> $1', [action]),
    };

    expect((await run(TRIGGER_DELETE, milo, { id: triggerId })).data?.triggerDelete).toEqual({ errors: [] });
    expect((await run(ACTION_DELETE, milo, { id: action })).data?.actionDelete).toEqual({ errors: [] });
    expect(await rowCount('trigger_fields WHERE trigger_id = $1', [triggerId])).toBe(0);
    expect(await rowCount('ingredients WHERE parent_id = $1', [triggerId])).toBe(0);
    expect(await rowCount('action_fields WHERE action_id = $1', [action])).toBe(0);
    expect({
      triggerFields: await rowCount('trigger_fields WHERE trigger_id <> $1', [triggerId]),
      ingredients: await rowCount('ingredients WHERE parent_id <> $1', [triggerId]),
      actionFields: await rowCount('action_fields WHERE action_id <> $1', [action]),
    }).toEqual(others);
    expect((await call('POST', `${doomed}/trigger_fields`, triggerField(textField))).status).toBe(404);
  });
});

describe('the seed', () => {
  it('gives the demo steps fields and ingredients, once', async () => {
    const count = async () => ({
      triggerFields: await rowCount('trigger_fields WHERE id = ANY($1::uuid[])', [
        Object.values(DEMO_TRIGGER_FIELDS),
      ]),
      ingredients: await rowCount('ingredients WHERE id = ANY($1::uuid[])', [
        Object.values(DEMO_TRIGGER_INGREDIENTS),
      ]),
      actionFields: await rowCount('action_fields WHERE id = ANY($1::uuid[])', [
        Object.values(DEMO_ACTION_FIELDS),
      ]),
    });
    expect(await count()).toEqual({ triggerFields: 4, ingredients: 4, actionFields: 4 });
    await serviceConfigDomain.seed!({ db, settings: testSettings() }, {} as never);
    expect(await count()).toEqual({ triggerFields: 4, ingredients: 4, actionFields: 4 });
  });
});

describe('serviceConfigRestPaths', () => {
  it('names every route, so the gateway forwards them to this domain when it runs apart', async () => {
    const app = express();
    app.all(serviceConfigRestPaths, (_req, res) => {
      res.json({ matched: true });
    });
    app.use((_req, res) => {
      res.status(404).json({ matched: false });
    });
    const probe = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => probe.once('listening', resolve));
    const url = `http://127.0.0.1:${(probe.address() as AddressInfo).port}`;
    try {
      for (const path of [
        newNoteFields,
        `${newNoteFields}/notebook`,
        createNoteFields,
        `${createNoteFields}/title`,
        newNoteIngredients,
        `${newNoteIngredients}/title`,
        `${NOTES}/icon`,
      ]) {
        expect(await (await fetch(`${url}${path}`, { method: 'PUT' })).json()).toEqual({ matched: true });
      }
      expect((await fetch(`${url}${NOTES}/triggers`)).status).toBe(404);
    } finally {
      await new Promise((resolve) => probe.close(resolve));
    }
  });
});

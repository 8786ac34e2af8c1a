import { expect, test, type APIResponse } from '@playwright/test';
import { apiClient, read, type ApiClient } from '../support/api';
import { unique } from '../support/demo';

/**
 * Request-level checks of the trigger field, action field and trigger ingredient REST routes (see
 * spec/service-config.md#rest) against the production gateway: CSRF, signed out, another organization, a
 * published service, foreign ids in the path, malformed and oversize bodies. Never a 500 (read() asserts it),
 * and after each refusal the service reads exactly as before.
 */

const REST_LIMIT = 1024 * 1024;
const PUBLISHED_READ_ONLY =
  'This service is published, so it is read-only. To change it, clone the service, change the clone, and submit the staging service for review.';

const SNAPSHOT = `query Snapshot($m: String!) { service(module_name: $m) {
  triggers { id fields { id name slug trigger_field_type helper_text shareable populator_values { name value } regex_value regex_error_message weight }
    ingredients { id name slug note value_type example weight } }
  actions { id fields { id name slug action_field_type helper_text required shareable populator_values { name value } weight } } } }`;

let olivia: ApiClient;
let sol: ApiClient;
let anon: ApiClient;
/** Olivia's new service in Acme, with one trigger holding one field and one ingredient, one action with one field. */
let svc: { module: string; triggerId: string; actionId: string };
/** A second trigger in another of Olivia's services: its id in svc's path must not reach it. */
let otherTriggerId: string;
/** The seeded published service of Acme and one of its triggers and actions. */
let published: { module: string; triggerId: string; actionId: string };
let before: unknown;

async function snapshot() {
  const services = await Promise.all(
    [svc.module, published.module].map(async (m) => {
      const res = await olivia.graphql(SNAPSHOT, { m });
      expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
      return res.body.data;
    }),
  );
  return services;
}

async function createService(client: ApiClient, name: string) {
  const res = await client.graphql(
    'mutation($o: ID!, $n: String!) { serviceCreate(organization_id: $o, name: $n) { service { module_name } errors { message } } }',
    { o: '10000000-0000-4000-8000-000000000001', n: name },
  );
  const created = (res.body.data as { serviceCreate: { service: { module_name: string } } }).serviceCreate;
  return created.service.module_name;
}

async function createStep(client: ApiClient, module: string, kind: 'trigger' | 'action', slug: string) {
  const doc =
    kind === 'trigger'
      ? `mutation($m: String!, $s: String) { triggerCreate(channel_module_name: $m, trigger_type: "protocol", name: "New photo", slug: $s,
          description: "This trigger fires when you take a photo.") { trigger { id } errors { message } } }`
      : `mutation($m: String!, $s: String!) { actionCreate(channel_module_name: $m, name: "Upload photo", slug: $s,
          description: "This action uploads a photo.") { action { id } errors { message } } }`;
  const res = await client.graphql(doc, { m: module, s: slug });
  const payload = (res.body.data as Record<string, { trigger?: { id: string }; action?: { id: string } }>)[
    `${kind}Create`
  ];
  const id = (payload.trigger ?? payload.action)?.id;
  expect(id, JSON.stringify(res.body)).toBeTruthy();
  return id!;
}

const field = { name: 'Album', slug: 'album', trigger_field_type: 1, helper_text: 'Which album?' };
const actionField = { name: 'Caption', slug: 'caption', action_field_type: 13, required: 'true' };
const ingredient = {
  name: 'TakenAt',
  slug: 'taken_at',
  note: 'When the photo was taken.',
  value_type: 'datetime',
};

const paths = () => {
  const t = `/services/${svc.module}/triggers/${svc.triggerId}`;
  const a = `/services/${svc.module}/actions/${svc.actionId}`;
  return {
    triggerFields: `${t}/trigger_fields`,
    triggerField: `${t}/trigger_fields/album`,
    actionFields: `${a}/action_fields`,
    actionField: `${a}/action_fields/caption`,
    ingredients: `${t}/ingredients`,
    ingredient: `${t}/ingredients/taken_at`,
  };
};

/** Every write route: method, path, and a valid body for it. */
const routes = () => {
  const p = paths();
  return [
    { method: 'POST', path: p.triggerFields, data: { partner_trigger_field: { ...field, slug: 'another' } } },
    { method: 'PUT', path: p.triggerField, data: { partner_trigger_field: { ...field, name: 'Changed' } } },
    { method: 'DELETE', path: p.triggerField, data: {} },
    {
      method: 'POST',
      path: p.actionFields,
      data: { partners_action_field: { ...actionField, slug: 'other' } },
    },
    {
      method: 'PUT',
      path: p.actionField,
      data: { partners_action_field: { ...actionField, name: 'Changed' } },
    },
    { method: 'DELETE', path: p.actionField, data: {} },
    {
      method: 'POST',
      path: p.ingredients,
      data: { partner_trigger_ingredient: { ...ingredient, slug: 'other' } },
    },
    {
      method: 'PUT',
      path: p.ingredient,
      data: { partner_trigger_ingredient: { ...ingredient, name: 'Changed' } },
    },
    { method: 'DELETE', path: p.ingredient, data: {} },
  ] as const;
};

async function send(
  client: ApiClient,
  method: string,
  path: string,
  data: unknown,
  opts: { csrf?: boolean; raw?: string } = {},
): Promise<{ status: number; text: string; json: unknown }> {
  const headers: Record<string, string> = { Accept: 'text/javascript, application/json' };
  if (opts.csrf !== false) headers['X-CSRF-Token'] = client.csrf;
  if (opts.raw !== undefined) headers['Content-Type'] = 'application/json';
  const res: APIResponse = await client.request.fetch(path, {
    method,
    headers,
    ...(opts.raw !== undefined ? { data: opts.raw } : { data: data as Record<string, unknown> }),
  });
  return read(res);
}

const errorsOf = (json: unknown) =>
  (json as { errors?: { attribute: string; message: string }[] }).errors ?? [];

test.beforeAll(async ({ playwright }) => {
  [olivia, sol, anon] = await Promise.all([
    apiClient(playwright, 'olivia'),
    apiClient(playwright, 'sol'),
    apiClient(playwright),
  ]);
  const module = await createService(olivia, `E2E Fields ${unique()}`);
  const triggerId = await createStep(olivia, module, 'trigger', 'new_photo');
  const actionId = await createStep(olivia, module, 'action', 'upload_photo');
  svc = { module, triggerId, actionId };
  const other = await createService(olivia, `E2E Fields Other ${unique()}`);
  otherTriggerId = await createStep(olivia, other, 'trigger', 'other_photo');

  const p = paths();
  for (const [path, data] of [
    [p.triggerFields, { partner_trigger_field: field }],
    [p.actionFields, { partners_action_field: actionField }],
    [p.ingredients, { partner_trigger_ingredient: ingredient }],
  ] as const) {
    const res = await send(olivia, 'POST', path, data);
    expect(res.status, res.text).toBe(201);
  }

  const seeded = await olivia.graphql(
    '{ service(module_name: "acme_weather") { published triggers { id } actions { id } } }',
  );
  const s = (
    seeded.body.data as {
      service: { published: boolean; triggers: { id: string }[]; actions: { id: string }[] };
    }
  ).service;
  expect(s.published).toBe(true);
  published = { module: 'acme_weather', triggerId: s.triggers[0].id, actionId: s.actions[0].id };
  before = await snapshot();
});

test.afterEach(async () => {
  expect(await snapshot(), 'nothing changed').toEqual(before);
});

test.afterAll(async () => {
  await Promise.all([olivia, sol, anon].filter(Boolean).map((c) => c.dispose()));
});

test('without a CSRF token: 403 on every route', async () => {
  for (const r of routes()) {
    const res = await send(olivia, r.method, r.path, r.data, { csrf: false });
    expect(res.status, `${r.method} ${r.path}`).toBe(403);
  }
});

test('signed out: 401 on every route', async () => {
  for (const r of routes()) {
    const res = await send(anon, r.method, r.path, r.data);
    expect(res.status, `${r.method} ${r.path}`).toBe(401);
  }
});

test('a member of another organization: 404 with nothing of the service in the answer', async () => {
  for (const r of routes()) {
    const res = await send(sol, r.method, r.path, r.data);
    expect(res.status, `${r.method} ${r.path}`).toBe(404);
    expect(res.text).not.toContain('Album');
    expect(res.text).not.toContain('new_photo');
  }
});

test("a trigger of another service in the path, or a field that is not the trigger's: 404", async () => {
  const wrongTrigger = `/services/${svc.module}/triggers/${otherTriggerId}`;
  for (const [method, path, data] of [
    ['POST', `${wrongTrigger}/trigger_fields`, { partner_trigger_field: field }],
    ['PUT', `${wrongTrigger}/trigger_fields/album`, { partner_trigger_field: field }],
    ['DELETE', `${wrongTrigger}/ingredients/taken_at`, {}],
    [
      'POST',
      `/services/${svc.module}/actions/${svc.triggerId}/action_fields`,
      { partners_action_field: actionField },
    ],
    ['PUT', `${paths().triggerFields}/no_such_field`, { partner_trigger_field: field }],
    ['DELETE', `/services/${svc.module}/triggers/not-a-uuid/trigger_fields/album`, {}],
  ] as const) {
    const res = await send(olivia, method, path, data);
    expect(res.status, `${method} ${path}: ${res.text}`).toBe(404);
  }
});

test('a published service: 422 with the guidance on every write', async () => {
  const t = `/services/${published.module}/triggers/${published.triggerId}`;
  const a = `/services/${published.module}/actions/${published.actionId}`;
  for (const [method, path, data] of [
    ['POST', `${t}/trigger_fields`, { partner_trigger_field: { ...field, slug: 'brand_new' } }],
    ['POST', `${a}/action_fields`, { partners_action_field: { ...actionField, slug: 'brand_new' } }],
    ['POST', `${t}/ingredients`, { partner_trigger_ingredient: { ...ingredient, slug: 'brand_new' } }],
  ] as const) {
    const res = await send(olivia, method, path, data);
    expect(res.status, `${method} ${path}: ${res.text}`).toBe(422);
    expect(errorsOf(res.json)).toEqual([{ attribute: 'base', message: PUBLISHED_READ_ONLY }]);
  }
});

test('malformed bodies: 4xx with attribute and message, never a 500', async () => {
  const p = paths();
  const bad: [string, string, unknown, string | undefined][] = [
    ['POST', p.triggerFields, {}, 'partner_trigger_field'],
    ['POST', p.triggerFields, { partner_trigger_field: 'album' }, 'partner_trigger_field'],
    ['POST', p.triggerFields, { partner_trigger_field: [field] }, 'partner_trigger_field'],
    ['POST', p.triggerFields, { partner_trigger_field: { ...field, slug: 'album' } }, 'slug'],
    ['POST', p.triggerFields, { partner_trigger_field: { ...field, slug: '1x' } }, 'slug'],
    [
      'POST',
      p.triggerFields,
      { partner_trigger_field: { ...field, slug: 'x', trigger_field_type: 'six' } },
      'slug',
    ],
    [
      'POST',
      p.triggerFields,
      { partner_trigger_field: { ...field, slug: 'ok_slug', trigger_field_type: 99 } },
      'trigger_field_type',
    ],
    [
      'POST',
      p.triggerFields,
      { partner_trigger_field: { ...field, slug: 'ok_slug', helper_text: 'x'.repeat(201) } },
      'helper_text',
    ],
    [
      'POST',
      p.triggerFields,
      {
        partner_trigger_field: { ...field, slug: 'ok_slug', trigger_field_type: 6, populator_values: 'a,b' },
      },
      'populator_values',
    ],
    [
      'POST',
      p.triggerFields,
      {
        partner_trigger_field: {
          ...field,
          slug: 'ok_slug',
          trigger_field_type: 4,
          regex_value: '([a-z',
          regex_error_message: 'No',
        },
      },
      'regex_value',
    ],
    ['PUT', p.actionField, { partners_action_field: { ...actionField, required: 'maybe' } }, 'required'],
    ['POST', p.actionFields, { partners_action_field: { ...actionField, slug: 'caption' } }, 'slug'],
    [
      'POST',
      p.ingredients,
      { partner_trigger_ingredient: { ...ingredient, slug: 'x2', name: 'taken at' } },
      'name',
    ],
    [
      'POST',
      p.ingredients,
      { partner_trigger_ingredient: { ...ingredient, slug: 'x2', value_type: 'query' } },
      'value_type',
    ],
    [
      'POST',
      p.ingredients,
      { partner_trigger_ingredient: { ...ingredient, slug: 'x2', value_type: 'string' } },
      'example',
    ],
    [
      'POST',
      p.ingredients,
      { partner_trigger_ingredient: { ...ingredient, slug: 'x2', note: { a: 1 } } },
      'note',
    ],
  ];
  for (const [method, path, data, attribute] of bad) {
    const res = await send(olivia, method, path, data);
    expect(res.status, `${method} ${path} ${JSON.stringify(data)}: ${res.text}`).toBe(422);
    expect(
      errorsOf(res.json).map((e) => e.attribute),
      JSON.stringify(data),
    ).toContain(attribute);
  }
  const notJson = await send(olivia, 'POST', p.triggerFields, null, { raw: '{"partner_trigger_field": ' });
  expect(notJson.status).toBe(400);
});

test(`a body over ${REST_LIMIT / 1024 / 1024} MB: 413`, async () => {
  const res = await send(olivia, 'POST', paths().triggerFields, {
    partner_trigger_field: { ...field, slug: 'big', helper_text: 'x'.repeat(REST_LIMIT + 10) },
  });
  expect(res.status).toBe(413);
});

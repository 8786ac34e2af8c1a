import type { Viewer } from '@switchyard/server-kit';
import { ACME, appletBody, daybookConfiguration, viewer } from './appletFixtures.testing';
import { startComposer, type ComposerHarness } from './appletHarness.testing';
import { parseAppletInput } from './appletInput';
import { SAVE_REFUSED } from './appletRoutes';
import { checkUserValues } from './userFieldValues';

// Issue 32, finding 4: a value inside a value (an applet field's default_value_json, a user's field
// values) gets the edge guard's checks and a 422 naming where it is; a LOCATION value holds only its
// known keys; nothing of a refused save is stored.
jest.setTimeout(60_000);

let h: ComposerHarness;
const olivia = viewer('olivia', { tier: 'pro_plus', maker: true });
const call = (v: Viewer, method: string, path: string, body?: unknown) => h.call(v, method, path, body);

const count = async () =>
  Number((await h.db.query<{ n: string }>('SELECT count(*) AS n FROM composer.applets')).rows[0].n);
const storedSteps = async (id: string) =>
  (
    await h.db.query<{ kind: string; fields: unknown }>(
      'SELECT kind, fields FROM composer.applet_steps WHERE applet_id = $1 ORDER BY kind, position',
      [id],
    )
  ).rows;

const WHERE = '/applet/applet_trigger/fields/where/default_value';
const TITLE = '/applet/applet_actions/0/fields/title/default_value';
const NUL = 'contains a NUL character (\\u0000), which is not allowed';
const SURROGATE = 'contains a lone surrogate (text that is not valid Unicode)';

/** An applet on "New photo taken near" (a LOCATION field, `where`) whose defaults the test sets. */
function placeApplet(where: string | null, title = '"Near {{Daybook.newPhotoTakenNear.Place}}"') {
  return appletBody({
    applet_trigger: {
      channel_module_name: 'daybook',
      module_name: 'new_photo_taken_near',
      fields: [{ name: 'where', default_value_json: where }],
    },
    applet_actions: [
      {
        channel_module_name: 'daybook',
        module_name: 'create_journal_entry',
        fields: [{ name: 'title', default_value_json: title }],
      },
    ],
  });
}

// JSON text as a client sends it: the escapes stay text until the composer parses them.
const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const REFUSED: [string, { where?: string; title?: string }, { parameter: string; message: string }][] = [
  ['a NUL in a text default', { title: '"a\\u0000b"' }, { parameter: TITLE, message: NUL }],
  ['a lone surrogate in a text default', { title: '"\\ud800"' }, { parameter: TITLE, message: SURROGATE }],
  [
    'a LOCATION default 4,900 levels deep',
    { where: `{"lat":52.37,"lng":4.9,"radius":${deep(4900)}}` },
    {
      parameter: `${WHERE}/radius${'/0'.repeat(63)}`,
      message: 'nests deeper than 64 levels (the limit of one input)',
    },
  ],
  [
    'a LOCATION default that is itself 4,900 levels deep',
    { where: deep(4900) },
    {
      parameter: `${WHERE}${'/0'.repeat(64)}`,
      message: 'nests deeper than 64 levels (the limit of one input)',
    },
  ],
  [
    'an extra key holding NUL',
    { where: '{"lat":52.37,"lng":4.9,"note":"a\\u0000"}' },
    { parameter: `${WHERE}/note`, message: NUL },
  ],
  [
    'an extra key whose name holds NUL',
    { where: '{"lat":52.37,"lng":4.9,"n\\u0000te":1}' },
    { parameter: `${WHERE}/n?te`, message: `has a key that ${NUL}` },
  ],
  [
    'a lone surrogate in a known LOCATION key',
    { where: '{"lat":52.37,"lng":4.9,"address":"\\udc00 Dam"}' },
    { parameter: `${WHERE}/address`, message: SURROGATE },
  ],
  [
    'an unknown LOCATION key',
    { where: '{"lat":52.37,"lng":4.9,"altitude":3}' },
    {
      parameter: WHERE,
      message:
        'has "altitude", which a place does not hold (only lat, lng, radius, address, description, zoom)',
    },
  ],
];

beforeAll(async () => {
  // Daybook with its location trigger (trigger field type 10: an area, static validation).
  const daybook = daybookConfiguration();
  daybook.snapshot.lists.triggers.push({
    key: 'new_photo_taken_near',
    id: '40000000-0000-4000-8000-000000000003',
    properties: { name: 'New photo taken near' },
    children: {
      fields: [{ key: 'where', properties: { name: 'Where?', trigger_field_type: 10, shareable: true } }],
      ingredients: [{ key: 'place', properties: { name: 'Place', value_type: 'string', example: 'x' } }],
    },
  });
  h = await startComposer([daybook], () => ({ [ACME]: 'owner' }));
});
afterAll(() => h.close());

describe('saving an applet whose default values hold what cannot be stored', () => {
  it.each(REFUSED)(
    'POST /applets refuses %s with 422 and its path, storing nothing',
    async (_, given, detail) => {
      const before = await count();
      const res = await call(olivia, 'POST', '/applets', placeApplet(given.where ?? null, given.title));
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        error: SAVE_REFUSED,
        details: [{ parameter: detail.parameter, message: detail.message }],
        errors: [{ attribute: detail.parameter, message: detail.message }],
      });
      expect(await count()).toBe(before);
    },
  );

  it.each(REFUSED)(
    'PUT /applets/:id refuses %s with 422 and its path, changing nothing',
    async (_, given, detail) => {
      const created = await call(olivia, 'POST', '/applets', placeApplet('{"lat":52.37,"lng":4.9}'));
      expect(created.status).toBe(201);
      const id = created.body.applet.id as string;
      const before = await storedSteps(id);
      const res = await call(olivia, 'PUT', `/applets/${id}`, placeApplet(given.where ?? null, given.title));
      expect(res.status).toBe(422);
      expect(res.body.details).toEqual([{ parameter: detail.parameter, message: detail.message }]);
      expect(await storedSteps(id)).toEqual(before);
    },
  );

  it('keeps a LOCATION default with every key a location holds', async () => {
    const place = { lat: 52.37, lng: 4.9, radius: 500, address: 'Dam 1', description: 'Home', zoom: 14 };
    const res = await call(olivia, 'POST', '/applets', placeApplet(JSON.stringify(place)));
    expect(res.status).toBe(201);
    const steps = await storedSteps(res.body.applet.id);
    expect(steps.find((s) => s.kind === 'trigger')?.fields).toEqual([
      { name: 'where', custom_label: null, hidden: false, default_value: place },
    ]);
  });

  it('checks the rest of the applet as the edge would, whichever way it arrived', () => {
    // The subgraph's own edge answers 400 first over HTTP; the parser refuses it on its own too.
    const body = placeApplet('{"lat":1,"lng":2}');
    const withNul = { ...body, applet: { ...body.applet, name: 'Keep\u0000it', extra: { x: '\ud800' } } };
    expect(parseAppletInput(withNul)).toEqual({
      applet: null,
      details: [{ parameter: '/applet/name', message: NUL }],
    });
    const steps = {
      ...body,
      applet: {
        ...body.applet,
        applet_actions: [{ ...body.applet.applet_actions[0], fields: [{ name: '\ud800' }] }],
      },
    };
    expect(parseAppletInput(steps).details).toEqual([
      { parameter: '/applet/applet_actions/0/fields/0/name', message: SURROGATE },
    ]);
  });
});

describe("a user's field values", () => {
  it('refuses a LOCATION value with a key a location does not hold, saving nothing', async () => {
    const created = await call(olivia, 'POST', '/applets', placeApplet(null));
    expect(created.status).toBe(201);
    const id = created.body.applet.id as string;
    const values = async () =>
      (
        await h.db.query<{ field_values: unknown }>(
          'SELECT field_values FROM composer.applet_users WHERE applet_id = $1 AND user_id = $2',
          [id, olivia.id],
        )
      ).rows[0].field_values;
    const before = await values();
    const bad = await call(olivia, 'PUT', `/applets/${id}/settings`, {
      field_values: { trigger: { where: { lat: 1, lng: 2, owner: 'me' } } },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.details).toEqual([
      {
        parameter: '/field_values/trigger/where',
        message:
          'has "owner", which a place does not hold (only lat, lng, radius, address, description, zoom)',
      },
    ]);
    expect(await values()).toEqual(before);
    const good = await call(olivia, 'PUT', `/applets/${id}/settings`, {
      field_values: { trigger: { where: { lat: 1, lng: 2, radius: 100 } } },
    });
    expect(good.status).toBe(200);
    expect(await values()).toEqual({ trigger: { where: { lat: 1, lng: 2, radius: 100 } } });
  });

  it('checks them as the edge would, whichever way they arrived', () => {
    // Over HTTP the subgraph's edge answers 400 first; the check of the values refuses them on its own.
    expect(
      checkUserValues([], { trigger: { where: { lat: 1, lng: 2, note: 'a\u0000' } } }, [], new Map()),
    ).toEqual({ values: {}, details: [{ parameter: '/field_values/trigger/where/note', message: NUL }] });
  });
});

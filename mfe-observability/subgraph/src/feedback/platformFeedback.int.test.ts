import { waitForEventsSettled } from '@switchyard/server-kit/testing';
import { startTestGateway, type RunningGateway, type TestClient } from '@switchyard/platform-testing';
import { checkOpinion } from '@switchyard/observability-common';
import { saveOpinion } from './feedbackStore';
import { NOT_YOUR_SERVICE, STAFF_ONLY, UNNAMED_STAFF_ONLY } from './platformFeedback';

// Platform feedback through the whole platform (issue 37, items 1–2): the gateway with every domain
// on a fresh seeded database (PGlite, or PostgreSQL with DATABASE_URL). Users give feedback on what
// they have (the composer and the connections domain answer observability's signed internal calls),
// partners read their services' feedback and report it, staff hide it; suggestions travel from the
// connections domain as suggestion.sent.
jest.setTimeout(120_000);

let gw: RunningGateway;
let olivia: TestClient; // owner of Acme (Daybook, Acme Weather, Acme Notes), maker
let milo: TestClient; // member of Acme; has enabled the demo connection
let rey: TestClient; // member of Bigco; has enabled the demo connection
let mara: TestClient; // member of Bigco; has enabled the demo connection
let sol: TestClient; // Sol Studio only
let nia: TestClient; // no organization
let stella: TestClient; // staff

const SERVICES = {
  daybook: '20000000-0000-4000-8000-000000000100',
  acmeWeather: '20000000-0000-4000-8000-000000000001',
  acmeNotes: '20000000-0000-4000-8000-000000000002',
};
const DEMO_CONNECTION = 'c0000000-0000-4000-8000-000000000001';
let appletId: string;

beforeAll(async () => {
  gw = await startTestGateway();
  // One after another: each sign-in hashes a password.
  const clients: TestClient[] = [];
  for (const login of ['olivia', 'milo', 'rey', 'mara', 'sol', 'nia', 'stella'])
    clients.push(await gw.client().login(login));
  [olivia, milo, rey, mara, sol, nia, stella] = clients as [TestClient, ...TestClient[]];
  // Olivia's applet: a new Daybook journal entry sends the Acme Weather forecast.
  const res = await olivia.request('/applets', {
    method: 'POST',
    json: {
      applet: {
        name: 'Forecast for each entry',
        description: 'Each journal entry brings the forecast.',
        applet_trigger: {
          channel_module_name: 'daybook',
          module_name: 'new_journal_entry',
          fields: [{ name: 'mood', default_value_json: '"any"' }],
        },
        applet_actions: [
          {
            channel_module_name: 'acme_weather',
            module_name: 'send_forecast',
            fields: [{ name: 'city', default_value_json: '"Lisbon"' }],
          },
        ],
      },
    },
  });
  const body = (await res.json()) as { applet: { id: string } };
  if (res.status !== 201) throw new Error(`POST /applets answered ${res.status}: ${JSON.stringify(body)}`);
  appletId = body.applet.id;
});
afterAll(() => gw?.stop());

const GIVE = `mutation ($input: AppletFeedbackInput!) { giveAppletFeedback(input: $input) {
  feedback { kind applet_id like opinion_code opinion_label text updated_at } errors { attribute message } } }`;
const MINE = `query ($kind: String!, $id: ID!) { myAppletFeedback(kind: $kind, applet_id: $id) {
  like opinion_code opinion_label text } }`;
const WITHDRAW = `mutation ($kind: String!, $id: ID!) { withdrawAppletFeedback(kind: $kind, applet_id: $id) }`;
const COUNTS = `query ($kind: String!, $id: ID!) { appletFeedbackCounts(kind: $kind, applet_id: $id) {
  like dislike ratings_count opinions { unexpected no_response others } positive_percentage negative_percentage } }`;
const PAGE = `query ($service_id: ID!, $applet_id: ID, $order: String, $cursor: String, $direction: String,
    $first: Int, $reported_only: Boolean) {
  appletFeedback(service_id: $service_id, applet_id: $applet_id, order: $order, cursor: $cursor,
      direction: $direction, first: $first, reported_only: $reported_only) {
    items { id type like text opinion_code opinion_label applet_kind applet_id applet_name reported hidden
      created_at user { id login } context_channel { id name } }
    startCursor endCursor hasPreviousPage hasNextPage total_count } }`;
const SUGGESTIONS = `query ($service_id: ID, $content_type: String!, $reported_only: Boolean, $order: String) {
  channelSuggestions(service_id: $service_id, content_type: $content_type, reported_only: $reported_only,
      order: $order) {
    items { id type suggestion_name suggestion_type text user { login } reported hidden } total_count } }`;
const SEND = `mutation ($input: SuggestionInput!) { sendSuggestion(input: $input) { suggestion { id } errors { message } } }`;
const REPORT = `mutation ($type: String!, $id: ID!) { reportFeedbackAbuse(type: $type, id: $id) { id reported } }`;
const HIDE = `mutation ($type: String!, $id: ID!, $hidden: Boolean!) { hideFeedback(type: $type, id: $id, hidden: $hidden) {
  id hidden text } }`;

const code = (r: { errors?: { extensions?: { code?: string } }[] }) => r.errors?.[0]?.extensions?.code;
const give = (c: TestClient, input: Record<string, unknown>) =>
  c.gql(GIVE, { input: { kind: 'applet', applet_id: appletId, ...input } });
const page = (c: TestClient, variables: Record<string, unknown>) =>
  c.gql<{ appletFeedback: any }>(PAGE, { service_id: SERVICES.daybook, ...variables });
// Opinions of applets (the demo seed gives the demo connection three of its own).
const stored = async () =>
  (
    await gw.gateway.db.query(
      `SELECT user_id, liked, opinion_code, text FROM observability.applet_feedback WHERE kind = 'applet'`,
    )
  ).rows;

describe('a user gives feedback only on what they have', () => {
  it('lets the maker of an applet give, change and withdraw their one opinion', async () => {
    const down = await give(olivia, {
      like: false,
      opinion_code: 'unexpected',
      text: ' Never fires \n at all ',
    });
    expect(down.errors).toBeUndefined();
    expect(down.data!.giveAppletFeedback).toEqual({
      feedback: {
        kind: 'applet',
        applet_id: appletId,
        like: false,
        opinion_code: 'unexpected',
        opinion_label: "Doesn't work as expected",
        text: 'Never fires \n at all',
        updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
      errors: [],
    });
    const up = await give(olivia, { like: true });
    expect(up.data!.giveAppletFeedback.feedback).toMatchObject({
      like: true,
      opinion_code: null,
      text: null,
    });
    expect((await olivia.gql(MINE, { kind: 'applet', id: appletId })).data!.myAppletFeedback).toEqual({
      like: true,
      opinion_code: null,
      opinion_label: null,
      text: null,
    });
    expect(await stored()).toHaveLength(1);

    expect((await olivia.gql(WITHDRAW, { kind: 'applet', id: appletId })).data!.withdrawAppletFeedback).toBe(
      true,
    );
    expect((await olivia.gql(WITHDRAW, { kind: 'applet', id: appletId })).data!.withdrawAppletFeedback).toBe(
      false,
    );
    expect((await olivia.gql(MINE, { kind: 'applet', id: appletId })).data!.myAppletFeedback).toBeNull();
    expect(await stored()).toHaveLength(0);

    // A thumbs down without a reason: no_response.
    const again = await give(olivia, { like: false, text: 'The forecast comes a day late' });
    expect(again.data!.giveAppletFeedback.feedback).toMatchObject({
      opinion_code: 'no_response',
      opinion_label: 'No reason given',
    });
  });

  it("refuses someone else's applet, an unknown one and a connection never enabled: NOT_FOUND", async () => {
    for (const [client, input] of [
      [milo, {}],
      [sol, {}],
      [olivia, { applet_id: '99999999-0000-4000-8000-000000000000' }],
      [olivia, { applet_id: 'not-an-id' }],
      [sol, { kind: 'connection', applet_id: DEMO_CONNECTION }],
      [nia, { kind: 'connection', applet_id: DEMO_CONNECTION }],
    ] as const) {
      const r = await give(client, { like: true, ...input });
      expect({ input, code: code(r) }).toEqual({ input, code: 'NOT_FOUND' });
    }
    expect((await stored()).map((r) => r.user_id)).toEqual(['00000000-0000-4000-8000-000000000001']);
  });

  it('answers bad input with errors naming it, storing nothing', async () => {
    const before = await stored();
    const r = await give(milo, {
      kind: 'recipe',
      like: true,
      opinion_code: 'boring',
      text: 'x'.repeat(1001),
    });
    expect(r.data!.giveAppletFeedback).toEqual({
      feedback: null,
      errors: [
        { attribute: 'kind', message: 'must be one of applet, connection' },
        { attribute: 'opinion_code', message: 'is given with a thumbs down only' },
        { attribute: 'text', message: 'is too long (at most 1000 characters)' },
      ],
    });
    const bad = await give(olivia, { like: false, opinion_code: 'boring' });
    expect(bad.data!.giveAppletFeedback.errors).toEqual([
      { attribute: 'opinion_code', message: 'must be one of unexpected, not_useful, too_slow, others' },
    ]);
    expect(await stored()).toEqual(before);
    expect(code(await olivia.gql(MINE, { kind: 'recipe', id: appletId }))).toBe('BAD_USER_INPUT');
    expect(code(await gw.client().gql(MINE, { kind: 'applet', id: appletId }))).toBe('UNAUTHENTICATED');
  });

  it('lets a user who turned a published applet on give feedback on it', async () => {
    expect(
      (await olivia.request(`/applets/${appletId}/status`, { method: 'PUT', json: { status: 'published' } }))
        .status,
    ).toBe(200);
    // Milo adds it to his applets (his own settings; off until he turns it on).
    const set = await milo.request(`/applets/${appletId}/settings`, {
      method: 'PUT',
      json: { field_values: {} },
    });
    expect(set.status).toBe(200);
    const r = await give(milo, { like: false, opinion_code: 'too_slow', text: 'Takes an hour' });
    expect(r.errors).toBeUndefined();
    expect(r.data!.giveAppletFeedback.feedback).toMatchObject({ opinion_label: 'Too slow' });
  });

  it('lets users who enabled a connection give feedback on it, changing what the demo seed gave', async () => {
    const before = await page(olivia, {});
    expect(before.data!.appletFeedback.items.map((x: any) => [x.user.login, x.opinion_code])).toEqual([
      ['milo', 'too_slow'],
      ['olivia', 'no_response'],
      ['milo', 'unexpected'],
      ['mara', null],
      ['rey', 'too_slow'],
    ]);
    const answers = [];
    for (const [client, input] of [
      [milo, { like: true }],
      [rey, { like: false, opinion_code: 'unexpected' }],
      [mara, { like: false, opinion_code: 'not_useful' }],
    ] as const)
      answers.push(await give(client, { kind: 'connection', applet_id: DEMO_CONNECTION, ...input }));
    for (const r of answers) expect(r.data!.giveAppletFeedback.errors).toEqual([]);
    const { rows } = await gw.gateway.db.query<{ applet_name: string; service_ids: string[] }>(
      `SELECT applet_name, service_ids::text[] FROM observability.applet_feedback WHERE kind = 'connection' LIMIT 1`,
    );
    // The connection's owner service first, then the service it connects.
    expect(rows[0]!.service_ids).toEqual([SERVICES.daybook, SERVICES.acmeWeather]);
  });
});

describe("partners read their services' feedback", () => {
  it('gives the members of the owning organization its items, with their user and context service', async () => {
    for (const client of [olivia, milo]) {
      const r = await page(client, {});
      expect(r.errors).toBeUndefined();
      const p = r.data!.appletFeedback;
      expect(p.total_count).toBe(5);
      expect(p.items.map((i: any) => [i.user.login, i.applet_kind])).toEqual([
        ['mara', 'connection'],
        ['rey', 'connection'],
        ['milo', 'connection'],
        ['milo', 'applet'],
        ['olivia', 'applet'],
      ]);
      expect(p.items[1]).toMatchObject({
        type: 'feedback',
        like: false,
        opinion_code: 'unexpected',
        opinion_label: "Doesn't work as expected",
        applet_id: DEMO_CONNECTION,
        context_channel: { id: SERVICES.acmeWeather, name: 'Acme Weather' },
        reported: false,
        hidden: false,
      });
      expect(p.items[3]).toMatchObject({ applet_name: 'Forecast for each entry', text: 'Takes an hour' });
    }
    // Seen from Acme Weather's page, the context is Daybook.
    const weather = await page(olivia, { service_id: SERVICES.acmeWeather, applet_id: appletId });
    expect(weather.data!.appletFeedback.items.map((i: any) => i.context_channel.id)).toEqual([
      SERVICES.daybook,
      SERVICES.daybook,
    ]);
  });

  it('refuses everyone else: FORBIDDEN, never a 500', async () => {
    for (const client of [rey, mara, sol, nia]) {
      const r = await page(client, {});
      expect(r.status).toBe(200);
      expect(code(r)).toBe('FORBIDDEN');
      expect(r.errors![0]!.message).toBe(NOT_YOUR_SERVICE);
    }
    expect(code(await page(sol, { service_id: 'daybook' }))).toBe('FORBIDDEN');
    expect(code(await page(sol, { service_id: '99999999-0000-4000-8000-000000000000' }))).toBe('FORBIDDEN');
    // Only staff list the reported items.
    const reported = await page(olivia, { reported_only: true });
    expect(code(reported)).toBe('FORBIDDEN');
    expect(reported.errors![0]!.message).toBe(STAFF_ONLY);
    expect(code(await gw.client().gql(PAGE, { service_id: SERVICES.daybook }))).toBe('UNAUTHENTICATED');
  });

  it('gives staff any service feedback', async () => {
    expect((await page(stella, {})).data!.appletFeedback.total_count).toBe(5);
  });

  it('answers bad paging arguments as bad input', async () => {
    for (const variables of [
      { order: 'name' },
      { direction: 'up' },
      { first: 0 },
      { first: 101 },
      { cursor: 'nope' },
    ]) {
      expect({ variables, code: code(await page(olivia, variables)) }).toEqual({
        variables,
        code: 'BAD_USER_INPUT',
      });
    }
  });

  it('counts the opinions of a connection for its partners and staff', async () => {
    const expected = {
      like: 1,
      dislike: 2,
      ratings_count: 3,
      opinions: { unexpected: 1, no_response: 0, others: 1 },
      positive_percentage: 33,
      negative_percentage: 67,
    };
    for (const client of [olivia, milo, stella])
      expect(
        (await client.gql(COUNTS, { kind: 'connection', id: DEMO_CONNECTION })).data!.appletFeedbackCounts,
      ).toEqual(expected);
    expect(code(await sol.gql(COUNTS, { kind: 'connection', id: DEMO_CONNECTION }))).toBe('FORBIDDEN');
    expect(code(await rey.gql(COUNTS, { kind: 'connection', id: DEMO_CONNECTION }))).toBe('FORBIDDEN');
    // Nothing given yet: nothing to tell.
    expect(
      (await sol.gql(COUNTS, { kind: 'applet', id: '99999999-0000-4000-8000-000000000000' })).data!
        .appletFeedbackCounts,
    ).toMatchObject({ ratings_count: 0, positive_percentage: 0, negative_percentage: 0 });
  });
});

describe('abuse reports and hiding', () => {
  const firstItem = async () => (await page(olivia, {})).data!.appletFeedback.items[0] as { id: string };

  it('lets those who may read an item report it, once; anybody else gets NOT_FOUND', async () => {
    const item = await firstItem();
    for (let i = 0; i < 2; i++)
      expect((await milo.gql(REPORT, { type: 'feedback', id: item.id })).data!.reportFeedbackAbuse).toEqual({
        id: item.id,
        reported: true,
      });
    const { rows } = await gw.gateway.db.query(
      'SELECT 1 FROM observability.feedback_reports WHERE feedback_id = $1',
      [item.id],
    );
    expect(rows).toHaveLength(1);
    for (const client of [sol, rey, nia])
      expect(code(await client.gql(REPORT, { type: 'feedback', id: item.id }))).toBe('NOT_FOUND');
    expect(code(await milo.gql(REPORT, { type: 'feedback', id: 'nope' }))).toBe('NOT_FOUND');
    expect(code(await milo.gql(REPORT, { type: 'comment', id: item.id }))).toBe('BAD_USER_INPUT');

    // Acme's members see it reported; staff list it among the reported ones.
    expect((await page(olivia, {})).data!.appletFeedback.items[0]).toMatchObject({
      id: item.id,
      reported: true,
    });
    const reported = await page(stella, { reported_only: true });
    expect(reported.data!.appletFeedback.items.map((i: any) => i.id)).toEqual([item.id]);
  });

  it('lets staff alone hide an item: gone for members, shown to staff', async () => {
    const item = await firstItem();
    const refused = await olivia.gql(HIDE, { type: 'feedback', id: item.id, hidden: true });
    expect(code(refused)).toBe('FORBIDDEN');
    const hidden = await stella.gql(HIDE, { type: 'feedback', id: item.id, hidden: true });
    expect(hidden.data!.hideFeedback).toMatchObject({ id: item.id, hidden: true });

    const members = (await page(olivia, {})).data!.appletFeedback;
    expect(members.total_count).toBe(4);
    expect(members.items.map((i: any) => i.id)).not.toContain(item.id);
    const staff = (await page(stella, {})).data!.appletFeedback;
    expect(staff.total_count).toBe(5);
    expect(staff.items[0]).toMatchObject({ id: item.id, hidden: true });
    // A hidden item cannot be reported by those who no longer see it.
    expect(code(await milo.gql(REPORT, { type: 'feedback', id: item.id }))).toBe('NOT_FOUND');
    expect(
      code(
        await stella.gql(HIDE, {
          type: 'feedback',
          id: '99999999-0000-4000-8000-000000000000',
          hidden: true,
        }),
      ),
    ).toBe('NOT_FOUND');

    await stella.gql(HIDE, { type: 'feedback', id: item.id, hidden: false });
    expect((await page(olivia, {})).data!.appletFeedback.total_count).toBe(5);
  });
});

describe('suggestions', () => {
  it('travel from the connections domain to the feedback page of the service they are about', async () => {
    const sent = await nia.gql(SEND, {
      input: {
        service_name: 'Daybook recipes',
        text: 'An applet for recipes',
        type: 'applet',
        channel_id: SERVICES.daybook,
      },
    });
    expect(sent.data!.sendSuggestion.errors).toEqual([]);
    const id = sent.data!.sendSuggestion.suggestion.id as string;
    await waitForEventsSettled(gw.gateway.db);

    // 'connection' is read as 'applet'.
    for (const content_type of ['applet', 'connection']) {
      const r = await olivia.gql(SUGGESTIONS, { service_id: SERVICES.daybook, content_type });
      expect(r.data!.channelSuggestions).toEqual({
        items: [
          {
            id,
            type: 'suggestion',
            suggestion_name: 'Daybook recipes',
            suggestion_type: 'applet',
            text: 'An applet for recipes',
            user: { login: 'nia' },
            reported: false,
            hidden: false,
          },
        ],
        total_count: 1,
      });
    }
    expect(
      (await olivia.gql(SUGGESTIONS, { service_id: SERVICES.daybook, content_type: 'service' })).data!
        .channelSuggestions.total_count,
    ).toBe(0);
    expect(
      code(await olivia.gql(SUGGESTIONS, { service_id: SERVICES.daybook, content_type: 'recipe' })),
    ).toBe('BAD_USER_INPUT');
    expect(code(await sol.gql(SUGGESTIONS, { service_id: SERVICES.daybook, content_type: 'applet' }))).toBe(
      'FORBIDDEN',
    );

    // Reported by a member, hidden by staff.
    expect((await milo.gql(REPORT, { type: 'suggestion', id })).data!.reportFeedbackAbuse.reported).toBe(
      true,
    );
    expect(code(await sol.gql(REPORT, { type: 'suggestion', id }))).toBe('NOT_FOUND');
    expect((await stella.gql(HIDE, { type: 'suggestion', id, hidden: true })).data!.hideFeedback.hidden).toBe(
      true,
    );
    expect(
      (await olivia.gql(SUGGESTIONS, { service_id: SERVICES.daybook, content_type: 'applet' })).data!
        .channelSuggestions.total_count,
    ).toBe(0);
    expect(
      (
        await stella.gql(SUGGESTIONS, {
          service_id: SERVICES.daybook,
          content_type: 'applet',
          reported_only: true,
        })
      ).data!.channelSuggestions.items,
    ).toEqual([expect.objectContaining({ id, reported: true, hidden: true })]);
  });
});

describe('suggestions that name no service', () => {
  const unnamed = (c: TestClient, variables: Record<string, unknown> = {}) =>
    c.gql<{ channelSuggestions: any }>(SUGGESTIONS, { content_type: 'service', ...variables });
  const ids: string[] = [];

  beforeAll(async () => {
    // As the composer's step picker sends them ("Can't find your service? Suggest it"): no channel_id.
    for (const [client, service_name] of [
      [milo, 'Lighthouse'],
      [sol, 'Harbour Master'],
    ] as const) {
      const sent = await client.gql(SEND, {
        input: { service_name, text: `Please add ${service_name}`, type: 'service' },
      });
      expect(sent.data!.sendSuggestion.errors).toEqual([]);
      ids.push(sent.data!.sendSuggestion.suggestion.id as string);
    }
    await waitForEventsSettled(gw.gateway.db);
  });

  it('reach staff, newest or oldest first, and no service page', async () => {
    const newest = await unnamed(stella);
    expect(newest.errors).toBeUndefined();
    expect(newest.data!.channelSuggestions).toEqual({
      items: [
        expect.objectContaining({
          id: ids[1],
          type: 'suggestion',
          suggestion_name: 'Harbour Master',
          suggestion_type: 'service',
          text: 'Please add Harbour Master',
          user: { login: 'sol' },
          reported: false,
          hidden: false,
        }),
        expect.objectContaining({ id: ids[0], suggestion_name: 'Lighthouse', user: { login: 'milo' } }),
      ],
      total_count: 2,
    });
    const oldest = await unnamed(stella, { order: 'created_at_asc' });
    expect(oldest.data!.channelSuggestions.items.map((i: any) => i.id)).toEqual([ids[0], ids[1]]);
    // An explicit null is the same list; other content types hold none of them.
    expect((await unnamed(stella, { service_id: null })).data!.channelSuggestions.total_count).toBe(2);
    expect((await unnamed(stella, { content_type: 'applet' })).data!.channelSuggestions.total_count).toBe(0);
    const daybook = await stella.gql(SUGGESTIONS, { service_id: SERVICES.daybook, content_type: 'service' });
    expect(daybook.data!.channelSuggestions.items.map((i: any) => i.id)).not.toContain(ids[0]);
    expect(code(await unnamed(stella, { content_type: 'recipe' }))).toBe('BAD_USER_INPUT');
  });

  it('refuse everyone but staff: FORBIDDEN, signed out UNAUTHENTICATED', async () => {
    // Members of every demo organization, their senders among them, and a user with none.
    for (const client of [olivia, milo, rey, mara, sol, nia]) {
      const r = await unnamed(client);
      expect(r.status).toBe(200);
      expect(code(r)).toBe('FORBIDDEN');
      expect(r.errors![0]!.message).toBe(UNNAMED_STAFF_ONLY);
      expect(code(await unnamed(client, { reported_only: true }))).toBe('FORBIDDEN');
    }
    expect(code(await unnamed(gw.client()))).toBe('UNAUTHENTICATED');
  });

  it('are reported and hidden by staff alone; anybody else NOT_FOUND or FORBIDDEN', async () => {
    const [lighthouse, harbour] = ids as [string, string];
    // Not even their sender may report them: nobody's organization owns them.
    for (const client of [milo, olivia, sol, nia])
      expect(code(await client.gql(REPORT, { type: 'suggestion', id: lighthouse }))).toBe('NOT_FOUND');
    expect((await unnamed(stella, { reported_only: true })).data!.channelSuggestions.total_count).toBe(0);
    for (let i = 0; i < 2; i++)
      expect(
        (await stella.gql(REPORT, { type: 'suggestion', id: lighthouse })).data!.reportFeedbackAbuse,
      ).toEqual({ id: lighthouse, reported: true });
    expect((await unnamed(stella, { reported_only: true })).data!.channelSuggestions).toEqual({
      items: [expect.objectContaining({ id: lighthouse, reported: true, hidden: false })],
      total_count: 1,
    });

    expect(code(await olivia.gql(HIDE, { type: 'suggestion', id: harbour, hidden: true }))).toBe('FORBIDDEN');
    expect(
      (await stella.gql(HIDE, { type: 'suggestion', id: harbour, hidden: true })).data!.hideFeedback,
    ).toMatchObject({ id: harbour, hidden: true, text: 'Please add Harbour Master' });
    // Staff still list it, marked hidden; and show it again.
    expect((await unnamed(stella)).data!.channelSuggestions.items).toEqual([
      expect.objectContaining({ id: harbour, hidden: true }),
      expect.objectContaining({ id: lighthouse, reported: true }),
    ]);
    await stella.gql(HIDE, { type: 'suggestion', id: harbour, hidden: false });
    expect((await unnamed(stella)).data!.channelSuggestions.items[0]).toMatchObject({ hidden: false });
  });
});

describe('cursor pages through the gateway', () => {
  // 45 opinions concerning Acme Notes (Acme's), stored as giving them would store them.
  beforeAll(async () => {
    for (let n = 1; n <= 45; n++)
      await saveOpinion(gw.gateway.db, {
        userId: `00000000-0000-4000-8000-${String(1000 + n).padStart(12, '0')}`,
        appletId: `a0000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
        opinion: checkOpinion({ kind: 'applet', like: n % 3 === 0, text: `#${n}` }).opinion!,
        context: { name: `Applet ${n}`, service_ids: [SERVICES.acmeNotes, SERVICES.acmeWeather] },
      });
    // Some given in the same instant.
    await gw.gateway.db.query(
      `UPDATE observability.applet_feedback_services s SET created_at = '2026-01-01T00:00:00Z'
         FROM observability.applet_feedback f
        WHERE f.id = s.feedback_id AND f.text IN ('#20', '#21', '#22', '#23')`,
    );
  });

  async function walk(order: string) {
    const numbers: number[] = [];
    const pages: any[] = [];
    let cursor: string | null = null;
    do {
      const r: { data?: { appletFeedback: any } } = await page(olivia, {
        service_id: SERVICES.acmeNotes,
        order,
        cursor,
        first: 20,
      });
      const p = r.data!.appletFeedback;
      pages.push(p);
      numbers.push(...p.items.map((i: any) => Number(i.text.slice(1))));
      cursor = p.hasNextPage ? p.endCursor : null;
    } while (cursor);
    return { numbers, pages };
  }

  it('pages through 45 items both ways, newest or oldest first', async () => {
    const newest = await walk('created_at_desc');
    expect(
      newest.pages.map((p) => [p.items.length, p.hasPreviousPage, p.hasNextPage, p.total_count]),
    ).toEqual([
      [20, false, true, 45],
      [20, true, true, 45],
      [5, true, false, 45],
    ]);
    expect(new Set(newest.numbers).size).toBe(45);
    const oldest = await walk('created_at_asc');
    expect(oldest.numbers).toEqual([...newest.numbers].reverse());

    // Back from the last page, previous pages are the same pages again.
    for (const { pages } of [newest, oldest]) {
      const order = pages === newest.pages ? 'created_at_desc' : 'created_at_asc';
      const second = await page(olivia, {
        service_id: SERVICES.acmeNotes,
        order,
        cursor: pages[2].startCursor,
        direction: 'previous',
      });
      expect(second.data!.appletFeedback).toEqual(pages[1]);
      const first = await page(olivia, {
        service_id: SERVICES.acmeNotes,
        order,
        cursor: pages[1].startCursor,
        direction: 'previous',
      });
      expect(first.data!.appletFeedback).toEqual(pages[0]);
    }
  });
});

/**
 * Users' time zones (issue 40.3): each user sets their own, to a zone from the list; only they read
 * it; the change reaches the signed Viewer and is published (identity.user_timezone_changed) with it.
 */
import { startTestGateway, type RunningGateway } from '../testing/testGateway';
import type { TestClient } from '../testing/testClient';

const SET = `mutation($tz: String!) {
  updateMyTimezone(timezone: $tz) { user { login timezone } errors { attribute message } }
}`;
const ME = '{ me { login timezone } }';

let gw: RunningGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(() => gw.stop());

const stored = async (login: string) =>
  (
    await gw.gateway.db.query<{ timezone: string | null }>(
      'SELECT timezone FROM identity.users WHERE login = $1',
      [login],
    )
  ).rows[0].timezone;
const published = async (login: string) =>
  (
    await gw.gateway.db.query<{ data: { user_id: string; timezone: string } }>(
      `SELECT o.data FROM events.outbox o JOIN identity.users u ON u.id = (o.data->>'user_id')::uuid
        WHERE o.type = 'identity.user_timezone_changed' AND u.login = $1 ORDER BY o.seq`,
      [login],
    )
  ).rows.map((r) => r.data.timezone);

it("sets and reads the signed-in user's own zone; the change is published and reaches the Viewer", async () => {
  const olivia = await gw.client().login('olivia');
  expect((await olivia.gql(ME)).data!.me).toEqual({ login: 'olivia', timezone: null });
  expect((await olivia.session()).viewer?.timezone).toBe('UTC');

  const set = await olivia.gql(SET, { tz: 'Europe/Paris' });
  expect(set.errors).toBeUndefined();
  expect(set.data!.updateMyTimezone).toEqual({
    user: { login: 'olivia', timezone: 'Europe/Paris' },
    errors: [],
  });
  expect((await olivia.gql(ME)).data!.me.timezone).toBe('Europe/Paris');
  expect(await stored('olivia')).toBe('Europe/Paris');
  expect(await published('olivia')).toEqual(['Europe/Paris']);
  const { rows } = await gw.gateway.db.query<{ id: string }>(
    "SELECT id FROM identity.users WHERE login = 'olivia'",
  );
  const [event] = (
    await gw.gateway.db.query<{ data: unknown }>(
      "SELECT data FROM events.outbox WHERE type = 'identity.user_timezone_changed' AND data->>'user_id' = $1",
      [rows[0].id],
    )
  ).rows;
  expect(event.data).toEqual({ user_id: rows[0].id, timezone: 'Europe/Paris' });

  // The same zone again changes and publishes nothing; UTC is a zone like any other.
  await olivia.gql(SET, { tz: 'Europe/Paris' });
  expect(await published('olivia')).toEqual(['Europe/Paris']);
  expect((await olivia.gql(SET, { tz: 'UTC' })).data!.updateMyTimezone.errors).toEqual([]);
  expect(await published('olivia')).toEqual(['Europe/Paris', 'UTC']);

  await olivia.gql(SET, { tz: 'America/New_York' });
  // The user's next requests (after the 2 s the gateway keeps a session in memory) carry the zone.
  await new Promise((r) => setTimeout(r, 2100));
  expect((await olivia.session()).viewer?.timezone).toBe('America/New_York');
});

it('refuses a zone that is not in the list, naming the attribute, and changes nothing', async () => {
  const milo = await gw.client().login('milo');
  await milo.gql(SET, { tz: 'Asia/Tokyo' });
  for (const tz of [
    'Mars/Olympus_Mons',
    '',
    'europe/paris',
    'GMT+2',
    'Europe/Paris; DROP TABLE',
    'x'.repeat(300),
  ]) {
    const r = await milo.gql(SET, { tz });
    expect(r.errors).toBeUndefined();
    expect(r.data!.updateMyTimezone).toEqual({
      user: null,
      errors: [{ attribute: 'timezone', message: 'Choose a time zone from the list.' }],
    });
  }
  expect(await stored('milo')).toBe('Asia/Tokyo');
  expect(await published('milo')).toEqual(['Asia/Tokyo']);
});

it("shows no one another user's zone", async () => {
  const sol = await gw.client().login('sol');
  await sol.gql(SET, { tz: 'Australia/Sydney' });
  const stella = await gw.client().login('stella');
  const found = await stella.gql(`query { userByLogin(login: "sol") { login timezone } }`);
  expect(found.data!.userByLogin).toEqual({ login: 'sol', timezone: null });
});

it('needs a signed-in user and the CSRF token, like every state change', async () => {
  const rey = await gw.client().login('rey');
  const res = await rey.request('/graphql', {
    method: 'POST',
    json: { query: SET, variables: { tz: 'Europe/Lisbon' } },
    csrf: false,
  });
  expect(res.status).toBe(403);
  expect(await stored('rey')).toBeNull();

  const anonymous = gw.client();
  await anonymous.session();
  const answer = await anonymous.request('/graphql', {
    method: 'POST',
    json: { query: SET, variables: { tz: 'Europe/Lisbon' } },
  });
  expect(answer.status).toBeLessThan(500);
  const body = (await answer.json()) as { errors?: { extensions?: { code?: string } }[] };
  expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
});

describe('the account page', () => {
  const page = async (c: TestClient) => {
    const res = await c.request('/account', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    return res.text();
  };
  const selected = (html: string) => /<option value="([^"]+)" selected>/.exec(html)?.[1] ?? null;

  it("offers every zone with the user's own selected, and saves the form", async () => {
    const maker = await gw.client().login('mara');
    const before = await page(maker);
    expect(before).toContain('<label for="timezone">Your time zone</label>');
    expect(before).toContain('Not chosen yet: UTC is used.');
    expect(selected(before)).toBe('UTC');
    expect(before.match(/<option /g)!.length).toBe(
      new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']).size,
    );

    const saved = await maker.request('/account/timezone', {
      method: 'POST',
      form: { timezone: 'America/Sao_Paulo' },
      headers: { accept: 'text/html' },
    });
    expect(saved.status).toBe(200);
    const after = await saved.text();
    expect(after).toContain('Your time zone is now America/Sao_Paulo.');
    expect(selected(after)).toBe('America/Sao_Paulo');
    expect(await stored('mara')).toBe('America/Sao_Paulo');
    expect(await published('mara')).toEqual(['America/Sao_Paulo']);
    // The session carries the new zone at once (the page refreshed it).
    expect((await maker.session()).viewer?.timezone).toBe('America/Sao_Paulo');
  });

  it('refuses an unknown zone under its field (422), and answers JSON in kind', async () => {
    const maker = await gw.client().login('mara');
    const refused = await maker.request('/account/timezone', {
      method: 'POST',
      form: { timezone: 'Atlantis/Capital' },
      headers: { accept: 'text/html' },
    });
    expect(refused.status).toBe(422);
    const html = await refused.text();
    expect(html).toContain(
      '<p class="field-error" id="timezone-error">Choose a time zone from the list.</p>',
    );
    expect(html).toContain('aria-invalid="true"');
    const json = await maker.request('/account/timezone', { method: 'POST', json: { timezone: 42 } });
    expect(json.status).toBe(422);
    expect(await json.json()).toEqual({
      error: 'Choose a time zone from the list.',
      errors: [{ attribute: 'timezone', message: 'Choose a time zone from the list.' }],
    });
    expect(await stored('mara')).toBe('America/Sao_Paulo');
    const noToken = await maker.request('/account/timezone', {
      method: 'POST',
      json: { timezone: 'Europe/Rome' },
      csrf: false,
    });
    expect(noToken.status).toBe(403);
    expect(await stored('mara')).toBe('America/Sao_Paulo');
  });
});

import { INTERNAL_HEADER, signInternal, type Memberships, type Viewer } from '@switchyard/server-kit';
import {
  ACME,
  appletBody,
  DAYBOOK,
  daybookConfiguration,
  SOL_STUDIO,
  viewer,
  WEATHER,
  weatherConfiguration,
} from './applets/appletFixtures.testing';
import { startComposer, type ComposerHarness } from './applets/appletHarness.testing';
import { FEEDBACK_CONTEXT_PATH } from './feedbackContextRoute';

// The observability domain's question before it stores a user's opinion of an applet: does the user
// have it (made it, or turned it on)? Signed internal calls only (the harness's SESSION_SECRET).
jest.setTimeout(60_000);

let h: ComposerHarness;
const olivia = viewer('olivia', { tier: 'pro_plus', maker: true });
const milo = viewer('milo', { tier: 'pro' });
const sol = viewer('sol');
const membershipsOf = (v: Viewer): Memberships =>
  v === sol ? { [SOL_STUDIO]: 'owner' } : { [ACME]: v === olivia ? 'owner' : 'member' };
let appletId: string;

beforeAll(async () => {
  h = await startComposer([daybookConfiguration(), weatherConfiguration()], membershipsOf);
  // Olivia's applet: Daybook's trigger, then Weather's action and Daybook's own.
  const res = await h.call(
    olivia,
    'POST',
    '/applets',
    appletBody({
      name: 'Entries, forecasts and copies',
      applet_actions: [
        {
          channel_module_name: 'weather',
          module_name: 'send_forecast',
          fields: [{ name: 'city', default_value_json: '"Lisbon"' }],
        },
        ...appletBody().applet.applet_actions,
      ],
    }),
  );
  if (res.status !== 201)
    throw new Error(`POST /applets answered ${res.status}: ${JSON.stringify(res.body)}`);
  appletId = res.body.applet.id;
});
afterAll(() => h?.close());

const ask = async (
  body: unknown,
  signature: string | null = signInternal('observability', 'test-secret'),
) => {
  const res = await fetch(h.base + FEEDBACK_CONTEXT_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature ? { [INTERNAL_HEADER]: signature } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
};

it("answers the applet's name and services, the trigger's first, to a signed call about its maker", async () => {
  expect(await ask({ user_id: olivia.id, applet_id: appletId })).toEqual({
    status: 200,
    body: { name: 'Entries, forecasts and copies', service_ids: [DAYBOOK, WEATHER] },
  });
});

it('refuses an unsigned or forged call as an unknown path', async () => {
  expect((await ask({ user_id: olivia.id, applet_id: appletId }, null)).status).toBe(404);
  expect(
    (await ask({ user_id: olivia.id, applet_id: appletId }, signInternal('observability', 'not-the-secret')))
      .status,
  ).toBe(404);
});

it("answers 404 for another user's applet and for an unknown one", async () => {
  expect((await ask({ user_id: milo.id, applet_id: appletId })).status).toBe(404);
  expect((await ask({ user_id: olivia.id, applet_id: '99999999-0000-4000-8000-000000000000' })).status).toBe(
    404,
  );
});

it('answers for a user who turned a published applet on, and still once they turned it off', async () => {
  expect((await h.call(olivia, 'PUT', `/applets/${appletId}/status`, { status: 'published' })).status).toBe(
    200,
  );
  expect((await h.call(milo, 'PUT', `/applets/${appletId}/settings`, { field_values: {} })).status).toBe(200);
  expect((await ask({ user_id: milo.id, applet_id: appletId })).status).toBe(200);
  expect((await h.call(milo, 'POST', `/applets/${appletId}/disable`)).status).toBe(200);
  expect((await ask({ user_id: milo.id, applet_id: appletId })).body.service_ids).toEqual([DAYBOOK, WEATHER]);
});

it('names malformed ids as bad input', async () => {
  const r = await ask({ user_id: 'olivia', applet_id: appletId });
  expect(r.status).toBe(400);
  expect(r.body.errors).toEqual([{ attribute: 'user_id', message: expect.any(String) }]);
});

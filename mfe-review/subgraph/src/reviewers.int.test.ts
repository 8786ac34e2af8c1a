import { type RunningGateway, startTestGateway, type TestClient } from '@switchyard/platform-testing';
import { SERVICE_ID_MISMATCH } from '@switchyard/review-common/reviewers';

// Reviewer assignment through the gateway, per role: PATCH …/reviewers/add and …/remove with the
// service's id, and what the review page reads back (Service.reviewers, viewer_is_reviewer).
let gw: RunningGateway;
// Starting the whole platform takes a while on a busy machine.
beforeAll(async () => {
  gw = await startTestGateway();
}, 180_000);
afterAll(() => gw?.stop());

const SERVICE = `query($m: String!) { service(module_name: $m) { id review_status reviewers { id login name assigned_at } viewer_is_reviewer } }`;

async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 10_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The id of acme_weather, once review has learnt it from service-config's event. */
async function weatherId(client: TestClient): Promise<string> {
  const r = await eventually(
    () => client.gql(SERVICE, { m: 'acme_weather' }),
    (r) => r.data?.service?.review_status != null,
  );
  return r.data!.service.id as string;
}

const patch = (client: TestClient, change: 'add' | 'remove', json: unknown, slug = 'acme_weather') =>
  client.request(`/services/${slug}/reviewers/${change}`, { method: 'PATCH', json });

it('lets the review team and staff assign and unassign themselves, answering the username', async () => {
  const rey = await gw.client().login('rey');
  const stella = await gw.client().login('stella');
  const id = await weatherId(rey);

  const added = await patch(rey, 'add', { service_id: id });
  expect(added.status).toBe(200);
  expect(await added.json()).toEqual({ username: 'rey' });
  // Assigning again changes nothing.
  expect((await patch(rey, 'add', { service_id: id })).status).toBe(200);
  const byStaff = await patch(stella, 'add', { service_id: id });
  expect(await byStaff.json()).toEqual({ username: 'stella' });

  const seenByRey = (await rey.gql(SERVICE, { m: 'acme_weather' })).data!.service;
  expect(seenByRey.reviewers.map((r: { login: string }) => r.login)).toEqual(['rey', 'stella']);
  expect(seenByRey.reviewers[0]).toMatchObject({ login: 'rey', name: expect.any(String) });
  expect(seenByRey.viewer_is_reviewer).toBe(true);

  const removed = await patch(rey, 'remove', { service_id: id });
  expect(removed.status).toBe(200);
  expect(await removed.json()).toEqual({ username: 'rey' });
  const after = (await rey.gql(SERVICE, { m: 'acme_weather' })).data!.service;
  expect(after.reviewers.map((r: { login: string }) => r.login)).toEqual(['stella']);
  expect(after.viewer_is_reviewer).toBe(false);
  expect((await stella.gql(SERVICE, { m: 'acme_weather' })).data!.service.viewer_is_reviewer).toBe(true);
  expect((await patch(stella, 'remove', { service_id: id })).status).toBe(200);
});

it('is not for members, outsiders or signed-out visitors, and shows them no reviewers', async () => {
  const rey = await gw.client().login('rey');
  const id = await weatherId(rey);
  await patch(rey, 'add', { service_id: id });

  for (const login of ['olivia', 'milo', 'sol']) {
    const client = await gw.client().login(login);
    expect((await patch(client, 'add', { service_id: id })).status).toBe(404);
    expect((await patch(client, 'remove', { service_id: id })).status).toBe(404);
  }
  const olivia = await gw.client().login('olivia');
  const seen = (await olivia.gql(SERVICE, { m: 'acme_weather' })).data!.service;
  expect(seen).toMatchObject({ reviewers: [], viewer_is_reviewer: false });

  const anonymous = gw.client();
  await anonymous.session();
  expect((await patch(anonymous, 'add', { service_id: id })).status).toBe(401);
  // Without the anti-forgery token the change is refused before anything else.
  expect(
    (
      await rey.request('/services/acme_weather/reviewers/remove', {
        method: 'PATCH',
        json: { service_id: id },
        csrf: false,
      })
    ).status,
  ).toBe(403);
  const still = (await rey.gql(SERVICE, { m: 'acme_weather' })).data!.service;
  expect(still.reviewers.map((r: { login: string }) => r.login)).toEqual(['rey']);
  await patch(rey, 'remove', { service_id: id });
});

it('refuses a service_id that is not the service in the address, and an unknown service', async () => {
  const rey = await gw.client().login('rey');
  const id = await weatherId(rey);
  const notes = (await rey.gql(SERVICE, { m: 'acme_notes' })).data!.service.id as string;

  for (const body of [
    {},
    { service_id: notes },
    { service_id: 42 },
    { service_id: [id] },
    { service_id: `${id} ` },
  ]) {
    const res = await patch(rey, 'add', body);
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      errors: [{ attribute: 'service_id', message: SERVICE_ID_MISMATCH }],
    });
  }
  expect((await patch(rey, 'add', { service_id: id }, 'no_such_service')).status).toBe(404);
  const seen = (await rey.gql(SERVICE, { m: 'acme_weather' })).data!.service;
  expect(seen.reviewers).toEqual([]);
  expect((await rey.gql(SERVICE, { m: 'acme_notes' })).data!.service.reviewers).toEqual([]);
});

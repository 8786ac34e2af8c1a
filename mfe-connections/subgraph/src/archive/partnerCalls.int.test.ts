import { type RunningGateway, startTestGateway } from '@switchyard/platform-testing';
import { DEMO_CONNECTIONS } from '../seed';

// The calls the detail screen and the partner's applet list make, through the whole gateway as the
// web remote makes them (mfe-connections/README.md, "Detail screen, applet list, archive").
jest.setTimeout(120_000);

let gw: RunningGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(() => gw.stop());

async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 15_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

const id = DEMO_CONNECTIONS.published;

it('gets the feedback sections as HTML with the Accept header the page sends', async () => {
  const olivia = await gw.client().login('olivia');
  for (const section of ['summary', 'reasons', 'tips', 'list']) {
    const r = await olivia.request(`/connections/${id}/feedback.js?section=${section}`, {
      headers: { accept: '*/*' },
    });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await r.text()).toContain('class="sy-cfb');
  }
  // Why not `Accept: text/html`: a GET preferring HTML is answered with the app's page.
  const page = await olivia.request(`/connections/${id}/feedback.js?section=summary`, {
    headers: { accept: 'text/html' },
  });
  expect(await page.text()).not.toContain('class="sy-cfb');
  const sol = await gw.client().login('sol');
  expect(
    (await sol.request(`/connections/${id}/feedback.js?section=summary`, { headers: { accept: '*/*' } }))
      .status,
  ).toBe(404);
});

it('lists the demo connection among the service Applets, and pins and unpins it', async () => {
  const milo = await gw.client().login('milo');
  const listed = async () =>
    (
      await milo.gql<{ serviceApplets: { id: string; kind: string; pinned: boolean }[] }>(
        `query ($m: String!) { serviceApplets(module_name: $m) { id kind pinned } }`,
        { m: 'daybook' },
      )
    ).data?.serviceApplets ?? [];
  const applets = await eventually(listed, (list) => list.some((a) => a.id === id));
  expect(applets).toContainEqual({ id, kind: 'connection', pinned: false });

  const pin = await milo.request('/services/daybook/pinned_applets/pin', {
    method: 'POST',
    json: { applet_id: id },
  });
  expect(pin.status).toBe(200);
  expect((await pin.json()).pinned).toEqual([id]);
  expect((await listed())[0]).toEqual({ id, kind: 'connection', pinned: true });

  const unpin = await milo.request('/services/daybook/pinned_applets/unpin', {
    method: 'POST',
    json: { applet_id: id },
  });
  expect(await unpin.json()).toEqual({ pinned: [] });

  const counts = await milo.gql(
    `query ($ids: [ID!]!) { feedbackCountsOf(kind: "connection", applet_ids: $ids) { applet_id counts { like dislike } } }`,
    { ids: [id] },
  );
  expect(counts.errors).toBeUndefined();
});

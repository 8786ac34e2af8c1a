import { type RunningGateway, startTestGateway } from '@switchyard/platform-testing';

// Review and service-config through their events only: review learns the seeded services from
// service.configuration_changed; a staff transition reaches service-config as
// service.review_status_changed, which turns the service's read-only state on or off.
let gw: RunningGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(() => gw.stop());

async function eventually<T>(
  read: () => Promise<T>,
  ok: (value: T) => boolean,
  timeoutMs = 10_000,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

const SERVICE = `query($m: String!) { service(module_name: $m) { id published review_status review_status_label review_actions } }`;

it('review knows the seeded services and their state', async () => {
  const olivia = await gw.client().login('olivia');
  const weather = await eventually(
    () => olivia.gql(SERVICE, { m: 'acme_weather' }),
    (r) => r.data?.service?.review_status !== null,
  );
  expect(weather.data!.service).toMatchObject({
    published: true,
    review_status: 2,
    review_status_label: 'Published',
  });
  const notes = await olivia.gql(SERVICE, { m: 'acme_notes' });
  expect(notes.data!.service).toMatchObject({
    published: false,
    review_status: 0,
    review_actions: ['start'],
  });
});

it('checks a submission and refuses one that fails, naming what to fix', async () => {
  const olivia = await gw.client().login('olivia');
  const check = await olivia.request('/services/acme_notes/publish/submit');
  expect(check.status).toBe(200);
  const body = await check.json();
  expect(body).toMatchObject({ passed: false, review_status: 0 });
  expect(body.progress.failed_tests).toEqual(expect.arrayContaining(['Category is required']));
  const start = await olivia.request('/services/acme_notes/review_status/start', {
    method: 'POST',
    json: {},
  });
  expect(start.status).toBe(422);
  expect((await start.json()).error).toBe(
    'Before we can review your submission, please fix the red issues listed.',
  );
  const outsider = await gw.client().login('sol');
  expect((await outsider.request('/services/acme_notes/publish/submit')).status).toBe(404);
});

describe('clone', () => {
  const STEPS = `query($m: String!) { service(module_name: $m) { id name published triggers { id slug name description verbiage } actions { slug } } }`;
  const DIFFS = `query($m: String!) { service(module_name: $m) { review { changes { from_published { diffs { path event data { property from } } } } } } }`;

  it("clones a published service as its staging service; the clone's review compares it with the original", async () => {
    const olivia = await gw.client().login('olivia');
    const sol = await gw.client().login('sol');
    expect((await sol.request('/services/acme_weather/clone', { method: 'POST', json: {} })).status).toBe(
      404,
    );
    expect(
      (await gw.client().request('/services/acme_weather/clone', { method: 'POST', json: {} })).status,
    ).toBe(403); // signed out: no anti-forgery token to send
    expect(
      (await olivia.request('/services/acme_weather/clone', { method: 'POST', json: {}, csrf: false }))
        .status,
    ).toBe(403);
    const res = await olivia.request('/services/acme_weather/clone', { method: 'POST', json: {} });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ cloned_service_url: '/services/acme_weather_staging' });
    const [original, clone] = await Promise.all(
      ['acme_weather', 'acme_weather_staging'].map(
        async (m) => (await olivia.gql(STEPS, { m })).data!.service,
      ),
    );
    expect(clone).toMatchObject({ name: original.name, published: false, actions: original.actions });
    expect(clone.triggers.map(({ id: _, ...t }: { id: string }) => t)).toEqual(
      original.triggers.map(({ id: _, ...t }: { id: string }) => t),
    );
    const trigger = clone.triggers[0];
    const update = await olivia.gql(
      `mutation($id: ID!, $slug: String, $verbiage: String) { triggerUpdate(id: $id, trigger_type: "protocol", name: "Severe weather alert", slug: $slug, description: "Fires on every severe weather alert in your city.", verbiage: $verbiage) { errors { attribute message } } }`,
      { id: trigger.id, slug: trigger.slug, verbiage: trigger.verbiage },
    );
    expect(update.data!.triggerUpdate.errors).toEqual([]);
    const diffs = await eventually(
      () => olivia.gql(DIFFS, { m: 'acme_weather_staging' }),
      (r) => (r.data?.service?.review?.changes.from_published?.diffs.length ?? 0) > 0,
    );
    expect(diffs.data!.service.review.changes.from_published.diffs).toEqual([
      {
        path: 'triggers.severe_weather_alert',
        event: 'update',
        data: { property: 'description', from: original.triggers[0].description },
      },
    ]);
  });
});

it('staff unpublish a service: service-config follows, and its editors are no longer read-only', async () => {
  const stella = await gw.client().login('stella');
  const milo = await gw.client().login('milo');
  expect(
    (await milo.request('/services/acme_weather/review_status/unpublish', { method: 'POST', json: {} }))
      .status,
  ).toBe(403);
  const res = await stella.request('/services/acme_weather/review_status/unpublish', {
    method: 'POST',
    json: {},
  });
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ review_status: 0, published: false });
  const olivia = await gw.client().login('olivia');
  const after = await eventually(
    () => olivia.gql(SERVICE, { m: 'acme_weather' }),
    (r) => r.data?.service?.published === false,
  );
  expect(after.data!.service).toMatchObject({ published: false, review_status: 0 });
  const again = await stella.request('/services/acme_weather/review_status/unpublish', {
    method: 'POST',
    json: {},
  });
  expect(again.status).toBe(422);
});

describe('feedback notes', () => {
  const PATH = 'channel.triggers.new_note.fields.notebook';
  const NOTES = `query($m: String!) { service(module_name: $m) { feedbacks { feedback_path index feedback username from_review_team time } } }`;

  it('the review team writes notes on a field, newlines as spaces; the partner reads them', async () => {
    const rey = await gw.client().login('rey');
    const res = await rey.request('/services/acme_notes/feedbacks', {
      method: 'POST',
      json: { feedback: 'Please say which\nnotebook.', feedback_path: PATH },
    });
    expect(res.status).toBe(201);
    const { feedbacks } = await res.json();
    expect(feedbacks).toEqual([
      expect.objectContaining({
        feedback_path: PATH,
        index: 0,
        feedback: 'Please say which notebook.',
        username: 'rey',
        from_review_team: true,
      }),
    ]);
    const olivia = await gw.client().login('olivia');
    const read = await olivia.gql(NOTES, { m: 'acme_notes' });
    expect(read.data!.service.feedbacks).toEqual(feedbacks);
  });

  it('refuses blank and oversized notes, bad paths, and anyone outside the review team, changing nothing', async () => {
    const rey = await gw.client().login('rey');
    const count = async () =>
      (await (await gw.client().login('olivia')).gql(NOTES, { m: 'acme_notes' })).data!.service.feedbacks
        .length;
    const before = await count();
    const post = (c: Awaited<ReturnType<typeof rey.login>>, json: unknown) =>
      c.request('/services/acme_notes/feedbacks', { method: 'POST', json });
    const blank = await post(rey, { feedback: ' \n ', feedback_path: PATH });
    expect(blank.status).toBe(422);
    expect((await blank.json()).error).toBe('You should write something first!');
    expect((await post(rey, { feedback: 'x'.repeat(2001), feedback_path: PATH })).status).toBe(422);
    expect((await post(rey, { feedback: 'ok', feedback_path: '../etc' })).status).toBe(422);
    expect(
      (await post(await gw.client().login('olivia'), { feedback: 'mine', feedback_path: PATH })).status,
    ).toBe(403);
    expect((await post(await gw.client().login('sol'), { feedback: 'x', feedback_path: PATH })).status).toBe(
      404,
    );
    expect(await count()).toBe(before);
  });

  it('deletes a note by its index in its path; the answer is the set that remains', async () => {
    const rey = await gw.client().login('rey');
    await rey.request('/services/acme_notes/feedbacks', {
      method: 'POST',
      json: { feedback: 'Second note.', feedback_path: PATH },
    });
    const del = await rey.request('/services/acme_notes/feedbacks/0', {
      method: 'DELETE',
      json: { feedback_path: PATH },
    });
    expect(del.status).toBe(200);
    expect(
      (await del.json()).feedbacks.map((f: { feedback: string; index: number }) => [f.index, f.feedback]),
    ).toEqual([[0, 'Second note.']]);
    const again = await rey.request('/services/acme_notes/feedbacks/5', {
      method: 'DELETE',
      json: { feedback_path: PATH },
    });
    expect(again.status).toBe(404);
    const milo = await gw.client().login('milo');
    expect(
      (
        await milo.request('/services/acme_notes/feedbacks/0', {
          method: 'DELETE',
          json: { feedback_path: PATH },
        })
      ).status,
    ).toBe(403);
  });
});

describe('applet defaults over REST', () => {
  const NEW_NOTE = '40000000-0000-4000-8000-000000000001';
  const READ = `query($m: String!, $t: ID) { service(module_name: $m) { stencils(trigger_id: $t) { slug value endpoint } } }`;

  it('saves a group and a single stencil for members; refuses the review team and malformed groups', async () => {
    const olivia = await gw.client().login('olivia');
    const group = await olivia.request('/services/acme_notes/stencils', {
      method: 'PUT',
      json: {
        partner_trigger_stencils: {
          trigger_id: [NEW_NOTE, NEW_NOTE],
          slug: ['title', 'tags'],
          value: ['{{title}}', 'notes'],
        },
      },
    });
    expect(group.status).toBe(200);
    expect((await group.json()).stencils).toHaveLength(12);
    const one = await olivia.request('/services/acme_notes/stencils/mobile', {
      method: 'PUT',
      json: { partner_trigger_stencil: { trigger_id: NEW_NOTE, value: 'New note: {{title}}' } },
    });
    expect(one.status).toBe(200);
    const saved = (await olivia.gql(READ, { m: 'acme_notes', t: NEW_NOTE })).data!.service.stencils.filter(
      (s: { value: string }) => s.value,
    );
    expect(saved).toEqual([
      { slug: 'mobile', value: 'New note: {{title}}', endpoint: 'new_note' },
      { slug: 'title', value: '{{title}}', endpoint: 'new_note' },
      { slug: 'tags', value: 'notes', endpoint: 'new_note' },
    ]);
    const rey = await gw.client().login('rey');
    expect(
      (
        await rey.request('/services/acme_notes/stencils/mobile', {
          method: 'PUT',
          json: { partner_trigger_stencil: { trigger_id: NEW_NOTE, value: 'x' } },
        })
      ).status,
    ).toBe(403);
    const uneven = await olivia.request('/services/acme_notes/stencils', {
      method: 'PUT',
      json: { partner_trigger_stencils: { trigger_id: [NEW_NOTE], slug: ['title', 'tags'], value: ['a'] } },
    });
    expect(uneven.status).toBe(422);
    expect((await uneven.json()).errors[0].attribute).toBe('partner_trigger_stencils');
  });
});

describe("staff's cache buttons", () => {
  const ACME = '10000000-0000-4000-8000-000000000001';
  const HEADER = `{ me { organizations { id name services { module_name name } } } }`;
  const acme = async (c: Awaited<ReturnType<ReturnType<RunningGateway['client']>['login']>>) =>
    (await c.gql(HEADER)).data!.me.organizations.find((o: { id: string }) => o.id === ACME);

  it('clear the service listing and the organization lists the header reads; staff only', async () => {
    const milo = await gw.client().login('milo');
    const before = await acme(milo);
    expect(before.services.map((s: { module_name: string }) => s.module_name)).toContain('acme_tasks');
    // Changed behind the domains' backs: the header's caches still hold the old names...
    await gw.gateway.db.query(
      "UPDATE service_config.services SET name = 'Acme Tasks Renamed' WHERE module_name = 'acme_tasks'",
    );
    await gw.gateway.db.query("UPDATE org.organizations SET name = 'Acme Renamed' WHERE id = $1", [ACME]);
    const stale = await acme(milo);
    expect(stale.name).toBe('Acme Automation');
    expect(stale.services.find((s: { module_name: string }) => s.module_name === 'acme_tasks').name).toBe(
      before.services.find((s: { module_name: string }) => s.module_name === 'acme_tasks').name,
    );
    const clear = (c: typeof milo, which: string) =>
      c.request(`/admin/cache/${which}`, { method: 'POST', json: { organization_id: ACME } });
    expect((await clear(milo, 'service_listing')).status).toBe(403);
    expect((await clear(milo, 'my_organization')).status).toBe(403);
    const stella = await gw.client().login('stella');
    for (const which of ['service_listing', 'my_organization', 'organization_users']) {
      const res = await clear(stella, which);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ cleared: true });
    }
    // ...until staff clear them.
    const fresh = await acme(milo);
    expect(fresh.name).toBe('Acme Renamed');
    expect(fresh.services.find((s: { module_name: string }) => s.module_name === 'acme_tasks').name).toBe(
      'Acme Tasks Renamed',
    );
  });
});

describe('delete', () => {
  it('deletes an unpublished service when its exact slug is sent, for members only; review forgets it', async () => {
    const olivia = await gw.client().login('olivia');
    const created = await olivia.request('/services/acme_notes/clone', { method: 'POST', json: {} });
    const { module_name } = await created.json();
    const del = (c: typeof olivia, slug: unknown, path = module_name) =>
      c.request(`/services/${path}`, { method: 'DELETE', json: { slug } });
    await eventually(
      () => olivia.gql(SERVICE, { m: module_name }),
      (r) => r.data?.service?.review_status !== null,
    );
    expect((await del(await gw.client().login('sol'), module_name)).status).toBe(404);
    const mistyped = await del(olivia, 'acme_notes');
    expect(mistyped.status).toBe(422);
    expect((await mistyped.json()).errors[0]).toEqual({
      attribute: 'slug',
      message: 'must be the exact slug of the service',
    });
    await gw.gateway.db.query('UPDATE service_config.services SET users_count = 101 WHERE module_name = $1', [
      module_name,
    ]);
    const popular = await del(olivia, module_name);
    expect(popular.status).toBe(422);
    expect((await popular.json()).error).toBe('Only a service with at most 100 users can be deleted.');
    await gw.gateway.db.query('UPDATE service_config.services SET users_count = 100 WHERE module_name = $1', [
      module_name,
    ]);
    const res = await del(olivia, module_name);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ deleted: true, redirect_to: '/' });
    expect((await olivia.gql(SERVICE, { m: module_name })).data!.service).toBeNull();
    await eventually(
      () => gw.gateway.db.query('SELECT 1 FROM review.services WHERE module_name = $1', [module_name]),
      (r) => r.rows.length === 0,
    );
    // The page itself is still the shell's: GET is not the delete route's.
    expect((await olivia.request('/services/acme_notes', { headers: { accept: 'text/html' } })).status).toBe(
      200,
    );
  });

  it('refuses a published service and changes nothing', async () => {
    const olivia = await gw.client().login('olivia');
    const { module_name } = await (
      await olivia.request('/services/acme_notes/clone', { method: 'POST', json: {} })
    ).json();
    // Published as review's event would leave it.
    await gw.gateway.db.query('UPDATE service_config.services SET published = true WHERE module_name = $1', [
      module_name,
    ]);
    const res = await olivia.request(`/services/${module_name}`, {
      method: 'DELETE',
      json: { slug: module_name },
    });
    expect(res.status).toBe(422);
    expect((await res.json()).error).toMatch(/^This service is published, so it is read-only\./);
    expect((await olivia.gql(SERVICE, { m: module_name })).data!.service).not.toBeNull();
  });
});

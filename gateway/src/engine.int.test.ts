import { startPartnerService, type PartnerService } from '@switchyard/partner-service';
import { startTestGateway, type RunningGateway } from './testing/testGateway';
import type { TestClient } from './testing/testClient';
import { connectDaybook } from './testing/daybookConnection';

// The engine against the sample partner service (Daybook), in the quick-start's shape: one process,
// polling every second. A user connects Daybook and turns applets on; entries written at Daybook
// (its control API) run the applets' actions there.
jest.setTimeout(120_000);

let partner: PartnerService;
let gw: RunningGateway;
let olivia: TestClient;
const env = [
  'PARTNER_SERVICE_URL',
  'SAFE_FETCH_ALLOW',
  'POLL_INTERVAL',
  'ENGINE_RETRY_LIMIT',
  'ENGINE_RETRY_DELAY',
];
const saved = Object.fromEntries(env.map((k) => [k, process.env[k]]));
const ADA = 'user_ada';

beforeAll(async () => {
  partner = await startPartnerService({ port: 0 });
  Object.assign(process.env, {
    PARTNER_SERVICE_URL: partner.url,
    SAFE_FETCH_ALLOW: new URL(partner.url).host,
    POLL_INTERVAL: '1',
    ENGINE_RETRY_LIMIT: '2',
    ENGINE_RETRY_DELAY: '1',
  });
  gw = await startTestGateway();
  olivia = await gw.client().login('olivia');
  await connectDaybook(olivia, gw.base);
});
afterAll(async () => {
  await gw?.stop();
  await partner?.close();
  for (const k of env) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
});

async function until<T>(
  what: string,
  probe: () => Promise<T | null | undefined | false>,
  ms = 20_000,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) {
      const dbg = await gw.gateway.db.query(
        'SELECT r.status, r.error, (SELECT json_agg(s) FROM engine.run_steps s WHERE s.run_id = r.id) steps FROM engine.runs r',
      );
      const jobs = await gw.gateway.db.query(
        "SELECT id, singleton_key, created_on, start_after, state, retry_count, output FROM pgboss.job WHERE name = 'engine.run' ORDER BY created_on DESC LIMIT 10",
      );
      console.log(JSON.stringify({ runs: dbg.rows, jobs: jobs.rows }, null, 1));
      throw new Error(`timed out waiting for ${what}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

const photoCaptions = () =>
  partner.state.actionRuns.filter((a) => a.slug === 'add_photo_to_album').map((a) => a.fields.caption);

/** An applet: new journal entry → add a photo to Summer in Lisbon, captioned with the entry's title. */
async function createApplet(
  extra: Record<string, unknown> = {},
  caption = '{{Daybook.newJournalEntry.Title}}',
) {
  const res = await olivia.request('/applets', {
    method: 'POST',
    json: {
      applet: {
        name: 'Entries to photos',
        description: 'Each journal entry becomes a photo.',
        applet_trigger: {
          channel_module_name: 'daybook',
          module_name: 'new_journal_entry',
          fields: [{ name: 'mood', default_value_json: '"any"' }],
        },
        applet_actions: [
          {
            channel_module_name: 'daybook',
            module_name: 'add_photo_to_album',
            fields: [
              { name: 'image_url', default_value_json: '"{{Daybook.newJournalEntry.CoverImageUrl}}"' },
              { name: 'caption', default_value_json: JSON.stringify(caption) },
            ],
          },
        ],
        ...extra,
      },
    },
  });
  const body = (await res.json()) as { applet: { id: string } };
  expect({ status: res.status, body }).toEqual({ status: 201, body: { applet: expect.anything() } });
  const id = body.applet.id;
  // The album is the user's own choice (it has no default): the applet starts off until it is set.
  const set = await olivia.request(`/applets/${id}/settings`, {
    method: 'PUT',
    json: { field_values: { 'action:0': { album: 'album_lisbon' } } },
  });
  expect(set.status).toBe(200);
  expect((await olivia.request(`/applets/${id}/enable`, { method: 'POST' })).status).toBe(200);
  // On: the engine hears of it and polls once, recording what exists.
  await until('the first poll', async () => {
    const { rows } = await gw.gateway.db.query(
      'SELECT 1 FROM engine.subscriptions s JOIN engine.trigger_identities t ON t.id = s.identity_id WHERE s.applet_id = $1 AND t.primed_at IS NOT NULL',
      [id],
    );
    return rows.length > 0;
  });
  return id;
}

const deleteApplet = (id: string) => olivia.request(`/applets/${id}`, { method: 'DELETE' });

const runsOf = async (id: string) =>
  (
    await olivia.gql(
      `{ applet(id: "${id}") { recent_runs(first: 50) { status error steps { key status attempts error duration_ms } } } }`,
    )
  ).data!.applet.recent_runs as {
    status: string;
    error: string | null;
    steps: { key: string; status: string; attempts: number; error: string | null }[];
  }[];

it('fires once per new item, oldest first, and not for what existed when it was turned on', async () => {
  const before = partner.state.actionRuns.length;
  const id = await createApplet();
  expect(partner.state.actionRuns.length).toBe(before);
  for (const title of ['First', 'Second', 'Third'])
    partner.state.addEntry(ADA, { title, body: '', mood: 'calm' });
  await until('three photos', async () => photoCaptions().length >= 3);
  // Later polls find nothing new: each entry ran once.
  await new Promise((r) => setTimeout(r, 2500));
  expect(photoCaptions()).toEqual(['First', 'Second', 'Third']);
  const runs = await until('three runs', async () => {
    const r = await runsOf(id);
    return r.filter((x) => x.status === 'succeeded').length === 3 && r;
  });
  expect(runs[0].steps).toEqual([
    { key: 'action:0', status: 'succeeded', attempts: 1, error: null, duration_ms: expect.any(Number) },
  ]);
  // The partner's view: trigger polls and actions are transaction logs of Daybook's organization.
  const { rows } = await gw.gateway.db.query<{ type: string }>(
    "SELECT DISTINCT type FROM observability.transaction_logs WHERE type IN ('trigger', 'action') ORDER BY type",
  );
  expect(rows.map((r) => r.type)).toEqual(['action', 'trigger']);
  await deleteApplet(id);
  partner.state.actionRuns = [];
});

it('runs filter code that skips an action or sets its fields', async () => {
  const id = await createApplet({
    filter_code: [
      "if (Daybook.newJournalEntry.Title.indexOf('secret') >= 0) Daybook.addPhotoToAlbum.skip('private entry');",
      "else Daybook.addPhotoToAlbum.setCaption('Filtered: ' + Daybook.newJournalEntry.Title + ' at ' + Meta.triggerTime.getUTCFullYear());",
    ].join('\n'),
  });
  partner.state.addEntry(ADA, { title: 'A secret', body: '', mood: 'calm' });
  partner.state.addEntry(ADA, { title: 'Public', body: '', mood: 'calm' });
  const runs = await until('two runs', async () => {
    const r = await runsOf(id);
    return r.filter((x) => ['succeeded', 'skipped'].includes(x.status)).length === 2 && r;
  });
  expect(photoCaptions()).toEqual([`Filtered: Public at ${new Date().getUTCFullYear()}`]);
  const skipped = runs.find((r) => r.status === 'skipped')!;
  expect(skipped.steps.map((s) => [s.key, s.status, s.error])).toEqual([
    ['filter', 'succeeded', null],
    ['action:0', 'skipped', 'Skipped by filter code: private entry'],
  ]);
  await deleteApplet(id);
  partner.state.actionRuns = [];
});

it('retries a partner 500 with backoff, then fails the run; the applet runs on', async () => {
  const id = await createApplet();
  partner.setMode(['action_server_errors']);
  try {
    partner.state.addEntry(ADA, { title: 'Unlucky', body: '', mood: 'calm' });
    const runs = await until(
      'a failed run',
      async () => {
        const r = await runsOf(id);
        return r.some((x) => x.status === 'failed') && r;
      },
      30_000,
    );
    const failed = runs.find((r) => r.status === 'failed')!;
    // ENGINE_RETRY_LIMIT=2: three attempts in all, each recorded on the step.
    expect(failed.steps).toEqual([
      expect.objectContaining({ key: 'action:0', status: 'failed', attempts: 3 }),
    ]);
    expect(failed.error).toMatch(/500/);
  } finally {
    partner.setMode([]);
  }
  partner.state.addEntry(ADA, { title: 'Lucky', body: '', mood: 'calm' });
  await until('the next run', async () => photoCaptions().includes('Lucky'));
  await deleteApplet(id);
  partner.state.actionRuns = [];
});

it('refreshes the token once after a 401 and goes on', async () => {
  const id = await createApplet();
  const refreshUsed = () => [...partner.state.refreshTokens.values()].filter((r) => r.used).length;
  const before = refreshUsed();
  partner.state.accessTokens.clear();
  partner.state.addEntry(ADA, { title: 'After the refresh', body: '', mood: 'calm' });
  await until('the run', async () => photoCaptions().includes('After the refresh'));
  expect(refreshUsed()).toBe(before + 1);
  await deleteApplet(id);
  partner.state.actionRuns = [];
});

it('polls at once on a realtime notification with the service key, and refuses a bad key', async () => {
  const notify = (key: string, data: unknown) =>
    fetch(`${gw.base}/switchyard/v1/notifications`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'Switchyard-Service-Key': key },
      body: JSON.stringify({ data }),
    });
  const bad = await notify('not-the-key', [{ user_id: ADA }]);
  expect(bad.status).toBe(401);
  expect(await bad.json()).toEqual({ errors: [{ message: 'Invalid service key.' }] });
  const good = await notify('demo-service-key', [{ user_id: ADA }]);
  expect(good.status).toBe(200);
  expect(await good.json()).toEqual({ data: { polling: expect.any(Number) } });
  expect((await notify('demo-service-key', [{ nobody: 1 }])).status).toBe(400);
});

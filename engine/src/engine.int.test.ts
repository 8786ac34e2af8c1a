import type { PartnerService } from '@switchyard/partner-service';
import {
  connectDaybook,
  type DaybookPlatform,
  type RunningGateway,
  startDaybookPlatform,
  type TestClient,
} from '@switchyard/platform-testing';
import { daybookApplets, until } from './testing/engineApplets';

// The engine against the sample partner service (Daybook), in the quick-start's shape: one process,
// polling every second. A user connects Daybook and turns applets on; entries written at Daybook
// (its control API) run the applets' actions there.
jest.setTimeout(120_000);

let platform: DaybookPlatform;
let partner: PartnerService;
let gw: RunningGateway;
let olivia: TestClient;
let applets: ReturnType<typeof daybookApplets>;
const ADA = 'user_ada';

beforeAll(async () => {
  platform = await startDaybookPlatform({
    env: { POLL_INTERVAL: '1', ENGINE_RETRY_LIMIT: '2', ENGINE_RETRY_DELAY: '1' },
  });
  ({ partner, gw, olivia } = platform);
  applets = daybookApplets(gw, olivia);
});
afterEach(() => applets.removeAll());
afterAll(() => platform?.stop());

const photoCaptions = () =>
  partner.state.actionRuns.filter((a) => a.slug === 'add_photo_to_album').map((a) => a.fields.caption);
const wait = <T>(what: string, probe: () => Promise<T | null | undefined | false>, ms?: number) =>
  until(gw, what, probe, ms);

it('fires once per new item, oldest first, and not for what existed when it was turned on', async () => {
  const before = partner.state.actionRuns.length;
  const id = await applets.create();
  expect(partner.state.actionRuns.length).toBe(before);
  for (const title of ['First', 'Second', 'Third'])
    partner.state.addEntry(ADA, { title, body: '', mood: 'calm' });
  await wait('three photos', async () => photoCaptions().length >= 3);
  // Later polls find nothing new: each entry ran once.
  await new Promise((r) => setTimeout(r, 2500));
  expect(photoCaptions()).toEqual(['First', 'Second', 'Third']);
  const runs = await wait('three runs', async () => {
    const r = await applets.runs(id);
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
  await applets.remove(id);
  partner.state.actionRuns = [];
});

it('fires nothing from a poll that the partner answered after its applet was deleted and another began', async () => {
  const first = await applets.create();
  const before = new Set(partner.state.inFlight);
  partner.setMode(['slow'], { delayMs: 5000 });
  // A poll that arrives now waits 5 s before it reads the entries: it will answer with 'Stale'.
  await wait('a slow poll in flight', async () =>
    [...partner.state.inFlight].some((r) => !before.has(r) && r.path.endsWith('/triggers/new_journal_entry')),
  );
  const slowPoll = [...partner.state.inFlight].find(
    (r) => !before.has(r) && r.path.endsWith('/triggers/new_journal_entry'),
  )!;
  partner.state.addEntry(ADA, { title: 'Stale', body: '', mood: 'calm' });
  partner.setMode([]);
  // The same trigger identity begins again while the old poll waits: its first poll fires nothing.
  await applets.remove(first);
  await wait('the engine to forget the applet', async () => {
    const { rows } = await gw.gateway.db.query('SELECT 1 FROM engine.subscriptions WHERE applet_id = $1', [
      first,
    ]);
    return rows.length === 0;
  });
  expect(partner.state.inFlight.has(slowPoll)).toBe(true);
  const second = await applets.create();
  await new Promise((r) => setTimeout(r, 5000));
  expect(photoCaptions()).not.toContain('Stale');
  await applets.remove(second);
});

it('runs filter code that skips an action or sets its fields', async () => {
  const id = await applets.create({
    filter_code: [
      "if (Daybook.newJournalEntry.Title.indexOf('secret') >= 0) Daybook.addPhotoToAlbum.skip('private entry');",
      "else Daybook.addPhotoToAlbum.setCaption('Filtered: ' + Daybook.newJournalEntry.Title + ' at ' + Meta.triggerTime.getUTCFullYear());",
    ].join('\n'),
  });
  partner.state.addEntry(ADA, { title: 'A secret', body: '', mood: 'calm' });
  partner.state.addEntry(ADA, { title: 'Public', body: '', mood: 'calm' });
  const runs = await wait('two runs', async () => {
    const r = await applets.runs(id);
    return r.filter((x) => ['succeeded', 'skipped'].includes(x.status)).length === 2 && r;
  });
  expect(photoCaptions()).toEqual([`Filtered: Public at ${new Date().getUTCFullYear()}`]);
  const skipped = runs.find((r) => r.status === 'skipped')!;
  expect(skipped.steps.map((s) => [s.key, s.status, s.error])).toEqual([
    ['filter', 'succeeded', null],
    ['action:0', 'skipped', 'Skipped by filter code: private entry'],
  ]);
  await applets.remove(id);
  partner.state.actionRuns = [];
});

it('retries a partner 500 with backoff, then fails the run; the applet runs on', async () => {
  const id = await applets.create();
  partner.setMode(['action_server_errors']);
  try {
    partner.state.addEntry(ADA, { title: 'Unlucky', body: '', mood: 'calm' });
    const runs = await wait(
      'a failed run',
      async () => {
        const r = await applets.runs(id);
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
  await wait('the next run', async () => photoCaptions().includes('Lucky'));
  await applets.remove(id);
  partner.state.actionRuns = [];
});

it('refreshes the token once after a 401 and goes on', async () => {
  const id = await applets.create();
  const refreshUsed = () => [...partner.state.refreshTokens.values()].filter((r) => r.used).length;
  const before = refreshUsed();
  partner.state.accessTokens.clear();
  partner.state.addEntry(ADA, { title: 'After the refresh', body: '', mood: 'calm' });
  await wait('the run', async () => photoCaptions().includes('After the refresh'));
  expect(refreshUsed()).toBe(before + 1);
  await applets.remove(id);
  partner.state.actionRuns = [];
});

it('polls at once on a realtime notification with the service key, and refuses a bad key', async () => {
  const id = await applets.create();
  const notify = (key: string, data: unknown) =>
    fetch(`${gw.base}/switchyard/v1/notifications`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'Switchyard-Service-Key': key },
      body: JSON.stringify({ data }),
    });
  const bad = await notify('not-the-key', [{ user_id: ADA }]);
  expect(bad.status).toBe(401);
  expect(await bad.json()).toEqual({ errors: [{ message: 'Invalid service key.' }] });
  expect((await notify('demo-service-key', [{ nobody: 1 }])).status).toBe(400);

  partner.state.requests = [];
  // Ada is the user Olivia connected as (GET /user/info, kept with the connection).
  const good = await notify('demo-service-key', [{ user_id: ADA }]);
  expect(good.status).toBe(200);
  expect(await good.json()).toEqual({ data: { polling: 1 } });
  await wait('a realtime poll', async () =>
    partner.state.requests.some(
      (r) => r.path.endsWith('/triggers/new_journal_entry') && r.headers['x-switchyard-realtime'] === '1',
    ),
  );
  const { rows } = await gw.gateway.db.query<{ identity_id: string }>(
    'SELECT identity_id FROM engine.subscriptions WHERE applet_id = $1',
    [id],
  );
  const byIdentity = await notify('demo-service-key', [{ trigger_identity: rows[0].identity_id }]);
  expect(await byIdentity.json()).toEqual({ data: { polling: 1 } });
  await applets.remove(id);
});

it('tells the partner when no applet uses a trigger identity any more', async () => {
  const id = await applets.create();
  const { rows } = await gw.gateway.db.query<{ identity_id: string }>(
    'SELECT identity_id FROM engine.subscriptions WHERE applet_id = $1',
    [id],
  );
  await applets.remove(id);
  await wait('the DELETE', async () =>
    partner.state.requests.some(
      (r) =>
        r.method === 'DELETE' &&
        r.path.endsWith(`/triggers/new_journal_entry/trigger_identity/${rows[0].identity_id}`),
    ),
  );
  const left = await gw.gateway.db.query('SELECT 1 FROM engine.trigger_identities WHERE id = $1', [
    rows[0].identity_id,
  ]);
  expect(left.rows).toEqual([]);
});

it('turns an applet off after 10 failed runs in a row, saying why', async () => {
  const id = await applets.create();
  const lisbon = partner.state.dataOf(ADA).albums.find((a) => a.id === 'album_lisbon')!;
  lisbon.archived = true;
  try {
    for (let i = 1; i <= 10; i++)
      partner.state.addEntry(ADA, { title: `Doomed ${i}`, body: '', mood: 'calm' });
    const off = await wait('the applet off', async () => {
      const a = (await olivia.gql(`{ applet(id: "${id}") { enabled disabled_reason } }`)).data!.applet as {
        enabled: boolean;
        disabled_reason: string | null;
      };
      return !a.enabled && a;
    });
    expect(off.disabled_reason).toMatch(
      /^This Applet failed 10 times in a row and was turned off\. The last error: 400: actionFields.album: "Summer in Lisbon" is archived/,
    );
    const runs = await applets.runs(id);
    expect(runs.filter((r) => r.status === 'failed')).toHaveLength(10);
  } finally {
    lisbon.archived = false;
  }
  await applets.remove(id);
});

it('turns an applet off when the partner refuses the connection, and it can be reconnected', async () => {
  const id = await applets.create();
  // The partner forgets every token: a 401, a refresh refused, and the applet off.
  partner.state.accessTokens.clear();
  partner.state.refreshTokens.clear();
  const off = await wait('the applet off', async () => {
    const a = (await olivia.gql(`{ applet(id: "${id}") { enabled disabled_reason } }`)).data!.applet as {
      enabled: boolean;
      disabled_reason: string | null;
    };
    return !a.enabled && a;
  });
  expect(off.disabled_reason).toBe(
    'Daybook refused the connection. Reconnect Daybook to turn this Applet on again.',
  );
  await connectDaybook(olivia, gw.base);
  expect((await olivia.request(`/applets/${id}/enable`, { method: 'POST' })).status).toBe(200);
  await applets.remove(id);
});

it('reports its queues on GET /health and its runs, retries, queues and partner latency on GET /metrics', async () => {
  const health = (await (await fetch(`${gw.base}/health`)).json()) as {
    engine: {
      queues: Record<
        string,
        { ready: number; deferred: number; active: number; oldest_ready_seconds: number | null }
      >;
    };
  };
  expect(Object.keys(health.engine.queues).sort()).toEqual([
    'engine.lane',
    'engine.poll',
    'engine.resume',
    'engine.run.dead',
  ]);
  expect(health.engine.queues['engine.lane']).toEqual({
    ready: expect.any(Number),
    deferred: expect.any(Number),
    active: expect.any(Number),
    oldest_ready_seconds: null,
  });
  const text = await (await fetch(`${gw.base}/metrics`)).text();
  expect(text).toMatch(/^switchyard_engine_runs_total\{status="succeeded"\} [1-9]/m);
  expect(text).toMatch(/^switchyard_engine_runs_total\{status="failed"\} [1-9]/m);
  expect(text).toMatch(/^switchyard_engine_retries_total\{type="action"\} [1-9]/m);
  expect(text).toMatch(/^switchyard_engine_queue_jobs\{queue="engine.lane",state="ready"\} \d+/m);
  expect(text).toMatch(
    /^switchyard_engine_partner_request_duration_seconds_count\{type="action",outcome="ok"\} [1-9]/m,
  );
  expect(text).toMatch(
    /^switchyard_http_request_duration_seconds_count\{kind="graphql",status="2xx"\} [1-9]/m,
  );
});

import { randomUUID } from 'node:crypto';
import type { PartnerService } from '@switchyard/partner-service';
import {
  type DaybookPlatform,
  type RunningGateway,
  startDaybookPlatform,
  type TestClient,
} from '@switchyard/platform-testing';
import { daybookApplets, until } from './testing/engineApplets';
import { engineProcesses, oneMultiProcessSuiteAtATime } from './testing/engineProcesses';
import {
  pidOfPort,
  recordedActions,
  startRecordingProxy,
  tallyActions,
  type RecordingProxy,
} from '@switchyard/server-kit/testing';

// Issue 33, the chaos pass: two engine worker processes on one PostgreSQL, the gateway serving the
// API without working the queues, ten applets of one user on Daybook's "new journal entry", the
// sample partner behind a recording proxy that counts what reached it (every X-Request-ID). Bursts
// of entries with a realtime notification each, and workers killed (SIGKILL) in the middle: no item
// is lost, none runs twice (one request id per entry and applet), and each applet's actions come in
// trigger order. Processes cannot share the embedded database, so PostgreSQL only.
jest.setTimeout(180_000);
const pg = process.env.DATABASE_URL ? describe : describe.skip;
if (!process.env.DATABASE_URL)
  console.log('engineRecovery.int.test: skipped, it needs PostgreSQL (DATABASE_URL).');
const ADA = 'user_ada';
const ACTION = '/switchyard/v1/actions/add_photo_to_album';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

pg('engine recovery (two worker processes, SIGKILL, bursts)', () => {
  let platform: DaybookPlatform<RecordingProxy>;
  let partner: PartnerService;
  let proxy: RecordingProxy;
  let gw: RunningGateway;
  let olivia: TestClient;
  let applets: ReturnType<typeof daybookApplets>;
  const saved = { ...process.env };
  let releaseSuite: (() => Promise<void>) | undefined;
  let nextPort = 18301;

  let workers: ReturnType<typeof engineProcesses>;
  const startWorker = (name: string) => workers.start(name, nextPort++);
  const nameOfPid = (pid: number | null) => workers.nameOfPid(pid);
  const pids = () => workers.pids();

  const notify = () =>
    fetch(`${gw.base}/switchyard/v1/notifications`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'Switchyard-Service-Key': 'demo-service-key' },
      body: JSON.stringify({ data: [{ user_id: ADA }] }),
    }).then((r) => r.json());
  const title = (prefix: string, n: number) => `${prefix}${String(n).padStart(4, '0')}`;
  const titles = (prefix: string, from: number, count: number) =>
    Array.from({ length: count }, (_, k) => title(prefix, from + k));
  const addEntry = (t: string) => partner.state.addEntry(ADA, { title: t, body: '', mood: 'calm' });

  /** Entries at about 11 a second, each with its notification (as the bursts). */
  async function burst(prefix: string, from: number, count: number) {
    for (let i = from; i < from + count; i++) {
      addEntry(title(prefix, i));
      await notify();
      await sleep(80);
    }
  }

  /** The actions the partner answered 200, per applet, in the order they reached it. */
  const actionsByApplet = (prefix: string) => recordedActions(proxy.requests, prefix);

  /** Every applet has every title: the count of what is still missing. */
  const missing = (ids: string[], prefix: string, expected: string[]) =>
    tallyActions(actionsByApplet(prefix), expected, ids).lost;

  /**
   * Losses (a title an applet never got), duplicate events (a title an applet got under two request
   * ids: it ran twice) and order violations (an applet's first sight of a title after a later one's).
   */
  function verdict(ids: string[], prefix: string, expected: string[]) {
    const { lost, duplicates, outOfOrder } = tallyActions(actionsByApplet(prefix), expected, ids);
    return { lost, duplicates, outOfOrder };
  }

  async function createApplets(n: number, extra: Record<string, unknown> = {}) {
    const ids: string[] = [];
    for (let i = 0; i < n; i++) ids.push(await applets.create(extra));
    return ids;
  }

  /** Holds the next trigger call at the proxy and answers which worker made it. */
  async function workerPolling(): Promise<string> {
    proxy.hold();
    await notify();
    const held = await until(gw, 'a poll in flight', async () => proxy.held()[0]);
    const name = nameOfPid(pidOfPort(held.socket.remotePort!, pids()));
    if (!name) throw new Error('no worker holds the poll');
    return name;
  }

  beforeAll(async () => {
    releaseSuite = await oneMultiProcessSuiteAtATime();
    platform = await startDaybookPlatform({ env: { ENGINE_WORKERS: '0' }, via: startRecordingProxy });
    ({ partner, proxy, gw, olivia } = platform);
    applets = daybookApplets(gw, olivia);
    // Notifications poll; the schedule does not help here.
    workers = engineProcesses(gw, {
      baseEnv: saved,
      partnerHost: new URL(proxy.url).host,
      env: { POLL_INTERVAL: '600' },
    });
    await startWorker('a');
    await startWorker('b');
  }, 600_000);

  afterEach(async () => {
    proxy.release();
    partner.setMode([]);
    await applets.removeAll();
  });
  afterAll(async () => {
    await workers?.stopAll();
    await platform?.stop();
    await releaseSuite?.();
    process.env = saved;
  });

  it('spreads the lanes of ten applets on one service over both workers', async () => {
    const ids = await createApplets(10);
    // Slow answers keep each lane busy a while, as a partner under load does.
    partner.setMode(['slow'], { delayMs: 150 });
    await burst('S', 1, 15);
    await until(gw, 'every action', async () => missing(ids, 'S', titles('S', 1, 15)) === 0, 120_000);
    const perWorker = new Map<string, number>();
    for (const actions of actionsByApplet('S').values())
      for (const a of actions) {
        const name = nameOfPid(pidOfPort(a.remotePort, pids())) ?? '?';
        perWorker.set(name, (perWorker.get(name) ?? 0) + 1);
      }
    // Each of the two took a fair part (the issue: one took all ten lanes, the other none).
    expect(perWorker.get('a') ?? 0).toBeGreaterThan(150 * 0.25);
    expect(perWorker.get('b') ?? 0).toBeGreaterThan(150 * 0.25);
    expect(verdict(ids, 'S', titles('S', 1, 15))).toEqual({ lost: 0, duplicates: 0, outOfOrder: 0 });
  });

  it('loses nothing when the worker holding the poll is killed mid-burst, with more than a page written meanwhile', async () => {
    const ids = await createApplets(10);
    await burst('K', 1, 20);
    const victim = await workerPolling();
    await workers.stop(victim, 'SIGKILL');
    const killedAt = Date.now();
    proxy.release();
    // 80 entries while its poll is still "active" on the dead worker: more than one page (50).
    for (let i = 21; i <= 100; i++) addEntry(title('K', i));
    await notify();
    await until(gw, 'a poll by the other worker', async () =>
      proxy.requests.some((r) => r.at > killedAt && r.path.includes('/triggers/') && r.status === 200),
    );
    const takeover = Date.now() - killedAt;
    console.log(`engineRecovery: the other worker polled ${takeover} ms after the kill`);
    await burst('K', 101, 10);
    await startWorker(victim);
    const expected = titles('K', 1, 110);
    await until(gw, 'every action', async () => missing(ids, 'K', expected) === 0, 120_000);
    await sleep(1000);
    expect(verdict(ids, 'K', expected)).toEqual({ lost: 0, duplicates: 0, outOfOrder: 0 });
    // The other worker polled within seconds (the poll job's expiry, 3 s, and the supervisor's second).
    expect(takeover).toBeLessThan(10_000);
  });

  it('loses nothing when both workers are killed and restarted mid-burst', async () => {
    const ids = await createApplets(10);
    await burst('B', 1, 15);
    await Promise.all([workers.stop('a', 'SIGKILL'), workers.stop('b', 'SIGKILL')]);
    // Notifications are still answered; nothing polls until a worker is back: 60 entries, over a page.
    await burst('B', 16, 60);
    await Promise.all([startWorker('a'), startWorker('b')]);
    await burst('B', 76, 10);
    const expected = titles('B', 1, 85);
    await until(gw, 'every action', async () => missing(ids, 'B', expected) === 0, 120_000);
    await sleep(1000);
    expect(verdict(ids, 'B', expected)).toEqual({ lost: 0, duplicates: 0, outOfOrder: 0 });
  });

  it('works a run no lane job was queued for (the lane race, the sweeper)', async () => {
    const [id] = await createApplets(1);
    addEntry('L0001');
    await notify();
    await until(gw, 'the first action', async () => missing([id], 'L', ['L0001']) === 0);
    // A run committed after its lane's last job looked, with no job queued for it: what the race
    // in the issue left behind (two runs queued for 103 s).
    const db = gw.gateway.db;
    const { rows } = await db.query<{ item: Record<string, unknown> }>(
      `SELECT item FROM engine.runs WHERE applet_id = $1 ORDER BY id DESC LIMIT 1`,
      [id],
    );
    const item = { ...rows[0].item, title: 'L0002', meta: { id: `swept-${randomUUID()}`, timestamp: 1 } };
    await db.query(
      `INSERT INTO engine.runs (id, applet_id, user_id, identity_id, item_id, item)
       SELECT $1, applet_id, user_id, identity_id, $2, $3 FROM engine.runs WHERE applet_id = $4 LIMIT 1`,
      [randomUUID(), item.meta.id, JSON.stringify(item), id],
    );
    await until(gw, 'the swept run', async () => missing([id], 'L', ['L0002']) === 0, 30_000);
    expect(verdict([id], 'L', ['L0001', 'L0002'])).toEqual({ lost: 0, duplicates: 0, outOfOrder: 0 });
  });

  it('runs at most 500 new items a check, and counts and shows the ones past the bound', async () => {
    // 100 entries before the applet is on: its first poll records the newest 50, and the 50 older
    // ones, never seen, must not fire when a later poll pages back past them.
    for (let i = 1; i <= 100; i++) addEntry(title('O', i));
    const [id] = await createApplets(1);
    // 560 entries with no notification, then one: the poll pages back (Daybook gives no cursor, so
    // one larger limit), runs the newest 500 and skips the 60 oldest.
    for (let i = 1; i <= 560; i++) addEntry(title('P', i));
    await notify();
    const expected = titles('P', 61, 500);
    await until(gw, '500 actions', async () => missing([id], 'P', expected) === 0, 120_000);
    expect(verdict([id], 'P', expected)).toEqual({ lost: 0, duplicates: 0, outOfOrder: 0 });
    expect(actionsByApplet('O').size).toBe(0);
    expect(
      actionsByApplet('P')
        .get(id)!
        .some((a) => a.caption <= title('P', 60)),
    ).toBe(false);
    const answer = await olivia.gql(`{ applet(id: "${id}") { trigger_check { skipped_items last_error } } }`);
    expect((answer.data!.applet as { trigger_check: unknown }).trigger_check).toEqual({
      skipped_items: 60,
      last_error: 'More new items than one check runs (500): the 60 oldest were not run.',
    });
    // And on the partner's logs page: a transaction log of the trigger with the engine's note.
    const logged = await until(gw, 'the partner log', async () => {
      const { rows } = await gw.gateway.db.query<{ error: string; type: string }>(
        `SELECT type, error FROM observability.transaction_logs WHERE error_code = 'items_skipped'`,
      );
      return rows[0];
    });
    expect(logged).toEqual({
      type: 'trigger',
      error: 'More new items than one check runs (500): the 60 oldest were not run.',
    });
  });

  it('keeps trigger order after a delay, across a worker killed while the delayed actions run', async () => {
    const ids = await createApplets(3, { default_delay: 15 });
    await burst('D', 1, 10);
    const first = await until(gw, 'a delayed action', async () =>
      proxy.requests.find(
        (r) =>
          r.path === ACTION &&
          (r.body as { actionFields?: { caption?: string } }).actionFields?.caption?.startsWith('D'),
      ),
    );
    const victim = nameOfPid(pidOfPort(first.remotePort, pids()));
    if (victim) {
      await workers.stop(victim, 'SIGKILL');
      await startWorker(victim);
    }
    const expected = titles('D', 1, 10);
    await until(gw, 'every delayed action', async () => missing(ids, 'D', expected) === 0, 120_000);
    expect(verdict(ids, 'D', expected)).toEqual({ lost: 0, duplicates: 0, outOfOrder: 0 });
  });
});

import type { PartnerService } from '@switchyard/partner-service';
import {
  type DaybookPlatform,
  type RunningGateway,
  startDaybookPlatform,
} from '@switchyard/platform-testing';
import { daybookApplets, until } from './testing/engineApplets';
import { engineProcesses, oneMultiProcessSuiteAtATime } from './testing/engineProcesses';

// The engine scaled out: its workers as processes of their own (`pnpm --filter @switchyard/engine
// start`) on one PostgreSQL, the gateway serving the API without working the queues. Runs of one
// applet stay in trigger order across workers; a worker killed mid-run loses and repeats nothing
// (its job comes back after its heartbeat stops; the action's request id lets the partner answer a
// repeat with the first answer); a delay outlives the worker that began it. Processes cannot share
// the embedded database, so PostgreSQL only.
jest.setTimeout(300_000);
const pg = process.env.DATABASE_URL ? describe : describe.skip;
const ADA = 'user_ada';

pg('engine workers in processes of their own', () => {
  let platform: DaybookPlatform;
  let partner: PartnerService;
  let gw: RunningGateway;
  let applets: ReturnType<typeof daybookApplets>;
  let workers: ReturnType<typeof engineProcesses>;
  const saved = { ...process.env };
  let releaseSuite: (() => Promise<void>) | undefined;

  const captions = () =>
    partner.state.actionRuns.filter((a) => a.slug === 'add_photo_to_album').map((a) => a.fields.caption);

  /** Entries E0001…, a few at a time with a realtime notification each, slower than a poll's limit. */
  async function writeEntries(from: number, count: number, perBatch = 10) {
    for (let i = from; i < from + count; i += perBatch) {
      for (let j = i; j < Math.min(i + perBatch, from + count); j++)
        partner.state.addEntry(ADA, { title: `E${String(j).padStart(4, '0')}`, body: '', mood: 'calm' });
      await fetch(`${gw.base}/switchyard/v1/notifications`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'Switchyard-Service-Key': 'demo-service-key' },
        body: JSON.stringify({ data: [{ user_id: ADA }] }),
      });
      await new Promise((r) => setTimeout(r, 150));
    }
  }
  const titles = (from: number, count: number) =>
    Array.from({ length: count }, (_, k) => `E${String(from + k).padStart(4, '0')}`);

  beforeAll(async () => {
    releaseSuite = await oneMultiProcessSuiteAtATime();
    platform = await startDaybookPlatform({ env: { ENGINE_WORKERS: '0' } });
    ({ partner, gw } = platform);
    applets = daybookApplets(gw, platform.olivia);
    workers = engineProcesses(gw, { baseEnv: saved, partnerHost: new URL(partner.url).host });
    await workers.start('a', 18201);
    await workers.start('b', 18202);
  }, 600_000);

  afterEach(() => applets.removeAll());
  afterAll(async () => {
    await workers?.stopAll();
    await platform?.stop();
    await releaseSuite?.();
    process.env = saved;
  });

  it('runs 1,000 events of one applet across two workers, each once, in trigger order', async () => {
    const id = await applets.create();
    await writeEntries(1, 1000);
    await until(gw, '1,000 photos', async () => captions().length >= 1000, 240_000);
    expect(captions()).toEqual(titles(1, 1000));
    await applets.remove(id);
    partner.state.actionRuns = [];
  });

  it('loses and repeats nothing when a worker is killed mid-run', async () => {
    await workers.stop('b', 'SIGTERM');
    const id = await applets.create();
    // Slow answers: the worker is killed while a run waits on its action.
    partner.setMode(['slow'], { delayMs: 800 });
    partner.state.requests = [];
    await writeEntries(2001, 5, 5);
    const inFlight = await until(gw, 'an action in flight', async () =>
      [...partner.state.inFlight].find((r) => r.path.endsWith('/actions/add_photo_to_album')),
    );
    await workers.stop('a', 'SIGKILL');
    partner.setMode([]);
    await workers.start('c', 18203);
    await writeEntries(2006, 5, 5);
    await until(gw, 'ten photos', async () => captions().length >= 10, 90_000);
    await new Promise((r) => setTimeout(r, 2000));
    expect(captions()).toEqual(titles(2001, 10));
    // The killed worker's action was sent again with its request id (the first call's answer went
    // nowhere, so only the second is in the partner's log), and the partner ran it once.
    const sent = partner.state.requests.filter((r) => r.headers['x-request-id'] === inFlight.requestId);
    expect(sent.map((r) => r.status)).toEqual([200]);
    expect(partner.state.actionRuns.filter((a) => a.requestId === inFlight.requestId)).toHaveLength(1);
    await applets.remove(id);
    partner.state.actionRuns = [];
  });

  it('finishes the run in flight when a worker is asked to stop (SIGTERM)', async () => {
    const id = await applets.create();
    partner.setMode(['slow'], { delayMs: 3000 });
    await writeEntries(2501, 1);
    const inFlight = await until(gw, 'an action in flight', async () =>
      [...partner.state.inFlight].find((r) => r.path.endsWith('/actions/add_photo_to_album')),
    );
    await workers.stop('c', 'SIGTERM');
    partner.setMode([]);
    // The worker waited for the partner's answer and recorded the run before it exited.
    expect(partner.state.actionRuns.filter((a) => a.requestId === inFlight.requestId)).toHaveLength(1);
    expect(captions()).toEqual(['E2501']);
    expect((await applets.runs(id))[0].status).toBe('succeeded');
    await workers.start('c', 18203);
    await applets.remove(id);
    partner.state.actionRuns = [];
  });

  it('runs the actions after the delay, though the worker that began the run stopped', async () => {
    const id = await applets.create({ default_delay: 15 });
    await writeEntries(3001, 1);
    await until(gw, 'the run to wait', async () =>
      (await applets.runs(id)).some((r) => r.status === 'waiting'),
    );
    const waitingSince = Date.now();
    await workers.stop('c', 'SIGTERM');
    await workers.start('d', 18204);
    await until(gw, 'the delayed photo', async () => captions().includes('E3001'), 60_000);
    expect(Date.now() - waitingSince).toBeGreaterThan(10_000);
    await until(gw, 'the run to succeed', async () => (await applets.runs(id))[0].status === 'succeeded');
    await applets.remove(id);
  });
});

import type { PartnerService } from '@switchyard/partner-service';
import {
  type DaybookPlatform,
  type RunningGateway,
  startDaybookPlatform,
  type TestClient,
} from '@switchyard/platform-testing';
import { daybookApplets, until } from './testing/engineApplets';

// The flood guard (issue 40) against the sample partner in its `fresh_ids` mode (every poll gives
// every item a new meta.id, so every check is all new), with small caps: 5 runs per check, 12 a
// minute. Olivia has the applet; she is also an owner of Acme, Daybook's organization. Sol is in
// neither.
jest.setTimeout(180_000);

const CAP_PER_CHECK = 5;
const ITEMS = 40;
const ADA = 'user_ada';

let platform: DaybookPlatform;
let partner: PartnerService;
let gw: RunningGateway;
let olivia: TestClient;
let sol: TestClient;
let applets: ReturnType<typeof daybookApplets>;

beforeAll(async () => {
  platform = await startDaybookPlatform({
    env: {
      POLL_INTERVAL: '1',
      RUN_CAP_PER_CHECK: String(CAP_PER_CHECK),
      RUN_CAP_PER_MINUTE: '12',
    },
  });
  ({ partner, gw, olivia } = platform);
  sol = await gw.client().login('sol');
  applets = daybookApplets(gw, olivia);
  // ITEMS entries in all: a trigger answer of fewer than 50 is the partner's last page, so a check
  // in fresh_ids mode brings exactly ITEMS new items (a full page would be read again, all new again).
  const entries = partner.state.dataOf(ADA).entries;
  for (let i = entries.length; i < ITEMS; i++)
    partner.state.addEntry(ADA, { title: `Entry ${i + 1}`, body: '', mood: 'calm' });
});
afterEach(async () => {
  partner.setMode([]);
  await applets.removeAll();
});
afterAll(() => platform?.stop());

const wait = <T>(what: string, probe: () => Promise<T | null | undefined | false>, ms?: number) =>
  until(gw, what, probe, ms);

interface Run {
  id: string;
  status: string;
  title: string;
  error: string | null;
}
const runsOf = async (appletId: string) =>
  (
    await gw.gateway.db.query<Run>(
      `SELECT id, status, item->>'title' AS title, error FROM engine.runs WHERE applet_id = $1 ORDER BY id`,
      [appletId],
    )
  ).rows;
const photoCaptions = () =>
  partner.state.actionRuns.filter((a) => a.slug === 'add_photo_to_album').map((a) => a.fields.caption);

const HELD = `query Held($id: ID!) { applet(id: $id) { held_runs { count oldest_at newest_at reason } } }`;
const RUN = `mutation Run($id: ID!) { runHeldRuns(applet_id: $id) { held_runs { count } errors { attribute message } } }`;
const DISCARD = `mutation Discard($id: ID!) { discardHeldRuns(applet_id: $id) { held_runs { count } errors { attribute message } } }`;
const FLOOD_HOLDS = `{ service(module_name: "daybook") { flood_holds { trigger_module_name held_runs checks last_held_at } } }`;

/** Turns fresh_ids on until a check has held runs, then off again (the ids are stable once more). */
async function flood(appletId: string) {
  partner.setMode(['fresh_ids']);
  await wait('a check that holds runs', async () =>
    (await runsOf(appletId)).some((r) => r.status === 'held'),
  );
  partner.setMode([]);
  // A poll in flight (its answer all new) may still land: wait until the held count settles.
  let last = -1;
  for (;;) {
    await new Promise((r) => setTimeout(r, 2500));
    const n = (await runsOf(appletId)).length;
    if (n === last) return;
    last = n;
  }
}

it('runs 5 of a check of 40 fresh items, holds the rest and every newer one, and says so to both sides', async () => {
  const id = await applets.create();
  const captionsBefore = photoCaptions().length;
  await flood(id);
  const runs = await runsOf(id);
  // Each check brought ITEMS new items: the first ran its oldest 5, everything after is held.
  expect(runs.length % ITEMS).toBe(0);
  expect(runs.slice(0, CAP_PER_CHECK).every((r) => r.status !== 'held')).toBe(true);
  expect(runs.slice(CAP_PER_CHECK).every((r) => r.status === 'held')).toBe(true);
  const heldCount = runs.length - CAP_PER_CHECK;
  await wait('the 5 runs done', async () => photoCaptions().length - captionsBefore === CAP_PER_CHECK);
  expect(photoCaptions().slice(captionsBefore)).toEqual(runs.slice(0, CAP_PER_CHECK).map((r) => r.title));

  // The user's side: the applet page's notice.
  const held = await olivia.gql(HELD, { id });
  expect(held.data!.applet.held_runs).toEqual({
    count: heldCount,
    oldest_at: expect.any(String),
    newest_at: expect.any(String),
    reason: expect.stringContaining(
      `This applet's trigger sent ${ITEMS} new items in one check, more than the 5 an applet runs from one check. Switchyard ran 5 and held the rest.`,
    ),
  });
  // Nobody else sees them.
  expect((await sol.gql(HELD, { id })).data!.applet?.held_runs ?? null).toBeNull();

  // The partner's side: its service page (members of Acme) and its logs (one entry a minute).
  const holds = await olivia.gql(FLOOD_HOLDS);
  expect(holds.errors).toBeUndefined();
  expect(holds.data!.service.flood_holds).toEqual([
    {
      trigger_module_name: 'new_journal_entry',
      held_runs: heldCount,
      checks: runs.length / ITEMS,
      last_held_at: expect.any(String),
    },
  ]);
  // Milo, a member of Acme, sees them too; Stella (staff) and Sol, outside Acme, see none.
  const milo = await gw.client().login('milo');
  expect((await milo.gql(FLOOD_HOLDS)).data!.service.flood_holds).toHaveLength(1);
  for (const outsider of [await gw.client().login('stella'), sol]) {
    const answer = await outsider.gql(FLOOD_HOLDS);
    expect(answer.data?.service?.flood_holds ?? []).toEqual([]);
  }
  const logs = await wait('the runs_held log entry', async () => {
    const { rows } = await gw.gateway.db.query<{ type: string; error: string }>(
      `SELECT type, error FROM observability.transaction_logs WHERE error_code = 'runs_held'`,
    );
    return rows.length > 0 && rows;
  });
  expect(logs).toEqual([
    {
      type: 'trigger',
      error: `Held ${ITEMS - CAP_PER_CHECK} of ${ITEMS} new items for one applet: more than the 5 an applet runs from one check. If this trigger gives the same item a new meta.id on every request, give each item a stable id.`,
    },
  ]);

  // Another user cannot act on them: NOT_FOUND, nothing changes.
  for (const mutation of [RUN, DISCARD]) {
    const refused = await sol.gql(mutation, { id });
    expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  }
  expect((await runsOf(id)).filter((r) => r.status === 'held')).toHaveLength(heldCount);

  // "Run them": every held run, in trigger order, at the partner.
  const ran = await olivia.gql(RUN, { id });
  expect(ran.data!.runHeldRuns).toEqual({ held_runs: null, errors: [] });
  await wait(
    'every held run done',
    async () => photoCaptions().length - captionsBefore === runs.length,
    90_000,
  );
  expect(photoCaptions().slice(captionsBefore)).toEqual(runs.map((r) => r.title));
  // The partner answered the last action before its run was written as succeeded.
  await wait('every run succeeded', async () => (await runsOf(id)).every((r) => r.status === 'succeeded'));
  // Nothing is held any more: a second "Run them" says so.
  expect((await olivia.gql(RUN, { id })).data!.runHeldRuns).toEqual({
    held_runs: null,
    errors: [{ attribute: 'applet_id', message: 'This applet has no held runs.' }],
  });
});

it('"Discard them" cancels the held runs; the minute cap holds too; turning the applet off cancels them', async () => {
  const id = await applets.create();
  const started = Date.now();
  /** One flood: the runs it made (its first check's runs first), then "Discard them". */
  async function floodAndDiscard() {
    const before = new Set((await runsOf(id)).map((r) => r.id));
    await flood(id);
    const made = (await runsOf(id)).filter((r) => !before.has(r.id));
    const reason = (await olivia.gql(HELD, { id })).data!.applet.held_runs.reason as string;
    const heldIds = made.filter((r) => r.status === 'held').map((r) => r.id);
    const discarded = await olivia.gql(DISCARD, { id });
    expect(discarded.data!.discardHeldRuns).toEqual({ held_runs: null, errors: [] });
    const after = (await runsOf(id)).filter((r) => heldIds.includes(r.id));
    expect(after.map((r) => [r.status, r.error])).toEqual(
      heldIds.map(() => ['cancelled', 'Discarded: you chose not to run these held items.']),
    );
    expect((await olivia.gql(HELD, { id })).data!.applet.held_runs).toBeNull();
    return { ran: made.length - heldIds.length, reason };
  }
  // 5 of the first check run, then 5 of the next (10 in the minute: discarded runs do not count).
  expect(await floodAndDiscard()).toEqual({ ran: 5, reason: expect.stringContaining('in one check') });
  expect(await floodAndDiscard()).toEqual({ ran: 5, reason: expect.stringContaining('in one check') });
  // Within the same minute, the third runs 2: the minute's cap is 12.
  const third = await floodAndDiscard();
  expect(Date.now() - started).toBeLessThan(60_000);
  expect(third).toEqual({
    ran: 2,
    reason: expect.stringContaining(
      "This applet's trigger sent more new items than the 12 an applet runs in a minute.",
    ),
  });

  // Held again, then the applet turned off: cancelled as queued runs are.
  const cancelled = new Set((await runsOf(id)).filter((r) => r.status === 'cancelled').map((r) => r.id));
  await flood(id);
  expect((await runsOf(id)).some((r) => r.status === 'held')).toBe(true);
  expect((await olivia.request(`/applets/${id}/disable`, { method: 'POST' })).status).toBe(200);
  await wait('the held runs cancelled', async () => !(await runsOf(id)).some((r) => r.status === 'held'));
  const off = (await runsOf(id)).filter((r) => r.status === 'cancelled' && !cancelled.has(r.id));
  expect(off.length).toBeGreaterThan(0);
  expect(new Set(off.map((r) => r.error))).toEqual(new Set(['The Applet was turned off before this run.']));
});

import type { AppletRunSpec } from '@switchyard/events';
import { createTestDb } from '@switchyard/server-kit/testing';
import type { Db } from '@switchyard/server-kit';
import { engineDomain } from './index';
import { orderedId } from './orderedId';
import { laneJob, QUEUES } from './queues';
import { startEngine, type EngineRuntime } from './runtime';
import { testSettings } from '@switchyard/server-kit/settings';

// A poison event (a run the engine itself cannot work, whatever the partner does) is tried again,
// then recorded failed and sent to the dead-letter queue; its applet's later runs and other
// applets' runs go on. No partner is called: the applets have no actions.
jest.setTimeout(60_000);

let db: Db & { drop(): Promise<void> };
let engine: EngineRuntime;
const USER = '00000000-0000-4000-8000-000000000001';
const A = 'a0000000-0000-4000-8000-00000000000a';
const B = 'b0000000-0000-4000-8000-00000000000b';

const spec: AppletRunSpec = {
  name: 'No actions',
  owner_id: USER,
  filter_code: null,
  delay_seconds: null,
  trigger: {
    key: 'trigger',
    service_id: '20000000-0000-4000-8000-000000000100',
    channel_module_name: 'daybook',
    module_name: 'new_journal_entry',
    path: 'Daybook.newJournalEntry',
    fields: {},
    ingredients: [{ path: 'Daybook.newJournalEntry.Title', slug: 'title' }],
  },
  queries: [],
  actions: [],
};

beforeAll(async () => {
  db = await createTestDb([engineDomain.migrations]);
  engine = await startEngine({
    db,
    settings: testSettings({ POLL_INTERVAL: '3600', ENGINE_RETRY_LIMIT: '1', ENGINE_RETRY_DELAY: '1' }),
  });
  for (const applet of [A, B])
    await db.query(
      `INSERT INTO engine.subscriptions (applet_id, user_id, revision, enabled, spec) VALUES ($1, $2, 1, true, $3)`,
      [applet, USER, JSON.stringify(spec)],
    );
});
afterAll(async () => {
  await engine?.stop();
  await db?.drop();
});

async function queueRun(applet: string, item: unknown) {
  const id = orderedId();
  await db.query(`INSERT INTO engine.runs (id, applet_id, user_id, item) VALUES ($1, $2, $3, $4)`, [
    id,
    applet,
    USER,
    JSON.stringify(item),
  ]);
  await engine.boss.insert(QUEUES.lane, [laneJob({ applet_id: applet, user_id: USER }, spec)]);
  return id;
}

const statusOf = async (id: string) =>
  (
    await db.query<{ status: string; error: string | null }>(
      'SELECT status, error FROM engine.runs WHERE id = $1',
      [id],
    )
  ).rows[0];

it('dead-letters a poison run after its retries, and blocks no one else', async () => {
  const poison = await queueRun(A, null);
  const next = await queueRun(A, { title: 'fine', meta: { id: '2', timestamp: 2 } });
  const other = await queueRun(B, { title: 'fine', meta: { id: '3', timestamp: 3 } });
  const end = Date.now() + 40_000;
  while ((await statusOf(next)).status !== 'succeeded' && Date.now() < end)
    await new Promise((r) => setTimeout(r, 200));
  expect(await statusOf(poison)).toEqual({
    status: 'failed',
    error: 'Something went wrong on our side while running this Applet.',
  });
  expect((await statusOf(next)).status).toBe('succeeded');
  expect((await statusOf(other)).status).toBe('succeeded');
  const dead = await db.query<{ data: { run_id: string; error: string } }>(
    `SELECT data FROM pgboss.job WHERE name = $1`,
    [QUEUES.dead],
  );
  expect(dead.rows.map((r) => r.data.run_id)).toEqual([poison]);
  expect(dead.rows[0].data.error).toMatch(/null/);
  // The other applet did not wait for the poison's retries; its own applet's next run did.
  const finished = await db.query<{ id: string }>(
    'SELECT id FROM engine.runs WHERE id = ANY($1::uuid[]) ORDER BY finished_at',
    [[poison, next, other]],
  );
  expect(finished.rows.map((r) => r.id)).toEqual([other, poison, next]);
});

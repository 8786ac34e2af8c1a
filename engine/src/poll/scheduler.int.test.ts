import { createTestDb } from '@switchyard/server-kit/testing';
import type { Db } from '@switchyard/server-kit';
import { testSettings } from '@switchyard/server-kit/settings';
import { engineDomain } from '../index';
import { QUEUES, type PollJob } from '../queues';
import { startEngine, type EngineRuntime } from '../runtime';
import { queueDuePolls, queuePolls, schedulerTickMs } from './scheduler';

// The scheduler without workers (ENGINE_WORKERS=0): the test takes the poll jobs itself.
jest.setTimeout(60_000);

let db: Db & { drop(): Promise<void> };
let engine: EngineRuntime;
const USER = '00000000-0000-4000-8000-000000000001';
const SERVICE = '20000000-0000-4000-8000-000000000100';

beforeAll(async () => {
  db = await createTestDb([engineDomain.migrations]);
  engine = await startEngine({ db, settings: testSettings({ POLL_INTERVAL: '900', ENGINE_WORKERS: '0' }) });
});
afterAll(async () => {
  await engine?.stop();
  await db?.drop();
});

async function identity(id: string, due: string) {
  await db.query(
    `INSERT INTO engine.trigger_identities (id, service_id, channel_module_name, module_name, user_id, fields, next_poll_at)
     VALUES ($1, $2, 'daybook', 'new_journal_entry', $3, '{}', now() + $4::interval)`,
    [id, SERVICE, USER, due],
  );
}

it('looks for due polls every second, every half interval when that is shorter', () => {
  expect(schedulerTickMs(900)).toBe(1000);
  expect(schedulerTickMs(1.5)).toBe(750);
  expect(schedulerTickMs(0.2)).toBe(500);
});

it('queues the due identities once, moves them an interval on, and puts realtime polls first', async () => {
  await identity('due-1', '-2 seconds');
  await identity('due-2', '-1 second');
  await identity('later', '10 minutes');
  await identity('realtime', '10 minutes');

  expect(await queueDuePolls(db, engine.boss, 900)).toBe(2);
  expect(await queueDuePolls(db, engine.boss, 900)).toBe(0);
  const { rows } = await db.query<{ id: string; in_s: number }>(
    `SELECT id, extract(epoch FROM next_poll_at - now())::float8 AS in_s FROM engine.trigger_identities
      WHERE id LIKE 'due-%' ORDER BY id`,
  );
  for (const r of rows) expect(r.in_s).toBeGreaterThan(890);

  // A notification after the scheduled polls were queued: its poll is the next one taken.
  await queuePolls(engine.boss, ['realtime'], true);
  const taken: string[] = [];
  for (let i = 0; i < 3; i++) {
    const [job] = await engine.boss.fetch<PollJob>(QUEUES.poll, { batchSize: 1 });
    taken.push(job?.data.identity_id ?? 'none');
  }
  expect(taken).toEqual(['realtime', 'due-1', 'due-2']);
});

/**
 * The event bus (issue 11): events per second from publish (each in a transaction of its own, as a
 * domain's change would) until a subscriber has handled the last one, on the embedded database and
 * on PostgreSQL (DATABASE_URL, else 127.0.0.1:5432 when it answers). Bounded: a few seconds each.
 */
import { eventMigrations, startEventBus } from '@switchyard/server-kit';
import { createTestDb, portAnswers } from '@switchyard/server-kit/testing';

export interface EventBusFigures {
  database: string;
  events: number;
  /** From the first publish until the subscriber handled the last event. */
  totalMs: number;
  eventsPerSecond: number;
  /** Publishing alone (the changes' transactions with their outbox rows). */
  publishPerSecond: number;
}

async function measureOn(databaseUrl: string | undefined, events: number): Promise<EventBusFigures> {
  const saved = process.env.DATABASE_URL;
  if (databaseUrl) process.env.DATABASE_URL = databaseUrl;
  else delete process.env.DATABASE_URL;
  const db = await createTestDb([eventMigrations]);
  if (saved === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = saved;
  const bus = await startEventBus(db);
  try {
    let handled = 0;
    let allHandled!: () => void;
    const done = new Promise<void>((resolve) => (allHandled = resolve));
    await bus.subscribe<{ i: number }>('bench', 'bench.happened', async () => {
      handled += 1;
      if (handled >= events) allHandled();
    });
    const started = performance.now();
    for (let i = 0; i < events; i++) {
      await db.transaction((tx) => bus.publish(tx, 'bench.happened', { i }));
    }
    const published = performance.now();
    await Promise.race([
      done,
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error('events did not arrive within 60 s')), 60_000),
      ),
    ]);
    const totalMs = performance.now() - started;
    return {
      database: db.kind,
      events,
      totalMs,
      eventsPerSecond: (events / totalMs) * 1000,
      publishPerSecond: (events / (published - started)) * 1000,
    };
  } finally {
    await bus.stop();
    await db.drop();
  }
}

export async function measureEventBus(events = 1000): Promise<EventBusFigures[]> {
  const figures = [await measureOn(undefined, events)];
  const url =
    process.env.DATABASE_URL ??
    ((await portAnswers(5432)) ? 'postgres://postgres@127.0.0.1:5432/test' : undefined);
  if (url) figures.push(await measureOn(url, events));
  return figures;
}

/**
 * A partner call's log through the event bus (issue 11): from the recorder (safeFetch's `record`)
 * until the row is readable in observability.transaction_logs, on the embedded database (or
 * PostgreSQL with DATABASE_URL), one call at a time and a burst of 50. The target is 2 s.
 */
import { createTransactionRecorder } from '@switchyard/server-kit';
import { observabilityDomain } from '@switchyard/observability-subgraph';
import { startEventBus, testSettings, type SafeFetchCall } from '@switchyard/server-kit';
import { createTestDb } from '@switchyard/server-kit/testing';
import { percentile } from './lib/stats';

export interface TransactionLogFigures {
  database: string;
  /** One call at a time: recorder to readable row. */
  singleP50Ms: number;
  singleP95Ms: number;
  singleMaxMs: number;
  samples: number;
  /** 50 calls recorded at once: until the last is readable. */
  burst50Ms: number;
}

const ORG = '10000000-0000-4000-8000-000000000001';

const call = (i: number): SafeFetchCall => ({
  startedAt: new Date(),
  durationMs: 12,
  method: 'POST',
  url: `https://partner.example/switchyard/v1/triggers/t${i}`,
  finalUrl: `https://partner.example/switchyard/v1/triggers/t${i}`,
  redirects: [],
  requestHeaders: { 'Switchyard-Service-Key': 'secret', 'content-type': 'application/json' },
  requestBody: '{"triggerFields":{}}',
  status: 200,
  responseHeaders: { 'content-type': 'application/json' },
  responseBody: '{"data":[]}',
  error: null,
});

export async function measureTransactionLogLatency(samples = 20): Promise<TransactionLogFigures> {
  const db = await createTestDb([observabilityDomain.migrations]);
  const bus = await startEventBus(db);
  try {
    await observabilityDomain.consumes!(bus, { db, settings: testSettings() });
    const count = async () =>
      (
        await db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM observability.transaction_logs WHERE service_id = 'bench'",
        )
      ).rows[0].n;
    const record = createTransactionRecorder(bus, db, {
      type: 'trigger',
      organizationId: ORG,
      serviceId: 'bench',
    });
    const until = async (n: number) => {
      const end = Date.now() + 30_000;
      while ((await count()) < n) {
        if (Date.now() > end) throw new Error('a log did not arrive within 30 s');
        await new Promise((r) => setTimeout(r, 10));
      }
    };
    const single: number[] = [];
    for (let i = 0; i < samples; i++) {
      const started = performance.now();
      await record(call(i));
      await until(i + 1);
      single.push(performance.now() - started);
    }
    const burstStarted = performance.now();
    await Promise.all(Array.from({ length: 50 }, (_, i) => record(call(samples + i))));
    await until(samples + 50);
    const burst50Ms = performance.now() - burstStarted;
    return {
      database: db.kind,
      singleP50Ms: percentile(single, 50),
      singleP95Ms: percentile(single, 95),
      singleMaxMs: Math.max(...single),
      samples,
      burst50Ms,
    };
  } finally {
    await bus.stop();
    await db.drop();
  }
}

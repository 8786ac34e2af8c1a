import { createTestDb } from '@switchyard/server-kit/testing';
import { testSettings } from '@switchyard/server-kit/settings';
import { observabilityDomain } from '../index';
import { observabilitySettings } from '../settings';
import { deleteExpiredLogs, RETENTION_BATCH, startLogRetention } from './retention';
import { listTransactionLogs } from './transactionStore';

jest.setTimeout(60_000); // a first embedded database takes seconds to create

type Db = Awaited<ReturnType<typeof createTestDb>>;
let db: Db;

beforeAll(async () => {
  db = await createTestDb([observabilityDomain.migrations]);
});

afterAll(async () => {
  await db.drop();
});

beforeEach(async () => {
  await db.query('DELETE FROM observability.transaction_logs');
});

/** `count` logs of `module`, `ageDays` old (fractions allowed), one per millisecond before that. */
async function insertLogs(count: number, ageDays: number, module = 'acme', type = 'endpoint_test') {
  await db.query(
    `INSERT INTO observability.transaction_logs
       (id, type, created_at, organization_id, service_id, module_name, duration_ms, request_method,
        request_url, response_status)
     SELECT gen_random_uuid(), $3, now() - make_interval(secs => $2::float8 * 86400) - i * interval '1 millisecond',
       'org-a', 'svc-' || $4, $4, 10, 'POST', 'https://api.acme.test/ifttt/v1/status', 200
     FROM generate_series(1, $1::int) AS i`,
    [count, ageDays, type, module],
  );
}

const ages = async () =>
  (
    await db.query<{ days: number }>(
      `SELECT floor(extract(epoch FROM now() - created_at) / 86400)::int AS days
       FROM observability.transaction_logs ORDER BY created_at DESC`,
    )
  ).rows.map((r) => r.days);

const count = async () =>
  Number(
    (await db.query<{ n: string }>('SELECT count(*) AS n FROM observability.transaction_logs')).rows[0]!.n,
  );

async function until(check: () => Promise<boolean>, ms = 20_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('deleteExpiredLogs', () => {
  it('deletes the logs older than the retention, a batch at a time, and keeps the newer ones', async () => {
    await insertLogs(12, 31);
    await insertLogs(1, 29.9);
    await insertLogs(2, 1);
    const batches: number[] = [];
    for (let n = -1; n !== 0;)
      batches.push((n = await deleteExpiredLogs(db, { retentionDays: 30, batchSize: 5 })));
    expect(batches).toEqual([5, 5, 2, 0]);
    expect(await ages()).toEqual([1, 1, 29]);
  });

  it('takes the oldest first', async () => {
    await insertLogs(3, 40);
    await insertLogs(3, 35);
    expect(await deleteExpiredLogs(db, { retentionDays: 30, batchSize: 3 })).toBe(3);
    expect(await ages()).toEqual([35, 35, 35]);
  });

  it('is safe when several processes run it at once', async () => {
    await insertLogs(40, 31);
    await insertLogs(3, 2);
    const drain = async () => {
      let total = 0;
      for (let n = -1; n !== 0; total += n)
        n = await deleteExpiredLogs(db, { retentionDays: 30, batchSize: 4 });
      return total;
    };
    const deleted = await Promise.all([drain(), drain(), drain()]);
    expect(deleted.reduce((a, b) => a + b, 0)).toBe(40);
    expect(await count()).toBe(3);
  });
});

describe('the retention job', () => {
  it('defaults to 30 days and refuses a retention under a day', () => {
    expect(testSettings().of(observabilitySettings).transactionLogRetentionDays).toBe(30);
    expect(() => testSettings({ TRANSACTION_LOG_RETENTION_DAYS: '0' }).of(observabilitySettings)).toThrow(
      /TRANSACTION_LOG_RETENTION_DAYS/,
    );
  });

  it('runs at start with TRANSACTION_LOG_RETENTION_DAYS, batch after batch until none is left', async () => {
    await insertLogs(RETENTION_BATCH + 3, 8);
    await insertLogs(4, 6);
    const settings = testSettings({ TRANSACTION_LOG_RETENTION_DAYS: '7' });
    const job = startLogRetention({ db, settings });
    try {
      await until(async () => (await count()) === 4);
    } finally {
      await job.stop();
    }
    expect(await ages()).toEqual([6, 6, 6, 6]);
  });
});

describe('the logs page indexes', () => {
  it('has an index for each filter', async () => {
    const { rows } = await db.query<{ indexname: string }>(
      `SELECT indexname FROM pg_indexes
       WHERE schemaname = 'observability' AND tablename = 'transaction_logs' ORDER BY indexname`,
    );
    expect(rows.map((r) => r.indexname)).toEqual([
      'transaction_logs_connection_page_idx',
      'transaction_logs_created_idx',
      'transaction_logs_module_error_idx',
      'transaction_logs_module_page_idx',
      'transaction_logs_module_success_idx',
      'transaction_logs_module_type_idx',
      'transaction_logs_pkey',
      'transaction_logs_search_idx',
      'transaction_logs_service_page_idx',
      'transaction_logs_service_type_idx',
    ]);
  });

  it('reads a page of each filter through its index, not by scanning the table', async () => {
    // Enough rows that the planner prefers the indexes: other services', and other types.
    for (const module of ['acme', 'beta', 'gamma']) {
      await insertLogs(4000, 0.2, module, 'endpoint_test');
      await insertLogs(4000, 0.3, module, 'trigger');
    }
    await db.query(
      `UPDATE observability.transaction_logs SET response_status = 500
       WHERE id IN (SELECT id FROM observability.transaction_logs LIMIT 300)`,
    );
    // A connection's calls (issue 38): 400 of acme's, of both types (random ids), among the others'.
    await db.query(
      `UPDATE observability.transaction_logs SET connection_id = 'c1'
       WHERE id IN (SELECT id FROM observability.transaction_logs WHERE module_name = 'acme'
                     ORDER BY id LIMIT 400)`,
    );
    // As autovacuum leaves a table: its visibility map lets the count stay in the index.
    await db.query('VACUUM ANALYZE observability.transaction_logs');
    const cases = [
      [{ moduleName: 'acme', requestType: 'trigger' }, 'transaction_logs_module_type_idx'],
      [{ serviceId: 'svc-acme', requestType: 'trigger' }, 'transaction_logs_service_type_idx'],
      [{ moduleName: 'acme', responseStatus: 'error' as const }, 'transaction_logs_module_error_idx'],
      [{ moduleName: 'acme', page: 3 }, 'transaction_logs_module_page_idx'],
      [{ connectionId: 'c1' }, 'transaction_logs_connection_page_idx'],
      [{ connectionId: 'c1', requestType: 'trigger' }, 'transaction_logs_connection_page_idx'],
    ] as const;
    for (const [filter, index] of cases) {
      // The statements listTransactionLogs sends (the count and the page), explained as they are.
      const sent: { text: string; params?: unknown[] }[] = [];
      const recording = {
        ...db,
        query: ((text: string, params?: unknown[]) => {
          sent.push({ text, params });
          return db.query(text, params);
        }) as Db['query'],
      };
      const page = await listTransactionLogs(recording, { organizationIds: ['org-a'], ...filter });
      expect(page.data.length).toBeGreaterThan(0);
      for (const { text, params } of sent) {
        const plan = (await db.query<Record<string, string>>(`EXPLAIN ${text}`, params)).rows
          .map((r) => Object.values(r)[0])
          .join('\n');
        expect({ filter, plan }).toEqual({ filter, plan: expect.stringContaining(index) });
        expect(plan).not.toContain('Seq Scan');
      }
    }
  });
});

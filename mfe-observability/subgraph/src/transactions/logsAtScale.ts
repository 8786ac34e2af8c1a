import { createHash } from 'node:crypto';
import type { Db } from '@switchyard/server-kit';

/** The service whose calls are made up, as a stored log names it. */
export interface ScaleService {
  id: string;
  moduleName: string;
  organizationId: string;
}

export interface ScaleLogsOptions {
  service: ScaleService;
  /** Logs in all, spread evenly over `days` before `now`, newest first: log 1 is the newest. */
  count: number;
  days: number;
  now?: Date;
  /** Rows per INSERT (each its own statement, so a long run shows progress and holds no huge transaction). */
  batch?: number;
  /** Makes the ids differ from another run's into the same table. */
  seed?: string;
  /** Who made the calls that a user makes (trigger polls, actions…): by default 5,000 made-up users. */
  userIds?: readonly string[];
  /**
   * Drops the table's indexes (but its primary key) first and creates them again from their own
   * definitions once the rows are in, side by side: a bulk load goes several times faster so.
   */
  rebuildIndexes?: boolean;
  onProgress?(done: number): void;
}

/**
 * Partner calls as a busy published service gets them, made up in SQL (generate_series) straight
 * into observability.transaction_logs: trigger polls, actions, queries, user info, status checks,
 * token exchanges, field options, tests, scripts, webhooks and Connect API calls, about 94 % answered
 * 2xx, the rest 401, 404, 422, 500, 503 or no answer (a timeout or a refused connection). Bodies carry
 * uuids (so a piece of one is found in one row) and an album name `album-{0…999}` in the calls that
 * add a photo (`album-42` is in 1.1 % of those: album-42 and album-420…429). Log i is the same in
 * every run of the same count, days, now and seed. For the logs at scale test and bench figure 20.
 */
export async function generateScaleLogs(db: Db, opts: ScaleLogsOptions): Promise<void> {
  const now = opts.now ?? new Date();
  const batch = opts.batch ?? 50_000;
  const stepMs = (opts.days * 86_400_000) / opts.count;
  const indexes = opts.rebuildIndexes ? await dropIndexes(db) : [];
  let next = 1;
  let done = 0;
  // Two batches at a time: making the rows is CPU work, and PostgreSQL runs each on its own core.
  const worker = async () => {
    for (let first = next; first <= opts.count; first = next) {
      next += batch;
      const last = Math.min(opts.count, first + batch - 1);
      await db.query(GENERATE, [
        first,
        last,
        now.toISOString(),
        stepMs,
        opts.seed ?? 'scale',
        opts.service.id,
        opts.service.moduleName,
        opts.service.organizationId,
        opts.userIds ?? null,
      ]);
      opts.onProgress?.((done += last - first + 1));
    }
  };
  await Promise.all([worker(), worker()]);
  await Promise.all(
    indexes.map((statements) =>
      db.transaction(async (tx) => {
        await tx.query(`SET LOCAL maintenance_work_mem = '512MB'`);
        for (const statement of statements) await tx.query(statement);
      }),
    ),
  );
}

/** Drops the logs' indexes but the primary key; returns the statements that make each again. */
async function dropIndexes(db: Db): Promise<string[][]> {
  const { rows } = await db.query<{ name: string; definition: string }>(
    `SELECT indexname AS name, indexdef AS definition FROM pg_indexes
     WHERE schemaname = 'observability' AND tablename = 'transaction_logs'
       AND indexname <> 'transaction_logs_pkey'`,
  );
  const statistics = await db.query<{ name: string; col: number; target: number }>(
    `SELECT c.relname AS name, a.attnum AS col, a.attstattarget AS target
     FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
     JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'observability' AND c.relname = ANY($1::text[]) AND a.attstattarget > 0`,
    [rows.map((r) => r.name)],
  );
  for (const r of rows) await db.query(`DROP INDEX observability.${r.name}`);
  // An index's own statistics target (ALTER INDEX … SET STATISTICS) comes back with it.
  return rows.map((r) => [
    r.definition,
    ...statistics.rows
      .filter((s) => s.name === r.name)
      .map((s) => `ALTER INDEX observability.${s.name} ALTER COLUMN ${s.col} SET STATISTICS ${s.target}`),
  ]);
}

/** The uuid log i of a run with this seed carries in its request body (u2 below): to search a piece of. */
export function scaleLogUuid(seed: string, i: number): string {
  const h = createHash('md5').update(`u2${seed}${i}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

// $1 first, $2 last, $3 now, $4 milliseconds between two logs, $5 seed, $6 service id,
// $7 module name, $8 organization id, $9 the users' ids (or null). h1…h3: independent pseudo-random numbers of i; k: the kind of
// call (i % 100, so each kind is spread evenly over time). CASE rather than a table of kinds: only
// the chosen kind's texts are built.
const GENERATE = `
INSERT INTO observability.transaction_logs
  (id, type, created_at, remote_user_id, organization_id, service_id, module_name, duration_ms,
   request_method, request_url, request_headers, request_body, response_status, response_headers,
   response_body, error_code, error)
SELECT md5($5 || ':' || i)::uuid, c.type,
  $3::timestamptz - make_interval(secs => (i - 1 + (h1 % 1000) / 1000.0) * $4::float8 / 1000),
  CASE WHEN c.type IN ('trigger', 'action', 'query', 'user_info', 'token') THEN coalesce(
    ($9::text[])[1 + h2 % greatest(cardinality($9::text[]), 1)],
    '00000000-0000-4000-8000-' || lpad(to_hex(h2 % 5000), 12, '0')) END,
  $8, $6, $7,
  CASE WHEN s.status IS NULL THEN 10000 ELSE 40 + h3 % 900 END,
  CASE WHEN c.type IN ('user_info', 'status') THEN 'GET' WHEN c.type = 'trigger_identity' THEN 'DELETE'
    ELSE 'POST' END,
  c.url,
  json_build_object('content-type', 'application/json', 'accept', 'application/json',
    'authorization', 'Bearer [REDACTED]', 'x-request-id', u1),
  c.request_body,
  s.status,
  CASE WHEN s.status IS NOT NULL THEN json_build_object('content-type', 'application/json; charset=utf-8',
    'x-request-id', u1) END,
  CASE WHEN s.status IS NULL THEN NULL
    WHEN s.status >= 400 THEN '{"errors":[{"message":"' || s.message || '"}]}'
    ELSE c.response_body END,
  CASE WHEN s.status IS NULL THEN (CASE WHEN h1 % 2 = 0 THEN 'timeout' ELSE 'connection_refused' END) END,
  CASE WHEN s.status IS NULL THEN (CASE WHEN h1 % 2 = 0
    THEN 'No complete answer within 10 seconds' ELSE 'Connection refused by api.daybook.example' END) END
FROM generate_series($1::int, $2::int) AS i
CROSS JOIN LATERAL (SELECT i % 100 AS k, hashint4(i) & 2147483647 AS h1,
  hashint4(i + 1000000000) & 2147483647 AS h2, hashint4(-i) & 2147483647 AS h3) h
CROSS JOIN LATERAL (SELECT md5('u1' || $5 || i)::uuid::text AS u1, md5('u2' || $5 || i)::uuid::text AS u2,
  md5('u3' || $5 || i)::uuid::text AS u3, 'album-' || h2 % 1000 AS album, 'user_' || h2 % 5000 AS usr,
  'https://api.daybook.example/switchyard/v1' AS api) u
CROSS JOIN LATERAL (SELECT CASE WHEN h3 % 1000 < 940 THEN 200 WHEN h3 % 1000 < 960 THEN 401
    WHEN h3 % 1000 < 970 THEN 404 WHEN h3 % 1000 < 980 THEN 422 WHEN h3 % 1000 < 990 THEN 500
    WHEN h3 % 1000 < 995 THEN 503 END AS status) st
CROSS JOIN LATERAL (SELECT st.status, CASE st.status WHEN 401 THEN 'Invalid access token'
    WHEN 404 THEN 'Not found: ' || u3 WHEN 422 THEN 'Album ' || album || ' is full'
    WHEN 500 THEN 'Internal server error' WHEN 503 THEN 'Service unavailable, try again later' END AS message) s
CROSS JOIN LATERAL (SELECT
  CASE WHEN k < 50 THEN 'trigger' WHEN k < 75 THEN 'action' WHEN k < 82 THEN 'query'
    WHEN k < 85 THEN 'user_info' WHEN k < 88 THEN 'status' WHEN k < 90 THEN 'token'
    WHEN k < 92 THEN 'field_options' WHEN k < 95 THEN 'endpoint_test' WHEN k < 97 THEN 'script'
    WHEN k = 97 THEN 'webhook' WHEN k = 98 THEN 'connect_api' ELSE 'trigger_identity' END AS type,
  CASE WHEN k < 50 THEN api || '/triggers/new_journal_entry'
    WHEN k < 65 THEN api || '/actions/add_photo_to_album'
    WHEN k < 75 THEN api || '/actions/create_journal_entry'
    WHEN k < 82 THEN api || '/queries/list_entries'
    WHEN k < 85 THEN api || '/user/info'
    WHEN k < 88 THEN api || '/status'
    WHEN k < 90 THEN 'https://api.daybook.example/oauth/token'
    WHEN k < 92 THEN api || '/actions/add_photo_to_album/fields/album/options'
    WHEN k < 95 THEN api || '/test/setup'
    WHEN k < 97 THEN api || '/entries?cursor=' || u2
    WHEN k = 97 THEN 'https://hooks.daybook.example/switchyard/' || u2
    WHEN k = 98 THEN api || '/actions/create_journal_entry'
    ELSE api || '/triggers/new_journal_entry/trigger_identity/' || md5('t' || h2 % 5000) END AS url,
  CASE WHEN k < 50 THEN '{"trigger_identity":"' || md5('t' || h2 % 5000)
      || '","triggerFields":{"mood":"happy"},"limit":50,"user":{"id":"' || usr
      || '","timezone":"Europe/Lisbon"},"ifttt_source":{"id":"' || u2
      || '","url":"https://switchyard.example/applets/' || u2 || '"}}'
    WHEN k < 65 THEN '{"actionFields":{"album":"' || album || '","photo_url":"https://photos.example/' || u2
      || '.jpg","caption":"Entry cover"},"user":{"id":"' || usr
      || '","timezone":"Europe/Lisbon"},"ifttt_source":{"id":"' || u2 || '"}}'
    WHEN k < 75 THEN '{"actionFields":{"title":"Severe weather alert","body":"Storm warning for Lisbon"},'
      || '"user":{"id":"' || usr || '","timezone":"Europe/Lisbon"},"ifttt_source":{"id":"' || u2 || '"}}'
    WHEN k < 82 THEN '{"queryFields":{"mood":"calm"},"limit":10,"user":{"id":"' || usr || '"}}'
    WHEN k < 88 THEN NULL
    WHEN k < 90 THEN 'grant_type=refresh_token&refresh_token=[REDACTED]&client_id=switchyard'
    WHEN k < 92 THEN '{"user":{"id":"' || usr || '"}}'
    WHEN k < 95 THEN '{}'
    WHEN k < 97 THEN '{"since":"' || u3 || '"}'
    WHEN k = 97 THEN '{"event":"trigger_subscription/fired","data":{"id":"' || u3 || '"}}'
    WHEN k = 98 THEN '{"actionFields":{"title":"From the Connect API"},"user":{"id":"' || usr || '"}}'
  END AS request_body,
  CASE WHEN k < 50 THEN '{"data":[{"title":"Morning pages","mood":"happy","created_at":"'
      || to_char($3::timestamptz, 'YYYY-MM-DD') || 'T07:12:00Z","meta":{"id":"' || u3
      || '","timestamp":' || h1 % 100000000 || '}}]}'
    WHEN k < 65 THEN '{"data":[{"id":"' || u3 || '","url":"https://daybook.example/albums/' || album
      || '/photos/' || u3 || '"}]}'
    WHEN k < 75 THEN '{"data":[{"id":"' || u3 || '"}]}'
    WHEN k < 82 THEN '{"data":[{"title":"Evening walk","meta":{"id":"' || u3 || '"}}],"cursor":"' || u2 || '"}'
    WHEN k < 85 THEN '{"data":{"id":"' || usr || '","name":"Ada","url":"https://daybook.example/u/' || usr || '"}}'
    WHEN k < 88 THEN NULL
    WHEN k < 90 THEN '{"access_token":"[REDACTED]","token_type":"Bearer","expires_in":3600}'
    WHEN k < 92 THEN '{"data":[{"label":"Lisbon","value":"' || album || '"},{"label":"Porto","value":"album-7"}]}'
    WHEN k < 95 THEN '{"data":{"samples":{"triggers":{"new_journal_entry":{"mood":"happy"}}}}}'
    WHEN k < 97 THEN '{"entries":[{"id":"' || u3 || '","title":"Draft"}]}'
    WHEN k = 97 THEN ''
    WHEN k = 98 THEN '{"data":[{"id":"' || u3 || '"}]}'
  END AS response_body) c
`;

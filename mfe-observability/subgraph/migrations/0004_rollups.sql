-- Issue 37: the rollups the service charts read (spec/review-org-diagnostics.md#210-charts), kept as
-- logs arrive (src/charts/rollups.ts, in storeTransactions' transaction), so a chart reads about one
-- row an hour and never scans the logs.

-- One row per service, hour (UTC) and organization (the logs' organization_id: who may read it;
-- none = staff only). success_count and error_count follow the logs page's 'success' and 'error'
-- filters; errors counts the errors by kind ({"HTTP 500": 3, "timeout": 1}); trigger_ms and
-- action_ms are histograms of the durations of calls to trigger and action endpoints, by the
-- buckets of duration_bucket ({"37": 12}).
CREATE TABLE service_rollups (
  service_id text NOT NULL,
  organization_id text,
  hour timestamptz NOT NULL CHECK (hour = date_trunc('hour', hour AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'),
  success_count integer NOT NULL DEFAULT 0,
  error_count integer NOT NULL DEFAULT 0,
  errors jsonb NOT NULL DEFAULT '{}',
  trigger_ms jsonb NOT NULL DEFAULT '{}',
  action_ms jsonb NOT NULL DEFAULT '{}',
  -- The charts read by service and hours; a row without an organization is one row too.
  CONSTRAINT service_rollups_key UNIQUE NULLS NOT DISTINCT (service_id, hour, organization_id)
);
-- The retention deletes by hour.
CREATE INDEX service_rollups_hour_idx ON service_rollups (hour);

-- Two {key: count} objects added up, key by key (the upsert of a rollup row).
CREATE FUNCTION add_counts(a jsonb, b jsonb) RETURNS jsonb
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(jsonb_object_agg(key, total), '{}'::jsonb)
  FROM (SELECT key, sum(value::bigint) AS total
        FROM (SELECT * FROM jsonb_each_text(a) UNION ALL SELECT * FROM jsonb_each_text(b)) AS counts
        GROUP BY key) AS sums
$$;

-- The twins of src/charts/durationBuckets.ts and callKinds.ts (rollups.int.test.ts checks that they
-- agree). Not STRICT, and nothing in them less than immutable (hence status::text), so the planner
-- inlines them: the backfill calls them for every log.
-- A duration's bucket: 0…31 ms one each, then 32 a power of two (its top six bits). The top bit's
-- position is the floor of log2(ms + 0.5), which is never within 1e-9 of a whole number for a
-- whole ms, so the float rounding cannot move it.
CREATE FUNCTION duration_bucket(ms integer) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN ms < 32 THEN greatest(ms, 0)
    ELSE (floor(ln(ms::float8 + 0.5) / ln(2::float8))::int - 5) * 32
      + (ms >> (floor(ln(ms::float8 + 0.5) / ln(2::float8))::int - 5)) END
$$;

-- The kind of an error ('HTTP 500', the error code, 'no answer'); null for a call that is not one.
CREATE FUNCTION error_kind(status integer, error_code text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN status >= 400 THEN 'HTTP ' || status::text
    WHEN error_code IS NOT NULL THEN error_code
    WHEN status IS NULL THEN 'no answer' END
$$;

-- 'trigger' or 'action' for a call to {prefix}/{product}/v1/triggers/{slug} or …/actions/{slug}
-- (the path: after the authority, up to ? or #). strpos first: a regular expression costs more.
CREATE FUNCTION endpoint_kind(url text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN strpos(url, '/v1/triggers/') > 0
      AND url ~ '^[a-zA-Z][a-zA-Z0-9+.-]*://[^?#]*/[^/?#]+/v1/triggers/[^/?#]+/?([?#]|$)' THEN 'trigger'
    WHEN strpos(url, '/v1/actions/') > 0
      AND url ~ '^[a-zA-Z][a-zA-Z0-9+.-]*://[^?#]*/[^/?#]+/v1/actions/[^/?#]+/?([?#]|$)' THEN 'action'
  END
$$;

-- Recomputes the rollups of one service (or of all, only_service null) from its stored logs: the
-- backfill below, and rebuildRollups (src/charts/rollups.ts) after logs were written without them
-- (the bench's bulk insert, a process of an older version). The lock waits for the batches being
-- stored and holds the next ones back until this commits; they then add only what it did not see.
CREATE FUNCTION rebuild_rollups(only_service text) RETURNS integer
-- Memory for the grouping of a million logs, rather than spilling it to disk.
LANGUAGE plpgsql SET work_mem = '64MB' AS $$
DECLARE
  written integer;
BEGIN
  LOCK TABLE observability.service_rollups IN SHARE ROW EXCLUSIVE MODE;
  DELETE FROM observability.service_rollups WHERE only_service IS NULL OR service_id = only_service;
  INSERT INTO observability.service_rollups
    (service_id, organization_id, hour, success_count, error_count, errors, trigger_ms, action_ms)
  WITH calls AS (
    SELECT l.service_id, coalesce(l.organization_id, '') AS org,
      date_trunc('hour', l.created_at AT TIME ZONE 'UTC') AS hour,
      l.response_status BETWEEN 200 AND 399 AND l.error_code IS NULL AS ok,
      observability.error_kind(l.response_status, l.error_code) AS kind,
      observability.endpoint_kind(l.request_url) AS endpoint,
      observability.duration_bucket(l.duration_ms) AS bucket
    FROM observability.transaction_logs l
    WHERE l.service_id IS NOT NULL AND (only_service IS NULL OR l.service_id = only_service)
  ), totals AS (
    SELECT c.service_id, c.org, c.hour, count(*) FILTER (WHERE c.ok) AS ok_n,
      count(*) FILTER (WHERE c.kind IS NOT NULL) AS error_n
    FROM calls c GROUP BY c.service_id, c.org, c.hour
  ), kinds AS (
    SELECT k.service_id, k.org, k.hour, jsonb_object_agg(k.kind, k.n) AS errors
    FROM (SELECT c.service_id, c.org, c.hour, c.kind, count(*) AS n FROM calls c
          WHERE c.kind IS NOT NULL GROUP BY c.service_id, c.org, c.hour, c.kind) AS k
    GROUP BY k.service_id, k.org, k.hour
  ), durations AS (
    SELECT b.service_id, b.org, b.hour,
      jsonb_object_agg(b.bucket, b.n) FILTER (WHERE b.endpoint = 'trigger') AS trigger_ms,
      jsonb_object_agg(b.bucket, b.n) FILTER (WHERE b.endpoint = 'action') AS action_ms
    FROM (SELECT c.service_id, c.org, c.hour, c.endpoint, c.bucket, count(*) AS n FROM calls c
          WHERE c.endpoint IS NOT NULL GROUP BY c.service_id, c.org, c.hour, c.endpoint, c.bucket) AS b
    GROUP BY b.service_id, b.org, b.hour
  )
  SELECT t.service_id, nullif(t.org, ''), t.hour AT TIME ZONE 'UTC', t.ok_n, t.error_n,
    coalesce(k.errors, '{}'), coalesce(d.trigger_ms, '{}'), coalesce(d.action_ms, '{}')
  FROM totals t
  LEFT JOIN kinds k ON (k.service_id, k.org, k.hour) = (t.service_id, t.org, t.hour)
  LEFT JOIN durations d ON (d.service_id, d.org, d.hour) = (t.service_id, t.org, t.hour);
  GET DIAGNOSTICS written = ROW_COUNT;
  RETURN written;
END
$$;

-- The backfill: the rollups of the logs stored before this migration.
SELECT rebuild_rollups(NULL);

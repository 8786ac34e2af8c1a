-- Issue 37 item 4: an index for the logs page's free-text search. listTransactionLogs' `query` is a
-- case-insensitive substring of the URL, the request body, the response body or the error
-- (ILIKE '%…%'), and stays exactly that; the index only finds the candidates.
--
-- A trigram (pg_trgm) GIN index answers LIKE '%…%', but pg_trgm reads letters and digits only: in
-- 'album-42' it sees the words 'album' and '42', so every log with 'album' and a word starting with
-- 42 (a uuid's) would be a candidate to read and drop. The index is therefore on each log's search
-- key: its four columns joined, lower case, letters and digits only ('album42'), where a text keeps
-- its neighbours. A text is in a column only if its key is in the log's key (lower case and deleting
-- characters keep a substring a substring), so `search_key LIKE '%' || key(text) || '%'` loses no
-- log; the query asks for the text itself in the four columns too, on the candidates only. The key
-- is stored (a generated column): a candidate is checked by a plain LIKE, not by making its key
-- again. A key shorter than three characters has no trigram: such a search reads the timeframe's
-- logs, asking only for the text in the columns.
--
-- pg_trgm ships with PostgreSQL (contrib) and is a trusted extension: the database's owner may create
-- it. The embedded database (PGlite) loads its build of it when it opens (server-kit's db.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;

-- The four columns joined by line breaks, whose key is indexed.
CREATE FUNCTION log_search_text(request_url text, request_body text, response_body text, error text)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT request_url || E'\n' || coalesce(request_body, '') || E'\n' || coalesce(response_body, '') ||
    E'\n' || coalesce(error, '')
$$;

-- A text's search key: lower case, letters and digits only. The query makes the text's key with it too.
CREATE FUNCTION log_search_key(t text)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(regexp_replace(t, '[^[:alnum:]]+', '', 'g'))
$$;

-- Whether a LIKE pattern is in a log's URL, a body or the error, case-insensitive: the check of a
-- candidate the key found. PL/pgSQL, so never inlined: the planner takes it for a third of the logs
-- instead of multiplying the key's estimate by a guess at the same text, a guess so small that for a
-- common word it read every log of the timeframe rather than the newest until the page was full.
CREATE FUNCTION log_has_text(request_url text, request_body text, response_body text, error text,
  pattern text)
RETURNS boolean LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
BEGIN
  RETURN request_url ILIKE pattern OR request_body ILIKE pattern OR response_body ILIKE pattern
    OR error ILIKE pattern;
END
$$;

ALTER TABLE transaction_logs ADD COLUMN search_key text GENERATED ALWAYS AS (
  log_search_key(log_search_text(request_url, request_body, response_body, error))
) STORED;

CREATE INDEX transaction_logs_search_idx ON transaction_logs USING gin (search_key gin_trgm_ops);
-- ANALYZE keeps finer statistics of the key: the planner sees how many logs a text is in, so it
-- joins a short timeframe's index to this one rather than reading every candidate.
ALTER TABLE transaction_logs ALTER COLUMN search_key SET STATISTICS 1000;

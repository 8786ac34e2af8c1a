-- Issue 37 item 4: an index for the logs page's free-text search. listTransactionLogs' `query` is a
-- case-insensitive substring of the URL, the request body, the response body or the error
-- (ILIKE '%…%'). A trigram (pg_trgm) GIN index answers ILIKE '%…%' for a text of three characters or
-- more (a shorter one reads the timeframe's rows). One index serves the four columns: it is on them
-- joined by line breaks, and a text without a line break is in the joined text exactly when it is in
-- one of them (with one, the query asks for the columns too). The expression is written twice, here
-- and in transactionStore.ts (SEARCH_TEXT): the planner uses the index only for the very same one.
--
-- pg_trgm ships with PostgreSQL (contrib) and is a trusted extension: the database's owner may create
-- it. The embedded database (PGlite) loads its build of it when it opens (server-kit's db.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;

CREATE INDEX transaction_logs_search_idx ON transaction_logs USING gin (
  (request_url || E'\n' || coalesce(request_body, '') || E'\n' || coalesce(response_body, '') || E'\n' ||
   coalesce(error, '')) gin_trgm_ops
);
-- ANALYZE keeps statistics of the expression: from a finer sample the planner sees how many rows a
-- text is in, so it joins a short timeframe's index to this one rather than reading every candidate.
ALTER INDEX transaction_logs_search_idx ALTER COLUMN 1 SET STATISTICS 1000;

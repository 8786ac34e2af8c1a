-- Issue 37 item 4: an index for each filter of the logs page. listTransactionLogs filters by one
-- service (module_name from the logs page, service_id over GraphQL), a timeframe (created_at >= …),
-- optionally a type or a response status, and orders by created_at DESC, id DESC; the count for the
-- page count asks the same WHERE. Each index below ends in the page's order, so a page is read in
-- order and stops at its LIMIT, and includes organization_id (the reader's organizations), so the
-- count can stay in the index. The status indexes are partial, with the query's very predicates.
-- The free-text search (ILIKE over URL, bodies and error) has no index yet: pg_trgm is not in the
-- embedded database (see README, "Logs at scale").
DROP INDEX transaction_logs_module_idx;
DROP INDEX transaction_logs_service_idx;

CREATE INDEX transaction_logs_module_page_idx
  ON transaction_logs (module_name, created_at DESC, id DESC) INCLUDE (organization_id);
CREATE INDEX transaction_logs_module_type_idx
  ON transaction_logs (module_name, type, created_at DESC, id DESC) INCLUDE (organization_id);
CREATE INDEX transaction_logs_module_error_idx
  ON transaction_logs (module_name, created_at DESC, id DESC) INCLUDE (organization_id)
  WHERE (response_status IS NULL OR response_status >= 400 OR error_code IS NOT NULL);
CREATE INDEX transaction_logs_module_success_idx
  ON transaction_logs (module_name, created_at DESC, id DESC) INCLUDE (organization_id)
  WHERE response_status BETWEEN 200 AND 399 AND error_code IS NULL;

CREATE INDEX transaction_logs_service_page_idx
  ON transaction_logs (service_id, created_at DESC, id DESC) INCLUDE (organization_id);
CREATE INDEX transaction_logs_service_type_idx
  ON transaction_logs (service_id, type, created_at DESC, id DESC) INCLUDE (organization_id);

-- transaction_logs_created_idx (created_at) stays: the retention job deletes by it.

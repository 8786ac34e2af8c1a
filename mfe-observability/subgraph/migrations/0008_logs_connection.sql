-- Issue 38 item 1: the logs of one partner connection (the connection detail screen's API logs).
-- The callers say which connection a call was made for (TransactionContext.connectionId: the
-- connections domain's Connect API calls and webhook deliveries, the engine's runs of connection
-- features); the rows keep it.
--
-- A nullable column without a default is a change of the catalog only: no rewrite of the table,
-- whatever its size. The existing rows stay without a connection.
ALTER TABLE transaction_logs ADD COLUMN connection_id text;

-- "One connection's logs, newest first" (listTransactionLogs with connectionId): one range of this
-- index in the page's order, with what the filters and the reader's organizations ask for included,
-- so the matching ids come from the index alone as for the other filters (0002). Partial: the many
-- calls made for no connection (endpoint tests, applets, adapter scripts) are not in it.
CREATE INDEX transaction_logs_connection_page_idx
  ON transaction_logs (connection_id, created_at DESC, id DESC)
  INCLUDE (organization_id, service_id, module_name, type)
  WHERE connection_id IS NOT NULL;

-- Whose connection it is: the copy of connection.changed (the connections domain's event-carried
-- state, the highest version kept). A connection's logs are its owner service's organization's to
-- read, whichever service a call went to.
CREATE TABLE log_connections (
  connection_id text PRIMARY KEY,
  owner_service_id text NOT NULL,
  version bigint NOT NULL
);

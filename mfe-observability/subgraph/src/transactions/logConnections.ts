import type { ConnectionChanged } from '@switchyard/events';
import type { Db } from '@switchyard/server-kit';

/**
 * This domain's copy of whose connection is whose (connection.changed, the highest version kept):
 * a connection's logs are for its owner service's organization, whichever service a call went to.
 */
export async function storeLogConnections(
  db: Db,
  events: readonly { data: ConnectionChanged }[],
): Promise<void> {
  // One row per connection and statement (ON CONFLICT may not touch a row twice): the newest of the batch.
  const newest = new Map<string, { connection_id: string; owner_service_id: string; version: number }>();
  for (const { data } of events) {
    const id = String(data.connection_id).toLowerCase();
    const seen = newest.get(id);
    if (!seen || seen.version < data.version)
      newest.set(id, {
        connection_id: id,
        owner_service_id: String(data.owner_service_id).toLowerCase(),
        version: data.version,
      });
  }
  if (!newest.size) return;
  await db.query(
    `INSERT INTO observability.log_connections AS c (connection_id, owner_service_id, version)
     SELECT connection_id, owner_service_id, version
       FROM json_to_recordset($1::json) AS r(connection_id text, owner_service_id text, version bigint)
     ORDER BY connection_id
     ON CONFLICT (connection_id) DO UPDATE SET
       owner_service_id = excluded.owner_service_id, version = excluded.version
     WHERE c.version < excluded.version`,
    [JSON.stringify([...newest.values()])],
  );
}

/** The connection's owner service, or null when no connection.changed of it has arrived. */
export async function connectionOwnerOf(db: Db, connectionId: string): Promise<string | null> {
  const { rows } = await db.query<{ owner_service_id: string }>(
    'SELECT owner_service_id FROM observability.log_connections WHERE connection_id = $1',
    [connectionId.toLowerCase()],
  );
  return rows[0]?.owner_service_id ?? null;
}

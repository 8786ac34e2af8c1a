import { CONNECTION_EVENTS, type ConnectionChanged } from '@switchyard/events';
import type { Db, EventBus } from '@switchyard/server-kit';

/** What connection.changed says of a connection's row. */
export interface ChangedRow {
  id: string;
  name: string;
  description: string | null;
  published: boolean;
  archived: boolean;
  owner_service_id: string;
  connected_service_id: string;
  version: number;
  updated_at: string;
}

/** Publishes connection.changed for the row in `tx`, the transaction that wrote it. */
export async function publishConnectionChanged(tx: Db, events: EventBus | undefined, row: ChangedRow) {
  await events?.publish<ConnectionChanged>(tx, CONNECTION_EVENTS.changed, {
    connection_id: row.id,
    owner_service_id: row.owner_service_id,
    connected_service_ids: [row.connected_service_id],
    published: row.published,
    archived: row.archived,
    version: row.version,
    updated_at: new Date(row.updated_at).toISOString(),
    name: row.name,
    description: row.description,
  });
}

/** The row of connection `id` as the event needs it (in `tx`, after writing it). */
export async function changedRow(tx: Db, id: string): Promise<ChangedRow | undefined> {
  const { rows } = await tx.query<ChangedRow>(
    `SELECT id, name, description, published, archived, owner_service_id, connected_service_id,
            version::int AS version, to_json(updated_at) #>> '{}' AS updated_at
       FROM connections.connections WHERE id = $1`,
    [id],
  );
  return rows[0];
}

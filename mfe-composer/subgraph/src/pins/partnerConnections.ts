import type { ConnectionChanged, ConnectionEnablementChanged } from '@switchyard/events';
import type { Db } from '@switchyard/server-kit';

/**
 * Keeps a copy of a partner's connection from connection.changed (the highest version wins; an
 * older or repeated event changes nothing). One unpublished or archived, or moved to another
 * service, leaves the pins it had.
 */
export async function storePartnerConnection(tx: Db, e: ConnectionChanged): Promise<void> {
  const { rows } = await tx.query<{ owner_service_id: string; published: boolean; archived: boolean }>(
    `INSERT INTO composer.partner_connections AS c
       (connection_id, owner_service_id, name, description, published, archived, version, first_seen_at, updated_at)
     VALUES ($1, $2, COALESCE($3, ''), COALESCE($4, ''), $5, $6, $7, $8, $8)
     ON CONFLICT (connection_id) DO UPDATE SET owner_service_id = excluded.owner_service_id,
       name = COALESCE($3, c.name), description = COALESCE($4, c.description),
       published = excluded.published, archived = excluded.archived, version = excluded.version,
       updated_at = excluded.updated_at
     WHERE c.version < excluded.version
     RETURNING owner_service_id, published, archived`,
    [
      e.connection_id,
      e.owner_service_id,
      e.name ?? null,
      e.name === undefined ? null : (e.description ?? ''),
      e.published,
      e.archived,
      e.version,
      e.updated_at,
    ],
  );
  const stored = rows[0];
  if (!stored) return;
  await tx.query(
    `DELETE FROM composer.pins WHERE applet_id = $1 AND kind = 'connection' AND (service_id <> $2 OR NOT $3::boolean)`,
    [e.connection_id, stored.owner_service_id, stored.published && !stored.archived],
  );
}

/** Who has a partner's connection enabled (the public list orders by users); the highest version wins. */
export async function storeEnablement(tx: Db, e: ConnectionEnablementChanged): Promise<void> {
  await tx.query(
    `INSERT INTO composer.partner_connection_enablements AS p (enablement_id, connection_id, enabled, version)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (enablement_id) DO UPDATE SET enabled = excluded.enabled, version = excluded.version
     WHERE p.version < excluded.version`,
    [e.enablement_id, e.connection_id, e.enabled, e.version],
  );
}

import type { Db } from '@switchyard/server-kit';

/** How many a service's public list shows at most (pinned ones always among them). */
export const SERVICE_APPLETS_LIMIT = 200;

export interface ServiceAppletListing {
  id: string;
  kind: 'applet' | 'connection';
  name: string;
  description: string;
  pinned: boolean;
  url: string;
}

export const listingUrl = (kind: ServiceAppletListing['kind'], id: string) =>
  kind === 'applet' ? `/applets/${id}` : `/connections/${id}/enable`;

/**
 * A service's public list: its published applets (using one of its steps, or it as their primary
 * service) and its published, unarchived partner connections; the pinned ones first in pin order,
 * then the rest by users (applet holders, connection enablements) most first, then newest.
 */
export async function serviceApplets(db: Db, serviceId: string): Promise<ServiceAppletListing[]> {
  const { rows } = await db.query<{
    id: string;
    kind: ServiceAppletListing['kind'];
    name: string;
    description: string;
    pinned: boolean;
  }>(
    `WITH listed AS (
       SELECT a.id, 'applet' AS kind, a.name, a.description, a.created_at,
              (SELECT count(*) FROM composer.applet_users u WHERE u.applet_id = a.id) AS users
         FROM composer.applets a
        WHERE a.status = 'published'
          AND (a.channel_id = $1 OR EXISTS (SELECT 1 FROM composer.applet_steps s WHERE s.applet_id = a.id AND s.service_id = $1))
       UNION ALL
       SELECT c.connection_id, 'connection', c.name, c.description, c.first_seen_at,
              (SELECT count(*) FROM composer.partner_connection_enablements e
                WHERE e.connection_id = c.connection_id AND e.enabled)
         FROM composer.partner_connections c
        WHERE c.owner_service_id = $1 AND c.published AND NOT c.archived
     )
     SELECT l.id, l.kind, l.name, l.description, p.position IS NOT NULL AS pinned
       FROM listed l LEFT JOIN composer.pins p ON p.service_id = $1 AND p.applet_id = l.id
      ORDER BY p.position NULLS LAST, l.users DESC, l.created_at DESC, l.id
      LIMIT $2`,
    [serviceId, SERVICE_APPLETS_LIMIT],
  );
  return rows.map((r) => ({ ...r, url: listingUrl(r.kind, r.id) }));
}

import { timingSafeEqual } from 'node:crypto';
import { CONNECTION_EXISTS } from '@switchyard/connections-common';
import {
  forbidden,
  HttpError,
  notFound,
  unauthenticated,
  unprocessable,
  type DomainDeps,
  type RequestContext,
} from '@switchyard/server-kit';
import { canEditConnectionsOf, canReadConnectionsOf, isUuid } from '../access';
import { servicesById } from '../catalog/catalogStore';
import { publishConnectionChanged, type ChangedRow } from '../connections/connectionChanged';
import { connectionRows, liveConnectionTo, type ConnectionRow } from '../connections/connectionStore';
import { forgetConnectionView } from '../connections/connectionView';

const CONNECTION_NOT_FOUND = 'Connection not found.';
export const ARCHIVE_STAFF_REFUSED = 'Only members of the service can archive its connections.';
/** Our own (the spec gives the web's failure texts only). */
export const ARCHIVED_REQUIRED = 'Send applet.archived as true or false';
/** The gateway's own text for a refused CSRF token (router-auth's CSRF_MESSAGE). */
export const CSRF_REFUSED = 'Invalid or missing CSRF token. Reload the page and try again.';

export interface ArchiveRequest {
  /** The request body as parsed (JSON or a form). */
  body: unknown;
  /**
   * The token the body's authenticity_token must equal: the session's own when the gateway runs the
   * domain in-process, else the X-CSRF-Token header the gateway checked against the session; null
   * when neither is known (the gateway then checked the body's token itself).
   */
  expectedToken: string | null;
}

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** `{ applet: { archived: boolean }, authenticity_token }` read, or the 422 / 403 it deserves. */
export function readArchiveBody({ body, expectedToken }: ArchiveRequest): boolean {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const token = b.authenticity_token;
  if (typeof token !== 'string' || !token || (expectedToken !== null && !sameToken(token, expectedToken)))
    throw new HttpError(403, CSRF_REFUSED, [{ attribute: 'authenticity_token', message: CSRF_REFUSED }]);
  const applet = b.applet;
  const archived =
    applet && typeof applet === 'object' && !Array.isArray(applet)
      ? (applet as Record<string, unknown>).archived
      : undefined;
  // A form sends text: "true" and "false" are the same answer.
  if (archived === true || archived === 'true') return true;
  if (archived === false || archived === 'false') return false;
  throw unprocessable(ARCHIVED_REQUIRED, 'applet/archived');
}

/** Who may archive: members of the owner's organization; staff see it (403), anyone else 404. */
async function archivable(deps: DomainDeps, ctx: RequestContext, id: string): Promise<ConnectionRow> {
  if (!ctx.viewer) throw unauthenticated();
  if (!isUuid(id)) throw notFound(CONNECTION_NOT_FOUND);
  const [row] = await connectionRows(deps.db, [id]);
  const owner = row && (await servicesById(deps.db, [row.owner_service_id])).get(row.owner_service_id);
  if (!owner || !(await canReadConnectionsOf(ctx, owner.organization_id)))
    throw notFound(CONNECTION_NOT_FOUND);
  if (!(await canEditConnectionsOf(ctx, owner.organization_id))) throw forbidden(ARCHIVE_STAFF_REFUSED);
  return row;
}

export interface ArchiveResult {
  id: string;
  archived: boolean;
  version: number;
}

/**
 * Archives or unarchives a connection as the body's applet.archived says
 * (spec/connections.md#other-transitions): the version grows and connection.changed goes out in the
 * same transaction, so users' features stop (or may run again) and the composer's copy follows. Asking for the state it has changes nothing. Unarchiving while
 * another live connection to the same service exists is refused (the unique index backs this up
 * against two requests at once).
 */
export async function setArchived(
  deps: DomainDeps,
  ctx: RequestContext,
  id: string,
  request: ArchiveRequest,
): Promise<ArchiveResult> {
  // Who asks is settled before what they sent: a stranger learns nothing from a 422.
  const before = await archivable(deps, ctx, id);
  const archived = readArchiveBody(request);
  const { db, events } = deps;
  try {
    return await db.transaction(async (tx) => {
      const { rows: locked } = await tx.query<{ archived: boolean; version: number }>(
        'SELECT archived, version::int AS version FROM connections.connections WHERE id = $1 FOR UPDATE',
        [id],
      );
      if (!locked[0]) throw notFound(CONNECTION_NOT_FOUND);
      if (locked[0].archived === archived) return { id, archived, version: locked[0].version };
      if (!archived && (await liveConnectionTo(tx, before.owner_service_id, before.connected_service_id, id)))
        throw unprocessable(CONNECTION_EXISTS, 'base');
      const { rows } = await tx.query<ChangedRow>(
        `UPDATE connections.connections SET archived = $2, version = version + 1, updated_at = now()
          WHERE id = $1
          RETURNING id, name, description, published, archived, owner_service_id, connected_service_id,
            version::int AS version, to_json(updated_at) #>> '{}' AS updated_at`,
        [id, archived],
      );
      const row = rows[0];
      await publishConnectionChanged(tx, events, row);
      return { id, archived: row.archived, version: row.version };
    });
  } catch (err) {
    if ((err as { code?: string }).code === '23505') throw unprocessable(CONNECTION_EXISTS, 'base');
    throw err;
  } finally {
    forgetConnectionView(db, id);
  }
}

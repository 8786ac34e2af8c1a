import { CONNECTION_ENABLEMENT_EVENTS, type ConnectionEnablementChanged } from '@switchyard/events';
import type { FieldError } from '@switchyard/connections-common';
import {
  HttpError,
  notFound,
  requireViewer,
  type Db,
  type DomainDeps,
  type RequestContext,
} from '@switchyard/server-kit';
import { isUuid } from '../access';
import { connectionView, type ConnectionView } from '../connections/connectionView';
import { featureRuns } from '../runtime/featureRuns';
import { checkEnablement, type EnableFeatureInput, type FeatureSettings } from './enablementRules';
import {
  countInstall,
  enablementOf,
  pauseFeatures,
  writeEnablement,
  type Enablement,
} from './enablementStore';
import { publishedFromView, type PublishedConnection } from './publishedConnection';

const CONNECTION_NOT_FOUND = 'Connection not found.';
const CHANGED_MEANWHILE = 'The connection changed meanwhile. Please try again.';

interface EnablePayload {
  enablement: Enablement | null;
  errors: FieldError[];
}

export interface EnableInput {
  connection_id: string;
  features?: readonly EnableFeatureInput[] | null;
}

/** What to do with the user's enablement: write it, leave it, or refuse the input. */
type Decision =
  | { write: { enabled: boolean; features: FeatureSettings[] | null } }
  | { keep: true }
  | { errors: FieldError[] };

interface LockedConnection {
  version: number;
  published: boolean;
  archived: boolean;
  owner_service_id: string;
  connected_service_id: string;
}

const RETRIES = 3;

/**
 * Changes the viewer's enablement of a connection in one transaction: the connection's row is
 * locked first (so two changes to one connection count its installs one after the other, and a
 * partner's save cannot slip between the check and the write), the settings are checked against
 * the version locked, installs_count follows the change of state and the event is published.
 */
async function changeEnablement(
  deps: DomainDeps,
  userId: string,
  connectionId: string,
  opts: { livePublished: boolean },
  decide: (connection: PublishedConnection | null, saved: Enablement | null) => Decision,
): Promise<EnablePayload> {
  const { db } = deps;
  for (let attempt = 0; attempt < RETRIES; attempt++) {
    // Rendered outside the lock (from the cache when nothing changed); checked against it below.
    const view = await connectionView(db, connectionId);
    const connection = publishedFromView(view);
    if (opts.livePublished && !connection) throw notFound(CONNECTION_NOT_FOUND);
    const result = await db.transaction(async (tx): Promise<EnablePayload | 'retry'> => {
      const locked = await lockConnection(tx, connectionId);
      if (!locked) throw notFound(CONNECTION_NOT_FOUND);
      if (opts.livePublished && (!locked.published || locked.archived)) throw notFound(CONNECTION_NOT_FOUND);
      if (connection && connection.version !== locked.version) return 'retry';
      const saved = await enablementOf(tx, userId, connectionId);
      const decision = decide(connection, saved);
      if ('errors' in decision) return { enablement: null, errors: decision.errors };
      if ('keep' in decision) return { enablement: saved, errors: [] };
      const { enablement, wasEnabled } = await writeEnablement(tx, {
        connectionId,
        userId,
        enabled: decision.write.enabled,
        connectionVersion: locked.version,
        features: decision.write.features,
      });
      if (enablement.enabled !== wasEnabled)
        await countInstall(tx, connectionId, enablement.enabled ? 1 : -1);
      const announced = await publishEnablementChanged(deps, tx, enablement, locked, view);
      return { enablement: announced, errors: [] };
    });
    if (result !== 'retry') return result;
  }
  throw new HttpError(409, CHANGED_MEANWHILE);
}

/**
 * connection.enablement_changed, in the change's transaction: what the engine runs for the user, each
 * running feature with its spec (`view`: the connection as rendered at `connection.version`). A
 * feature that cannot run (a step left the catalog) is paused first. Answers the enablement as
 * published.
 */
export async function publishEnablementChanged(
  { events }: DomainDeps,
  tx: Db,
  enablement: Enablement,
  connection: Pick<LockedConnection, 'version' | 'owner_service_id' | 'connected_service_id'>,
  view: ConnectionView | null,
): Promise<Enablement> {
  const { features, pauses } = featureRuns(enablement, view);
  if (pauses.length) {
    await pauseFeatures(tx, pauses, 'connection');
    const reasons = new Map(pauses.map((p) => [p.id, p.reason]));
    enablement = {
      ...enablement,
      features: enablement.features.map((f) =>
        reasons.has(f.id) ? { ...f, paused_reason: reasons.get(f.id)!, paused_by: 'connection' } : f,
      ),
    };
  }
  await events?.publish<ConnectionEnablementChanged>(tx, CONNECTION_ENABLEMENT_EVENTS.changed, {
    enablement_id: enablement.id,
    connection_id: enablement.connection_id,
    connection_version: connection.version,
    owner_service_id: connection.owner_service_id,
    connected_service_ids: [connection.connected_service_id],
    user_id: enablement.user_id,
    partner_user_id: enablement.partner_user_id,
    enabled: enablement.enabled,
    features,
    version: enablement.version,
    updated_at: new Date(enablement.updated_at).toISOString(),
  });
  return enablement;
}

export async function lockConnection(tx: Db, id: string): Promise<LockedConnection | undefined> {
  const { rows } = await tx.query<LockedConnection>(
    `SELECT version::int AS version, published, archived, owner_service_id, connected_service_id
       FROM connections.connections WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0];
}

/**
 * Enables a published, live connection for the viewer with these settings (or, `features` left
 * out, with the saved ones), or changes the settings of one enabled. Anyone signed in may; a
 * draft, archived or missing connection is NOT_FOUND; problems with the values are answered as
 * errors under their paths and nothing changes.
 */
export async function enableConnection(
  deps: DomainDeps,
  ctx: RequestContext,
  input: EnableInput,
): Promise<EnablePayload> {
  const viewer = requireViewer(ctx);
  if (!isUuid(input.connection_id)) throw notFound(CONNECTION_NOT_FOUND);
  return changeEnablement(
    deps,
    viewer.id,
    input.connection_id,
    { livePublished: true },
    (connection, saved) => {
      const { errors, features } = checkEnablement(
        connection!,
        input.features ?? null,
        saved?.features ?? [],
      );
      return errors.length ? { errors } : { write: { enabled: true, features } };
    },
  );
}

/**
 * Turns the viewer's enablement off, keeping its settings for the next enable. Allowed whatever
 * the connection's state since (a user can always turn off what they turned on); NOT_FOUND when the
 * viewer never enabled it. Disabling what is off changes nothing.
 */
export async function disableConnection(
  deps: DomainDeps,
  ctx: RequestContext,
  connectionId: string,
): Promise<EnablePayload> {
  const viewer = requireViewer(ctx);
  if (!isUuid(connectionId)) throw notFound(CONNECTION_NOT_FOUND);
  return changeEnablement(deps, viewer.id, connectionId, { livePublished: false }, (_, saved) => {
    if (!saved) throw notFound(CONNECTION_NOT_FOUND);
    return saved.enabled ? { write: { enabled: false, features: null } } : { keep: true };
  });
}

import { requireViewer, type DomainDeps, type RequestContext } from '@switchyard/server-kit';
import { isUuid } from '../access';
import {
  enablementsOf,
  enabledConnectionIdsOf,
  ownEnablementFeature,
  type Enablement,
  type EnablementFeature,
} from './enablementStore';
import { publishedConnection, type PublishedConnection } from './publishedConnection';

/** The queries and fields of users' enablements; the domain's resolvers wire them in. */
export function enablementResolvers({ db }: DomainDeps) {
  return {
    async publishedConnection(id: string, ctx: RequestContext): Promise<PublishedConnection | null> {
      requireViewer(ctx);
      return isUuid(id) ? publishedConnection(db, id) : null;
    },
    async myEnabledConnections(ctx: RequestContext): Promise<Enablement[]> {
      const viewer = requireViewer(ctx);
      const ids = await enabledConnectionIdsOf(db, viewer.id);
      const byConnection = new Map(
        (await enablementsOf(db, viewer.id, ids)).map((e) => [e.connection_id, e]),
      );
      return ids.map((id) => byConnection.get(id)!).filter(Boolean);
    },
    /** The viewer's own enablement only: a user never sees another's settings. */
    async myEnablement(connectionId: string, ctx: RequestContext): Promise<Enablement | null> {
      if (!ctx.viewer) return null;
      return (await enablementsOf(db, ctx.viewer.id, [connectionId]))[0] ?? null;
    },
    enabledConnection: (connectionId: string) => publishedConnection(db, connectionId),
    /** The federation key's reference: the viewer's own enablement feature only, else null. */
    async enablementFeature(id: string, ctx: RequestContext): Promise<EnablementFeature | null> {
      if (!ctx.viewer || !isUuid(id)) return null;
      return ownEnablementFeature(db, ctx.viewer.id, id);
    },
  };
}

import { HttpError, JSONScalar, toGraphQLError, type DomainDeps } from '@switchyard/server-kit';
import type { Resolvers } from '../generated/resolverTypes';
import { canEditConnectionsOf, canReadConnectionsOf, isUuid, viewerOrganizations } from '../access';
import {
  connectableServicesFrom,
  serviceByModuleName,
  servicesOfOrganizations,
  servicesWithSteps,
  stepsOfServices,
  type CatalogStep,
} from '../catalog/catalogStore';
import { connectionIdsOfOwner } from '../connections/connectionStore';
import { connectionView, connectionViews } from '../connections/connectionView';
import { updateConnection, type UpdateInput } from '../connections/updateConnection';
import { sendSuggestion, updateSuggestionSubscription } from '../suggestions/suggestionStore';
import { disableConnection, enableConnection, type EnableInput } from '../enablements/enableConnection';
import type { EnablementFeature } from '../enablements/enablementStore';
import { installsCountOf } from '../enablements/installsCount';
import { enablementResolvers } from '../enablements/resolvers';
import { connectionEndpoints } from '../endpoints/connectionEndpoints';
import { webhookResolvers } from '../webhooks/resolvers';
import type { ConnectionServiceMapper } from './mappers';

/** Lets a resolver throw the kit's HttpError (notFound, unauthenticated) as its coded GraphQL error. */
function withGraphQLErrors<A extends unknown[], R>(fn: (...args: A) => Promise<R>) {
  return async (...args: A): Promise<R> => {
    try {
      return await fn(...args);
    } catch (err) {
      throw err instanceof HttpError ? toGraphQLError(err) : err;
    }
  };
}

/** A service's steps of one kind: read with it, or now. */
async function stepsOf(deps: DomainDeps, service: ConnectionServiceMapper, kind: CatalogStep['kind']) {
  const steps = service.steps ?? (service.steps = await stepsOfServices(deps.db, [service.service_id]));
  return steps.filter((s) => s.kind === kind);
}

export function createResolvers(deps: DomainDeps): Resolvers {
  const { db } = deps;
  const enablements = enablementResolvers(deps);
  const webhooks = webhookResolvers(deps);
  return {
    JSON: JSONScalar,
    Query: {
      async connectableServices(_, { owner_module_name }, ctx) {
        const owner = await serviceByModuleName(db, owner_module_name);
        if (!owner || !(await canEditConnectionsOf(ctx, owner.organization_id))) return [];
        return connectableServicesFrom(db, owner.service_id);
      },
      async connectionChannels(_, { module_names }, ctx) {
        if (!module_names.length) return [];
        const orgs = await viewerOrganizations(ctx);
        const services = await servicesWithSteps(db, { moduleNames: module_names.slice(0, 50) });
        return services.filter((s) => s.published || orgs.includes(s.organization_id) || ctx.viewer?.staff);
      },
      async myConnectionServices(_, __, ctx) {
        const orgs = await viewerOrganizations(ctx);
        return orgs.length ? servicesOfOrganizations(db, orgs) : [];
      },
      async connection(_, { id }, ctx) {
        if (!ctx.viewer || !isUuid(id)) return null;
        const view = await connectionView(db, id);
        return view && (await canReadConnectionsOf(ctx, view.owner_channel.organization_id)) ? view : null;
      },
      async serviceConnections(_, { module_name }, ctx) {
        const owner = await serviceByModuleName(db, module_name);
        if (!owner || !(await canReadConnectionsOf(ctx, owner.organization_id))) return [];
        return connectionViews(db, await connectionIdsOfOwner(db, owner.service_id));
      },
      publishedConnection: withGraphQLErrors((_, { id }, ctx) => enablements.publishedConnection(id, ctx)),
      myEnabledConnections: withGraphQLErrors((_, __, ctx) => enablements.myEnabledConnections(ctx)),
    },
    Mutation: {
      updateConnection: withGraphQLErrors((_, { input }, ctx) =>
        updateConnection(deps, ctx, input as UpdateInput),
      ),
      sendSuggestion: withGraphQLErrors((_, { input }, ctx) => sendSuggestion(deps, ctx, input)),
      updateSuggestionSubscription: withGraphQLErrors((_, { id, email_updates }, ctx) =>
        updateSuggestionSubscription(db, ctx, id, email_updates),
      ),
      enableConnection: withGraphQLErrors((_, { input }, ctx) =>
        enableConnection(deps, ctx, input as EnableInput),
      ),
      disableConnection: withGraphQLErrors((_, { connection_id }, ctx) =>
        disableConnection(deps, ctx, connection_id),
      ),
      ...webhooks.Mutation,
    },
    ConnectionService: {
      id: (s) => s.service_id,
      slug: (s) => s.module_name,
      description: (s) => s.description || null,
      triggers: (s) => stepsOf(deps, s, 'trigger'),
      queries: (s) => stepsOf(deps, s, 'query'),
      actions: (s) => stepsOf(deps, s, 'action'),
    },
    ConnectionServiceStep: {
      id: (s) => s.step_id,
    },
    Connection: {
      applet_script: (c) => (c.applet_script ? { raw_code: c.applet_script } : null),
      post_configuration: (c) => ({ message: c.post_configuration_message, cta_url: c.cta_url }),
      can_edit: (c, _, ctx) => canEditConnectionsOf(ctx, c.owner_channel.organization_id),
      installs_count: (c, _, ctx) => installsCountOf(db, ctx, c.id),
      endpoints: (c, _, ctx) => connectionEndpoints(deps, c, ctx),
      ...webhooks.Connection,
    },
    PublishedConnection: {
      installs_count: (c, _, ctx) => installsCountOf(db, ctx, c.id!),
      my_enablement: (c, _, ctx) => enablements.myEnablement(c.id!, ctx),
    },
    ConnectionEnablement: {
      connection: (e) => enablements.enabledConnection(e.connection_id!),
    },
    ConnectionEnablementFeature: {
      __resolveReference: (ref, ctx) => enablements.enablementFeature(ref.id!, ctx),
      // A feature that is off does not run: nothing pauses it. (Resolved from a stored feature.)
      paused_reason: (f) => {
        const feature = f as Partial<EnablementFeature>;
        return feature.enabled ? (feature.paused_reason ?? null) : null;
      },
    },
  };
}

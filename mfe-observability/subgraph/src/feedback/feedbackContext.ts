import type { FeedbackKind } from '@switchyard/observability-common';
import { internalFetch, type InternalCallSettings } from '@switchyard/server-kit';
import { GraphQLError } from 'graphql';

/**
 * What the owning domain says of an applet a user gives an opinion of: its name and its services,
 * the trigger's (a connection's owner service) first. Only a user who has it gets one.
 */
export interface FeedbackContext {
  name: string;
  service_ids: string[];
}

/** Who knows whether a user has it: the composer (applets) or the connections domain (connections). */
const OWNERS: Record<FeedbackKind, { domain: string; path: string; idField: string }> = {
  applet: { domain: 'composer', path: '/internal/applets/feedback_context', idField: 'applet_id' },
  connection: {
    domain: 'connections',
    path: '/internal/enablements/feedback_context',
    idField: 'connection_id',
  },
};

/** The owning domain could not answer: a GraphQL error naming it, as the gateway names a subgraph that is down. */
export const ownerUnavailable = (domain: string) =>
  new GraphQLError(`The ${domain} domain could not be asked; try again in a moment.`, {
    extensions: { code: 'SUBGRAPH_UNAVAILABLE', subgraph: domain },
  });

/**
 * Asks the owning domain over its signed internal route (`internalFetch`: the gateway, or the
 * domain's own SUBGRAPH_<NAME>_URL) whether the user has the applet or connection: its context, or
 * null when they do not (or it does not exist).
 */
export async function askFeedbackContext(
  settings: InternalCallSettings,
  kind: FeedbackKind,
  userId: string,
  appletId: string,
): Promise<FeedbackContext | null> {
  const owner = OWNERS[kind];
  let res: Response;
  try {
    res = await internalFetch(settings, 'observability', owner.domain, owner.path, {
      method: 'POST',
      body: { user_id: userId, [owner.idField]: appletId },
    });
  } catch {
    throw ownerUnavailable(owner.domain);
  }
  if (res.status === 404) return null;
  if (!res.ok) throw ownerUnavailable(owner.domain);
  const body = (await res.json()) as Partial<FeedbackContext>;
  if (typeof body.name !== 'string' || !Array.isArray(body.service_ids)) throw ownerUnavailable(owner.domain);
  return { name: body.name, service_ids: [...new Set(body.service_ids.map(String))] };
}

/**
 * The "context service" of a feedback seen from one of its services' pages: the applet's other
 * service, the trigger's (first) when that is another, else the first other one; null when the
 * applet uses this service only.
 */
export function contextServiceOf(serviceIds: readonly string[], serviceId: string): string | null {
  return serviceIds.find((id) => id !== serviceId) ?? null;
}

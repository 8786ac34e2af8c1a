import type { DomainDeps, RequestContext, Viewer } from '@switchyard/server-kit';
import { lookUpPartnerSettings } from '@switchyard/server-kit/partner-client';
import { ownerUnavailable } from '../feedback/feedbackContext';
import { connectionOwnerOf } from './logConnections';
import type { TransactionLogQuery } from './transactionStore';

/** Which rows a reader's ask covers: the part of listTransactionLogs' query that says whose they are. */
export type LogScope = Pick<
  TransactionLogQuery,
  'serviceId' | 'moduleName' | 'connectionId' | 'organizationIds'
>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface LogAsk {
  service_id?: string | null;
  module_name?: string | null;
  connection_id?: string | null;
}

/**
 * Whose logs a viewer reads (null: none, an empty page that says nothing about what exists).
 *
 * - A service (`service_id` or `module_name`): the rows recorded for the viewer's organizations
 *   (the organization owning the called service when the call was made); staff every row.
 * - With `connection_id`, that connection's calls. Its owner service (connection.changed's copy)
 *   must be the service named, and the viewer a member of the organization owning it (or staff):
 *   then every call made for it, to whichever service. Until the copy knows the connection (its
 *   first change since this domain listens), the rule above, narrowed to the connection.
 */
export async function logScopeOf(
  deps: DomainDeps,
  ctx: RequestContext,
  viewer: Viewer,
  ask: LogAsk,
): Promise<LogScope | null> {
  const mine = async () => (viewer.staff ? ('any' as const) : Object.keys(await ctx.memberships()));
  const byService = { serviceId: ask.service_id, moduleName: ask.module_name };
  if (ask.connection_id == null) return { ...byService, organizationIds: await mine() };

  const connectionId = ask.connection_id.trim().toLowerCase();
  if (!UUID.test(connectionId)) return null;
  const owner = await connectionOwnerOf(deps.db, connectionId);
  if (!owner) return { ...byService, connectionId, organizationIds: await mine() };

  let settings;
  try {
    settings = await lookUpPartnerSettings(
      { db: deps.db, caller: 'observability', internal: deps.settings },
      owner,
    );
  } catch {
    throw ownerUnavailable('service_config');
  }
  // A deleted owner service: its connection's logs are staff's.
  if (!settings) return viewer.staff ? { connectionId, organizationIds: 'any' } : null;
  const named =
    (ask.service_id != null && ask.service_id.toLowerCase() === settings.service_id.toLowerCase()) ||
    (ask.module_name != null && ask.module_name === settings.module_name);
  if (!named) return null;
  const orgs = await mine();
  if (orgs !== 'any' && !orgs.includes(settings.organization_id)) return null;
  return { connectionId, organizationIds: 'any' };
}

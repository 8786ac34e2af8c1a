import type { DomainDeps, RequestContext, Viewer } from '@switchyard/server-kit';
import { lookUpPartnerSettings } from '@switchyard/server-kit/partner-client';
import { ownerUnavailable } from './feedbackContext';

/**
 * Who reads the platform feedback of a service: staff, and the members of the organization owning
 * it (service-config knows which: server-kit's lookUpPartnerSettings, in-process or over its signed
 * internal route, kept 30 s). The organizations are those the viewer reads through, which also say
 * whose abuse reports they see.
 */
export type FeedbackReader = { staff: true } | { staff: false; organizationIds: string[] };

/** The organizations owning these services (unknown ones left out). */
async function owningOrganizations(deps: DomainDeps, serviceIds: readonly string[]): Promise<Set<string>> {
  const lookup = { db: deps.db, caller: 'observability', internal: deps.settings };
  try {
    const found = await Promise.all(serviceIds.map((id) => lookUpPartnerSettings(lookup, id)));
    return new Set(found.flatMap((s) => (s ? [s.organization_id] : [])));
  } catch {
    throw ownerUnavailable('service_config');
  }
}

/** The viewer as a reader of feedback concerning any of these services, or null when they may not read it. */
export async function feedbackReaderOf(
  deps: DomainDeps,
  ctx: RequestContext,
  viewer: Viewer,
  serviceIds: readonly string[],
): Promise<FeedbackReader | null> {
  if (viewer.staff) return { staff: true };
  const mine = Object.keys(await ctx.memberships());
  if (!mine.length || !serviceIds.length) return null;
  const owners = await owningOrganizations(deps, serviceIds);
  const through = mine.filter((id) => owners.has(id));
  return through.length ? { staff: false, organizationIds: through } : null;
}

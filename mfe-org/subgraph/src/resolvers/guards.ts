import {
  forbidden,
  notFound,
  toGraphQLError,
  unauthenticated,
  type Db,
  type RequestContext,
  type Viewer,
} from '@switchyard/server-kit';
import { findOrganizationForMember, type OrgRow } from '../data/organizations';
import { isUuid } from '../rules/ids';

export function viewerOf(ctx: RequestContext): Viewer {
  if (!ctx.viewer) throw toGraphQLError(unauthenticated());
  return ctx.viewer;
}

export const organizationNotFound = () => toGraphQLError(notFound('Organization not found.'));

/** The organization if the viewer belongs to it; NOT_FOUND otherwise, malformed ids included. */
export async function memberOrganization(
  db: Db,
  viewer: Viewer,
  organizationId: unknown,
  opts: { lock?: boolean } = {},
): Promise<OrgRow> {
  if (!isUuid(organizationId)) throw organizationNotFound();
  const org = await findOrganizationForMember(db, organizationId, viewer.id, opts);
  if (!org) throw organizationNotFound();
  return org;
}

/** As memberOrganization, and FORBIDDEN unless the viewer owns it (read from this domain's own tables). */
export async function ownedOrganization(
  db: Db,
  viewer: Viewer,
  organizationId: unknown,
  opts: { lock?: boolean } = {},
): Promise<OrgRow> {
  const org = await memberOrganization(db, viewer, organizationId, opts);
  if (org.viewer_role !== 'owner') {
    throw toGraphQLError(forbidden('Only the owner of the organization can do that.'));
  }
  return org;
}

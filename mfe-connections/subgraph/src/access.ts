import type { RequestContext } from '@switchyard/server-kit';

/**
 * Who may do what with a service's connections (spec/connections.md#6-roles-and-permissions):
 * members of the owner service's organization (roles owner and member, the spec's "owners and
 * admins") read and change them, staff read them; anyone else is told nothing.
 */
export async function canEditConnectionsOf(ctx: RequestContext, organizationId: string): Promise<boolean> {
  if (!ctx.viewer) return false;
  return Boolean((await ctx.memberships())[organizationId]);
}

export async function canReadConnectionsOf(ctx: RequestContext, organizationId: string): Promise<boolean> {
  if (!ctx.viewer) return false;
  return ctx.viewer.staff || (await canEditConnectionsOf(ctx, organizationId));
}

/** The organizations whose services the viewer builds connections for. */
export async function viewerOrganizations(ctx: RequestContext): Promise<string[]> {
  return ctx.viewer ? Object.keys(await ctx.memberships()) : [];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

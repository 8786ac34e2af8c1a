import type { RequestContext } from '@switchyard/server-kit';

/** Whether the viewer belongs to the organization, as the organization domain vouches (never our own tables). */
export async function isMember(ctx: RequestContext, organizationId: string): Promise<boolean> {
  if (!ctx.viewer) return false;
  return Boolean((await ctx.memberships())[organizationId]);
}

import { notFound, unauthenticated, type Db, type RequestContext } from '@switchyard/server-kit';
import { findServiceByModuleName, type ServiceRow } from './services/serviceStore';

/** Whether the viewer belongs to the organization, as the organization domain vouches (never our own tables). */
export async function isMember(ctx: RequestContext, organizationId: string): Promise<boolean> {
  if (!ctx.viewer) return false;
  return Boolean((await ctx.memberships())[organizationId]);
}

/**
 * Whether the viewer may read the service: its organization's members, and the review team and
 * staff, who read every service to review it (writing stays with its members).
 */
export async function canReadService(ctx: RequestContext, service: Pick<ServiceRow, 'organization_id'>) {
  if (!ctx.viewer) return false;
  return ctx.viewer.staff || ctx.viewer.reviewTeam || (await isMember(ctx, service.organization_id));
}

/** The service by module name when the viewer's organizations own it; null otherwise (found or not). */
export async function memberService(
  db: Db,
  moduleName: string,
  ctx: RequestContext,
): Promise<ServiceRow | null> {
  return serviceIf(db, moduleName, ctx, (service) => isMember(ctx, service.organization_id));
}

/**
 * The service by module name when the viewer may read it (its members, the review team, staff); null
 * otherwise (found or not). For reads only: changes go through memberService.
 */
export async function readableService(
  db: Db,
  moduleName: string,
  ctx: RequestContext,
): Promise<ServiceRow | null> {
  return serviceIf(db, moduleName, ctx, (service) => canReadService(ctx, service));
}

/** The service by module name when signed in and the viewer passes `allowed`; null otherwise. */
async function serviceIf(
  db: Db,
  moduleName: string,
  ctx: RequestContext,
  allowed: (service: ServiceRow) => Promise<boolean>,
): Promise<ServiceRow | null> {
  if (!ctx.viewer) return null;
  const service = await findServiceByModuleName(db, moduleName);
  return service && (await allowed(service)) ? service : null;
}

/**
 * For REST routes: the service `:slug` names when the viewer's organizations own it. Signed out: 401;
 * someone else's service answers exactly like a missing one (404 with `notFoundMessage`).
 */
export async function requireMemberService(
  db: Db,
  ctx: RequestContext,
  slug: string,
  notFoundMessage: string,
) {
  if (!ctx.viewer) throw unauthenticated();
  const service = await memberService(db, slug, ctx);
  if (!service) throw notFound(notFoundMessage);
  return service;
}

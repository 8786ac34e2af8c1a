import type { RequestContext } from '@switchyard/server-kit';
import { listOrganizationsOf } from '../data/organizations';
import { isUuid } from '../rules/ids';
import type { OrgServices } from '../services';

/** User.organizations: the viewer's own organizations by name; anybody else's list is empty. */
export function userResolvers(s: OrgServices) {
  return {
    __resolveReference: (ref: { id: string }) => ({ id: ref.id }),
    async organizations(user: { id: string }, _: unknown, ctx: RequestContext) {
      if (!ctx.viewer || ctx.viewer.id !== user.id || !isUuid(user.id)) return [];
      return s.myOrganizationsCache.get(user.id, () => listOrganizationsOf(s.db, user.id));
    },
  };
}

import { batchLoader, perRequest, type DomainDeps, type RequestContext } from '@switchyard/server-kit';
import { canReadService } from '../access';
import type { ServiceRow } from '../services/serviceStore';
import { adminJson, adminsOfServices, type AdminRow } from './adminStore';

/** Service.admins: members of the owning organization, the review team and staff; [] for anyone else. */
export function adminResolvers({ db }: DomainDeps) {
  const loaders = perRequest(() => ({
    admins: batchLoader((ids: string[]) => adminsOfServices(db, ids), [] as AdminRow[]),
  }));
  return {
    Service: {
      async admins(s: ServiceRow, _: unknown, ctx: RequestContext) {
        if (!(await canReadService(ctx, s))) return [];
        return (await loaders(ctx).admins(s.id)).map(adminJson);
      },
    },
  };
}

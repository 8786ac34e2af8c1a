import { batchLoader, perRequest, type DomainDeps, type RequestContext } from '@switchyard/server-kit';
import { isMember } from '../access';
import { cachedServicesOfOrganizations } from './serviceListing';
import type { ServiceRow } from './serviceStore';

/** Organization is owned by the organization domain; this domain adds its services. */
export function organizationResolvers({ db }: DomainDeps) {
  const servicesLoader = perRequest((): ((orgId: string) => Promise<ServiceRow[]>) =>
    batchLoader((ids: string[]) => cachedServicesOfOrganizations(db, ids), []),
  );
  return {
    __resolveReference: (ref: { id: string }) => ({ id: ref.id }),
    /** Members only; everyone else gets an empty list, whether or not the organization exists. */
    async services(org: { id: string }, _: unknown, ctx: RequestContext) {
      if (!ctx.viewer) return [];
      // Started together so every organization of the request joins one batched query.
      const [member, services] = await Promise.all([isMember(ctx, org.id), servicesLoader(ctx)(org.id)]);
      return member ? services : [];
    },
  };
}

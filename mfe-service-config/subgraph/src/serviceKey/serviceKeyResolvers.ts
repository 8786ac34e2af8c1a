import { randomBytes } from 'node:crypto';
import { notFound, requireViewer, type DomainDeps, type RequestContext } from '@switchyard/server-kit';
import { serviceKeyHeaderName } from '@switchyard/server-kit/partner-client';
import { isMember } from '../access';
import { withGraphQLErrors } from '../resolvers/graphqlErrors';
import { findServiceById, serviceKeyOf, type ServiceRow } from '../services/serviceStore';

/** As random as the column's default: 32 bytes, in hex. */
export const newServiceKey = () => randomBytes(32).toString('hex');

/**
 * Service.service_key and service_key_header (what the partner checks on every call), and
 * serviceKeyRegenerate. Members of the owning organization only, published services included: a
 * leaked key must be replaceable at any time, and the key is a credential, not part of what review
 * approved.
 */
export function serviceKeyResolvers(deps: DomainDeps) {
  const { db } = deps;
  const header = serviceKeyHeaderName(deps.settings.productSlug);
  return {
    Service: {
      async service_key(s: ServiceRow, _: unknown, ctx: RequestContext) {
        return (await isMember(ctx, s.organization_id)) ? serviceKeyOf(s) : null;
      },
      service_key_header: () => header,
    },
    Mutation: {
      serviceKeyRegenerate: withGraphQLErrors(
        async (_: unknown, args: { id: string }, ctx: RequestContext) => {
          requireViewer(ctx);
          const service = await findServiceById(db, args.id);
          if (!service || !(await isMember(ctx, service.organization_id)))
            throw notFound('Service not found.');
          const { rows } = await db.query<ServiceRow>(
            'UPDATE service_config.services SET service_key = $2 WHERE id = $1 RETURNING *',
            [service.id, newServiceKey()],
          );
          return { service: rows[0], errors: [] };
        },
      ),
    },
  };
}

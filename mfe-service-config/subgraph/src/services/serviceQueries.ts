import type { DomainDeps, RequestContext } from '@switchyard/server-kit';
import { canReadService } from '../access';
import { findServiceByModuleName } from './serviceStore';

export function queryResolvers({ db }: DomainDeps) {
  return {
    /**
     * Null for unknown services and for services of organizations the viewer is not in alike. The
     * review team and staff read every service (they review it); writing stays with its members.
     */
    async service(_: unknown, args: { module_name: string }, ctx: RequestContext) {
      if (!ctx.viewer) return null;
      const service = await findServiceByModuleName(db, args.module_name);
      return service && (await canReadService(ctx, service)) ? service : null;
    },
  };
}

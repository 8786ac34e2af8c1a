import type { DomainDeps, RequestContext } from '@switchyard/server-kit';
import { isMember } from '../access';
import { findServiceByModuleName } from './serviceStore';

export function queryResolvers({ db }: DomainDeps) {
  return {
    /** Null for unknown services and for services of organizations the viewer is not in alike. */
    async service(_: unknown, args: { module_name: string }, ctx: RequestContext) {
      if (!ctx.viewer) return null;
      const service = await findServiceByModuleName(db, args.module_name);
      return service && (await isMember(ctx, service.organization_id)) ? service : null;
    },
  };
}

import { requireMembership, type DomainDeps, type RequestContext } from '@switchyard/server-kit';
import { MODULE_NAME_TAKEN } from '../rules/moduleName';
import { validateNewService } from '../rules/serviceInput';
import { findServiceByModuleName, insertService } from '../serviceStore';
import { withGraphQLErrors } from './graphqlErrors';

interface ServiceCreateArgs {
  organization_id: string;
  name: string;
  module_name?: string | null;
}

export function mutationResolvers({ db }: DomainDeps) {
  return {
    /** Creates an unpublished service in one of the viewer's organizations; bad input comes back as errors. */
    serviceCreate: withGraphQLErrors(async (_: unknown, args: ServiceCreateArgs, ctx: RequestContext) => {
      await requireMembership(ctx, args.organization_id);
      const { value, errors } = validateNewService(args);
      if (errors.length) return { service: null, errors };
      const taken = [{ attribute: 'module_name', message: MODULE_NAME_TAKEN }];
      if (await findServiceByModuleName(db, value.module_name)) return { service: null, errors: taken };
      const service = await insertService(db, { organization_id: args.organization_id, ...value });
      // null: another request took the module name between the check and the insert.
      return service ? { service, errors: [] } : { service: null, errors: taken };
    }),
  };
}

import { publishConfigurationChanged } from '../review/publishConfiguration';
import {
  notFound,
  requireMembership,
  requireViewer,
  type DomainDeps,
  type RequestContext,
} from '@switchyard/server-kit';
import { isMember } from '../access';
import { MODULE_NAME_TAKEN } from '@switchyard/service-config-common/rules/moduleName';
import { PUBLISHED_READ_ONLY } from '@switchyard/service-config-common/rules/publishedReadOnly';
import {
  validateServiceGeneral,
  type ServiceGeneralInput,
} from '@switchyard/service-config-common/rules/serviceGeneral';
import { validateNewService } from '@switchyard/service-config-common/rules/serviceInput';
import {
  findServiceById,
  findServiceByModuleName,
  insertService,
  updateUnpublishedService,
} from './serviceStore';
import { withGraphQLErrors } from '../resolvers/graphqlErrors';
import {
  lockAuthenticationState,
  publishAuthenticationChanged,
  unconfirmedChange,
} from '../authentication/authenticationChange';

interface ServiceCreateArgs {
  organization_id: string;
  name: string;
  module_name?: string | null;
}

interface ServiceUpdateArgs {
  id: string;
  input: ServiceGeneralInput & { confirm_authentication_change?: boolean | null };
}

const publishedErrors = () => ({
  service: null,
  errors: [{ attribute: 'base', message: PUBLISHED_READ_ONLY }],
});

export function mutationResolvers({ db, events }: DomainDeps) {
  return {
    /** Creates an unpublished service in one of the viewer's organizations; bad input comes back as errors. */
    serviceCreate: withGraphQLErrors(async (_: unknown, args: ServiceCreateArgs, ctx: RequestContext) => {
      await requireMembership(ctx, args.organization_id);
      const { value, errors } = validateNewService(args);
      if (errors.length) return { service: null, errors };
      const taken = [{ attribute: 'module_name', message: MODULE_NAME_TAKEN }];
      if (await findServiceByModuleName(db, value.module_name)) return { service: null, errors: taken };
      const service = await db.transaction(async (tx) => {
        const row = await insertService(tx, { organization_id: args.organization_id, ...value });
        // Review (and the listing) learn of the new service at once, not at its first change.
        if (row) await publishConfigurationChanged(tx, events, row.id);
        return row;
      });
      // null: another request took the module name between the check and the insert.
      return service ? { service, errors: [] } : { service: null, errors: taken };
    }),

    /**
     * Changes an unpublished service of one of the viewer's organizations. Unknown, malformed and
     * other organizations' ids alike are NOT_FOUND; a published service is refused as data.
     */
    serviceUpdate: withGraphQLErrors(async (_: unknown, args: ServiceUpdateArgs, ctx: RequestContext) => {
      requireViewer(ctx);
      const service = await findServiceById(db, args.id);
      if (!service || !(await isMember(ctx, service.organization_id))) throw notFound('Service not found.');
      if (service.published) return publishedErrors();
      const { value, errors } = validateServiceGeneral(args.input);
      if (errors.length) return { service: null, errors };
      const actorId = ctx.viewer!.id;
      const updated = await db.transaction(async (tx) => {
        const before = await lockAuthenticationState(tx, service.id);
        if (!before) return null;
        const to = value.authentication_type ?? undefined;
        const refusal = unconfirmedChange(before, to, args.input.confirm_authentication_change);
        if (refusal.length) return { refusal };
        const row = await updateUnpublishedService(tx, service.id, value);
        if (!row) return null;
        await publishConfigurationChanged(tx, events, service.id);
        // The composer removes the users' tokens and deletes the applets on the service.
        await publishAuthenticationChanged(tx, events, {
          service_id: row.id,
          module_name: row.module_name,
          from: before.authentication_type,
          to: row.authentication_type,
          actor_id: actorId,
        });
        return { row };
      });
      // null: the service was published (or deleted) since it was read.
      if (!updated) return publishedErrors();
      if ('refusal' in updated) return { service: null, errors: updated.refusal };
      return { service: updated.row, errors: [] };
    }),
  };
}

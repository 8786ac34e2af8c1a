import type { DomainDeps, RequestContext } from '@switchyard/server-kit';
import { isMember } from '../access';
import { batchLoader, perRequest } from '../batchLoader';
import { triggerTypeOf } from '../rules/triggerForm';
import { findServiceByModuleName, type ServiceRow } from '../serviceStore';
import {
  actionsOfServices,
  findActionBySlug,
  findTriggerBySlugOrId,
  triggersOfServices,
  type ActionRow,
  type TriggerRow,
} from '../steps/stepStore';

/**
 * Reads of triggers and actions. They are reached only through a service the viewer's
 * organizations own (Service resolvers and memberService check), so the types need no check.
 */
export function stepResolvers({ db }: DomainDeps) {
  const loaders = perRequest(() => ({
    triggers: batchLoader((ids: string[]) => triggersOfServices(db, ids), [] as TriggerRow[]),
    actions: batchLoader((ids: string[]) => actionsOfServices(db, ids), [] as ActionRow[]),
  }));

  async function memberService(moduleName: string, ctx: RequestContext): Promise<ServiceRow | null> {
    if (!ctx.viewer) return null;
    const service = await findServiceByModuleName(db, moduleName);
    return service && (await isMember(ctx, service.organization_id)) ? service : null;
  }

  return {
    Query: {
      async trigger(_: unknown, a: { channel_module_name: string; slug_or_id: string }, ctx: RequestContext) {
        const service = await memberService(a.channel_module_name, ctx);
        return service && findTriggerBySlugOrId(db, service.id, a.slug_or_id);
      },
      async action(_: unknown, a: { channel_module_name: string; slug: string }, ctx: RequestContext) {
        const service = await memberService(a.channel_module_name, ctx);
        return service && findActionBySlug(db, service.id, a.slug);
      },
    },
    Service: {
      triggers: (s: ServiceRow, _: unknown, ctx: RequestContext) => loaders(ctx).triggers(s.id),
      actions: (s: ServiceRow, _: unknown, ctx: RequestContext) => loaders(ctx).actions(s.id),
    },
    Trigger: {
      trigger_type: (t: TriggerRow) => triggerTypeOf(t),
    },
  };
}

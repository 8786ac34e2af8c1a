import {
  forbidden,
  toGraphQLError,
  type DomainDeps,
  type FieldError,
  type RequestContext,
} from '@switchyard/server-kit';
import { iconUrl } from '../icon/iconUrl';
import {
  channelIdsByModuleName,
  LIST_TYPES,
  permissionOf,
  savePermission,
  serviceOfStep,
  stepExists,
  STEP_TYPES,
  type ListType,
  type PermissionChannelRow,
  type StepType,
} from './permissionStore';
import { publishConfigurationChanged } from '../review/publishConfiguration';
import type { ActionRow, TriggerRow } from '../steps/stepStore';

export const UNKNOWN_LIST_TYPE = 'must be denylist, allowlist or none';
export const UNKNOWN_STEP_TYPE = 'must be trigger or action';
export const STEP_NOT_FOUND = 'Step not found.';
export const unknownServices = (names: string[]) => `has no service named ${names.join(', ')}`;
export const LIST_EMPTY = 'must name at least one service for a denylist or an allowlist';

interface SetPermissionArgs {
  step_type: string;
  step_id: string;
  list_type: string;
  channel_module_names: string[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Trigger.permission / Action.permission (reached only through a step the viewer may read) and the
 * staff-only setStepPermission. Partners cannot change permissions: they contact support.
 */
export function permissionResolvers({ db, events }: DomainDeps) {
  return {
    Trigger: { permission: (t: TriggerRow) => permissionOf(db, 'trigger', t.id) },
    Action: { permission: (a: ActionRow) => permissionOf(db, 'action', a.id) },
    PermissionChannel: { image_url: (c: PermissionChannelRow) => iconUrl(c) },
    Mutation: {
      async setStepPermission(_: unknown, a: SetPermissionArgs, ctx: RequestContext) {
        if (!ctx.viewer?.staff) throw toGraphQLError(forbidden());
        const errors: FieldError[] = [];
        if (!(STEP_TYPES as readonly string[]).includes(a.step_type))
          errors.push({ attribute: 'step_type', message: UNKNOWN_STEP_TYPE });
        if (!(LIST_TYPES as readonly string[]).includes(a.list_type))
          errors.push({ attribute: 'list_type', message: UNKNOWN_LIST_TYPE });
        const names = a.channel_module_names.map((n) => n.trim()).filter(Boolean);
        const { ids, unknown } = await channelIdsByModuleName(db, names);
        if (unknown.length)
          errors.push({ attribute: 'channel_module_names', message: unknownServices(unknown) });
        else if (a.list_type !== 'none' && !ids.length)
          errors.push({ attribute: 'channel_module_names', message: LIST_EMPTY });
        if (errors.length) return { permission: null, errors };
        const stepType = a.step_type as StepType;
        if (!UUID.test(a.step_id) || !(await stepExists(db, stepType, a.step_id)))
          return { permission: null, errors: [{ attribute: 'step_id', message: STEP_NOT_FOUND }] };
        // The composer follows permissions through the service's configuration event.
        await db.transaction(async (tx) => {
          await savePermission(tx, stepType, a.step_id, a.list_type as ListType, ids);
          const serviceId = await serviceOfStep(tx, stepType, a.step_id);
          if (serviceId) await publishConfigurationChanged(tx, events, serviceId);
        });
        return { permission: await permissionOf(db, stepType, a.step_id), errors: [] };
      },
    },
  };
}
